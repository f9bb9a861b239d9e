// Orders as the admin's calls answer them: amounts as decimal numbers of the order's currency (ADR 035), images as
// links of the media storage (as the checkout's answers).
import { fromMinor } from "../../../domain/money";
import type { OrderDetailDto, OrderListItemDto, OrderProfitDto, PublicOrderDto } from "../../../domain/order-admin";
import { toOrderEventDto as eventDto, type OrderEventDto } from "../../../domain/order-events";

import type { MediaStorage } from "../../storage";
import { toAddressDto } from "../checkout/dto";
import type { customers, fulfillments } from "../../db/schema";
import type { EventRow, ListRow, OrderLineRow, OrderRow } from "./store";

type CustomerRow = typeof customers.$inferSelect;
type FulfillmentRow = typeof fulfillments.$inferSelect;

const imageUrl = (storage: MediaStorage, path: string | null) => (path ? storage.publicUrl(path) : null);

export function toOrderListItemDto(row: ListRow): OrderListItemDto {
  return {
    _id: row.id,
    number: row.number,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    email: row.email,
    phone: row.phone,
    currency: row.currency,
    total: fromMinor(row.totalMinor, row.currency),
    financialStatus: row.financialStatus,
    fulfillmentStatus: row.fulfillmentStatus,
    status: row.status,
    paymentMethod: row.paymentMethod,
    tags: row.tags,
    itemsCount: row.itemsCount,
  };
}

export function toOrderDetailDto(order: OrderRow, lines: readonly OrderLineRow[], customer: CustomerRow | null, storage: MediaStorage): OrderDetailDto {
  const c = order.currency;
  const m = (minor: number) => fromMinor(minor, c);
  return {
    ...toOrderListItemDto({ ...order, itemsCount: lines.reduce((n, l) => n + l.quantity, 0) }),
    lines: lines.map((l) => ({
      _id: l.id,
      productId: l.productId,
      variantId: l.variantId,
      title: l.title,
      variantTitle: l.variantTitle,
      sku: l.sku,
      image: imageUrl(storage, l.imagePath),
      quantity: l.quantity,
      fulfilledQuantity: l.fulfilledQuantity,
      refundedQuantity: l.refundedQuantity,
      price: m(l.unitPriceMinor),
      totalDiscount: m(l.discountMinor),
      tax: m(l.taxMinor),
      total: m(l.unitPriceMinor * l.quantity - l.discountMinor),
    })),
    subtotalPrice: m(order.subtotalMinor),
    totalDiscounts: m(order.discountMinor),
    discounts: order.discounts.map((d) => ({ code: d.code, title: d.title, amount: m(d.amountMinor) })),
    totalShipping: m(order.shippingMinor),
    shippingLine: order.shippingLine ? { code: order.shippingLine.code, title: order.shippingLine.title, price: m(order.shippingLine.priceMinor) } : null,
    totalTax: m(order.taxMinor),
    totalPaid: m(order.paidMinor),
    totalRefunded: m(order.refundedMinor),
    netPayment: m(order.paidMinor - order.refundedMinor),
    customer: customer
      ? {
          _id: customer.id,
          name: [customer.firstName, customer.lastName].filter(Boolean).join(" "),
          email: customer.email,
          phone: customer.phone,
          ordersCount: customer.ordersCount,
        }
      : null,
    shippingAddress: toAddressDto(order.shippingAddress),
    billingAddress: toAddressDto(order.billingAddress),
    note: order.note,
    source: order.source,
    cancelReason: order.cancelReason,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    archivedAt: order.archivedAt?.toISOString() ?? null,
    publicToken: order.publicToken,
    version: order.version,
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** A timeline event typed by its kind (domain/order-events.ts); null for a kind this version does not know. */
export function toOrderEventDto(e: EventRow, order: Pick<OrderRow, "currency" | "totalMinor" | "paymentMethod">): OrderEventDto | null {
  return eventDto(e, e.userId ? e.authorName || e.authorEmail || null : null, order);
}

export function toPublicOrderDto(order: OrderRow, lines: readonly OrderLineRow[], shipments: readonly FulfillmentRow[], storage: MediaStorage): PublicOrderDto {
  const m = (minor: number) => fromMinor(minor, order.currency);
  return {
    name: order.name,
    createdAt: order.createdAt.toISOString(),
    currency: order.currency,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    cancelled: order.status === "cancelled",
    lines: lines.map((l) => ({
      title: l.title,
      variantTitle: l.variantTitle,
      image: imageUrl(storage, l.imagePath),
      quantity: l.quantity,
      fulfilledQuantity: l.fulfilledQuantity,
      price: m(l.unitPriceMinor),
    })),
    subtotalPrice: m(order.subtotalMinor),
    totalDiscounts: m(order.discountMinor),
    totalShipping: m(order.shippingMinor),
    totalTax: m(order.taxMinor),
    totalPrice: m(order.totalMinor),
    totalRefunded: m(order.refundedMinor),
    shippingAddress: toAddressDto(order.shippingAddress),
    shipments: shipments.map((s) => ({
      trackingCompany: s.trackingCompany,
      trackingNumber: s.trackingNumber,
      trackingUrl: s.trackingUrl,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

export const unknownCostNote = (missing: number, lines: number) =>
  `Cost of goods is unknown for ${missing} of ${lines} lines: their variants had no cost per item when the order was placed, so profit cannot be estimated.`;

/**
 * Revenue is what the order keeps (total less refunds); taxes are not the store's; cost of goods is each line's items
 * kept at the cost its variant had when the order was placed (ADR 044), so a later change of a cost changes no order.
 * A kept line without one makes the cost unknown (`costKnown`, `costMissing`, `note`), and so the profit.
 */
export function toOrderProfitDto(order: OrderRow, lines: readonly OrderLineRow[]): OrderProfitDto {
  const m = (minor: number) => fromMinor(minor, order.currency);
  const kept = lines.filter((l) => l.quantity - l.refundedQuantity > 0);
  const missing = kept.filter((l) => l.unitCostMinor === null).length;
  const costMinor = kept.reduce((sum, l) => sum + (l.unitCostMinor ?? 0) * (l.quantity - l.refundedQuantity), 0);
  const revenueMinor = order.totalMinor - order.refundedMinor;
  const profitMinor = missing === 0 ? revenueMinor - order.taxMinor - costMinor : null;
  return {
    orderId: order.id,
    currency: order.currency,
    revenue: m(revenueMinor),
    discounts: m(order.discountMinor),
    shipping: m(order.shippingMinor),
    taxes: m(order.taxMinor),
    costOfGoods: missing === 0 ? m(costMinor) : null,
    costKnown: missing === 0,
    costMissing: missing,
    profit: profitMinor === null ? null : m(profitMinor),
    margin: profitMinor !== null && revenueMinor > 0 ? Math.round((profitMinor / revenueMinor) * 10_000) / 10_000 : null,
    note: missing === 0 ? "" : unknownCostNote(missing, kept.length),
  };
}
