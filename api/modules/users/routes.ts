import { Router } from "express";
import { CreateStoreSchema, StoresPageQuerySchema, UpdateUserSchema } from "../../../domain/account";
import type { ApiDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/auth";
import { conflict, handle, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { createStoreForUser } from "../stores/create-store";
import { listMemberStores } from "../stores/store";
import { toStoreSummary } from "../stores/summary";
import { findUserProfile, updateUserName } from "./store";
import { membershipFromHeader, toUserInfo } from "./user-info";

export const STORES_PAGE_SIZE = 20;
export const PROFILE_CONFLICT = "Your profile was changed somewhere else since you opened it. Review the latest version, then save again.";

export function usersRoutes(deps: ApiDeps): Router {
  const { db, config, clock } = deps;
  const router = Router();
  router.use("/users", requireUser(deps));

  router.get(
    "/users/info",
    handle(async (req, res) => {
      // The token look-up already read the user's profile; one more query for the store's membership.
      const user = currentUser(req);
      res.json(toUserInfo(user, await membershipFromHeader(db, req, user.id), config));
    }),
  );

  router.put(
    "/users",
    handle(async (req, res) => {
      const input = parse(UpdateUserSchema, req.body);
      const userId = currentUser(req).id;
      const membership = await membershipFromHeader(db, req, userId);
      const saved = await updateUserName(db, { userId, name: input.name, version: input.version, now: clock.now() });
      if (saved) {
        res.json({ user: toUserInfo(saved, membership, config) });
        return;
      }
      const current = await findUserProfile(db, userId);
      if (!current) throw notFound();
      throw conflict(PROFILE_CONFLICT, { current: toUserInfo(current, membership, config) });
    }),
  );

  router.get(
    "/users/stores",
    handle(async (req, res) => {
      const { lastId } = parse(StoresPageQuerySchema, req.query);
      // One extra row tells whether another page exists; `lastId` is null on the last page.
      const rows = await listMemberStores(db, { userId: currentUser(req).id, afterSeq: lastId ?? 0, limit: STORES_PAGE_SIZE + 1 });
      const page = rows.slice(0, STORES_PAGE_SIZE).map(toStoreSummary);
      res.json({ stores: page, lastId: rows.length > STORES_PAGE_SIZE ? String(page[page.length - 1].seq) : null });
    }),
  );

  router.post(
    "/users/create-store",
    handle(async (req, res) => {
      const input = parse(CreateStoreSchema, req.body);
      const store = await createStoreForUser(db, { userId: currentUser(req).id, ...input });
      deps.log({ level: "info", msg: "store created", storeId: store.id, domain: store.domain });
      res.status(201).json(store);
    }),
  );

  return router;
}
