// The orders export's reads (ADR 038): the filtered orders newest first by a (created_at, id) keyset, a batch at a time,
// with their lines, only the columns the CSV writes.
import { and, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderLines, orders } from "../../db/schema";
import type { OrderFilter } from "../../../domain/order-admin";
import { baseWhere, NEWEST, tabSql, type OrderLineRow, type OrderRow, type Range } from "./store";

export type ExportOrder = Pick<
  OrderRow,
  | "id"
  | "name"
  | "email"
  | "phone"
  | "financialStatus"
  | "fulfillmentStatus"
  | "status"
  | "createdAt"
  | "currency"
  | "subtotalMinor"
  | "shippingMinor"
  | "taxMinor"
  | "totalMinor"
  | "discounts"
  | "discountMinor"
  | "refundedMinor"
  | "paymentMethod"
  | "tags"
  | "note"
  | "shippingAddress"
>;
export type ExportLine = Pick<OrderLineRow, "quantity" | "title" | "variantTitle" | "unitPriceMinor" | "discountMinor" | "sku" | "fulfilledQuantity">;

// Each row comes back as one JSON array in one text column. PGlite decodes every field of a result in JavaScript (about
// a microsecond each): 1,000 orders of 36 columns and their 2,000 lines cost 80 ms a batch that way, 20 ms as one JSON
// text a row, which JSON.parse reads natively (a 1M export on PGlite: 99 → 43 s, bench/README.md). PostgreSQL builds
// the arrays in its own process. The arrays' order is the tuples' below.
const O = orders;
const orderArray = sql<string>`json_build_array(${O.id}, ${O.createdAt}, ${O.name}, ${O.email}, ${O.phone}, ${O.financialStatus},
  ${O.fulfillmentStatus}, ${O.status}, ${O.currency}, ${O.subtotalMinor}, ${O.shippingMinor}, ${O.taxMinor}, ${O.totalMinor},
  ${O.discounts}, ${O.discountMinor}, ${O.refundedMinor}, ${O.paymentMethod}, ${O.tags}, ${O.note}, ${O.shippingAddress})::text`;
type OrderTuple = [string, string, ...unknown[]];
const L = orderLines;
const lineArray = sql<string>`json_build_array(${L.orderId}, ${L.quantity}, ${L.title}, ${L.variantTitle}, ${L.unitPriceMinor},
  ${L.discountMinor}, ${L.sku}, ${L.fulfilledQuantity})::text`;

function orderOf(t: OrderTuple): ExportOrder {
  const [id, createdAt, name, email, phone, financialStatus, fulfillmentStatus, status, currency, ...rest] = t;
  const [subtotalMinor, shippingMinor, taxMinor, totalMinor, discounts, discountMinor, refundedMinor, paymentMethod, tags, note, shippingAddress] = rest;
  return {
    id,
    createdAt: new Date(createdAt),
    name,
    email,
    phone,
    financialStatus,
    fulfillmentStatus,
    status,
    currency,
    subtotalMinor,
    shippingMinor,
    taxMinor,
    totalMinor,
    discounts,
    discountMinor,
    refundedMinor,
    paymentMethod,
    tags,
    note,
    shippingAddress,
  } as ExportOrder;
}

function lineOf(t: unknown[]): [string, ExportLine] {
  const [orderId, quantity, title, variantTitle, unitPriceMinor, discountMinor, sku, fulfilledQuantity] = t;
  return [orderId as string, { quantity, title, variantTitle, unitPriceMinor, discountMinor, sku, fulfilledQuantity } as ExportLine];
}

export async function* exportOrderBatches(
  db: Db,
  storeId: string,
  filter: OrderFilter,
  range: Range,
  batch = 1000,
): AsyncGenerator<{ order: ExportOrder; lines: ExportLine[] }[]> {
  // The cursor is created_at as the database wrote it in the JSON (microseconds): a JS Date keeps milliseconds, and
  // orders of the same millisecond would be skipped.
  let after: { at: string; id: string } | null = null;
  const base = and(...baseWhere(storeId, filter, range), tabSql(filter.tab));
  for (;;) {
    // The `<=` bound is what makes the index start at the cursor: the OR alone is only a filter, and each batch would
    // read every row before it again (a million orders took 450 s instead of a minute).
    const cursor: SQL | undefined = after
      ? and(
          sql`${orders.createdAt} <= ${after.at}::timestamptz`,
          or(sql`${orders.createdAt} < ${after.at}::timestamptz`, and(sql`${orders.createdAt} = ${after.at}::timestamptz`, sql`${orders.id} > ${after.id}`)),
        )
      : undefined;
    // Newest first, in the index's own order (NEWEST), so each batch is an index range read, never a sort.
    const found: { row: string }[] = await db
      .select({ row: orderArray })
      .from(orders)
      .where(and(base, cursor))
      .orderBy(...NEWEST)
      .limit(batch);
    if (found.length === 0) return;
    const tuples: OrderTuple[] = found.map((f) => JSON.parse(f.row) as OrderTuple);
    const ids = `{${tuples.map((t) => t[0]).join(",")}}`;
    const lines = await db
      .select({ row: lineArray })
      .from(orderLines)
      .where(sql`${orderLines.orderId} = any(${ids}::uuid[])`)
      .orderBy(orderLines.orderId, orderLines.position);
    const byOrder = new Map<string, ExportLine[]>();
    for (const { row } of lines) {
      const [orderId, line] = lineOf(JSON.parse(row) as unknown[]);
      (byOrder.get(orderId) ?? byOrder.set(orderId, []).get(orderId)!).push(line);
    }
    yield tuples.map((t) => ({ order: orderOf(t), lines: byOrder.get(t[0]) ?? [] }));
    if (found.length < batch) return;
    const last: OrderTuple = tuples[tuples.length - 1]!;
    after = { at: last[1], id: last[0] };
  }
}
