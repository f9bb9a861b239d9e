// SPEC §7 Orders, the read side and the small edits (ADR 038): the list and its count, one order, the note/tags/archive
// edit, delete, the timeline and staff comments, the export task, the buyer's status view, the profit report and the
// print hub's refresh (501 until the hub exists). Scope `orders`; the status view is public by its token.
import { z } from "zod/v4";
import {
  OrderCommentSchema,
  OrderDetailSchema,
  OrderFilterSchema,
  OrderListItemSchema,
  OrderListQuerySchema,
  OrderProfitSchema,
  OrderUpdateSchema,
  ProfitQuerySchema,
  PublicOrderSchema,
} from "../order-admin";
import { OrderEventSchema } from "../order-events";
import { safeString } from "../validation";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema, paged } from "./endpoint";

const scoped = { access: "store", scope: "orders" } as const;
const one = z.object({ order: OrderDetailSchema });

export const OrderExportTaskSchema = z.object({
  _id: safeString(),
  status: z.number().int(),
  rowCount: z.number().int(),
  error: safeString().nullable(),
  downloadUrl: safeString().nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type OrderExportTaskDto = z.infer<typeof OrderExportTaskSchema>;

export const orderEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/orders/orders",
    ...scoped,
    summary:
      "List orders: tab, search (number, e-mail, phone, name, product), statuses, payment method, tag, date range (preset by name or days), newest first; " +
      "`page` by offset, or `after`/`before` an answer's `nextCursor`/`prevCursor` (keyset paging: a deep page costs what page 1 does)",
    query: OrderListQuerySchema,
    response: paged({
      orders: z.array(OrderListItemSchema),
      /** The page after this one's last row, null on the last page; opaque, made for this sort. */
      nextCursor: safeString().nullable(),
      /** The page before this one's first row, null on the first page. */
      prevCursor: safeString().nullable(),
    }),
  }),
  count: defineEndpoint({
    method: "GET",
    path: "/orders/orders/count",
    ...scoped,
    summary: "Count the orders of the filters, and of each tab (`tabs`) with the other filters",
    query: OrderFilterSchema,
    response: CountSchema.extend({ tabs: z.record(safeString(), z.number().int()) }),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/orders/orders/:id",
    ...scoped,
    summary: "One order with its lines, totals and customer",
    params: ids("id"),
    response: one,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/orders/:id",
    ...scoped,
    summary: "Edit an order's note and tags, archive or unarchive it, against its version (409 `{ current }` when stale)",
    params: ids("id"),
    body: OrderUpdateSchema,
    envelope: { key: "product" },
    response: one,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/orders/:id",
    ...scoped,
    summary: "Delete a cancelled or archived order (409 otherwise, or on a stale `version`)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
  history: defineEndpoint({
    method: "GET",
    path: "/orders/:id/history",
    ...scoped,
    summary: "The order's timeline, newest first, with who did what",
    params: ids("id"),
    response: z.object({ events: z.array(OrderEventSchema) }),
  }),
  comment: defineEndpoint({
    method: "POST",
    path: "/orders/history",
    ...scoped,
    status: 201,
    summary: "Add a staff comment to an order's timeline (1–5000 characters)",
    body: OrderCommentSchema,
    response: z.object({ event: OrderEventSchema }),
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/orders/doExport",
    ...scoped,
    status: 202,
    summary: "Start exporting the orders of the list's filters as CSV, one row per line item",
    query: OrderFilterSchema,
    response: z.object({ task: OrderExportTaskSchema }),
  }),
  exportTasks: defineEndpoint({
    method: "GET",
    path: "/orders/doExport/tasks",
    ...scoped,
    summary: "The store's orders export tasks, newest first",
    response: z.object({ tasks: z.array(OrderExportTaskSchema) }),
  }),
  exportDownload: defineEndpoint({
    method: "GET",
    path: "/orders/doExport/tasks/:id/download",
    ...scoped,
    produces: "text/csv",
    summary: "An orders export's CSV file",
    params: ids("id"),
  }),
  public: defineEndpoint({
    method: "GET",
    path: "/orders/public/:token",
    access: "public",
    summary: "The buyer's order-status view by the order's unguessable token: what a buyer may see, nothing else",
    // Any text: one that is not 64 hex digits names no order (404), as a checkout's token does.
    params: z.object({ token: safeString() }),
    response: z.object({ order: PublicOrderSchema }),
  }),
  profit: defineEndpoint({
    method: "GET",
    path: "/report/orders/profit",
    ...scoped,
    summary: "An order's estimated profit: revenue less taxes and cost of goods (`costKnown: false` until variants have a cost)",
    query: ProfitQuerySchema,
    response: z.object({ profit: OrderProfitSchema }),
  }),
  printHubRefresh: defineEndpoint({
    method: "POST",
    path: "/orders/:id/pb/refresh",
    ...scoped,
    status: 501,
    summary: "Refresh the order's print-hub items: 501 until the print hub exists",
    params: ids("id"),
    response: MessageSchema,
  }),
};
