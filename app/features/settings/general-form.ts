// Pure helpers of the general settings page (ADR 054), shared by its server and page halves: the form's values, the
// screen's config and the conflict merge (ADR 007).
// Relative imports only: the unit tests import this file without the app's path aliases.
import { GENERAL_SETTINGS_FIELDS, type GeneralSettingsDto, type GeneralSettingsField } from "../../../domain/general-settings";
import type { TFunction } from "../../../domain/i18n/core";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { baseFingerprints, type FormValue, type MergeFields } from "../../components/editor/merge";
import { settingsUrls } from "./urls";

export const GENERAL_SETTINGS_FORM_ID = "general-settings-form";

/** The form as strings, so refused input comes back exactly as typed. */
export interface GeneralSettingsValues {
  name: string;
  contactEmail: string;
  contactPhone: string;
  language: string;
  standardTimezone: string;
  version?: string;
  /** Fingerprints of the fields as the page opened them (ADR 007's merge). */
  base?: string;
}

const formValues = (s: GeneralSettingsDto): Record<GeneralSettingsField, FormValue> => ({
  name: s.name,
  contactEmail: s.contactEmail,
  contactPhone: s.contactPhone,
  language: s.language,
  standardTimezone: s.standardTimezone,
});

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** A field's value as it will be saved, so " Shop " and "Shop" compare equal. */
function canonicalValue(field: GeneralSettingsField, raw: unknown): string {
  return field === "contactEmail" ? text(raw).trim().toLowerCase() : text(raw).trim();
}

export const GENERAL_SETTINGS_MERGE: MergeFields<GeneralSettingsField, GeneralSettingsDto> = {
  fields: GENERAL_SETTINGS_FIELDS,
  labels: { name: "Store name", contactEmail: "Contact email", contactPhone: "Contact phone", language: "Store language", standardTimezone: "Time zone" },
  formValues,
  canonical: canonicalValue,
};

/** The saved settings as the form shows them. */
export function generalSettingsValues(settings: GeneralSettingsDto): GeneralSettingsValues {
  return {
    ...(formValues(settings) as Record<GeneralSettingsField, string>),
    version: String(settings.version),
    base: baseFingerprints(GENERAL_SETTINGS_MERGE, formValues(settings)),
  };
}

/** GENERAL_SETTINGS_MERGE as the conflict view shows it to this reader. */
export const generalSettingsMerge = (t: TFunction<"settings">, tc: TFunction): MergeFields<GeneralSettingsField, GeneralSettingsDto> => ({
  ...GENERAL_SETTINGS_MERGE,
  labels: {
    name: t("general.name"),
    contactEmail: t("general.contactEmail"),
    contactPhone: t("general.contactPhone"),
    language: t("general.language"),
    standardTimezone: t("general.timezone"),
  },
  shown: (field, value) => (field === "language" && (value === "vi" || value === "en") ? tc(`language.${value}`) : value || "—"),
});

/** The editor screen (ADR 031) of the one record a store has: no list to go back to, no create, no delete. */
export function generalSettingsScreen(t: TFunction<"settings">): EditorScreenConfig<GeneralSettingsDto> {
  return {
    noun: "general settings",
    formId: GENERAL_SETTINGS_FORM_ID,
    back: { to: settingsUrls.index, label: t("index.title") },
    create: { title: t("general.title"), url: settingsUrls.general },
    title: () => t("general.title"),
    url: () => settingsUrls.general,
    texts: { notSaved: t("general.notSaved"), conflictTitle: t("general.conflictTitle") },
  };
}
