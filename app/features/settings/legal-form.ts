// Pure helpers of the legal policies page (ADR 060): the form's values, the screen's config and the conflict merge.
// Relative imports only: the unit tests import this file without the app's path aliases.
import type { TFunction } from "../../../domain/i18n/core";
import { POLICY_FIELDS, type LegalPoliciesDto, type PolicyField } from "../../../domain/legal-policies";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { baseFingerprints, type FormValue, type MergeFields } from "../../components/editor/merge";
import { settingsUrls } from "./urls";

export const LEGAL_POLICIES_FORM_ID = "legal-policies-form";

export type LegalPoliciesValues = Record<PolicyField, string> & { version?: string; base?: string };

const formValues = (s: LegalPoliciesDto): Record<PolicyField, FormValue> => ({
  refundPolicy: s.refundPolicy,
  privacyPolicy: s.privacyPolicy,
  termsOfService: s.termsOfService,
  shippingPolicy: s.shippingPolicy,
});

export const LEGAL_POLICIES_MERGE: MergeFields<PolicyField, LegalPoliciesDto> = {
  fields: POLICY_FIELDS,
  labels: { refundPolicy: "Refund policy", privacyPolicy: "Privacy policy", termsOfService: "Terms of service", shippingPolicy: "Shipping policy" },
  formValues,
  canonical: (_field, raw) => (typeof raw === "string" ? raw.trim() : ""),
};

export function legalPoliciesValues(settings: LegalPoliciesDto): LegalPoliciesValues {
  return {
    ...(formValues(settings) as Record<PolicyField, string>),
    version: String(settings.version),
    base: baseFingerprints(LEGAL_POLICIES_MERGE, formValues(settings)),
  };
}

/** LEGAL_POLICIES_MERGE as the conflict view shows it: a policy is long, so only whether it is written. */
export const legalPoliciesMerge = (t: TFunction<"settings">): MergeFields<PolicyField, LegalPoliciesDto> => ({
  ...LEGAL_POLICIES_MERGE,
  labels: Object.fromEntries(POLICY_FIELDS.map((f) => [f, t(`legal.field.${f}`)])) as Record<PolicyField, string>,
  shown: (_field, value) => (value ? (value.length > 120 ? `${value.slice(0, 120)}…` : value) : t("legal.empty")),
});

export function legalPoliciesScreen(t: TFunction<"settings">): EditorScreenConfig<LegalPoliciesDto> {
  return {
    noun: "policies",
    formId: LEGAL_POLICIES_FORM_ID,
    back: { to: settingsUrls.index, label: t("index.title") },
    create: { title: t("legal.title"), url: settingsUrls.legal },
    title: () => t("legal.title"),
    url: () => settingsUrls.legal,
    texts: { notSaved: t("legal.notSaved"), conflictTitle: t("legal.conflictTitle") },
  };
}
