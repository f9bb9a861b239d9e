// A numbered page deep in the orders list (ADR 087): order_day_counts stays equal to the orders grouped by UTC day
// through inserts, status changes, moved days and deletes; the day it names is the day of the row a page starts at; and
// every deep page, in each tab, sort and status filter, holds exactly the ids a plain OFFSET gives.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDayCounts, orders } from "../../api/db/schema";
import { DAY_SEEK_MIN_SKIP, dayOfRow } from "../../api/modules/orders/day-seek-store";
import { NEWEST, tabSql } from "../../api/modules/orders/store";
import { orderEndpoints as oe } from "../../domain/contracts/orders";
import { ORDER_SORTS, ORDER_TABS, type OrderSort, type OrderTab } from "../../domain/order-admin";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.database.db;
const COUNT = 15_000;
const LIMIT = 50;

/**
 * `count` orders as rows over 30 UTC days, unevenly (i² mod 37 picks the day): 50 instants a day, so many orders share
 * one; every 50th at exactly midnight and the next a microsecond before the following midnight; every status.
 */
async function ordersOf(storeId: string, count: number) {
  await db().execute(sql`
    insert into orders (store_id, number, name, currency, idempotency_key, status, financial_status, fulfillment_status, created_at)
    select ${storeId}::uuid, 1000 + i, '#' || (1000 + i), 'VND', 'seek-' || ${storeId} || '-' || i,
      (array['open', 'open', 'open', 'open', 'archived', 'cancelled'])[1 + i % 6],
      (array['pending', 'authorized', 'paid', 'partially_refunded', 'refunded', 'voided'])[1 + (i / 6) % 6],
      (array['unfulfilled', 'partial', 'fulfilled'])[1 + (i / 36) % 3],
      timestamptz '2026-03-01T00:00:00Z' + ((i * i) % 37 % 30) * interval '1 day' + case
        when i % 50 = 0 then interval '0'
        when i % 50 = 1 then interval '1 day' - interval '1 microsecond'
        else ((i * 7919) % 50) * interval '1728 seconds' end
    from generate_series(0, ${count - 1}) i`);
}

/** order_day_counts of the store, and the same counted from its orders, as comparable lines without zero rows. */
async function dayCountsAndTruth(storeId: string) {
  const kept = await db()
    .select()
    .from(orderDayCounts)
    .where(and(eq(orderDayCounts.storeId, storeId), sql`${orderDayCounts.n} <> 0`));
  const { rows: truth } = await db().execute<{ day: string; status: string; financial_status: string; fulfillment_status: string; n: number }>(sql`
    select (created_at at time zone 'UTC')::date::text as day, status, financial_status, fulfillment_status, count(*)::int as n
    from orders where store_id = ${storeId} group by 1, 2, 3, 4`);
  const line = (r: { day: string; status: string; financialStatus: string; fulfillmentStatus: string; n: number }) =>
    `${r.day} ${r.status} ${r.financialStatus} ${r.fulfillmentStatus} ${r.n}`;
  return {
    kept: kept.map(line).sort(),
    truth: truth.map((r) => line({ ...r, financialStatus: r.financial_status, fulfillmentStatus: r.fulfillment_status, n: Number(r.n) })).sort(),
  };
}

/** The ids a plain OFFSET gives for a page, in the list's order (newest: created_at desc, id asc; oldest the reverse). */
async function byOffset(storeId: string, tab: OrderTab, sort: OrderSort, page: number, financialStatus?: "paid") {
  const order = sort === "newest" ? NEWEST : [sql`${orders.createdAt} asc nulls first`, sql`${orders.id} desc`];
  const rows = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), tabSql(tab), financialStatus ? eq(orders.financialStatus, financialStatus) : undefined))
    .orderBy(...order)
    .limit(LIMIT)
    .offset((page - 1) * LIMIT);
  return rows.map((r) => r.id);
}

async function listIds(headers: Record<string, string>, query: Record<string, string | number>) {
  const res = await h.request(oe.list, { headers, query: { limit: LIMIT, ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { orders: { _id: string }[] }).orders.map((o) => o._id);
}

/** Every page whose skip from either end is at least DAY_SEEK_MIN_SKIP (the seek's own pages), and the edges around it. */
async function expectDeepPagesAsOffset(owner: { storeId: string; headers: Record<string, string> }) {
  for (const tab of ORDER_TABS)
    for (const sort of ORDER_SORTS) {
      const [{ n }] = (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(and(eq(orders.storeId, owner.storeId), tabSql(tab)))
      ).map((r) => ({ n: Number(r.n) }));
      const last = Math.ceil(n / LIMIT);
      const middle = Math.ceil(last / 2);
      const pages = [DAY_SEEK_MIN_SKIP / LIMIT, DAY_SEEK_MIN_SKIP / LIMIT + 1, middle - 1, middle, middle + 1, last - DAY_SEEK_MIN_SKIP / LIMIT, last];
      for (const page of pages.filter((p) => p >= 1 && p <= last)) {
        const ids = await listIds(owner.headers, { tab, sort, page });
        expect(ids, `${tab} ${sort} page ${page} of ${last}`).toEqual(await byOffset(owner.storeId, tab, sort, page));
      }
    }
  const paidPage = 3;
  expect(await listIds(owner.headers, { financialStatus: "paid", sort: "oldest", page: paidPage })).toEqual(
    await byOffset(owner.storeId, "all", "oldest", paidPage, "paid"),
  );
}

describe("the orders list's deep pages by day counts", () => {
  it("keeps order_day_counts equal to the orders by UTC day through inserts, updates, moved days and deletes", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    await ordersOf(owner.storeId, 3_000);
    await ordersOf(other.storeId, 500);
    let counts = await dayCountsAndTruth(owner.storeId);
    expect(counts.kept.length).toBeGreaterThan(100);
    expect(counts.kept).toEqual(counts.truth);

    // A status change, a note edit (no count moves), a day moved across midnight, and deletes.
    await db()
      .update(orders)
      .set({ fulfillmentStatus: "fulfilled", financialStatus: "paid" })
      .where(and(eq(orders.storeId, owner.storeId), sql`${orders.number} % 7 = 0`));
    await db().update(orders).set({ note: "gói quà" }).where(eq(orders.storeId, owner.storeId));
    await db()
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '1 microsecond'` })
      .where(and(eq(orders.storeId, owner.storeId), sql`${orders.number} % 50 = 0`));
    await db()
      .delete(orders)
      .where(and(eq(orders.storeId, owner.storeId), sql`${orders.number} % 11 = 0`));
    counts = await dayCountsAndTruth(owner.storeId);
    expect(counts.kept).toEqual(counts.truth);
    const otherCounts = await dayCountsAndTruth(other.storeId);
    expect(otherCounts.kept).toEqual(otherCounts.truth);
  });

  it("names the day the row `skip` places from either end is in, and the rows before that day", async () => {
    const owner = await h.owner();
    await ordersOf(owner.storeId, 2_500);
    const { rows } = await db().execute<{ day: string }>(sql`
      select (created_at at time zone 'UTC')::date::text as day from orders
      where store_id = ${owner.storeId} and status <> 'archived' order by created_at desc nulls last, id`);
    const days = rows.map((r) => r.day);
    const where = and(eq(orderDayCounts.storeId, owner.storeId), tabSql("all", orderDayCounts))!;
    for (const skip of [0, 1, 77, 1_000, days.length - 1]) {
      for (const dir of ORDER_SORTS) {
        const inOrder = dir === "newest" ? days : [...days].reverse();
        const seek = await dayOfRow(db(), where, dir, skip);
        expect(seek?.day, `${dir} ${skip}`).toBe(inOrder[skip]);
        expect(seek?.before, `${dir} ${skip}`).toBe(inOrder.indexOf(inOrder[skip]!));
      }
    }
    expect(await dayOfRow(db(), where, "newest", days.length)).toBeNull();
  });

  it("answers every deep page in each tab, sort and status filter with the ids a plain OFFSET gives, before and after changes", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    await ordersOf(owner.storeId, COUNT);
    await ordersOf(other.storeId, 1_000);
    await expectDeepPagesAsOffset(owner);

    await db()
      .update(orders)
      .set({ status: "archived" })
      .where(and(eq(orders.storeId, owner.storeId), sql`${orders.number} % 13 = 0`));
    await db()
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} + interval '3 days'` })
      .where(and(eq(orders.storeId, owner.storeId), sql`${orders.number} % 17 = 0`));
    await db()
      .delete(orders)
      .where(and(eq(orders.storeId, owner.storeId), sql`${orders.number} % 19 = 0`));
    await expectDeepPagesAsOffset(owner);
  });
});
