// Billing (SPEC §3 Subscription and Payment info, §4 Subscription, §7 Plans; issue 11; ADR 058): the plans catalogue,
// the store's subscription and 14-day trial, the card on file (never its full number) and the prepaid top-up ledger.
// Pure rules and the schemas the forms and the API share.
import { z } from "zod/v4";
import { CURRENCY, type CurrencyCode } from "./money";
import { messages, requiredText, safeString } from "./validation";

/** A store's free trial starts when the store is created and lasts this many days (existing stores: from their creation). */
export const TRIAL_DAYS = 14;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const PLAN_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const BILLING_MESSAGES = {
  cardNumber: "Card number is not valid",
  expiry: "Expiry must be MM/YY",
  expired: "The card has expired",
  cvc: "CVC must be 3 or 4 digits",
  paymentInfoConflict: "The payment info was changed by someone else since you opened it. Review it, then save again.",
  subscriptionConflict: "The store's plan was changed by someone else since you opened this page. Review it, then choose again.",
  noPaymentInfo: "Add a card in Billing before choosing a plan",
  planInactive: "This plan is no longer offered",
  planCurrent: "This is already the store's plan",
  cardDeclined: "The card was declined",
  topUpMin: "The smallest top-up is {amount}",
  topUpMax: "The largest top-up is {amount}",
  topUpKeyReused: "This top-up was already submitted with another amount",
  idempotencyKey: "The form is missing its top-up key: reload the page and try again",
} as const;

// Trial ------------------------------------------------------------------------------------------------------------

export interface TrialTime {
  status: "ACTIVE" | "EXPIRED";
  /** Whole days left, rounded up (13.2 days → 14); negative once expired, rounded away from zero (2.5 days ago → -3). */
  diff: number;
  /** SPEC §4's text in English; the admin says it in the reader's language from `diff`. */
  dayLeft: string;
  startedAt: string;
  endsAt: string;
}

/** SPEC §4: 'You have {n} days left in your trial' or, when diff is negative, 'Your free trial expired {duration}'. */
export function trialTime(startedAt: Date, now: Date): TrialTime {
  const endsAt = new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
  const ms = endsAt.getTime() - now.getTime();
  const diff = ms >= 0 ? Math.ceil(ms / DAY_MS) : -Math.ceil(-ms / DAY_MS);
  return {
    status: ms >= 0 ? "ACTIVE" : "EXPIRED",
    diff,
    dayLeft: trialText(diff, "en"),
    startedAt: startedAt.toISOString(),
    endsAt: endsAt.toISOString(),
  };
}

/** "3 days ago" / "3 ngày trước": how long ago the trial ended, from a negative diff, in the reader's language. */
export function expiredDuration(diff: number, locale: string): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(Math.min(diff, -1), "day");
}

/** SPEC §4's English sentence (the API's `dayLeft`). */
export function trialText(diff: number, locale: string): string {
  return diff < 0 ? `Your free trial expired ${expiredDuration(diff, locale)}` : `You have ${diff} days left in your trial`;
}

// Plans ------------------------------------------------------------------------------------------------------------

/** SPEC §3 Subscription: a plan on offer (`_id`, `code`, `status`, `plan`), its price in the store's currency. */
export const SubscriptionDtoSchema = z.object({
  _id: safeString(),
  code: safeString(),
  status: z.enum(PLAN_STATUSES),
  plan: z.object({
    name: safeString(),
    priceMinor: z.number().int(),
    currency: z.enum([CURRENCY.vi.code, CURRENCY.en.code]),
    features: z.array(safeString()),
  }),
});
export type SubscriptionDto = z.infer<typeof SubscriptionDtoSchema>;

/** The store's plan now: the plan chosen, when and at which version of the choice (rule 9). */
export const CurrentSubscriptionSchema = z.object({
  subscription: SubscriptionDtoSchema.extend({ startedAt: safeString() }).nullable(),
  /** The version a choice must send: 1 while the store has never chosen (on its trial). */
  version: z.number().int(),
});
export type CurrentSubscription = z.infer<typeof CurrentSubscriptionSchema>;

/** SPEC §4: only ACTIVE subscriptions other than the current one are offered. */
export function offeredPlans(all: readonly SubscriptionDto[], currentId: string | null | undefined): SubscriptionDto[] {
  return all.filter((s) => s.status === "ACTIVE" && s._id !== currentId);
}

const version = z.coerce
  .number({ error: messages.required("Version") })
  .int()
  .min(1, messages.required("Version"));

/** POST /stores/plan/subscription and the pricing page's choose form. */
export const ChoosePlanFormSchema = z.object({
  planId: requiredText("Plan", { max: 64 }),
  version,
});
export type ChoosePlanForm = z.output<typeof ChoosePlanFormSchema>;

// Payment info -----------------------------------------------------------------------------------------------------

/** A card number as typed: digits with spaces or dashes between them. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, "");

/** The Luhn check every card number passes (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CARD_BRANDS = ["visa", "mastercard", "amex", "jcb", "discover", "card"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand from the number's first digits (its IIN); "card" when none of the usual ones. */
export function cardBrand(digits: string): CardBrand {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith("4")) return "visa";
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard";
  if (two === 34 || two === 37) return "amex";
  if (four >= 3528 && four <= 3589) return "jcb";
  if (digits.startsWith("6011") || two === 65) return "discover";
  return "card";
}

/** SPEC §3: the number shown in groups of four; only the last four are known, so the rest are dots. */
export const maskedCardNumber = (last4: string) => `•••• •••• •••• ${last4}`;

/** "MM/YY" → month and four-digit year, or null. */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(typed);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

/** A card is good through the last day of its expiry month (UTC). */
export const expiryPassed = (e: { month: number; year: number }, now: Date) =>
  e.year < now.getUTCFullYear() || (e.year === now.getUTCFullYear() && e.month < now.getUTCMonth() + 1);

/**
 * The payment info form and PATCH /users/plan/payment-info's body. The number and the CVC are read, checked and handed
 * to the payment provider; neither is ever stored, logged or answered (ADR 058). `now` is the caller's clock: the API
 * passes its own, so tests can move time.
 */
export function paymentInfoFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    cardHolder: requiredText("Card holder", { max: 100 }),
    cardNumber: z.preprocess(
      (v) => (typeof v === "string" ? cardDigits(v) : ""),
      safeString()
        .min(1, messages.required("Card number"))
        .refine((v) => v === "" || luhnValid(v), BILLING_MESSAGES.cardNumber),
    ),
    expiry: requiredText("Expiry", { max: 7 })
      .refine((v) => v === "" || parseExpiry(v) !== null, BILLING_MESSAGES.expiry)
      .refine((v) => {
        const e = parseExpiry(v);
        return e === null || !expiryPassed(e, now());
      }, BILLING_MESSAGES.expired),
    cvc: requiredText("CVC", { max: 4 }).refine((v) => v === "" || /^\d{3,4}$/.test(v), BILLING_MESSAGES.cvc),
    version,
  });
}
export const PaymentInfoFormSchema = paymentInfoFormSchema();
export type PaymentInfoForm = z.output<typeof PaymentInfoFormSchema>;

/** The card on file as anyone may see it: brand, last four, expiry, holder; `cardNumber` is the masked number. */
export const PaymentInfoDtoSchema = z.object({
  cardHolder: safeString(),
  cardNumber: safeString(),
  brand: z.enum(CARD_BRANDS),
  last4: safeString(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  version: z.number().int(),
  updatedAt: safeString(),
});
export type PaymentInfoDto = z.infer<typeof PaymentInfoDtoSchema>;

// Top-up ledger ----------------------------------------------------------------------------------------------------

/** A top-up's bounds in minor units of the store's currency. */
export const TOP_UP_BOUNDS: Record<CurrencyCode, { min: number; max: number }> = {
  VND: { min: 50_000, max: 50_000_000 },
  USD: { min: 500, max: 500_000 },
};

/** The top-up form and POST /stores/plan/top-up's body: the amount as typed (read in the store's currency by the API). */
export const TopUpFormSchema = z.object({
  amount: requiredText("Amount", { max: 32 }),
  idempotencyKey: z.preprocess((v) => v ?? "", safeString().regex(/^[A-Za-z0-9_-]{8,64}$/, BILLING_MESSAGES.idempotencyKey)),
});
export type TopUpForm = z.output<typeof TopUpFormSchema>;

export const LEDGER_KINDS = ["top_up"] as const;

export const LedgerEntrySchema = z.object({
  _id: safeString(),
  kind: z.enum(LEDGER_KINDS),
  amountMinor: z.number().int(),
  currency: z.enum([CURRENCY.vi.code, CURRENCY.en.code]),
  /** The card charged ("visa •••• 4242"); never more of the number. */
  description: safeString(),
  createdAt: safeString(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** SPEC §9: the page-size choices are 10, 50, 100, 150, 200; a list page holds 50. */
export const TOP_UP_PAGE_SIZE = 50;
export const TOP_UP_PAGE_SIZE_MAX = 200;
