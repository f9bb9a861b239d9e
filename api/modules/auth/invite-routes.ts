import { Router } from "express";
import { AcceptInviteNewAccountSchema, AcceptInviteQuerySchema, AcceptInviteSchema, InviteSchema } from "../../../domain/account";
import { isStoreAdmin, isStoreOwner } from "../../../domain/permissions";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { forbidden, handle, unauthorized } from "../../http/errors";
import { hashPassword, verifyPassword } from "../../http/password";
import { hashToken } from "../../http/tokens";
import { parse } from "../../http/validate";
import { findUserByEmail, issueTokenPair } from "../accounts/store";
import { issueEmailToken } from "./email-tokens";
import { authLink, inviteMail } from "./mails";
import { acceptInvitation, findInvitation } from "./store";

export const INVITE_INVALID = "This invitation is invalid or has expired";
export const INVITE_WRONG_PASSWORD = "Password is incorrect";

/** Owners and admins invite by e-mail; the link signs the invitee in as a member with the chosen role and scopes. */
export function inviteRoutes(deps: ApiDeps): Router {
  const { db, config, clock } = deps;
  const router = Router();

  router.post(
    "/auth/invite",
    requireUser(deps),
    requireStore(deps, "store"),
    handle(async (req, res) => {
      const store = currentStore(req);
      if (!isStoreOwner(store.membership) && !isStoreAdmin(store.membership)) throw forbidden();
      const input = parse(InviteSchema, req.body);
      const token = await issueEmailToken(db, "invite", input.email, clock.now(), {
        storeId: store.id,
        role: input.role,
        // Admins hold every permission; scopes matter only for staff.
        scopes: input.role === "staff" ? input.scopes : [],
        invitedBy: currentUser(req).id,
      });
      await deps.mailer.send(inviteMail(input.email, authLink(config, "accept", token), store.name));
      res.status(201).json({ message: `Invitation sent to ${input.email}` });
    }),
  );

  router.get(
    "/auth/accept",
    handle(async (req, res) => {
      const { token } = parse(AcceptInviteQuerySchema, req.query);
      const invitation = await findInvitation(db, hashToken(token), clock.now());
      if (!invitation) throw unauthorized(INVITE_INVALID);
      res.json({ email: invitation.email, storeName: invitation.storeName, hasAccount: invitation.userId !== null });
    }),
  );

  router.post(
    "/auth/accept",
    handle(async (req, res) => {
      const input = parse(AcceptInviteSchema, req.body);
      const tokenHash = hashToken(input.token);
      const invitation = await findInvitation(db, tokenHash, clock.now());
      if (!invitation) throw unauthorized(INVITE_INVALID);

      // A forwarded invitation must not sign its holder in as an existing account: the owner of it proves it with the password.
      const existing = await findUserByEmail(db, invitation.email);
      let newUser: { passwordHash: string; name: string } | null = null;
      if (existing) {
        if (!(await verifyPassword(input.password, existing.passwordHash))) throw unauthorized(INVITE_WRONG_PASSWORD);
      } else {
        const { password, name } = parse(AcceptInviteNewAccountSchema, req.body);
        newUser = { passwordHash: await hashPassword(password), name };
      }

      const accepted = await acceptInvitation(db, { tokenHash, now: clock.now(), expectedUserId: existing?.id ?? null, newUser });
      if (!accepted) throw unauthorized(INVITE_INVALID);
      const tokens = await issueTokenPair(db, accepted.userId, clock.now());
      res.json({ ...tokens, storeId: accepted.storeId });
    }),
  );

  return router;
}
