// The preferences page's server half (ADR 061): save (or, after a conflict, overwrite) → PUT /stores/settings/preferences.
import type { AppLoadContext } from "@remix-run/node";
import { PREFERENCES_FIELDS, PREFERENCES_MESSAGES, PreferencesFormSchema, type PreferencesDto } from "@domain/preferences";
import type { ApiClients } from "~/api-client/client.server";
import { conflictingPreferences, savePreferences } from "~/api-client/store-settings.server";
import { intentOf, unknownIntent, updateRecord, type EditorConfig } from "~/components/editor/actions.server";
import { requestT } from "~/lib/locale.server";
import { preferencesMerge } from "./preferences-form";
import { settingsUrls } from "./urls";

/** A conflict's record has always been saved, so it has a date. */
type SavedPreferences = PreferencesDto & { updatedAt: string };

export async function preferencesAction(request: Request, context: AppLoadContext, api: Pick<ApiClients, "store">, formData: FormData) {
  const intent = intentOf(formData, ["save", "overwrite"], "save");
  if (!intent) throw unknownIntent();
  const t = await requestT(request, context, "settings");
  const saved = t("preferences.saved");
  const editor: EditorConfig<SavedPreferences> = {
    noun: "preferences",
    toasts: { created: saved, updated: saved, deleted: saved },
    schemas: { create: PreferencesFormSchema, update: PreferencesFormSchema },
    fields: PREFERENCES_FIELDS,
    update: (client, _id, value) => savePreferences(client, value),
    conflicting: (error) => conflictingPreferences(error) as SavedPreferences | null,
    conflictMessage: PREFERENCES_MESSAGES.conflict,
    editorUrl: () => settingsUrls.preferences,
    listUrl: settingsUrls.preferences,
    merge: preferencesMerge(t) as EditorConfig<SavedPreferences>["merge"],
  };
  return updateRecord(editor, context, api, "", formData, intent);
}
