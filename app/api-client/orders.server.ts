// Orders API calls, the read side and the small edits (domain/contracts/orders.ts, scope `orders`, ADR 038).
import { orderEndpoints as oe, type OrderExportTaskDto } from "@domain/contracts/orders";
import type { ResponseOf } from "@domain/contracts/endpoint";
import type { OrderDetailDto, OrderEventDto, OrderFilter, OrderListItemDto, OrderListParams, OrderUpdate } from "@domain/order-admin";
import { call, download } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { OrderDetailDto, OrderEventDto, OrderExportTaskDto, OrderListItemDto };
type Api = Pick<ApiClients, "store">;

export type OrderList = ResponseOf<typeof oe.list>;
export type OrderCounts = ResponseOf<typeof oe.count>;
export type { OrderListParams };

export function listOrders(api: Api, query: OrderListParams): Promise<OrderList> {
  return call(api.store, oe.list, { query });
}

export function countOrders(api: Api, query: Partial<OrderFilter>): Promise<OrderCounts> {
  return call(api.store, oe.count, { query });
}

export async function getOrder(api: Api, id: string): Promise<OrderDetailDto> {
  return (await call(api.store, oe.get, { params: { id } })).order;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingOrder`). */
export async function updateOrder(api: Api, id: string, product: OrderUpdate): Promise<OrderDetailDto> {
  return (await call(api.store, oe.update, { params: { id }, body: { product } })).order;
}

/** Only a cancelled or archived order: another is 409 with the reason. */
export async function deleteOrder(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, oe.delete, { params: { id }, query: { version } });
}

export async function orderHistory(api: Api, id: string): Promise<OrderEventDto[]> {
  return (await call(api.store, oe.history, { params: { id } })).events;
}

export async function addOrderComment(api: Api, orderId: string, message: string): Promise<OrderEventDto> {
  return (await call(api.store, oe.comment, { body: { orderId, message } })).event;
}

export async function startOrderExport(api: Api, query: Partial<OrderFilter>): Promise<OrderExportTaskDto> {
  return (await call(api.store, oe.export, { query })).task;
}

export async function listOrderExports(api: Api): Promise<OrderExportTaskDto[]> {
  return (await call(api.store, oe.exportTasks)).tasks;
}

export function downloadOrderExport(api: Api, id: string): Promise<Response> {
  return download(api.store, oe.exportDownload, { params: { id } });
}

/** The order as saved now, from a 409 answer of updateOrder/deleteOrder; null for any other error. */
export function conflictingOrder(error: unknown): OrderDetailDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as OrderDetailDto) : null;
}
