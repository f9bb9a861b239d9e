// An order's money and stock actions (domain/contracts/order-actions.ts, scope `orders`). Each takes the caller's ApiClients.
import type { ResponseOf } from "@domain/contracts/endpoint";
import { orderActionEndpoints as e } from "@domain/contracts/order-actions";
import type { FulfillmentCreate, FulfillmentUpdate, OrderCancel, RefundCreate } from "@domain/order-actions";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

type Api = Pick<ApiClients, "store">;

export type OrderFulfillments = ResponseOf<typeof e.listFulfillments>;
export type OrderRefundable = ResponseOf<typeof e.refundable>;

export const listFulfillments = (api: Api, orderId: string): Promise<OrderFulfillments> => call(api.store, e.listFulfillments, { params: { id: orderId } });

/** The same `idempotencyKey` again answers the first fulfilment (`replayed`). */
export const createFulfillment = (api: Api, orderId: string, fulfillment: FulfillmentCreate) =>
  call(api.store, e.createFulfillment, { params: { id: orderId }, body: { fulfillment } });

/** A stale `version` answers 409 with `current`. */
export const updateFulfillment = (api: Api, orderId: string, fulfillmentId: string, fulfillment: FulfillmentUpdate) =>
  call(api.store, e.updateFulfillment, { params: { id: orderId, fid: fulfillmentId }, body: { fulfillment } });

export const cancelFulfillment = (api: Api, orderId: string, fulfillmentId: string) =>
  call(api.store, e.cancelFulfillment, { params: { id: orderId, fid: fulfillmentId } });

export const getRefundable = (api: Api, orderId: string): Promise<OrderRefundable> => call(api.store, e.refundable, { params: { id: orderId } });

export const refundOrder = (api: Api, refund: RefundCreate) => call(api.store, e.refund, { body: refund });

export const cancelOrder = (api: Api, cancel: OrderCancel) => call(api.store, e.cancel, { body: cancel });

export const markOrderPaid = (api: Api, orderId: string, idempotencyKey: string) =>
  call(api.store, e.markPaid, { params: { id: orderId }, body: { idempotencyKey } });
