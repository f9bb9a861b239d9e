// A store's staff (SPEC §2 settings/account, account/add-staff, account/{id}; §6 roles; ADR 056): the members with
// their role and scopes, and the invitations not yet accepted. One schema for the member form and the API's body.
import { z } from "zod/v4";
import { inviteRole, scopeList } from "./account";
import { SCOPES, type Scope } from "./permissions";
import { messages } from "./validation";

export const STAFF_MESSAGES = {
  ownersAndAdmins: "Only the store owner and admins can manage staff.",
  ownerLocked: "The store owner cannot be changed or removed.",
  self: "You cannot change or remove your own access here.",
  conflict: "This staff member's access was changed by someone else since you opened it. Review it, then save again.",
  removed: "Staff member removed",
  invitationCancelled: "Invitation cancelled",
} as const;

const version = z.coerce
  .number({ error: messages.required("Version") })
  .int()
  .min(1, messages.required("Version"));

/**
 * The member form's fields and PUT /stores/staff/{id}'s body (inside `member`): the role (admin or staff; the owner is
 * never given) and, for staff, the scopes; admins hold every scope, so theirs are not kept.
 */
export const StaffMemberFormSchema = z.object({ role: inviteRole, scopes: scopeList, version });
export type StaffMemberForm = z.output<typeof StaffMemberFormSchema>;
export const STAFF_MEMBER_FIELDS = ["role", "scopes"] as const;
export type StaffMemberField = (typeof STAFF_MEMBER_FIELDS)[number];

/** The scopes a form offers as checkboxes: store and report are always granted (SPEC §6), so they are not a choice. */
export const CHOOSABLE_SCOPES = SCOPES.filter((s) => s !== "store" && s !== "report") as Exclude<Scope, "store" | "report">[];

export interface StaffMemberDto {
  _id: string;
  userId: string;
  email: string;
  name: string;
  role: "owner" | "admin" | "staff";
  /** The scopes chosen for staff ([] for the owner and admins, who hold every one). */
  scopes: Scope[];
  /** Whether this is the signed-in user: they cannot change or remove themselves here. */
  isYou: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface StaffInvitationDto {
  _id: string;
  email: string;
  role: "admin" | "staff";
  scopes: Scope[];
  /** Who sent it (their e-mail), "" when that account is gone. */
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}
