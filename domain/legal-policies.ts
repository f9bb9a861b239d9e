// The store's legal policies (SPEC §2 settings/legal, a restricted screen; §7 GET/PUT /stores/settings/legal; ADR 060):
// refund, privacy, terms of service and shipping. Rich text as HTML, cleaned by the API on the way in (the same
// allow-list as product descriptions), so a policy can never run script where it is shown. Pure.
import { z } from "zod/v4";
import { messages, optionalText, safeString } from "./validation";

export const POLICY_FIELDS = ["refundPolicy", "privacyPolicy", "termsOfService", "shippingPolicy"] as const;
export type PolicyField = (typeof POLICY_FIELDS)[number];

/** A policy is a page of text, not a book: 100,000 characters of HTML is far more than any platform's template. */
export const POLICY_MAX = 100_000;

export const LEGAL_POLICIES_MESSAGES = {
  conflict: "The policies were changed by someone else since you opened them. Review them, then save again.",
} as const;

const policy = (label: string) => optionalText(label, { max: POLICY_MAX });

const version = z.coerce
  .number({ error: messages.required("Version") })
  .int()
  .min(1, messages.required("Version"));

/** The policies form's fields and PUT /stores/settings/legal's body (inside `settings`). An empty policy is allowed. */
export const LegalPoliciesFormSchema = z.object({
  refundPolicy: policy("Refund policy"),
  privacyPolicy: policy("Privacy policy"),
  termsOfService: policy("Terms of service"),
  shippingPolicy: policy("Shipping policy"),
  version,
});
export type LegalPoliciesForm = z.output<typeof LegalPoliciesFormSchema>;

export const LegalPoliciesDtoSchema = z.object({
  storeId: safeString(),
  refundPolicy: safeString(),
  privacyPolicy: safeString(),
  termsOfService: safeString(),
  shippingPolicy: safeString(),
  version: z.number().int(),
  updatedAt: safeString().nullable(),
});
export type LegalPoliciesDto = z.infer<typeof LegalPoliciesDtoSchema>;
