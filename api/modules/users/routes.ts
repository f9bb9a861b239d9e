import { Router } from "express";
import { CreateStoreSchema, StoresPageQuerySchema, UpdateUserSchema, UserInfoQuerySchema } from "../../../domain/account";
import type { Db } from "../../db/client";
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

/** One page of the user's stores in creation order; one extra row tells whether another page exists (`lastId` null: none). */
async function storesPage(db: Db, userId: string, afterSeq: number) {
  const rows = await listMemberStores(db, { userId, afterSeq, limit: STORES_PAGE_SIZE + 1 });
  const page = rows.slice(0, STORES_PAGE_SIZE).map(toStoreSummary);
  return { stores: page, lastId: rows.length > STORES_PAGE_SIZE ? String(page[page.length - 1].seq) : null };
}

export function usersRoutes(deps: ApiDeps): Router {
  const { db, config, clock } = deps;
  const router = Router();
  router.use("/users", requireUser(deps));

  router.get(
    "/users/info",
    handle(async (req, res) => {
      const { include } = parse(UserInfoQuerySchema, req.query);
      // The token look-up already read the user's profile; one more query for the store's membership.
      const user = currentUser(req);
      const [membership, page] = await Promise.all([membershipFromHeader(db, req, user.id), include === "stores" ? storesPage(db, user.id, 0) : null]);
      const info = toUserInfo(user, membership, config);
      res.json(page ? { ...info, stores: page.stores, storesLastId: page.lastId } : info);
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
      res.json(await storesPage(db, currentUser(req).id, lastId ?? 0));
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
