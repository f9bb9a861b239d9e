// What an order costs the store besides its goods (ADR 044): the payment provider's fee and the carrier's price per
// order. The settings' form and API body, and `estimatedProfitOf`, the one sum the estimated-profit report uses.
import { z } from "zod/v4";
import { fromMinor, MINOR_DIGITS, parseMoneyInput, round2, toMinor, type CurrencyCode } from "./money";
import { messages, safeString } from "./validation";

export const PAYMENT_FEE_PERCENT_LABEL = "Payment fee (%)";
export const PAYMENT_FEE_FIXED_LABEL = "Payment fee per order";
export const SHIPPING_COST_LABEL = "Shipping cost per order";
/** An amount per order is at most this many units of the currency (numeric(14,2)'s range, as a variant's price). */
export const PROFIT_AMOUNT_MAX = 999_999_999_999;

export const PROFIT_SETTINGS_MESSAGES = {
  percentRange: "Payment fee (%) must be from 0 to 100",
  percentDecimals: "Payment fee (%) has at most 2 decimals",
  amountDecimals: "Amounts in {{currency}} have at most {{n}} decimals",
  conflict: "The profit settings were changed by someone else since you opened them. Review them, then save again.",
} as const;

export const amountDecimalsMessage = (currency: CurrencyCode) =>
  PROFIT_SETTINGS_MESSAGES.amountDecimals.replace("{{currency}}", currency).replace("{{n}}", String(MINOR_DIGITS[currency]));

const decimals = (n: number) => (Number.isInteger(n) ? 0 : (String(n).split(".")[1]?.length ?? 99));

const percent = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? 0 : typeof v === "string" ? Number(v.trim().replace(",", ".")) : v),
  z
    .number({ error: PROFIT_SETTINGS_MESSAGES.percentRange })
    .finite(PROFIT_SETTINGS_MESSAGES.percentRange)
    .min(0, PROFIT_SETTINGS_MESSAGES.percentRange)
    .max(100, PROFIT_SETTINGS_MESSAGES.percentRange)
    .refine((n) => decimals(n) <= 2, PROFIT_SETTINGS_MESSAGES.percentDecimals),
);

/** An amount as the API's JSON sends it: a number ≥ 0; blank is 0. Its decimals are checked against the store's currency. */
const amount = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? 0 : typeof v === "string" ? Number(v.trim()) : v),
    z
      .number({ error: `${label} must be a number` })
      .finite(`${label} must be a number`)
      .min(0, `${label} must be 0 or more`)
      .max(PROFIT_AMOUNT_MAX, `${label} is too large`)
      .refine((n) => decimals(n) <= 2, `${label} may have at most 2 decimals`),
  );

/** An amount typed in the store's currency ("30.000" đ, "0.30" $) by domain/money's one parser; blank is 0. */
const typedAmount = (label: string, currency: CurrencyCode) =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return 0;
    if (typeof v === "number") {
      const checked = amount(label).safeParse(v);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }
    const parsed = typeof v === "string" ? parseMoneyInput(v, currency) : ({ ok: false, message: `${label} must be a number` } as const);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    const value = fromMinor(parsed.minor, currency);
    if (value > PROFIT_AMOUNT_MAX) {
      ctx.addIssue({ code: "custom", message: `${label} is too large` });
      return z.NEVER;
    }
    return value;
  });

const version = z.coerce
  .number({ error: messages.required("Version") })
  .int()
  .min(1, messages.required("Version"));

/** PUT /stores/settings/profit's body: amounts in the store's currency (decimals checked by the API against it). */
export const ProfitSettingsBodySchema = z.object({
  paymentFeePercent: percent,
  paymentFeeFixed: amount(PAYMENT_FEE_FIXED_LABEL),
  shippingCostPerOrder: amount(SHIPPING_COST_LABEL),
  version,
});
export type ProfitSettingsBody = z.output<typeof ProfitSettingsBodySchema>;

/** The settings card's form: the same fields, the amounts typed as people write them in the store's currency. */
export const profitSettingsFormSchema = (currency: CurrencyCode) =>
  z.object({
    paymentFeePercent: percent,
    paymentFeeFixed: typedAmount(PAYMENT_FEE_FIXED_LABEL, currency),
    shippingCostPerOrder: typedAmount(SHIPPING_COST_LABEL, currency),
    version,
  });

/** Field errors of a body whose amounts have more decimals than the store's currency has (VND: none). */
export function amountDecimalErrors(
  body: Pick<ProfitSettingsBody, "paymentFeeFixed" | "shippingCostPerOrder">,
  currency: CurrencyCode,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const key of ["paymentFeeFixed", "shippingCostPerOrder"] as const) {
    if (decimals(body[key]) > MINOR_DIGITS[currency]) errors[key] = [amountDecimalsMessage(currency)];
  }
  return errors;
}

/** The settings as the API answers them: amounts in the currency's units (ADR 035), version 1 until first saved. */
export const ProfitSettingsDtoSchema = z.object({
  currency: z.enum(["VND", "USD"]),
  paymentFeePercent: z.number(),
  paymentFeeFixed: z.number(),
  shippingCostPerOrder: z.number(),
  version: z.number().int(),
  updatedAt: safeString().nullable(),
});
export type ProfitSettingsDto = z.infer<typeof ProfitSettingsDtoSchema>;

/** What `estimatedProfitOf` reads of the settings: minor units of the currency the figures are in. */
export interface ProfitSettings {
  paymentFeePercent: number;
  paymentFeeFixedMinor: number;
  shippingCostPerOrderMinor: number;
}

export const DEFAULT_PROFIT_SETTINGS: ProfitSettings = { paymentFeePercent: 0, paymentFeeFixedMinor: 0, shippingCostPerOrderMinor: 0 };

export const profitSettingsOf = (
  dto: Pick<ProfitSettingsDto, "currency" | "paymentFeePercent" | "paymentFeeFixed" | "shippingCostPerOrder">,
): ProfitSettings => ({
  paymentFeePercent: dto.paymentFeePercent,
  paymentFeeFixedMinor: toMinor(dto.paymentFeeFixed, dto.currency),
  shippingCostPerOrderMinor: toMinor(dto.shippingCostPerOrder, dto.currency),
});

/** A period's (or an order's) figures, in minor units of one currency. */
export interface ProfitFigures {
  /** Gross sales: the lines at their prices plus the shipping charged, before discounts and refunds. */
  revenueMinor: number;
  /** Cost of goods of the items kept (refunded items excluded), at the costs the orders kept. */
  costMinor: number;
  /** What the carriers were paid, when known; null estimates it as the settings' cost per order × `orders`. */
  shippingCostMinor: number | null;
  discountsMinor: number;
  refundsMinor: number;
  /** Orders counted: the fixed payment fee and the estimated shipping cost are per order. */
  orders: number;
}

export interface EstimatedProfit {
  revenueMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  /** Revenue less discounts and refunds. */
  netSalesMinor: number;
  costMinor: number;
  shippingCostMinor: number;
  paymentFeesMinor: number;
  /** Net sales less cost of goods, shipping cost and payment fees. */
  profitMinor: number;
  /** Profit over net sales, 4 decimals (shown as a 2-decimal percent, SPEC §9); null without net sales. */
  margin: number | null;
}

/**
 * Estimated profit (ADR 044): net sales (revenue − discounts − refunds) less cost of goods, shipping cost and payment
 * fees. The fee is the percent of what was charged (revenue − discounts: a refund does not give the fee back) plus the
 * fixed fee per order, rounded half up to a minor unit once for the figures given.
 */
export function estimatedProfitOf(figures: ProfitFigures, settings: ProfitSettings): EstimatedProfit {
  const { revenueMinor, costMinor, discountsMinor, refundsMinor, orders } = figures;
  const netSalesMinor = revenueMinor - discountsMinor - refundsMinor;
  const shippingCostMinor = figures.shippingCostMinor ?? settings.shippingCostPerOrderMinor * orders;
  const charged = Math.max(0, revenueMinor - discountsMinor);
  // Percent has 2 decimals: in basis points, as integers (BigInt: a year of sales × 10,000 passes 2^53), 2.9% of 1001
  // is 29.029 → 29, never a float's 29.0289999.
  const basisPoints = BigInt(Math.round(settings.paymentFeePercent * 100));
  const percentFee = orders > 0 ? Number((BigInt(charged) * basisPoints + BigInt(5000)) / BigInt(10_000)) : 0;
  const paymentFeesMinor = percentFee + settings.paymentFeeFixedMinor * orders;
  const profitMinor = netSalesMinor - costMinor - shippingCostMinor - paymentFeesMinor;
  const margin = netSalesMinor > 0 ? Math.round((profitMinor / netSalesMinor) * 10_000) / 10_000 : null;
  return { revenueMinor, discountsMinor, refundsMinor, netSalesMinor, costMinor, shippingCostMinor, paymentFeesMinor, profitMinor, margin };
}

/** Profit figures from minor units to the currency's amounts (2 decimals at most), as the API answers them. */
export const profitAmount = (minor: number, currency: CurrencyCode) => round2(fromMinor(minor, currency));
