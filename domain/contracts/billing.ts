// Billing (SPEC §7 Plans, exactly; the top-up paths are ours, under /stores/plan/: ADR 058). Store-scoped: the
// `store-id` header names the store. Scope `settings`; the payment info is the restricted billing screen's (SPEC §2),
// so operators only.
import { z } from "zod/v4";
import {
  ChoosePlanFormSchema,
  CurrentSubscriptionSchema,
  LedgerEntrySchema,
  PaymentInfoDtoSchema,
  PaymentInfoFormSchema,
  SubscriptionDtoSchema,
  TOP_UP_PAGE_SIZE,
  TOP_UP_PAGE_SIZE_MAX,
  TopUpFormSchema,
} from "../billing";
import { CURRENCY } from "../money";
import { safeString } from "../validation";
import { defineEndpoint, paged } from "./endpoint";

const scoped = { access: "store", scope: "settings" } as const;
const operators = { access: "operator", scope: "settings" } as const;
const currency = z.enum([CURRENCY.vi.code, CURRENCY.en.code]);
const paymentInfo = z.object({ paymentInfo: PaymentInfoDtoSchema.nullable(), version: z.number().int() });

export const billingEndpoints = {
  subscriptions: defineEndpoint({
    method: "GET",
    path: "/users/plan/subscriptions",
    ...scoped,
    summary: "The plans catalogue (ACTIVE and INACTIVE), prices in the store's currency; `?id=` one plan (404 when unknown)",
    query: z.object({ id: safeString().max(64).optional() }),
    response: z.object({ subscriptions: z.array(SubscriptionDtoSchema) }),
  }),
  currentSubscription: defineEndpoint({
    method: "GET",
    path: "/stores/plan/current-subscription",
    ...scoped,
    summary: "The store's plan (null on its trial) and the version a choice must send",
    response: CurrentSubscriptionSchema,
  }),
  trialTime: defineEndpoint({
    method: "GET",
    path: "/stores/plan/trial-time",
    ...scoped,
    summary: "The store's 14-day trial from its creation: status ACTIVE|EXPIRED, diff in days (negative once expired), dayLeft (SPEC §4's text)",
    response: z.object({
      trial: z.object({ status: z.enum(["ACTIVE", "EXPIRED"]), diff: z.number().int(), dayLeft: safeString(), startedAt: safeString(), endsAt: safeString() }),
    }),
  }),
  choosePlan: defineEndpoint({
    method: "POST",
    path: "/stores/plan/subscription",
    ...scoped,
    summary: "Choose an ACTIVE plan other than the current one against the subscription's version (409 when stale); needs a card on file",
    body: ChoosePlanFormSchema,
    envelope: { key: "subscription", orWhole: true },
    response: CurrentSubscriptionSchema,
  }),
  getPaymentInfo: defineEndpoint({
    method: "GET",
    path: "/users/plan/payment-info",
    ...operators,
    summary: "The store's card on file (brand, last four, expiry, holder; the number masked in groups of four) or null, and its version",
    response: paymentInfo,
  }),
  savePaymentInfo: defineEndpoint({
    method: "PATCH",
    path: "/users/plan/payment-info",
    ...operators,
    summary: "Save a card (Luhn-checked number, MM/YY not past, CVC) against the version (409 when stale); only brand, last four, expiry and holder are kept",
    body: PaymentInfoFormSchema,
    envelope: { key: "paymentInfo", orWhole: true },
    response: paymentInfo,
  }),
  topUp: defineEndpoint({
    method: "POST",
    path: "/stores/plan/top-up",
    ...scoped,
    summary: "Credit the prepaid balance, charging the card on file; the same idempotencyKey credits once (200 with the first entry)",
    body: TopUpFormSchema,
    envelope: { key: "topUp", orWhole: true },
    status: 201,
    response: z.object({ entry: LedgerEntrySchema, replayed: z.boolean(), balanceMinor: z.number().int(), currency }),
  }),
  topUpHistory: defineEndpoint({
    method: "GET",
    path: "/stores/plan/top-up/history",
    ...scoped,
    summary: "The ledger, newest first, and the balance (the sum of its rows in the store's currency)",
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(TOP_UP_PAGE_SIZE_MAX).default(TOP_UP_PAGE_SIZE),
    }),
    response: paged({ entries: z.array(LedgerEntrySchema), balanceMinor: z.number().int(), currency }),
  }),
};
