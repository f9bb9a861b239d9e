import { Router } from "express";
import { accountEndpoints as u } from "../../../domain/contracts/accounts";
import type { Db } from "../../db/client";
import type { ApiDeps } from "../../deps";
import { CURRENT_PASSWORD_WRONG, EMAIL_CHANGE_SENT, EMAIL_TAKEN, EMAIL_UNCHANGED } from "../../../domain/account";
import { authRateLimits } from "../../http/rate-limit";
import { requestLanguage } from "../../http/language";
import { issueEmailToken } from "../auth/email-tokens";
import { authLink, changeEmailMail } from "../auth/mails";
import { countUnreadNotifications } from "../notifications/store";
import { currentUser, readAccessToken, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound, unauthorized } from "../../http/errors";
import { hashPassword, verifyPassword } from "../../http/password";
import { assertStrongPassword } from "../../http/password-strength";
import { hashToken } from "../../http/tokens";
import { changePasswordKeepingSession, findUserByEmail } from "../accounts/store";
import { emailTakenByOther, findLiveAuthToken } from "../auth/store";
import { mount } from "../../http/mount";
import { createStoreForUser } from "../stores/create-store";
import { listMemberStores } from "../stores/store";
import { toStoreSummary } from "../stores/summary";
import { findUserProfile, updateUserName } from "./store";
import { membershipFromHeader, storeIdHeader, toUserInfo } from "./user-info";

export const STORES_PAGE_SIZE = 20;
export const PASSWORD_CHANGED = "Password changed. Your other sessions were signed out.";
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
  const limits = authRateLimits(deps);
  router.use("/users", requireUser(deps));

  mount(router, u.info, async ({ query: { include }, req }) => {
    // The token look-up already read the user's profile; one more query for the store's membership.
    const user = currentUser(req);
    const storeId = include === "stores" ? storeIdHeader(req) : null;
    const [membership, page, unread] = await Promise.all([
      membershipFromHeader(db, req, user.id),
      include === "stores" ? storesPage(db, user.id, 0) : null,
      // The shell's badge (ADR 062): one capped, indexed count beside the two reads every page already makes.
      storeId ? countUnreadNotifications(db, storeId, user.id) : 0,
    ]);
    const info = toUserInfo(user, membership, config);
    return page ? { ...info, stores: page.stores, storesLastId: page.lastId, unreadNotifications: membership ? unread : 0 } : info;
  });

  mount(router, u.updateUser, async ({ body: input, req }) => {
    const userId = currentUser(req).id;
    const membership = await membershipFromHeader(db, req, userId);
    const saved = await updateUserName(db, { userId, name: input.name, version: input.version, now: clock.now() });
    if (saved) return { user: toUserInfo(saved, membership, config) };
    const current = await findUserProfile(db, userId);
    if (!current) throw notFound();
    // `updatedAt` too: the profile page's conflict view says when the saved version was made.
    throw conflict(PROFILE_CONFLICT, { current: { ...toUserInfo(current, membership, config), updatedAt: current.updatedAt.toISOString() } });
  });

  mount(router, u.changePassword, async ({ body: input, req }) => {
    const user = currentUser(req);
    const account = await findUserByEmail(db, user.email);
    // 400 on the field, not 401: a 401 would sign the admin out, and a typo in the current password is no reason to.
    if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
      throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
    }
    assertStrongPassword(input.password, { email: user.email, name: user.name });
    // The session that asked stays signed in: its token family is kept, every other one is revoked.
    const session = await findLiveAuthToken(db, hashToken(readAccessToken(req) ?? ""), "access", clock.now());
    if (!session) throw unauthorized();
    await changePasswordKeepingSession(db, {
      userId: user.id,
      email: user.email,
      passwordHash: await hashPassword(input.password),
      keepFamilyId: session.familyId,
      now: clock.now(),
    });
    return { message: PASSWORD_CHANGED };
  });

  // ADR 062: the new address proves itself by its link (POST /auth/verify makes the change); until then nothing changes.
  // An address another account holds is refused by name: only a signed-in user who knows their password can ask, and
  // the attempts and mail limits bound how many addresses one can try.
  mount(router, u.changeEmail, limits.attempts, limits.mails("email-change"), async ({ body: input, req }) => {
    const user = currentUser(req);
    const account = await findUserByEmail(db, user.email);
    if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
      throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
    }
    if (input.email.toLowerCase() === user.email.toLowerCase()) throw badRequest(EMAIL_UNCHANGED, { email: [EMAIL_UNCHANGED] });
    if (await emailTakenByOther(db, input.email, user.id)) throw badRequest(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    const token = await issueEmailToken(db, "email-change", input.email, clock.now(), { userId: user.id });
    await deps.mailer.send(changeEmailMail(input.email, authLink(config, "verify", token), requestLanguage(req)));
    return { message: EMAIL_CHANGE_SENT };
  });

  mount(router, u.stores, async ({ query: { lastId }, req }) => storesPage(db, currentUser(req).id, lastId ?? 0));

  mount(router, u.createStore, async ({ body: input, req }) => {
    const store = await createStoreForUser(db, { userId: currentUser(req).id, ...input });
    deps.log({ level: "info", msg: "store created", storeId: store.id, domain: store.domain });
    return store;
  });

  return router;
}
