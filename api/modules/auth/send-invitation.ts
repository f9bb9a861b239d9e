// One invitation mail, from POST /auth/invite and from the staff page's Resend (ADR 056): the hourly caps, a new
// one-time link, the mail in the inviter's language.
import type { Request } from "express";
import type { Scope } from "../../../domain/permissions";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser } from "../../http/auth";
import { tooManyRequests } from "../../http/errors";
import { requestLanguage } from "../../http/language";
import { issueEmailToken } from "./email-tokens";
import { authLink, inviteMail } from "./mails";
import { countInvitationsSince } from "./store";

/** Invitations are mail from the platform's sender: a store, and a person across stores, may send this many an hour. */
export const INVITES_PER_STORE_PER_HOUR = 10;
export const INVITES_PER_INVITER_PER_HOUR = 20;
export const STORE_INVITES_EXHAUSTED = "This store has sent too many invitations. Please try again in an hour.";
export const INVITER_INVITES_EXHAUSTED = "You have sent too many invitations. Please try again in an hour.";
const HOUR = 60 * 60 * 1000;

/** 429 when the store or the inviter has sent the hour's share; checked before anything is written. */
export async function assertInvitationAllowed(deps: ApiDeps, req: Request): Promise<void> {
  // Counted in the database (the invitations themselves), so a restart or a second process does not reset them.
  const sent = await countInvitationsSince(deps.db, {
    storeId: currentStore(req).id,
    invitedBy: currentUser(req).id,
    since: new Date(deps.clock.now().getTime() - HOUR),
  });
  if (sent.byStore >= INVITES_PER_STORE_PER_HOUR) throw tooManyRequests(STORE_INVITES_EXHAUSTED);
  if (sent.byInviter >= INVITES_PER_INVITER_PER_HOUR) throw tooManyRequests(INVITER_INVITES_EXHAUSTED);
}

/** Issues the link and mails it; the caller checked `assertInvitationAllowed`. */
export async function sendInvitation(deps: ApiDeps, req: Request, input: { email: string; role: "admin" | "staff"; scopes: readonly Scope[] }) {
  const store = currentStore(req);
  const token = await issueEmailToken(deps.db, "invite", input.email, deps.clock.now(), {
    storeId: store.id,
    role: input.role,
    // Admins hold every permission; scopes matter only for staff.
    scopes: input.role === "staff" ? [...input.scopes] : [],
    invitedBy: currentUser(req).id,
  });
  // The inviter's language (the admin sends its user's, which is the store's unless they chose another).
  await deps.mailer.send(inviteMail(input.email, authLink(deps.config, "accept", token), store.name, requestLanguage(req)));
}
