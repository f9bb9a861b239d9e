// The legal policies page's server half (ADR 060): save (or, after a conflict, overwrite) → PUT /stores/settings/legal.
import type { AppLoadContext } from "@remix-run/node";
import { LEGAL_POLICIES_MESSAGES, LegalPoliciesFormSchema, POLICY_FIELDS, type LegalPoliciesDto } from "@domain/legal-policies";
import type { ApiClients } from "~/api-client/client.server";
import { conflictingLegalPolicies, saveLegalPolicies } from "~/api-client/store-settings.server";
import { intentOf, unknownIntent, updateRecord, type EditorConfig } from "~/components/editor/actions.server";
import { requestT } from "~/lib/locale.server";
import { legalPoliciesMerge } from "./legal-form";
import { settingsUrls } from "./urls";

/** A conflict's record has always been saved, so it has a date. */
type SavedPolicies = LegalPoliciesDto & { updatedAt: string };

export async function legalPoliciesAction(request: Request, context: AppLoadContext, api: Pick<ApiClients, "store">, formData: FormData) {
  const intent = intentOf(formData, ["save", "overwrite"], "save");
  if (!intent) throw unknownIntent();
  const t = await requestT(request, context, "settings");
  const saved = t("legal.saved");
  const editor: EditorConfig<SavedPolicies> = {
    noun: "policies",
    toasts: { created: saved, updated: saved, deleted: saved },
    schemas: { create: LegalPoliciesFormSchema, update: LegalPoliciesFormSchema },
    fields: POLICY_FIELDS,
    update: (client, _id, value) => saveLegalPolicies(client, value),
    conflicting: (error) => conflictingLegalPolicies(error) as SavedPolicies | null,
    conflictMessage: LEGAL_POLICIES_MESSAGES.conflict,
    editorUrl: () => settingsUrls.legal,
    listUrl: settingsUrls.legal,
    merge: legalPoliciesMerge(t) as EditorConfig<SavedPolicies>["merge"],
  };
  return updateRecord(editor, context, api, "", formData, intent);
}
