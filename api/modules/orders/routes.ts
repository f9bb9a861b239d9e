// SPEC §7 Orders, the read side and the small edits (ADR 038), scope `orders`; the buyer's status view is public by
// its token. Money and stock actions (fulfil, refund, cancel, mark paid) are the fulfilment module's.
import { Router } from "express";
import { orderEndpoints as oe } from "../../../domain/contracts/orders";
import type { OrderExportTaskDto } from "../../../domain/contracts/orders";
import { resolveDateRange, type ResolvedRange } from "../../../domain/date-range";
import { encodeCursor } from "../../../domain/keyset-cursor";
import type { OrderFilter } from "../../../domain/order-admin";
import { ORDER_CONFLICT_MESSAGE, ORDER_DELETE_REFUSED_MESSAGE, PRINT_HUB_MISSING_MESSAGE } from "../../../domain/order-admin";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { runExportTask } from "../exports/run";
import * as exportStore from "../exports/store";
import { toOrderDetailDto, toOrderEventDto, toOrderListItemDto, toOrderProfitDto, toPublicOrderDto } from "./dto";
import * as store from "./store";

const TOKEN_RE = /^[0-9a-f]{64}$/;

function toExportTaskDto(row: exportStore.ExportTaskRow): OrderExportTaskDto {
  const ready = row.fileKey !== null && (row.status === exportStore.EXPORT_STATUS.done || row.status === exportStore.EXPORT_STATUS.downloaded);
  return {
    _id: row.id,
    status: row.status,
    rowCount: row.rowCount,
    error: row.error,
    downloadUrl: ready ? `/orders/doExport/tasks/${row.id}/download` : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function ordersRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const staff = [requireUser(deps), requireStore(deps, "orders")] as const;

  /** The filter's date range as instants now, in the store's zone; a bad range is 400 on its field (SPEC §5). */
  async function rangeOf(storeId: string, filter: Pick<OrderFilter, "datePreset" | "dateFrom" | "dateTo">) {
    const settings = await store.storeSettings(db, storeId);
    const range: ResolvedRange = resolveDateRange(filter, deps.clock.now(), settings.timezone);
    if (!range.ok) {
      const errors = Object.fromEntries(Object.entries(range.errors).map(([k, v]) => [k, [v]]));
      throw badRequest(Object.values(range.errors), errors);
    }
    return { range, settings };
  }

  // The public view first: no sign-in, the token is the credential (64 hex digits; anything else names no order).
  mount(r, oe.public, async ({ params: { token } }) => {
    const order = TOKEN_RE.test(token) ? await store.findOrderByToken(db, token) : null;
    if (!order) throw notFound();
    const [lines, shipments] = await Promise.all([store.orderLinesOf(db, order.id), store.shipmentsOf(db, order.id)]);
    return { order: toPublicOrderDto(order, lines, shipments, deps.storage) };
  });

  mount(r, oe.list, ...staff, async ({ query, req }) => {
    const storeId = currentStore(req).id;
    const { range } = await rangeOf(storeId, query);
    const found = await store.listOrders(db, storeId, query, range);
    // The cursors name this sort: one replayed with another sort is refused (400), not read from an arbitrary row.
    const cursor = (key: store.OrderKey | null) => (key ? encodeCursor({ sort: query.sort, ...key }) : null);
    return {
      orders: found.rows.map(toOrderListItemDto),
      total: found.total,
      page: found.page,
      limit: query.limit,
      nextCursor: cursor(found.next),
      prevCursor: cursor(found.prev),
    };
  });

  mount(r, oe.count, ...staff, async ({ query, req }) => {
    const storeId = currentStore(req).id;
    const { range } = await rangeOf(storeId, query);
    const { tab: _tab, ...others } = query;
    const tabs = await store.tabCounts(db, storeId, others, range);
    return { count: tabs[query.tab], tabs };
  });

  mount(r, oe.exportTasks, ...staff, async ({ req }) => ({
    tasks: (await exportStore.listExportTasks(db, currentStore(req).id, "orders")).map(toExportTaskDto),
  }));

  mount(r, oe.exportDownload, ...staff, async ({ params, req, res }) => {
    const row = await exportStore.findExportTask(db, currentStore(req).id, params.id, "orders");
    const file = row?.fileKey ? await deps.storage.read(row.fileKey) : null;
    if (!row || !file) throw notFound();
    res.status(200);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Length", String(file.size));
    res.setHeader("Content-Disposition", `attachment; filename="orders-${row.createdAt.toISOString().slice(0, 10)}-${row.id.slice(0, 8)}.csv"`);
    file.stream.on("error", () => res.destroy());
    file.stream.pipe(res);
  });

  mount(r, oe.export, ...staff, async ({ query, req }) => {
    const storeId = currentStore(req).id;
    const { range } = await rangeOf(storeId, query);
    const filters = { ...query, rangeFrom: range.from?.toISOString() ?? null, rangeTo: range.to?.toISOString() ?? null };
    const task = await exportStore.createExportTask(db, storeId, filters as never, deps.clock.now(), deps.instance.id, "orders");
    void runExportTask(deps, task);
    return { task: toExportTaskDto(task) };
  });

  mount(r, oe.get, ...staff, async ({ params: { id }, req }) => {
    const storeId = currentStore(req).id;
    const order = await store.findOrder(db, storeId, id);
    if (!order) throw notFound();
    const [lines, customer] = await Promise.all([store.orderLinesOf(db, id), store.customerOf(db, storeId, order.customerId)]);
    return { order: toOrderDetailDto(order, lines, customer, deps.storage) };
  });

  async function detail(storeId: string, order: store.OrderRow) {
    const [lines, customer] = await Promise.all([store.orderLinesOf(db, order.id), store.customerOf(db, storeId, order.customerId)]);
    return toOrderDetailDto(order, lines, customer, deps.storage);
  }

  mount(r, oe.comment, ...staff, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    const order = await store.findOrder(db, storeId, body.orderId);
    if (!order) throw notFound("Order not found");
    const event = toOrderEventDto(await store.addComment(db, storeId, body.orderId, body.message, currentUser(req).id, deps.clock.now()), order);
    return { event: event! };
  });

  mount(r, oe.update, ...staff, async ({ params: { id }, body, req }) => {
    const storeId = currentStore(req).id;
    const result = await store.updateOrder(db, storeId, id, body, currentUser(req).id, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw conflict(ORDER_CONFLICT_MESSAGE, { current: await detail(storeId, result.current) });
    return { order: await detail(storeId, result.row) };
  });

  mount(r, oe.delete, ...staff, async ({ params: { id }, query: { version }, req }) => {
    const storeId = currentStore(req).id;
    const result = await store.deleteOrder(db, storeId, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "refused") throw conflict(ORDER_DELETE_REFUSED_MESSAGE);
    if (result.kind === "conflict") throw conflict(ORDER_CONFLICT_MESSAGE, { current: await detail(storeId, result.current) });
    return { message: "Order deleted" };
  });

  mount(r, oe.history, ...staff, async ({ params: { id }, req }) => {
    const storeId = currentStore(req).id;
    const order = await store.findOrder(db, storeId, id);
    if (!order) throw notFound();
    const events = (await store.orderHistory(db, storeId, id)).map((e) => toOrderEventDto(e, order));
    return { events: events.filter((e) => e !== null) };
  });

  mount(r, oe.profit, ...staff, async ({ query: { orderId }, req }) => {
    const order = await store.findOrder(db, currentStore(req).id, orderId);
    if (!order) throw notFound("Order not found");
    return { profit: toOrderProfitDto(order, await store.orderLinesOf(db, order.id)) };
  });

  mount(r, oe.printHubRefresh, ...staff, async ({ params: { id }, req }) => {
    if (!(await store.findOrder(db, currentStore(req).id, id))) throw notFound();
    return { message: PRINT_HUB_MISSING_MESSAGE };
  });

  return r;
}
