// An order's statuses (ADR 035): stored on the order and recomputed by the API, in the transaction of the change that
// moves them, from these pure functions of its lines, payments, fulfilments and refunds. And the most an order may be
// worth, so its money stays exact.
import { fromMinor, MINOR_DIGITS, type CurrencyCode } from "./money";

export const FINANCIAL_STATUSES = ["pending", "authorized", "paid", "partially_refunded", "refunded", "voided"] as const;
export type FinancialStatus = (typeof FINANCIAL_STATUSES)[number];

export const FULFILLMENT_STATUSES = ["unfulfilled", "partial", "fulfilled"] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export const ORDER_STATUSES = ["open", "archived", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Manual methods (no provider); a provider is an adapter that records `authorization`/`capture` transactions. */
export const PAYMENT_METHODS = ["cod", "bank_transfer", "manual"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What took or gave back money, in minor units (ADR 035). */
export interface MoneyMovements {
  totalMinor: number;
  /** Captured or paid (sales and captures that succeeded). */
  paidMinor: number;
  /** Held by a provider, not yet captured. */
  authorizedMinor: number;
  refundedMinor: number;
  /** A pending payment or an authorization was voided (the order was cancelled before money moved). */
  voided: boolean;
}

export function financialStatusOf(m: MoneyMovements): FinancialStatus {
  if (m.refundedMinor > 0) return m.refundedMinor >= m.paidMinor ? "refunded" : "partially_refunded";
  if (m.voided && m.paidMinor === 0) return "voided";
  if (m.paidMinor >= m.totalMinor && (m.paidMinor > 0 || m.totalMinor === 0)) return "paid";
  if (m.authorizedMinor > 0) return "authorized";
  return "pending";
}

export interface LineQuantities {
  quantity: number;
  fulfilledQuantity: number;
  refundedQuantity: number;
}

/** Quantity of a line still to ship: ordered, less shipped, less refunded before it shipped. */
export const unfulfilledOf = (line: LineQuantities): number => Math.max(0, line.quantity - line.fulfilledQuantity - line.refundedQuantity);

export function fulfillmentStatusOf(lines: readonly LineQuantities[]): FulfillmentStatus {
  const shipped = lines.some((line) => line.fulfilledQuantity > 0);
  const left = lines.some((line) => unfulfilledOf(line) > 0);
  if (!left) return shipped || lines.length === 0 ? "fulfilled" : "unfulfilled";
  return shipped ? "partial" : "unfulfilled";
}

/** What a discount on an order says of the shipping (api/db/schema `AppliedDiscount`). */
export interface ShippingDiscountPart {
  type: string;
  amountMinor: number;
  /** Its part taken off the shipping; orders placed before discounts at checkout (ADR 041) lack it. */
  shippingMinor?: number;
}

/**
 * What the buyer paid for shipping: the rate's price less what shipping discounts took off it (a free-shipping order
 * paid 0). The most a refund can give back for shipping, before what earlier refunds gave back. An older order's
 * free-shipping discount without its shipping part took only shipping (that is all the type can take).
 */
export function shippingPaidMinor(order: { shippingMinor: number; discounts: readonly ShippingDiscountPart[] }): number {
  const off = order.discounts.reduce((sum, d) => sum + (d.shippingMinor ?? (d.type === "free_shipping" ? d.amountMinor : 0)), 0);
  return Math.min(order.shippingMinor, Math.max(0, order.shippingMinor - off));
}

// The most an order may be worth (ADR 035) ---------------------------------------------------------------------------

/**
 * The most a line's total (unit price × quantity) and an order's subtotal plus shipping may be, in minor units: 9·10^12
 * (9 000 tỷ đồng, 90 billion dollars). Money is a JS number, exact only up to Number.MAX_SAFE_INTEGER (about 9·10^15),
 * and a refund multiplies a line's amount by its units (at most 1000, LINE_QUANTITY_MAX): 9·10^12 × 1000 stays exact.
 * It is also far below the bigint columns' limit. Discounts only take off, so the total is within it too.
 */
export const ORDER_AMOUNT_MAX_MINOR = 9_000_000_000_000;

export const ORDER_AMOUNT_MESSAGES = {
  lineTooLarge: "This item's total can be at most {{amount}}",
  totalTooLarge: "An order's total can be at most {{amount}}",
} as const;

export interface AmountLine {
  variantId: string;
  quantity: number;
  unitPriceMinor: number;
}

/**
 * A cart's refusals when it is worth more than ORDER_AMOUNT_MAX_MINOR, keyed by the request's lines (`sent`, which may
 * name a variant twice: each is keyed): `lines.N.quantity` for a line over it, else `lines` for the whole. Empty when fine.
 * Checked on prices before any discount, so no sum of inexact numbers is ever made or stored.
 */
export function orderAmountErrors(
  sent: readonly { variantId: string }[],
  priced: readonly AmountLine[],
  shippingMinor: number,
  currency: CurrencyCode,
): Record<string, string[]> {
  const max = fromMinor(ORDER_AMOUNT_MAX_MINOR, currency).toFixed(MINOR_DIGITS[currency]);
  const over = new Set(priced.filter((l) => l.unitPriceMinor * l.quantity > ORDER_AMOUNT_MAX_MINOR).map((l) => l.variantId.toLowerCase()));
  const errors: Record<string, string[]> = {};
  sent.forEach((line, i) => {
    if (over.has(line.variantId.toLowerCase())) errors[`lines.${i}.quantity`] = [ORDER_AMOUNT_MESSAGES.lineTooLarge.replace("{{amount}}", max)];
  });
  if (over.size > 0) return errors;
  // Each line is within the limit here, so their sum (at most 100 lines) is exact.
  const worth = priced.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, shippingMinor);
  if (worth > ORDER_AMOUNT_MAX_MINOR) errors.lines = [ORDER_AMOUNT_MESSAGES.totalTooLarge.replace("{{amount}}", max)];
  return errors;
}
