// An order's money and stock actions (ADR 035, 039): fulfilments, refunds, cancel and mark as paid. The forms' schemas
// (the API's contract reuses them), the pure refund arithmetic both the API and the refund screen's preview use, and
// the answers' shapes. Every action carries an idempotency key made when its form renders.
import { z } from "zod/v4";
import { IDEMPOTENCY_KEY_RE } from "./inventory";
import { MINOR_DIGITS, MONEY_INPUT_MESSAGES, allocate, fromMinor, parseMoneyInput, toMinor, type CurrencyCode } from "./money";
import { unfulfilledOf } from "./order";
import { checkbox, messages, optionalText, safeString, version } from "./validation";

export const ORDER_ACTION_MESSAGES = {
  nothingToFulfil: "Choose at least one item to fulfil",
  overFulfil: "Only {{n}} left to fulfil",
  lineNotFound: "This item is not in the order",
  trackingUrl: "Domain is url link",
  nothingToRefund: "Choose at least one item or a shipping amount to refund",
  overRefund: "Only {{n}} left to refund",
  shippingOverRefund: "At most {{amount}} of shipping can be refunded",
  amountDecimals: "This amount has more decimals than the currency allows",
  amountNotNumber: MONEY_INPUT_MESSAGES.notNumber,
  quantityNotNumber: "Quantity must be a whole number, 0 or more",
  keyReused: "This idempotency key was already used for another action",
  /** What a form shows when the API refused its key (409): the form had been submitted before with other details. */
  formAlreadySubmitted:
    "This form was already submitted with different details, and that submission went through. Nothing was done this time: review the form and submit it again if you still need to.",
  orderCancelled: "This order is cancelled",
  alreadyCancelled: "This order is already cancelled",
  notPending: "This order is not awaiting payment",
  fulfillmentCancelled: "This fulfillment is cancelled",
  fulfillmentConflict: "Someone else changed this fulfillment. Review it, then save again.",
} as const;

/** "Only {{n}} left" with the number put in: the API answers English; the admin translates by template (ADR 034). */
export const say = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ""));

/** Carriers offered in the fulfilment form: Vietnamese ones first (SPEC §9's default locale), then international. */
export const TRACKING_COMPANIES = ["GHN", "GHTK", "Viettel Post", "VNPost", "J&T Express", "Ninja Van", "DHL", "FedEx", "UPS", "USPS", "Other"] as const;

/** A carrier's public tracking page for a number, when we know it (the link field's default). */
export function trackingUrlFor(company: string, number: string): string {
  const n = encodeURIComponent(number.trim());
  if (!n) return "";
  switch (company) {
    case "DHL":
      return `https://www.dhl.com/en/express/tracking.html?AWB=${n}`;
    case "FedEx":
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`;
    case "UPS":
      return `https://www.ups.com/track?tracknum=${n}`;
    case "USPS":
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`;
    default:
      return "";
  }
}

const idempotencyKey = z.preprocess(
  (v) => v ?? "",
  safeString()
    .min(1, messages.required("Idempotency key"))
    .refine((v) => v === "" || IDEMPOTENCY_KEY_RE.test(v), "Idempotency key must be 8-100 letters, digits or _ . : -"),
);

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const lineId = z.preprocess((v) => v ?? "", safeString().regex(UUID_RE, ORDER_ACTION_MESSAGES.lineNotFound));
export const ACTION_QUANTITY_MAX = 1_000_000;

/** A form's "2" or JSON's 2; blank is 0 (the line is skipped). */
const quantity = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? 0 : typeof v === "string" ? Number(v.trim()) : v),
  z
    .number({ error: ORDER_ACTION_MESSAGES.quantityNotNumber })
    .int(ORDER_ACTION_MESSAGES.quantityNotNumber)
    .min(0, ORDER_ACTION_MESSAGES.quantityNotNumber)
    .max(ACTION_QUANTITY_MAX, ORDER_ACTION_MESSAGES.quantityNotNumber),
);

const AMOUNT_MAX = 1e13;

/**
 * An amount as the API's JSON sends it (5.5); blank is 0. Decimals are checked against the order's currency by
 * planRefund. A string is read the old way (commas dropped), for the API's callers; forms use `typedAmount`.
 */
const amount = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? 0 : typeof v === "string" ? Number(v.trim().replace(/,/g, "")) : v),
  z
    .number({ error: ORDER_ACTION_MESSAGES.amountNotNumber })
    .min(0, ORDER_ACTION_MESSAGES.amountNotNumber)
    .max(AMOUNT_MAX, ORDER_ACTION_MESSAGES.amountNotNumber),
);

/**
 * An amount typed into a form in the order's currency ("30.000" đ, "1,234.56" $), read by domain/money's one parser;
 * blank is 0. The output is the API's number, so the form's schema feeds the same body as the API's.
 */
export const typedAmount = (currency: CurrencyCode) =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return 0;
    if (typeof v === "number") return amount.parse(v);
    const parsed = typeof v === "string" ? parseMoneyInput(v, currency) : ({ ok: false, message: ORDER_ACTION_MESSAGES.amountNotNumber } as const);
    if (!parsed.ok || fromMinor(parsed.minor, currency) > AMOUNT_MAX) {
      ctx.addIssue({ code: "custom", message: parsed.ok ? ORDER_ACTION_MESSAGES.amountNotNumber : parsed.message });
      return z.NEVER;
    }
    return fromMinor(parsed.minor, currency);
  });

/** A tracking link: blank, or a web address (http or https). */
const trackingUrl = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
  safeString()
    .max(2000, messages.maxLength(2000))
    .refine((v) => v === "" || isWebAddress(v), ORDER_ACTION_MESSAGES.trackingUrl),
);

export function isWebAddress(v: string): boolean {
  try {
    const url = new URL(v);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const tracking = {
  trackingCompany: optionalText("Tracking company", { max: 100 }),
  trackingNumber: optionalText("Tracking number"),
  trackingUrl,
  notifyCustomer: checkbox.default(false),
};

/** POST /orders/{id}/fulfillments (SPEC §7, payload under `fulfillment`): some or all of what is left, per line. */
export const FulfillmentCreateSchema = z
  .object({
    lines: z.array(z.object({ lineId, quantity }), { error: ORDER_ACTION_MESSAGES.nothingToFulfil }).max(500).default([]),
    ...tracking,
    idempotencyKey,
  })
  .superRefine((v, ctx) => {
    if (!v.lines.some((l) => l.quantity > 0)) ctx.addIssue({ code: "custom", path: ["lines"], message: ORDER_ACTION_MESSAGES.nothingToFulfil });
  });
export type FulfillmentCreate = z.infer<typeof FulfillmentCreateSchema>;

/** PUT /orders/{id}/fulfillments/{fid}: the tracking details; `notifyCustomer` sends the shipping update mail. */
export const FulfillmentUpdateSchema = z.object({ ...tracking, version });
export type FulfillmentUpdate = z.infer<typeof FulfillmentUpdateSchema>;

const refundSchema = (shipping: z.ZodType<number>) =>
  z
    .object({
      orderId: z.preprocess((v) => v ?? "", safeString().regex(UUID_RE, messages.required("Order"))),
      lines: z
        .array(z.object({ lineId, quantity, restock: checkbox.default(false) }))
        .max(500)
        .default([]),
      shipping,
      reason: optionalText("Reason"),
      notify: checkbox.default(false),
      idempotencyKey,
    })
    .superRefine((v, ctx) => {
      if (!v.lines.some((l) => l.quantity > 0) && v.shipping <= 0)
        ctx.addIssue({ code: "custom", path: ["lines"], message: ORDER_ACTION_MESSAGES.nothingToRefund });
    });

/** POST /orders/refund (SPEC §7). Amounts are the server's: only the shipping amount is asked, and capped. */
export const RefundCreateSchema = refundSchema(amount.default(0));
/** The refund screen's form: the same body, its shipping amount typed the way the order's currency is written. */
export const refundFormSchema = (currency: CurrencyCode) => refundSchema(typedAmount(currency));
export type RefundCreate = z.infer<typeof RefundCreateSchema>;

/** The cancel dialog's reasons, stored as these codes and worded in the reader's language (a reason typed through the
 * API is kept and shown as typed). */
export const CANCEL_REASONS = ["customer", "fraud", "inventory", "declined", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const isCancelReason = (reason: string): reason is CancelReason => (CANCEL_REASONS as readonly string[]).includes(reason);

/** POST /orders/cancel (SPEC §7): restock (default true) gives back what was not shipped; refund gives back what was paid. */
export const OrderCancelSchema = z.object({
  orderId: z.preprocess((v) => v ?? "", safeString().regex(UUID_RE, messages.required("Order"))),
  reason: optionalText("Reason"),
  restock: z.preprocess((v) => (v === undefined || v === null ? true : v), checkbox),
  refund: checkbox.default(false),
  notify: checkbox.default(false),
  idempotencyKey,
});
export type OrderCancel = z.infer<typeof OrderCancelSchema>;

/** POST /orders/{id}/mark-paid (an addition to SPEC §7, ADR 039): a pending cash-on-delivery or transfer order is paid. */
export const MarkPaidSchema = z.object({ idempotencyKey });
export type MarkPaid = z.infer<typeof MarkPaidSchema>;

// Refund arithmetic (ADR 035: a line gives back its price less its discount share) ---------------------------------

export interface RefundableLineInput {
  id: string;
  quantity: number;
  unitPriceMinor: number;
  discountMinor: number;
  refundedQuantity: number;
  fulfilledQuantity: number;
}

/** What a line is worth after its discount share, all units. */
export const lineNetMinor = (line: RefundableLineInput) => Math.max(0, line.quantity * line.unitPriceMinor - line.discountMinor);

/**
 * What refunding `q` more units of a line gives back: the line's net spread over its units so that refunding every unit,
 * in any steps, gives back its net exactly (cumulative floor: units k..k+q are worth floor(net·(k+q)/n) − floor(net·k/n)).
 */
export function lineRefundMinor(line: RefundableLineInput, q: number): number {
  const net = lineNetMinor(line);
  const before = line.refundedQuantity;
  const after = Math.min(line.quantity, before + q);
  return Math.floor((net * after) / line.quantity) - Math.floor((net * before) / line.quantity);
}

export interface RefundableInput {
  currency: CurrencyCode;
  lines: readonly RefundableLineInput[];
  /** What the buyer paid for shipping: the rate less any shipping discount (domain/order.ts `shippingPaidMinor`). */
  shippingMinor: number;
  /** Shipping given back by earlier refunds. */
  shippingRefundedMinor: number;
  paidMinor: number;
  refundedMinor: number;
}

export interface RefundRequestLine {
  lineId: string;
  quantity: number;
  restock: boolean;
}

export interface RefundPlanLine extends RefundRequestLine {
  amountMinor: number;
}

export type RefundPlan =
  { ok: true; lines: RefundPlanLine[]; shippingMinor: number; amountMinor: number; errors?: undefined } | { ok: false; errors: Record<string, string[]> };

export const refundableQuantityOf = (line: RefundableLineInput) => line.quantity - line.refundedQuantity;
export const leftToRefundMinor = (r: Pick<RefundableInput, "paidMinor" | "refundedMinor">) => Math.max(0, r.paidMinor - r.refundedMinor);
export const shippingRefundableMinor = (r: RefundableInput) => Math.min(Math.max(0, r.shippingMinor - r.shippingRefundedMinor), leftToRefundMinor(r));

/** An amount typed in the currency, in minor units; null when it has more decimals than the currency has. */
export function exactMinor(value: number, currency: CurrencyCode): number | null {
  const m = toMinor(value, currency);
  return Math.abs(fromMinor(m, currency) - value) < 1e-9 ? m : null;
}

/**
 * The refund a request makes, checked against what is left: quantities at most what each line has not yet refunded,
 * shipping at most what is left of it, and the whole never more than was paid less what was refunded (the lines' amounts
 * are then scaled down by largest remainder, so their sum is exactly what is left). Errors are keyed like the form.
 */
export function planRefund(
  r: RefundableInput,
  request: { lines: readonly RefundRequestLine[]; shipping: number },
  options: {
    /** How the shipping cap is written in its message: the API's plain figure ("30000") unless a screen says it in its money ("30.000 đ"). */
    formatAmount?: (minor: number) => string;
  } = {},
): RefundPlan {
  const formatAmount = options.formatAmount ?? ((minor: number) => fromMinor(minor, r.currency).toFixed(MINOR_DIGITS[r.currency]));
  const errors: Record<string, string[]> = {};
  const byId = new Map(r.lines.map((l) => [l.id, l]));
  const wanted = new Map<string, RefundRequestLine>();
  request.lines.forEach((line, i) => {
    if (line.quantity <= 0) return;
    const found = byId.get(line.lineId.toLowerCase());
    if (!found) {
      errors[`lines.${i}.lineId`] = [ORDER_ACTION_MESSAGES.lineNotFound];
      return;
    }
    const already = wanted.get(found.id)?.quantity ?? 0;
    const left = refundableQuantityOf(found);
    if (already + line.quantity > left) {
      errors[`lines.${i}.quantity`] = [say(ORDER_ACTION_MESSAGES.overRefund, { n: left - already })];
      return;
    }
    wanted.set(found.id, { lineId: found.id, quantity: already + line.quantity, restock: line.restock || (wanted.get(found.id)?.restock ?? false) });
  });
  const shippingMinor = exactMinor(request.shipping, r.currency);
  const shippingMax = shippingRefundableMinor(r);
  if (shippingMinor === null) errors.shipping = [ORDER_ACTION_MESSAGES.amountDecimals];
  else if (shippingMinor > shippingMax) errors.shipping = [say(ORDER_ACTION_MESSAGES.shippingOverRefund, { amount: formatAmount(shippingMax) })];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (wanted.size === 0 && !shippingMinor) return { ok: false, errors: { lines: [ORDER_ACTION_MESSAGES.nothingToRefund] } };

  const planned = [...wanted.values()].map((w) => ({ ...w, amountMinor: lineRefundMinor(byId.get(w.lineId)!, w.quantity) }));
  const left = leftToRefundMinor(r) - (shippingMinor ?? 0);
  const linesTotal = planned.reduce((a, l) => a + l.amountMinor, 0);
  if (linesTotal > left) {
    const shares = allocate(
      Math.max(0, left),
      planned.map((l) => l.amountMinor),
    );
    planned.forEach((l, i) => (l.amountMinor = shares[i]!));
  }
  const amountMinor = planned.reduce((a, l) => a + l.amountMinor, 0) + (shippingMinor ?? 0);
  return { ok: true, lines: planned, shippingMinor: shippingMinor ?? 0, amountMinor };
}

/** What a cancel refunds: every line's remaining quantity and the shipping left, capped by what was paid. */
export function cancelRefundRequest(r: RefundableInput, restock: boolean): { lines: RefundRequestLine[]; shipping: number } {
  return {
    lines: r.lines
      .filter((l) => refundableQuantityOf(l) > 0)
      .map((l) => ({ lineId: l.id, quantity: refundableQuantityOf(l), restock: restock && unfulfilledOf(l) > 0 })),
    shipping: fromMinor(shippingRefundableMinor(r), r.currency),
  };
}

// Answers --------------------------------------------------------------------------------------------------------

/** The order's statuses and money after an action. */
export interface OrderActionSummaryDto {
  _id: string;
  name: string;
  currency: CurrencyCode;
  status: string;
  financialStatus: string;
  fulfillmentStatus: string;
  totalPrice: number;
  paid: number;
  refunded: number;
  version: number;
}

export interface FulfillmentDto {
  _id: string;
  orderId: string;
  status: string;
  lines: { lineId: string; quantity: number }[];
  trackingCompany: string;
  trackingNumber: string;
  trackingUrl: string;
  notifyCustomer: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** An order line as the fulfilment and refund screens show it. */
export interface ActionLineDto {
  lineId: string;
  title: string;
  variantTitle: string;
  sku: string;
  image: string | null;
  variantId: string | null;
  quantity: number;
  price: number;
  totalDiscount: number;
  fulfilledQuantity: number;
  refundedQuantity: number;
  /** Still to ship. */
  unfulfilledQuantity: number;
  /** Still refundable. */
  refundableQuantity: number;
  /** What refunding every refundable unit gives back (before the paid cap). */
  refundableAmount: number;
}

export interface FulfillmentsDto {
  order: OrderActionSummaryDto;
  lines: ActionLineDto[];
  fulfillments: FulfillmentDto[];
}

export interface RefundDto {
  _id: string;
  orderId: string;
  lines: { lineId: string; quantity: number; restock: boolean; amount: number }[];
  shipping: number;
  amount: number;
  reason: string;
  createdAt: string;
}

export interface RefundableDto {
  order: OrderActionSummaryDto;
  lines: ActionLineDto[];
  /** `total` is what the buyer paid for shipping (the rate less any shipping discount: 0 with free shipping). */
  shipping: { total: number; refunded: number; refundable: number };
  /** Paid less refunded: no refund can give back more. */
  totalRefundable: number;
  refunds: RefundDto[];
}
