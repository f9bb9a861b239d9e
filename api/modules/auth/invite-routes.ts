import { Router, type NextFunction, type Request, type Response } from "express";
import { AcceptInviteNewAccountSchema } from "../../../domain/account";
import { ACCOUNT_DISABLED } from "../../../domain/members";
import { authEndpoints as a } from "../../../domain/contracts/auth";
import { isStoreAdmin, isStoreOwner } from "../../../domain/permissions";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { forbidden, unauthorized } from "../../http/errors";
import { mount } from "../../http/mount";
import { hashPassword, verifyPassword } from "../../http/password";
import { assertStrongPassword } from "../../http/password-strength";
import type { AuthRateLimits } from "../../http/rate-limit";
import { hashToken } from "../../http/tokens";
import { parse } from "../../http/validate";
import { findUserByEmail, issueTokenPair } from "../accounts/store";
import { assertInvitationAllowed, sendInvitation } from "./send-invitation";
import { acceptInvitation, findInvitation } from "./store";

export const INVITE_INVALID = "This invitation is invalid or has expired";
export const INVITE_WRONG_PASSWORD = "Password is incorrect";
export { INVITER_INVITES_EXHAUSTED, INVITES_PER_INVITER_PER_HOUR, INVITES_PER_STORE_PER_HOUR, STORE_INVITES_EXHAUSTED } from "./send-invitation";

/** Owners and admins invite by e-mail; the link signs the invitee in as a member with the chosen role and scopes. */
export function inviteRoutes(deps: ApiDeps, limits: AuthRateLimits): Router {
  const { db, clock } = deps;
  const router = Router();
  // Before the body is read: other staff get 403 whatever they sent.
  const ownersAndAdminsOnly = (req: Request, _res: Response, next: NextFunction) => {
    const { membership } = currentStore(req);
    next(isStoreOwner(membership) || isStoreAdmin(membership) ? undefined : forbidden());
  };

  mount(router, a.invite, requireUser(deps), requireStore(deps, "store"), limits.mails("invite"), ownersAndAdminsOnly, async ({ body: input, req }) => {
    await assertInvitationAllowed(deps, req);
    await sendInvitation(deps, req, input);
    return { message: `Invitation sent to ${input.email}` };
  });

  mount(router, a.acceptInfo, async ({ query: { token } }) => {
    const invitation = await findInvitation(db, hashToken(token), clock.now());
    if (!invitation) throw unauthorized(INVITE_INVALID);
    return { email: invitation.email, storeName: invitation.storeName, hasAccount: invitation.userId !== null };
  });

  mount(router, a.accept, async ({ body: input, req }) => {
    const tokenHash = hashToken(input.token);
    const invitation = await findInvitation(db, tokenHash, clock.now());
    if (!invitation) throw unauthorized(INVITE_INVALID);

    // A forwarded invitation must not sign its holder in as an existing account: the owner of it proves it with the password.
    const existing = await findUserByEmail(db, invitation.email);
    let newUser: { passwordHash: string; name: string } | null = null;
    if (existing) {
      if (!(await verifyPassword(input.password, existing.passwordHash))) throw unauthorized(INVITE_WRONG_PASSWORD);
      if (existing.disabledAt) throw forbidden(ACCOUNT_DISABLED);
    } else {
      // The contract's body takes any password (an existing account's may predate the rules); a new one follows sign-up's.
      const { password, name } = parse(AcceptInviteNewAccountSchema, req.body);
      assertStrongPassword(password, { email: invitation.email, name });
      newUser = { passwordHash: await hashPassword(password), name };
    }

    const accepted = await acceptInvitation(db, { tokenHash, now: clock.now(), expectedUserId: existing?.id ?? null, newUser });
    if (!accepted) throw unauthorized(INVITE_INVALID);
    const tokens = await issueTokenPair(db, accepted.userId, clock.now());
    return { ...tokens, expiresAt: tokens.expiresAt.toISOString(), storeId: accepted.storeId };
  });

  return router;
}
