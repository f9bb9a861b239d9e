// An order's statuses (ADR 035): stored on the order and recomputed by the API, in the transaction of the change that
// moves them, from these pure functions of its lines, payments, fulfilments and refunds.

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
