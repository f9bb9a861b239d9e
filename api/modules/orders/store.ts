// The orders area's queries (ADR 038). Every one is scoped to the store. The list reads a page's ids from an index in
// the list's order (deferred join), then those rows; totals of unfiltered tabs come from order_counts (kept by triggers),
// and a deep numbered page of them starts its walk at the day order_day_counts names (ADR 087).
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ResolvedRange } from "../../../domain/date-range";
import { currencyOf, type CurrencyCode } from "../../../domain/money";
import type { KeysetCursor } from "../../../domain/keyset-cursor";
import type { OrderFilter, OrderListQuery, OrderSort, OrderTab, OrderUpdate } from "../../../domain/order-admin";
import { ORDER_TABS } from "../../../domain/order-admin";
import type { OrderEditedField } from "../../../domain/order-events";
import type { Db } from "../../db/client";
import { prebuilt } from "../../db/prepared";
import { customers, fulfillments, orderCounts, orderDayCounts, orderEvents, orderLines, orders, stores, users } from "../../db/schema";
import { dayOfRow, DAY_SEEK_MIN_SKIP, fromDay } from "./day-seek-store";
import { eventRow, type EventInsert } from "./events";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** What a list row shows (domain/order-admin OrderListItemDto): not the addresses, shipping line and discounts (ADR 052). */
const listColumns = {
  id: orders.id,
  number: orders.number,
  name: orders.name,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  email: orders.email,
  phone: orders.phone,
  currency: orders.currency,
  totalMinor: orders.totalMinor,
  financialStatus: orders.financialStatus,
  fulfillmentStatus: orders.fulfillmentStatus,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  tags: orders.tags,
};
export type ListRow = Pick<OrderRow, keyof typeof listColumns> & { itemsCount: number };

export interface StoreSettings {
  currency: CurrencyCode;
  timezone: string;
  language: string;
}

const storeSettingsQuery = prebuilt("backroom_order_store_settings", (db) =>
  db
    .select({ language: stores.language, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.id, sql.placeholder("storeId")))
    .limit(1),
);

export async function storeSettings(db: Db, storeId: string): Promise<StoreSettings> {
  const [row] = await storeSettingsQuery(db).execute({ storeId });
  return { currency: currencyOf(row?.language), timezone: row?.timezone ?? "UTC", language: row?.language ?? "vi" };
}

export type Range = Extract<ResolvedRange, { ok: true }>;

/** The stored statuses a tab reads: `orders` itself, or a table of counts by them (order_day_counts). */
type StatusColumns = Record<"status" | "financialStatus" | "fulfillmentStatus", AnyPgColumn>;

export function tabSql(tab: OrderTab, t: StatusColumns = orders): SQL | undefined {
  switch (tab) {
    case "all":
      return sql`${t.status} <> 'archived'`;
    case "open":
      return eq(t.status, "open");
    case "unfulfilled":
      return and(eq(t.status, "open"), inArray(t.fulfillmentStatus, ["unfulfilled", "partial"]));
    case "unpaid":
      return and(eq(t.status, "open"), inArray(t.financialStatus, ["pending", "authorized"]));
    case "archived":
      return eq(t.status, "archived");
    case "cancelled":
      return eq(t.status, "cancelled");
  }
}

const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** orders.number is an integer column: a longer "number" names no order (and would not be a valid parameter). */
const ORDER_NUMBER_MAX = 2_147_483_647;

/**
 * The search as a set of ids, each part an indexed lookup: the number (`#1001` or `1001`; unique index), the exact phone
 * (store, phone), and by trigram (3 characters or more) the customer's name, the e-mail and the lines' product titles.
 * `#` and digits asks for the number only; any other text starting with `#` is searched as text. Never an empty `in ()`:
 * a search that can match nothing is `false`.
 */
function searchSql(storeId: string, q: string): SQL {
  const parts: SQL[] = [];
  const digits = /^#?\s*(\d+)$/.exec(q);
  const number = digits ? Number(digits[1]) : null;
  if (number !== null && number <= ORDER_NUMBER_MAX) parts.push(sql`select id from orders where store_id = ${storeId} and number = ${number}`);
  if (EMAIL_RE.test(q)) {
    // A whole e-mail: the (store, lower(email)) index, not a trigram scan.
    parts.push(sql`select id from orders where store_id = ${storeId} and lower(email) = ${q.toLowerCase()}`);
  } else if (!(digits && q.startsWith("#"))) {
    parts.push(sql`select id from orders where store_id = ${storeId} and phone = ${q}`);
    const like = `%${escapeLike(q)}%`;
    parts.push(sql`select id from orders where store_id = ${storeId} and (customer_name ilike ${like} or email ilike ${like})`);
    parts.push(sql`select order_id from order_lines where store_id = ${storeId} and title ilike ${like}`);
  }
  if (parts.length === 0) return sql`false`;
  return sql`${orders.id} in (${sql.join(parts, sql` union `)})`;
}

/** The list's WHERE without its tab (the tab counts share it). */
export function baseWhere(storeId: string, f: Omit<OrderFilter, "tab">, range: Range): SQL[] {
  const where: SQL[] = [eq(orders.storeId, storeId)];
  if (f.q) where.push(searchSql(storeId, f.q));
  if (f.financialStatus) where.push(eq(orders.financialStatus, f.financialStatus));
  if (f.fulfillmentStatus) where.push(eq(orders.fulfillmentStatus, f.fulfillmentStatus));
  if (f.paymentMethod) where.push(eq(orders.paymentMethod, f.paymentMethod));
  if (f.tag) where.push(sql`${orders.tags} @> ${JSON.stringify([f.tag])}::jsonb`);
  if (range.from) where.push(sql`${orders.createdAt} >= ${range.from.toISOString()}`);
  if (range.to) where.push(sql`${orders.createdAt} <= ${range.to.toISOString()}`);
  return where;
}

/** True when only the stored statuses filter: the totals can come from order_counts. */
const countable = (f: Omit<OrderFilter, "tab">, range: Range) => !f.q && !f.paymentMethod && !f.tag && !range.from && !range.to;

type CountKey = { status: string; financialStatus: string; fulfillmentStatus: string };
const inTab = (tab: OrderTab, k: CountKey): boolean => {
  switch (tab) {
    case "all":
      return k.status !== "archived";
    case "open":
      return k.status === "open";
    case "unfulfilled":
      return k.status === "open" && (k.fulfillmentStatus === "unfulfilled" || k.fulfillmentStatus === "partial");
    case "unpaid":
      return k.status === "open" && (k.financialStatus === "pending" || k.financialStatus === "authorized");
    case "archived":
    case "cancelled":
      return k.status === tab;
  }
};

/** A counts table's rows for the status filters, and for the tab when one is given. */
function statusCountsWhere(f: Pick<OrderFilter, "financialStatus" | "fulfillmentStatus"> & { tab?: OrderTab }, t: StatusColumns): (SQL | undefined)[] {
  return [
    f.tab ? tabSql(f.tab, t) : undefined,
    f.financialStatus ? eq(t.financialStatus, f.financialStatus) : undefined,
    f.fulfillmentStatus ? eq(t.fulfillmentStatus, f.fulfillmentStatus) : undefined,
  ];
}

/** Each tab's count with the other filters (one grouped read of order_counts, or one scan with a FILTER per tab). */
export async function tabCounts(db: Db, storeId: string, f: Omit<OrderFilter, "tab">, range: Range): Promise<Record<OrderTab, number>> {
  const out = Object.fromEntries(ORDER_TABS.map((t) => [t, 0])) as Record<OrderTab, number>;
  if (countable(f, range)) {
    const rows = await db
      .select()
      .from(orderCounts)
      .where(
        and(
          eq(orderCounts.storeId, storeId),
          ...statusCountsWhere({ financialStatus: f.financialStatus, fulfillmentStatus: f.fulfillmentStatus }, orderCounts),
        ),
      );
    for (const row of rows) for (const tab of ORDER_TABS) if (inTab(tab, row)) out[tab] += row.n;
    return out;
  }
  const columns = Object.fromEntries(ORDER_TABS.map((tab) => [tab, sql<number>`count(*) filter (where ${tabSql(tab)})`.mapWith(Number)]));
  const [row] = await db
    .select(columns)
    .from(orders)
    .where(and(...baseWhere(storeId, f, range)));
  for (const tab of ORDER_TABS) out[tab] = Number(row?.[tab] ?? 0);
  return out;
}

export async function countOrders(db: Db, storeId: string, f: OrderFilter, range: Range): Promise<number> {
  if (countable(f, range)) return (await tabCounts(db, storeId, f, range))[f.tab];
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(...baseWhere(storeId, f, range), tabSql(f.tab)));
  return row?.n ?? 0;
}

// The order of orders_store_created_idx (store_id, created_at DESC NULLS LAST, id): newest reads it forwards, oldest
// backwards. The NULLS clauses must be the index's (created_at is never null): a plain DESC means NULLS FIRST, and then
// PostgreSQL sorts the whole store instead of reading 50 entries (ADR 008, ADR 038).
export const NEWEST = [sql`${orders.createdAt} desc nulls last`, asc(orders.id)];
const OLDEST = [sql`${orders.createdAt} asc nulls first`, desc(orders.id)];
const ORDER_BY: Record<OrderSort, SQL[]> = { newest: NEWEST, oldest: OLDEST };
const reverseOf = (sort: OrderSort): OrderSort => (sort === "newest" ? "oldest" : "newest");

/** A row's place in the list's order: its created_at as UTC text to the microsecond (a Date keeps milliseconds), and id. */
export type OrderKey = Pick<KeysetCursor, "at" | "id">;
const keyText = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The rows strictly past `key` in the order `dir` reads (ties on created_at broken by id, as the ORDER BY does). The
 * plain `<=` / `>=` bound is what starts the index scan at the key; the OR alone would only filter (ADR 038's export).
 */
function pastKey(dir: OrderSort, key: OrderKey): SQL {
  const at = sql`${key.at}::timestamptz`;
  return dir === "newest"
    ? sql`${orders.createdAt} <= ${at} and (${orders.createdAt} < ${at} or ${orders.id} > ${key.id})`
    : sql`${orders.createdAt} >= ${at} and (${orders.createdAt} > ${at} or ${orders.id} < ${key.id})`;
}

/** `days`: the tab's rows of order_day_counts, when only stored statuses filter the list (ADR 087). */
type Read = { db: Db; where: SQL | undefined; sort: OrderSort; limit: number; days: SQL | null };
/** A page's ids in the list's order; a side left null is asked of the index afterwards (one entry past the page's end). */
type Found = { ids: string[]; page: number; hasPrev: boolean | null; hasNext: boolean | null };

/** Up to `take` ids past `key` (from the start without one) in the order `dir`: an index range read, no OFFSET. */
async function idsPast(r: Read, dir: OrderSort, key: OrderKey | null, take: number): Promise<string[]> {
  const rows = await r.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(r.where, key ? pastKey(dir, key) : undefined))
    .orderBy(...ORDER_BY[dir])
    .limit(take);
  return rows.map((row) => row.id);
}

/**
 * Page `page` by OFFSET (jumps and bookmarks): the ids by the index in the list's order, and a page past the middle
 * read from the other end with the smaller offset (ADR 008's trick).
 */
async function idsAtPage(r: Read, page: number, total: number): Promise<Found> {
  const offset = (page - 1) * r.limit;
  if (offset >= total) return { ids: [], page, hasPrev: false, hasNext: false };
  const fromEnd = offset > total / 2;
  const take = fromEnd ? Math.min(r.limit, total - offset) : r.limit;
  const skip = fromEnd ? Math.max(0, total - offset - r.limit) : offset;
  const dir = fromEnd ? reverseOf(r.sort) : r.sort;
  const seek = r.days && skip >= DAY_SEEK_MIN_SKIP ? await dayOfRow(r.db, r.days, dir, skip) : null;
  const rows = await r.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(r.where, seek ? fromDay(dir, seek.day) : undefined))
    .orderBy(...ORDER_BY[dir])
    .limit(take)
    .offset(seek ? skip - seek.before : skip);
  const ids = rows.map((row) => row.id);
  if (fromEnd) ids.reverse();
  return { ids, page, hasPrev: offset > 0 && ids.length > 0, hasNext: offset + ids.length < total };
}

/** The page after a cursor; when nothing is left after it (orders deleted since), the list's last page instead. */
async function idsAfter(r: Read, key: OrderKey, page: number, total: number): Promise<Found> {
  const ids = await idsPast(r, r.sort, key, r.limit + 1);
  if (ids.length > 0) return { ids: ids.slice(0, r.limit), page, hasPrev: null, hasNext: ids.length > r.limit };
  const last = (await idsPast(r, reverseOf(r.sort), null, r.limit)).reverse();
  return { ids: last, page: Math.ceil(total / r.limit) || 1, hasPrev: null, hasNext: false };
}

/** The page before a cursor, read backwards; when that reaches the list's start, page 1 whole (never a short first page). */
async function idsBefore(r: Read, key: OrderKey, page: number): Promise<Found> {
  const back = await idsPast(r, reverseOf(r.sort), key, r.limit + 1);
  if (back.length > r.limit) return { ids: back.slice(0, r.limit).reverse(), page: Math.max(2, page), hasPrev: true, hasNext: null };
  const first = await idsPast(r, r.sort, null, r.limit + 1);
  return { ids: first.slice(0, r.limit), page: 1, hasPrev: false, hasNext: first.length > r.limit };
}

export interface OrderPage {
  rows: ListRow[];
  total: number;
  /** The page shown: the one asked for, 1 when a `before` read reached the start, the last when an `after` found nothing. */
  page: number;
  /** Where the next page starts (this page's last row), null on the last page. */
  next: OrderKey | null;
  /** Where the previous page ends (this page's first row), null on the first page. */
  prev: OrderKey | null;
}

/**
 * A page of the list: by `page` with OFFSET, or by keyset after/before a cursor (ADR 047; a deep page then costs what
 * page 1 does). The ids come from the index (a deferred join, ADR 008), then only those rows are read with their
 * unit counts and their keys for the next cursors.
 */
export async function listOrders(db: Db, storeId: string, query: OrderListQuery, range: Range): Promise<OrderPage> {
  const { page, limit, sort, after, before, ...filter } = query;
  const where = and(...baseWhere(storeId, filter, range), tabSql(filter.tab));
  const total = await countOrders(db, storeId, filter, range);
  const days = countable(filter, range) ? and(eq(orderDayCounts.storeId, storeId), ...statusCountsWhere(filter, orderDayCounts)) : undefined;
  const r: Read = { db, where, sort, limit, days: days ?? null };
  const found = after ? await idsAfter(r, after, page, total) : before ? await idsBefore(r, before, page) : await idsAtPage(r, page, total);
  if (found.ids.length === 0) return { rows: [], total, page: found.page, next: null, prev: null };
  const rows = await db
    .select({
      order: listColumns,
      key: keyText,
      itemsCount: sql<number>`coalesce(${orders.itemsCount}, (select coalesce(sum(quantity), 0) from order_lines l where l.order_id = "orders"."id"))`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.id, found.ids)));
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  const ordered = found.ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  if (ordered.length === 0) return { rows: [], total, page: found.page, next: null, prev: null };
  const first: OrderKey = { at: ordered[0]!.key, id: ordered[0]!.order.id };
  const last: OrderKey = { at: ordered[ordered.length - 1]!.key, id: ordered[ordered.length - 1]!.order.id };
  // A side the read did not settle: is there one more row past this page's edge? One index entry each.
  const [hasPrev, hasNext] = await Promise.all([
    found.hasPrev ?? idsPast(r, reverseOf(sort), first, 1).then((ids) => ids.length > 0),
    found.hasNext ?? idsPast(r, sort, last, 1).then((ids) => ids.length > 0),
  ]);
  return {
    rows: ordered.map((row) => ({ ...row.order, itemsCount: row.itemsCount })),
    total,
    page: found.page,
    next: hasNext ? last : null,
    prev: hasPrev ? first : null,
  };
}

export async function findOrder(db: Db, storeId: string, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findOrderByToken(db: Db, token: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.publicToken, token)).limit(1);
  return row ?? null;
}

export async function orderLinesOf(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position), asc(orderLines.id));
}

export async function shipmentsOf(db: Db, orderId: string) {
  return db
    .select()
    .from(fulfillments)
    .where(and(eq(fulfillments.orderId, orderId), eq(fulfillments.status, "success")))
    .orderBy(asc(fulfillments.createdAt));
}

export async function customerOf(db: Db, storeId: string, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}

export type UpdateResult = { kind: "ok"; row: OrderRow } | { kind: "not_found" } | { kind: "conflict"; current: OrderRow };

/**
 * Note, tags and archive in one statement against the version, and the timeline's `edited` / `archived` /
 * `unarchived` event in the same transaction. A cancelled order is not archived or unarchived (it stays cancelled).
 */
export async function updateOrder(db: Db, storeId: string, id: string, form: OrderUpdate, userId: string, now: Date): Promise<UpdateResult> {
  return db.transaction(async (tx) => {
    const current = await findOrder(tx as unknown as Db, storeId, id);
    if (!current) return { kind: "not_found" as const };
    if (current.version !== form.version) return { kind: "conflict" as const, current };
    const set: Partial<typeof orders.$inferInsert> = {};
    const changed: OrderEditedField[] = [];
    if (form.note !== undefined && form.note !== current.note) {
      set.note = form.note;
      changed.push("note");
    }
    if (form.tags !== undefined && JSON.stringify(form.tags) !== JSON.stringify(current.tags)) {
      set.tags = form.tags;
      changed.push("tags");
    }
    let archiveEvent: "archived" | "unarchived" | null = null;
    if (form.archived === true && current.status === "open") {
      Object.assign(set, { status: "archived", archivedAt: now });
      archiveEvent = "archived";
    }
    if (form.archived === false && current.status === "archived") {
      Object.assign(set, { status: "open", archivedAt: null });
      archiveEvent = "unarchived";
    }
    if (changed.length === 0 && !archiveEvent) return { kind: "ok" as const, row: current };
    const [row] = await tx
      .update(orders)
      .set({ ...set, version: sql`${orders.version} + 1`, updatedAt: now })
      .where(and(eq(orders.storeId, storeId), eq(orders.id, id), eq(orders.version, form.version)))
      .returning();
    if (!row) {
      const latest = await findOrder(tx as unknown as Db, storeId, id);
      return latest ? { kind: "conflict" as const, current: latest } : { kind: "not_found" as const };
    }
    const events: EventInsert[] = [];
    if (changed.length > 0) events.push(eventRow(row, userId, { kind: "edited", data: { fields: changed } }, "", now));
    if (archiveEvent) events.push(eventRow(row, userId, { kind: archiveEvent, data: {} }, "", now));
    await tx.insert(orderEvents).values(events);
    return { kind: "ok" as const, row };
  });
}

export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "refused"; current: OrderRow } | { kind: "conflict"; current: OrderRow };

/** Only a cancelled or archived order may be deleted (ADR 038); its lines, events and money rows go with it. */
export async function deleteOrder(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  const conditions = [eq(orders.storeId, storeId), eq(orders.id, id), inArray(orders.status, ["cancelled", "archived"])];
  if (version !== undefined) conditions.push(eq(orders.version, version));
  // The customer's totals lose the order with it (its count, and what it kept of the money: paid less refunded).
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(orders)
      .where(and(...conditions))
      .returning({ customerId: orders.customerId, keptMinor: sql<number>`${orders.paidMinor} - ${orders.refundedMinor}`.mapWith(Number) });
    if (row?.customerId) {
      await tx
        .update(customers)
        .set({
          ordersCount: sql`greatest(0, ${customers.ordersCount} - 1)`,
          amountSpentMinor: sql`greatest(0, ${customers.amountSpentMinor} - ${Math.max(0, row.keptMinor)})`,
        })
        .where(and(eq(customers.storeId, storeId), eq(customers.id, row.customerId)));
    }
    return !!row;
  });
  if (deleted) return { kind: "deleted" };
  const current = await findOrder(db, storeId, id);
  if (!current) return { kind: "not_found" };
  return current.status === "open" ? { kind: "refused", current } : { kind: "conflict", current };
}

export type EventRow = typeof orderEvents.$inferSelect & { authorName: string | null; authorEmail: string | null };

/** The timeline, newest first, with who did it. A busy order has dozens of events, not thousands: 500 at most. */
export async function orderHistory(db: Db, storeId: string, orderId: string): Promise<EventRow[]> {
  const rows = await db
    .select({ event: orderEvents, authorName: users.name, authorEmail: users.email })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(and(eq(orderEvents.storeId, storeId), eq(orderEvents.orderId, orderId)))
    // Events written together (placed and paid, by one statement) share their time: `placed` comes first of them. A mail
    // is sent after its action's commit, in the same millisecond on a fast machine: it comes after the action.
    .orderBy(desc(orderEvents.createdAt), sql`(${orderEvents.kind} = 'mail_sent') desc`, sql`(${orderEvents.kind} = 'placed')`, desc(orderEvents.id))
    .limit(500);
  return rows.map((r) => ({ ...r.event, authorName: r.authorName, authorEmail: r.authorEmail }));
}

export async function addComment(db: Db, storeId: string, orderId: string, message: string, userId: string, now: Date): Promise<EventRow> {
  const [row] = await db
    .insert(orderEvents)
    .values(eventRow({ id: orderId, storeId }, userId, { kind: "comment", data: {} }, message, now))
    .returning();
  const [author] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return { ...row!, authorName: author?.name ?? null, authorEmail: author?.email ?? null };
}
