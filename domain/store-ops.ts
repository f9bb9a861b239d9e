// A store's payment methods and fee (operators assign them), its payout bank details and its outbound proxy (issue 11,
// ADR 063). Pure: the forms' and the API bodies' schemas, the DTOs and the checkout's rule for the offered methods.
import { z } from "zod/v4";
import { CHECKOUT_PAYMENT_METHODS } from "./checkout";
import { parseMoneyInput, type CurrencyCode } from "./money";
import { PROFIT_SETTINGS_MESSAGES } from "./profit-settings";
import { checkbox, messages, optionalText, requiredText, safeString } from "./validation";

export const STORE_OPS_MESSAGES = {
  paymentsConflict: "The payment settings were changed by someone else since you opened them. Review them, then save again.",
  payoutConflict: "The payout details were changed by someone else since you opened them. Review them, then save again.",
  proxyConflict: "The proxy settings were changed by someone else since you opened them. Review them, then save again.",
  noMethod: "Offer at least one payment method",
  feeFixed: "Payment fee per order must be a whole number of minor units, 0 or more",
  accountNumber: "Account number must be 6 to 34 letters and digits",
  swift: "SWIFT code must be 8 or 11 letters and digits",
  proxyUrl: "Proxy URL must be an http://, https:// or socks5:// address with a host",
  proxyUrlCredentials: "Put the user name and password in their own fields, not in the URL",
  proxyPassword: "Password needs a user name",
} as const;

/** Bank transfer's instructions to the buyer (account to pay into, reference to write) are at most this long. */
export const BANK_INSTRUCTIONS_MAX = 2000;
/** A fixed fee per order is at most this many minor units (numeric(14,2)'s range, as the profit settings). */
export const FEE_FIXED_MINOR_MAX = 99_999_999_999_999;

const versionField = z.coerce
  .number({ error: messages.required("Version") })
  .int()
  .min(1, messages.required("Version"));

const decimals = (n: number) => (Number.isInteger(n) ? 0 : (String(n).split(".")[1]?.length ?? 99));
const feePercent = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? 0 : typeof v === "string" ? Number(v.trim().replace(",", ".")) : v),
  z
    .number({ error: PROFIT_SETTINGS_MESSAGES.percentRange })
    .finite(PROFIT_SETTINGS_MESSAGES.percentRange)
    .min(0, PROFIT_SETTINGS_MESSAGES.percentRange)
    .max(100, PROFIT_SETTINGS_MESSAGES.percentRange)
    .refine((n) => decimals(n) <= 2, PROFIT_SETTINGS_MESSAGES.percentDecimals),
);

// Payments -----------------------------------------------------------------------------------------------------------

const paymentFields = {
  cod: checkbox,
  bankTransfer: checkbox,
  bankTransferInstructions: optionalText("Bank transfer instructions", { max: BANK_INSTRUCTIONS_MAX }),
  feePercent,
  version: versionField,
};

function paymentRules(form: { cod: boolean; bankTransfer: boolean; bankTransferInstructions: string }, ctx: z.RefinementCtx) {
  if (!form.cod && !form.bankTransfer) ctx.addIssue({ code: "custom", path: ["cod"], message: STORE_OPS_MESSAGES.noMethod });
  if (form.bankTransfer && !form.bankTransferInstructions)
    ctx.addIssue({ code: "custom", path: ["bankTransferInstructions"], message: messages.required("Bank transfer instructions") });
}

/**
 * SPEC §7 `POST /stores/payments/admin/assign-payment` (inside `payment`): the store's id, its payment methods and the
 * fee (percent with 2 decimals + a fixed amount per order in minor units).
 */
export const AssignPaymentBodySchema = z
  .object({
    storeId: safeString({ error: messages.required("Store") }).min(1, messages.required("Store")),
    ...paymentFields,
    feeFixedMinor: z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? 0 : typeof v === "string" ? Number(v.trim()) : v),
      z
        .number({ error: STORE_OPS_MESSAGES.feeFixed })
        .int(STORE_OPS_MESSAGES.feeFixed)
        .min(0, STORE_OPS_MESSAGES.feeFixed)
        .max(FEE_FIXED_MINOR_MAX, STORE_OPS_MESSAGES.feeFixed),
    ),
  })
  .superRefine(paymentRules);
export type AssignPaymentBody = z.output<typeof AssignPaymentBodySchema>;

/**
 * The payments page's form: the same fields, the fixed fee typed as people write money in the store's currency
 * ("3.000" đ, "0.30" $), answered in minor units as `feeFixedMinor`.
 */
export const paymentSettingsFormSchema = (currency: CurrencyCode) =>
  z
    .object({
      ...paymentFields,
      feeFixed: z.unknown().transform((v, ctx) => {
        if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return 0;
        const parsed = parseMoneyInput(String(v), currency);
        if (parsed.ok && parsed.minor <= FEE_FIXED_MINOR_MAX) return parsed.minor;
        ctx.addIssue({ code: "custom", message: parsed.ok ? STORE_OPS_MESSAGES.feeFixed : parsed.message });
        return z.NEVER;
      }),
    })
    .superRefine(paymentRules)
    .transform(({ feeFixed, ...rest }) => ({ ...rest, feeFixedMinor: feeFixed }));
export type PaymentSettingsForm = z.output<ReturnType<typeof paymentSettingsFormSchema>>;

export const PaymentSettingsDtoSchema = z.object({
  storeId: safeString(),
  currency: z.enum(["VND", "USD"]),
  cod: z.boolean(),
  bankTransfer: z.boolean(),
  bankTransferInstructions: safeString(),
  feePercent: z.number(),
  feeFixedMinor: z.number().int(),
  version: z.number().int(),
  updatedAt: safeString().nullable(),
});
export type PaymentSettingsDto = z.infer<typeof PaymentSettingsDtoSchema>;

/** What the checkout reads of a store's payment settings; a store never assigned any offers both manual methods. */
export interface StorePaymentMethods {
  cod: boolean;
  bankTransfer: boolean;
  bankTransferInstructions: string;
}
export const DEFAULT_PAYMENT_METHODS: StorePaymentMethods = { cod: true, bankTransfer: true, bankTransferInstructions: "" };

/**
 * The methods a store's checkout offers: the providers' methods less the manual ones the operator switched off. A
 * provider's own method (a card) is not the manual settings' to hide.
 */
export function offeredPaymentMethods(providerMethods: readonly string[], settings: StorePaymentMethods): string[] {
  const off = new Set<string>();
  if (!settings.cod) off.add("cod");
  if (!settings.bankTransfer) off.add("bank_transfer");
  return providerMethods.filter((m) => !off.has(m) || !(CHECKOUT_PAYMENT_METHODS as readonly string[]).includes(m));
}

// Payout -------------------------------------------------------------------------------------------------------------

export const ACCOUNT_NUMBER_RE = /^[A-Za-z0-9]{6,34}$/;
export const SWIFT_RE = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;

/** An account number as typed: spaces and dashes between groups are dropped before it is checked. */
export const accountDigits = (typed: string) => typed.replace(/[\s-]/g, "");

/** PUT /stores/settings/payout (inside `payout`) and the page's form. A blank account number keeps the stored one. */
export const PayoutFormSchema = z.object({
  accountHolder: requiredText("Account holder"),
  bankName: requiredText("Bank"),
  accountNumber: z.preprocess(
    (v) => (typeof v === "string" ? accountDigits(v) : (v ?? "")),
    safeString().refine((v) => v === "" || ACCOUNT_NUMBER_RE.test(v), STORE_OPS_MESSAGES.accountNumber),
  ),
  branch: optionalText("Branch"),
  swiftCode: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : (v ?? "")),
    safeString().refine((v) => v === "" || SWIFT_RE.test(v), STORE_OPS_MESSAGES.swift),
  ),
  version: versionField,
});
export type PayoutForm = z.output<typeof PayoutFormSchema>;

export const PayoutDtoSchema = z.object({
  accountHolder: safeString(),
  bankName: safeString(),
  /** Never the number: whether one is kept and its last four characters. */
  accountNumber: z.object({ isSet: z.boolean(), last4: safeString() }),
  branch: safeString(),
  swiftCode: safeString(),
  version: z.number().int(),
  updatedAt: safeString().nullable(),
});
export type PayoutDto = z.infer<typeof PayoutDtoSchema>;

// Proxy --------------------------------------------------------------------------------------------------------------

export const PROXY_PROTOCOLS = ["http:", "https:", "socks5:"] as const;

/** The proxy URL's problem, or null: http, https or socks5 with a host, no credentials inside it. */
export function proxyUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return STORE_OPS_MESSAGES.proxyUrl;
  }
  if (!(PROXY_PROTOCOLS as readonly string[]).includes(url.protocol) || !url.hostname) return STORE_OPS_MESSAGES.proxyUrl;
  if (url.username || url.password) return STORE_OPS_MESSAGES.proxyUrlCredentials;
  return null;
}

/** PUT /stores/settings/proxy (inside `proxy`) and the page's form. A blank password keeps the stored one. */
export const ProxyFormSchema = z
  .object({
    enabled: checkbox,
    url: optionalText("Proxy URL", { max: 2000 }),
    username: optionalText("User name"),
    password: z.preprocess((v) => v ?? "", safeString().max(255, messages.maxLength(255))),
    version: versionField,
  })
  .superRefine((form, ctx) => {
    if (form.enabled && !form.url) ctx.addIssue({ code: "custom", path: ["url"], message: messages.required("Proxy URL") });
    const problem = form.url ? proxyUrlProblem(form.url) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["url"], message: problem });
    if (form.password && !form.username) ctx.addIssue({ code: "custom", path: ["username"], message: STORE_OPS_MESSAGES.proxyPassword });
  });
export type ProxyForm = z.output<typeof ProxyFormSchema>;

export const ProxyDtoSchema = z.object({
  enabled: z.boolean(),
  url: safeString(),
  username: safeString(),
  /** Never echoed, not even in part: only whether one is kept. */
  passwordSet: z.boolean(),
  version: z.number().int(),
  updatedAt: safeString().nullable(),
});
export type ProxyDto = z.infer<typeof ProxyDtoSchema>;
