import { Router } from "express";
import { ACCOUNT_DISABLED } from "../../../domain/members";
import { authEndpoints as a } from "../../../domain/contracts/auth";
import type { ApiDeps } from "../../deps";
import { readAccessToken } from "../../http/auth";
import { forbidden, unauthorized } from "../../http/errors";
import { mount } from "../../http/mount";
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "../../http/password";
import { assertStrongPassword } from "../../http/password-strength";
import { authRateLimits } from "../../http/rate-limit";
import { ACCESS_TOKEN_TTL_MS, hashToken, newToken } from "../../http/tokens";
import { findUserByEmail, issueTokenPair, replacePasswordHash, revokeFamily } from "../accounts/store";
import { toUserInfo } from "../users/user-info";
import { issueEmailToken } from "./email-tokens";
import { inviteRoutes } from "./invite-routes";
import { authLink, emailChangedNoticeMail, resetPasswordMail, signUpAttemptMail, verifyEmailMail } from "./mails";
import {
  changeEmailWithToken,
  findLiveAuthToken,
  findLiveEmailToken,
  insertAccessToken,
  insertUserIfAbsent,
  resetPasswordWithToken,
  verifyEmailWithToken,
} from "./store";
import { requestLanguage } from "../../http/language";

export const SIGN_IN_FAILED = "Email or password is incorrect";
export const VERIFY_FIRST = "Please verify your email before signing in";
export const LINK_INVALID = "This link is invalid or has expired";
export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";
// Same words whether or not the address has an account: the answers must not tell the two apart.
export const SIGN_UP_SENT = "Check your inbox: we sent you a link to verify your email address.";
export const RESET_SENT = "If an account exists for this email, we sent it a link to reset the password.";

export function authRoutes(deps: ApiDeps): Router {
  const { db, config, clock } = deps;
  const router = Router();
  const limits = authRateLimits(deps);
  // Not an endpoint: the attempts limit in front of every auth post, an unknown path's too (which then gets the API's
  // 404). tests/api/contracts.test.ts names it as the one route without a contract.
  router.post("/auth/*", limits.attempts);

  mount(router, a.signUp, limits.mails("signup"), async ({ body: input, req }) => {
    assertStrongPassword(input.password, input);
    // Hashed before looking the address up, so a taken address costs the same time as a new one.
    const passwordHash = await hashPassword(input.password);
    const created = await insertUserIfAbsent(db, { email: input.email, passwordHash, name: input.name });
    if (created) {
      const token = await issueEmailToken(db, "verify", input.email, clock.now(), input.code ? { referralCode: input.code } : undefined);
      await deps.mailer.send(verifyEmailMail(input.email, authLink(config, "verify", token), requestLanguage(req)));
    } else {
      // No second account and no new verify link (that would let a stranger's password ride on the owner's click).
      await deps.mailer.send(signUpAttemptMail(input.email, requestLanguage(req)));
    }
    return { message: SIGN_UP_SENT };
  });

  // One link page for both: a sign-up's verify link, and an e-mail change's (ADR 062), which moves the account to the
  // link's address only now and tells the old address.
  mount(router, a.verify, async ({ body: { token }, req }) => {
    const tokenHash = hashToken(token);
    if (await verifyEmailWithToken(db, tokenHash, clock.now())) return { message: "Your email is verified. You can sign in now." };
    const changed = await changeEmailWithToken(db, tokenHash, clock.now());
    if (!changed) throw unauthorized(LINK_INVALID);
    deps.log({ level: "info", msg: "email changed", userId: changed.id });
    await deps.mailer.send(emailChangedNoticeMail(changed.previousEmail, changed.email, requestLanguage(req)));
    return { message: "Your email is verified. You can sign in now." };
  });

  mount(router, a.signIn, async ({ body: input }) => {
    const user = await findUserByEmail(db, input.email);
    const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || !passwordOk) throw unauthorized(SIGN_IN_FAILED);
    // Only after the password matched, so this answer reveals nothing to someone without it.
    if (!user.emailVerifiedAt) throw forbidden(VERIFY_FIRST);
    if (user.disabledAt) throw forbidden(ACCOUNT_DISABLED);
    // A hash made with older, cheaper scrypt parameters is upgraded while the password is at hand (ADR 018).
    if (needsRehash(user.passwordHash)) await replacePasswordHash(db, user.id, user.passwordHash, await hashPassword(input.password));
    const tokens = await issueTokenPair(db, user.id, clock.now());
    return { ...tokens, expiresAt: tokens.expiresAt.toISOString(), user: toUserInfo(user, null, config) };
  });

  mount(router, a.refresh, async ({ body: { refreshToken } }) => {
    const now = clock.now();
    const refresh = await findLiveAuthToken(db, hashToken(refreshToken), "refresh", now);
    if (!refresh) throw unauthorized(SESSION_EXPIRED);
    // The refresh token is not rotated; the new access token joins its family so sign-out revokes both.
    const token = newToken();
    const expiresAt = new Date(Math.min(now.getTime() + ACCESS_TOKEN_TTL_MS, refresh.expiresAt.getTime()));
    await insertAccessToken(db, { userId: refresh.userId, familyId: refresh.familyId, tokenHash: hashToken(token), expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  });

  // A live access token, or a live refresh token alone (as RFC 7009 lets a client revoke the token it holds): the
  // admin ends an idle session long after its access token expired (ADR 020), and its tokens must still go.
  mount(router, a.signOut, async ({ body: { refreshToken }, req }) => {
    const now = clock.now();
    const accessToken = readAccessToken(req);
    const access = accessToken ? await findLiveAuthToken(db, hashToken(accessToken), "access", now) : null;
    const refresh = refreshToken ? await findLiveAuthToken(db, hashToken(refreshToken), "refresh", now) : null;
    if (!access && !refresh) throw unauthorized();
    if (access) await revokeFamily(db, access.familyId, now);
    if (refresh && (!access || refresh.userId === access.userId)) await revokeFamily(db, refresh.familyId, now);
    return { message: "Signed out" };
  });

  mount(router, a.forgotPassword, limits.mails("reset"), async ({ body: { email }, req }) => {
    const user = await findUserByEmail(db, email);
    if (user) {
      const token = await issueEmailToken(db, "reset", user.email, clock.now());
      await deps.mailer.send(resetPasswordMail(user.email, authLink(config, "reset-password", token), requestLanguage(req)));
    }
    return { message: RESET_SENT };
  });

  mount(router, a.resetPassword, async ({ body: input }) => {
    // The link's address, when it is live, counts as a known word ("lan.nguyen2024" for lan.nguyen@…).
    const link = await findLiveEmailToken(db, "reset", hashToken(input.token), clock.now());
    assertStrongPassword(input.password, { email: link?.email });
    const passwordHash = await hashPassword(input.password);
    const user = await resetPasswordWithToken(db, { tokenHash: hashToken(input.token), passwordHash, now: clock.now() });
    if (!user) throw unauthorized(LINK_INVALID);
    deps.log({ level: "info", msg: "password reset; all sessions revoked", userId: user.id });
    return { message: "Your password has been changed. Please sign in with the new one." };
  });

  router.use(inviteRoutes(deps, limits));
  return router;
}
