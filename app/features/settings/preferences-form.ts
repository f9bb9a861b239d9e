// Pure helpers of the preferences page (ADR 061): the form's values, the screen's config and the conflict merge.
// Relative imports only: the unit tests import this file without the app's path aliases.
import type { TFunction } from "../../../domain/i18n/core";
import { PREFERENCES_FIELDS, type PreferencesDto, type PreferencesField } from "../../../domain/preferences";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { baseFingerprints, type FormValue, type MergeFields } from "../../components/editor/merge";
import { settingsUrls } from "./urls";

export const PREFERENCES_FORM_ID = "preferences-form";

/** The form as strings ("on" for a ticked box), so refused input comes back exactly as sent. */
export type PreferencesValues = Record<PreferencesField, string> & { version?: string; base?: string };

const formValues = (s: PreferencesDto): Record<PreferencesField, FormValue> => ({
  homeTitle: s.homeTitle,
  homeDescription: s.homeDescription,
  passwordEnabled: s.passwordEnabled ? "on" : "",
  storefrontPassword: s.storefrontPassword,
  passwordMessage: s.passwordMessage,
});

const canonical = (field: PreferencesField, raw: unknown): string =>
  field === "passwordEnabled" ? (raw === "on" || raw === true || raw === "true" ? "on" : "") : typeof raw === "string" ? raw.trim() : "";

export const PREFERENCES_MERGE: MergeFields<PreferencesField, PreferencesDto> = {
  fields: PREFERENCES_FIELDS,
  labels: {
    homeTitle: "Homepage title",
    homeDescription: "Homepage meta description",
    passwordEnabled: "Password protection",
    storefrontPassword: "Password",
    passwordMessage: "Message for your visitors",
  },
  formValues,
  canonical,
};

export function preferencesValues(settings: PreferencesDto): PreferencesValues {
  return {
    ...(formValues(settings) as Record<PreferencesField, string>),
    version: String(settings.version),
    base: baseFingerprints(PREFERENCES_MERGE, formValues(settings)),
  };
}

/** PREFERENCES_MERGE as the conflict view shows it to this reader. */
export const preferencesMerge = (t: TFunction<"settings">): MergeFields<PreferencesField, PreferencesDto> => ({
  ...PREFERENCES_MERGE,
  labels: Object.fromEntries(PREFERENCES_FIELDS.map((f) => [f, t(`preferences.field.${f}`)])) as Record<PreferencesField, string>,
  shown: (field, value) => (field === "passwordEnabled" ? t(value ? "preferences.on" : "preferences.off") : value || t("preferences.empty")),
});

export function preferencesScreen(t: TFunction<"settings">): EditorScreenConfig<PreferencesDto> {
  return {
    noun: "preferences",
    formId: PREFERENCES_FORM_ID,
    back: { to: settingsUrls.index, label: t("index.title") },
    create: { title: t("preferences.title"), url: settingsUrls.preferences },
    title: () => t("preferences.title"),
    url: () => settingsUrls.preferences,
    texts: { notSaved: t("preferences.notSaved"), conflictTitle: t("preferences.conflictTitle") },
  };
}
