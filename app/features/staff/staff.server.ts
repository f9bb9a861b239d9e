// The staff pages' actions after their guard (ADR 056): invite (POST /auth/invite, the one invitation flow), change or
// remove a member, resend or cancel an invitation. Each is one API call answered the editor kit's way.
import type { AppLoadContext } from "@remix-run/node";
import { InviteSchema } from "@domain/account";
import { fixedT } from "@domain/i18n";
import { STAFF_MEMBER_FIELDS, STAFF_MESSAGES, StaffMemberFormSchema, type StaffMemberDto } from "@domain/staff";
import { invite } from "~/api-client/accounts.server";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { cancelInvitation, conflictingStaffMember, removeStaffMember, resendInvitation, updateStaffMember } from "~/api-client/staff.server";
import { createRecord, editorAction, intentOf, unknownIntent, type EditorConfig } from "~/components/editor/actions.server";
import { requestLocale } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { settingsUrls } from "../settings/urls";

/** Sends the invitation; the toast names the address, the form keeps its input on any refusal (400, 403, 429). */
export async function inviteStaffAction(request: Request, context: AppLoadContext, api: ApiClients, formData: FormData) {
  const t = fixedT(await requestLocale(request, context), "staff");
  const email = String(formData.get("email") ?? "").trim();
  const config: EditorConfig<StaffMemberDto> = {
    noun: "invitation",
    toasts: { created: t("sent", { email }), updated: "", deleted: "" },
    schemas: { create: InviteSchema, update: InviteSchema },
    fields: ["email", "role", "scopes"],
    create: async (_api, value) => {
      await invite(api, value);
      return { _id: "" };
    },
    createdUrl: () => settingsUrls.account,
    conflicting: () => null,
    conflictMessage: "",
    editorUrl: () => settingsUrls.account,
    listUrl: settingsUrls.account,
  };
  return createRecord(config, context, api, formData);
}

/** Save (or overwrite after a conflict) a member's role and scopes, or remove them. */
export async function staffMemberAction(request: Request, context: AppLoadContext, api: ApiClients, id: string, formData: FormData) {
  const t = fixedT(await requestLocale(request, context), "staff");
  const config: EditorConfig<StaffMemberDto> = {
    noun: "staff member",
    toasts: { created: t("saved"), updated: t("saved"), deleted: t("removed") },
    schemas: { create: StaffMemberFormSchema, update: StaffMemberFormSchema },
    fields: STAFF_MEMBER_FIELDS,
    update: (a, memberId, value) => updateStaffMember(a, memberId, value),
    remove: (a, memberId, version) => removeStaffMember(a, memberId, version),
    conflicting: conflictingStaffMember,
    conflictMessage: STAFF_MESSAGES.conflict,
    editorUrl: (memberId) => settingsUrls.staffMember(memberId),
    listUrl: settingsUrls.account,
  };
  return editorAction(config, context, api, id, formData);
}

/** The list's Resend and Cancel buttons: one call, back to the list with a toast (an error one when refused). */
export async function invitationAction(request: Request, context: AppLoadContext, api: ApiClients, formData: FormData) {
  const intent = intentOf(formData, ["resend", "cancel"], "resend");
  const id = formData.get("invitation");
  if (!intent || typeof id !== "string") throw unknownIntent();
  const t = fixedT(await requestLocale(request, context), "staff");
  const email = String(formData.get("email") ?? "");
  try {
    if (intent === "resend") await resendInvitation(api, id);
    else await cancelInvitation(api, id);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return redirectWithToast(context, settingsUrls.account, { kind: "error", message: error.messages.join(" ") });
  }
  // The toast is said in the reader's language when shown (English API texts are looked up, ADR 034).
  const message = intent === "resend" ? t("resent", { email }) : STAFF_MESSAGES.invitationCancelled;
  return redirectWithToast(context, settingsUrls.account, { kind: "success", message });
}
