// The order page hands the order actions' cancel dialog and mark-as-paid form (ADR 039) the part of the order they use.
import type { OrderDetailDto } from "@domain/order-admin";
import type { OrderActionSummaryDto } from "@domain/order-actions";

/** What the cancel dialog and the mark-as-paid form need of the order (the order actions' summary). */
export const actionSummaryOf = (order: OrderDetailDto): OrderActionSummaryDto => ({
  _id: order._id,
  name: order.name,
  currency: order.currency,
  status: order.status,
  financialStatus: order.financialStatus,
  fulfillmentStatus: order.fulfillmentStatus,
  totalPrice: order.total,
  paid: order.totalPaid,
  refunded: order.totalRefunded,
  version: order.version,
});
