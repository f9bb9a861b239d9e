// The general settings page's server half (ADR 054): the editor kit's config for the store's one settings record, and
// the action after its guard: save (or, after a conflict, overwrite) → PUT /stores/settings/general.
import type { AppLoadContext } from "@remix-run/node";
import { GeneralSettingsFormSchema, GENERAL_SETTINGS_FIELDS, GENERAL_SETTINGS_MESSAGES, type GeneralSettingsDto } from "@domain/general-settings";
import { fixedT, isLocale, type Locale } from "@domain/i18n";
import type { ApiClients } from "~/api-client/client.server";
import { conflictingGeneralSettings, saveGeneralSettings } from "~/api-client/store-settings.server";
import { intentOf, unknownIntent, updateRecord, type EditorConfig } from "~/components/editor/actions.server";
import { chosenLocale, requestLocale } from "~/lib/locale.server";
import { generalSettingsMerge } from "./general-form";
import { settingsUrls } from "./urls";

/**
 * The editor kit's config: one schema for the form and the API's body. The conflict view is said in this page's
 * language, the success toast in the next page's.
 */
function generalSettingsEditor(pageLocale: Locale, nextLocale: Locale): EditorConfig<GeneralSettingsDto> {
  const saved = fixedT(nextLocale, "settings")("general.saved");
  return {
    noun: "general settings",
    toasts: { created: saved, updated: saved, deleted: saved },
    schemas: { create: GeneralSettingsFormSchema, update: GeneralSettingsFormSchema },
    fields: GENERAL_SETTINGS_FIELDS,
    // A store has one settings record, named by the session's store: the kit's record id is not used.
    update: (api, _id, value) => saveGeneralSettings(api, value),
    conflicting: conflictingGeneralSettings,
    conflictMessage: GENERAL_SETTINGS_MESSAGES.conflict,
    editorUrl: () => settingsUrls.general,
    listUrl: settingsUrls.general,
    merge: generalSettingsMerge(fixedT(pageLocale, "settings"), fixedT(pageLocale)) as EditorConfig<GeneralSettingsDto>["merge"],
  };
}

/**
 * Save or overwrite. The success toast is said in the language the next page will speak: the reader's own choice
 * (the language cookie), else the store language just posted (SPEC §3: it is the admin's default).
 */
export async function generalSettingsAction(request: Request, context: AppLoadContext, api: Pick<ApiClients, "store">, formData: FormData) {
  const intent = intentOf(formData, ["save", "overwrite"], "save");
  if (!intent) throw unknownIntent();
  const pageLocale = await requestLocale(request, context);
  const posted = formData.get("language");
  const nextLocale = chosenLocale(request) ?? (isLocale(posted) ? posted : pageLocale);
  return updateRecord(generalSettingsEditor(pageLocale, nextLocale), context, api, "", formData, intent);
}
