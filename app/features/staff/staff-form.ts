// Pure helpers of the staff pages (ADR 056), shared by their server and page halves: the forms' values and the
// editor screens' configs. Relative imports only: the unit tests import this file without the app's path aliases.
import type { TFunction } from "../../../domain/i18n/core";
import type { StaffMemberDto } from "../../../domain/staff";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { settingsUrls } from "../settings/urls";

export const STAFF_MEMBER_FORM_ID = "staff-member-form";
export const INVITE_STAFF_FORM_ID = "invite-staff-form";

/** The member form as posted: a role and the ticked scopes (one ticked box posts a string), kept as typed on a 400. */
export interface StaffMemberValues {
  role: string;
  scopes: string[] | string;
  version?: string;
}
export interface InviteStaffValues {
  email: string;
  role: string;
  scopes: string[] | string;
}

export const staffMemberValues = (m: StaffMemberDto): StaffMemberValues => ({ role: m.role, scopes: m.scopes, version: String(m.version) });
export const NEW_INVITATION: InviteStaffValues = { email: "", role: "staff", scopes: [] };

/** The ticked scopes of a form's values, whatever shape conform kept them in. */
export const tickedScopes = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" && value !== "" ? [value] : []);

/** The member's editor (ADR 031): back to the staff list, Remove with SPEC's delete confirmation naming their e-mail. */
export function staffMemberScreen(t: TFunction<"staff">): EditorScreenConfig<StaffMemberDto> {
  return {
    noun: "staff member",
    formId: STAFF_MEMBER_FORM_ID,
    back: { to: settingsUrls.account, label: t("title") },
    create: { title: t("addTitle"), url: settingsUrls.addStaff },
    title: (m) => m.name || m.email,
    url: (m) => settingsUrls.staffMember(m._id),
    deleteLabel: t("remove"),
    deleteItem: (m) => m.email,
    texts: { notSaved: t("notSaved"), notDeleted: t("notRemoved"), deleteTitle: t("removeTitle"), conflictTitle: t("conflictTitle") },
  };
}

/** The invitation form: a new record of the kit whose "create" mails an invitation. */
export function inviteStaffScreen(t: TFunction<"staff">): EditorScreenConfig<StaffMemberDto> {
  return {
    noun: "invitation",
    formId: INVITE_STAFF_FORM_ID,
    back: { to: settingsUrls.account, label: t("title") },
    create: { title: t("addTitle"), url: settingsUrls.addStaff },
    title: () => t("addTitle"),
    url: () => settingsUrls.addStaff,
    texts: { notSaved: t("notSent") },
  };
}
