// Pure helpers of the checkout settings page (ADR 060), shared by its server and page halves: the form's values, the
// screen's config and the conflict merge (ADR 007).
// Relative imports only: the unit tests import this file without the app's path aliases.
import { CHECKOUT_SETTINGS_FIELDS, type CheckoutSettingsDto, type CheckoutSettingsField } from "../../../domain/checkout-settings";
import type { TFunction } from "../../../domain/i18n/core";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { baseFingerprints, type FormValue, type MergeFields } from "../../components/editor/merge";
import { settingsUrls } from "./urls";

export const CHECKOUT_SETTINGS_FORM_ID = "checkout-settings-form";

/** The form as strings ("on" for a ticked box), so refused input comes back exactly as sent. */
export type CheckoutSettingsValues = Record<CheckoutSettingsField, string> & { version?: string; base?: string };

const formValues = (s: CheckoutSettingsDto): Record<CheckoutSettingsField, FormValue> => ({
  contactMethod: s.contactMethod,
  firstName: s.firstName,
  company: s.company,
  address2: s.address2,
  province: s.province,
  zip: s.zip,
  phone: s.phone,
  orderNotes: s.orderNotes ? "on" : "",
});

const canonical = (field: CheckoutSettingsField, raw: unknown): string =>
  field === "orderNotes" ? (raw === "on" || raw === true || raw === "true" ? "on" : "") : typeof raw === "string" ? raw : "";

export const CHECKOUT_SETTINGS_MERGE: MergeFields<CheckoutSettingsField, CheckoutSettingsDto> = {
  fields: CHECKOUT_SETTINGS_FIELDS,
  labels: {
    contactMethod: "Contact method",
    firstName: "First name",
    company: "Company",
    address2: "Address line 2",
    province: "Province",
    zip: "ZIP code",
    phone: "Shipping phone",
    orderNotes: "Order notes",
  },
  formValues,
  canonical,
};

export function checkoutSettingsValues(settings: CheckoutSettingsDto): CheckoutSettingsValues {
  return {
    ...(formValues(settings) as Record<CheckoutSettingsField, string>),
    version: String(settings.version),
    base: baseFingerprints(CHECKOUT_SETTINGS_MERGE, formValues(settings)),
  };
}

/** CHECKOUT_SETTINGS_MERGE as the conflict view shows it to this reader. */
export const checkoutSettingsMerge = (t: TFunction<"settings">): MergeFields<CheckoutSettingsField, CheckoutSettingsDto> => ({
  ...CHECKOUT_SETTINGS_MERGE,
  labels: Object.fromEntries(CHECKOUT_SETTINGS_FIELDS.map((f) => [f, t(`checkout.field.${f}`)])) as Record<CheckoutSettingsField, string>,
  shown: (field, value) => {
    if (field === "orderNotes") return t(value ? "checkout.on" : "checkout.off");
    if (field === "contactMethod") return t(`checkout.contact.${value as CheckoutSettingsDto["contactMethod"]}`);
    return t(`checkout.mode.${value as CheckoutSettingsDto["company"]}`);
  },
});

export function checkoutSettingsScreen(t: TFunction<"settings">): EditorScreenConfig<CheckoutSettingsDto> {
  return {
    noun: "checkout settings",
    formId: CHECKOUT_SETTINGS_FORM_ID,
    back: { to: settingsUrls.index, label: t("index.title") },
    create: { title: t("checkout.title"), url: settingsUrls.checkout },
    title: () => t("checkout.title"),
    url: () => settingsUrls.checkout,
    texts: { notSaved: t("checkout.notSaved"), conflictTitle: t("checkout.conflictTitle") },
  };
}
