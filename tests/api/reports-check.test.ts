// The rollups' check and rebuild (ADR 045): a corrupted rollup row is reported, a rebuild puts it right.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReports } from "../../api/modules/reports/check";
import { rebuildReports } from "../../api/modules/reports/rebuild";
import { reportEndpoints as re } from "../../domain/contracts/reports";
import { startHarness, type Harness } from "../helpers/harness";
import { product, type Owner } from "./checkout-helpers";
import { TABLES } from "../../api/modules/reports/rollup";
import { drainReports } from "../../api/modules/reports/worker";
import { insertEvents, insertOrders, report, rng, type TestEvent } from "./reports-helpers";

let h: Harness;
let owner: Owner;
let otherStore: Owner;
let hostile: Owner;
let hostileOrders = 0;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.owner();
  const { productId } = await product(h, owner, "Áo", [{ price: 100000, inventoryQuantity: 10 }]);
  await insertOrders(h, [
    { storeId: owner.storeId, createdAt: new Date("2026-02-01T10:00:00Z"), lines: [{ productId, quantity: 2, unitMinor: 100000 }] },
    { storeId: owner.storeId, createdAt: new Date("2026-02-02T10:00:00Z"), source: "upsell", lines: [{ productId, quantity: 1, unitMinor: 100000 }] },
  ]);
  await insertEvents(h, [
    { storeId: owner.storeId, kind: "view_content", sessionId: "a", productId, referrer: "https://t.co/x", at: new Date("2026-02-01T09:00:00Z") },
  ]);
  otherStore = await h.owner();
  // A second store with sessions of several events each, some spanning buckets and days, for the rebuild in parts.
  const { productId: other } = await product(h, otherStore, "Nón", [{ price: 50000, inventoryQuantity: 10 }]);
  const start = Date.parse("2026-03-01T08:00:00Z");
  await insertEvents(
    h,
    Array.from({ length: 40 }, (_, i) => ({
      storeId: otherStore.storeId,
      kind: (["view_content", "add_to_cart", "reached_checkout"] as const)[i % 3]!,
      sessionId: `s${i % 9}`,
      productId: other,
      utmSource: i % 9 < 3 ? "facebook" : "",
      utmCampaign: i % 9 < 3 ? "tet" : "",
      country: ["VN", "US", ""][i % 3]!,
      at: new Date(start + i * 47 * 60_000),
    })),
  );
  await h.reports.drain();
  hostile = await h.owner();
  hostileOrders = await seedHostileStore(h, hostile);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe("reports check and rebuild", () => {
  it("finds nothing on fresh rollups, reports a corrupted row, and a rebuild repairs it", async () => {
    expect((await checkReports(h.database.db)).differences).toEqual([]);
    await h.database.db.execute(sql`update report_sales_q set sales_minor = sales_minor + 1 where store_id = ${owner.storeId}::uuid and source = 'upsell'`);
    await h.database.db.execute(sql`delete from report_traffic_q where store_id = ${owner.storeId}::uuid and kind = 'source'`);
    const found = await checkReports(h.database.db, owner.storeId);
    expect(found.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: "report_sales_q", column: "sales_minor", rollup: 100001, raw: 100000 }),
        expect.objectContaining({ table: "report_traffic_q", column: "sessions", rollup: 0, raw: 1 }),
      ]),
    );
    const rebuilt = await rebuildReports(h.database.db, owner.storeId);
    expect(rebuilt).toMatchObject({ stores: 1, orders: 2, events: 1 });
    expect((await checkReports(h.database.db)).differences).toEqual([]);
    const sales = await report(h, re.totalSales, owner.headers, { from_time: "2026-02-01", to_time: "2026-02-02", stores: [owner.storeId] });
    expect(sales.body.total_sales).toBe(300000);
  });

  it("a rebuild writes exactly the rows the worker wrote, for one store and for all", async () => {
    await h.reports.drain();
    const byWorker = await snapshot(h);
    expect(Object.values(byWorker).every((rows) => rows.length > 0)).toBe(true);
    expect(await rebuildReports(h.database.db, hostile.storeId)).toMatchObject({ stores: 1, orders: hostileOrders });
    expect(await snapshot(h)).toEqual(byWorker);
    const all = await rebuildReports(h.database.db);
    expect(all.stores).toBeGreaterThanOrEqual(3);
    expect(await snapshot(h)).toEqual(byWorker);
    expect((await checkReports(h.database.db)).differences).toEqual([]);
  });

  it("a rebuild of all stores counts events past the cursor up to the first missing id, and the worker goes on from there", async () => {
    const at = new Date("2026-03-05T10:00:00Z");
    const s = (sessionId: string, kind: TestEvent["kind"] = "view_content"): TestEvent => ({ storeId: hostile.storeId, kind, sessionId, at });
    await insertEvents(h, [s("late-1"), s("late-1", "add_to_cart")]);
    // An id taken and never written: an insert rolled back, or one not committed yet.
    await h.database.db.execute(sql`select nextval(pg_get_serial_sequence('storefront_events', 'id'))`);
    await insertEvents(h, [s("late-2")]);
    const { rows } = await h.database.db.execute(sql`select max(id)::int as max from storefront_events`);
    const max = Number((rows[0] as { max: number }).max);
    await rebuildReports(h.database.db);
    const { rows: cursor } = await h.database.db.execute(sql`select last_event_id::int as id from report_cursor where id = 1`);
    expect(Number((cursor[0] as { id: number }).id)).toBe(max - 2);
    const sessions = async () =>
      (await h.database.db.execute(sql`select session_id from report_sessions where session_id like 'late-%' order by 1`)).rows.map(
        (r) => (r as { session_id: string }).session_id,
      );
    expect(await sessions()).toEqual(["late-1"]);
    // The worker goes past the missing id once it has waited for it (here at once).
    await drainReports(h.database.db);
    expect(await sessions()).toEqual(["late-1", "late-2"]);
    expect((await checkReports(h.database.db)).differences).toEqual([]);
  });
});

/**
 * Every rollup row (all-zero rows left by a cancel's recount are none), every session and every order's facts, keyed
 * and sorted, so two ways of writing them compare with toEqual.
 */
async function snapshot(h: Harness): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  const iso = (v: unknown) => new Date(v as string).toISOString();
  for (const spec of Object.values(TABLES)) {
    const keys = spec.keys.map(([c]) => c);
    const { rows } = await h.database.db.execute(sql.raw(`select * from ${spec.table} order by ${keys.join(", ")}`));
    out[spec.table] = (rows as Record<string, unknown>[])
      .map((r) => [...spec.keys.map(([c, type]) => (type === "timestamptz" ? iso(r[c]) : String(r[c]))), ...spec.values.map((c) => Number(r[c]))])
      .filter((r) => r.slice(spec.keys.length).some((v) => v !== 0));
  }
  const { rows: sessions } = await h.database.db.execute(sql`select * from report_sessions order by store_id, session_id`);
  out.report_sessions = (sessions as Record<string, unknown>[]).map((r) => ({ ...r, first_at: iso(r.first_at) }));
  const { rows: facts } = await h.database.db.execute(sql`select order_id, store_id, facts from report_order_facts order by order_id`);
  out.report_order_facts = (facts as Record<string, unknown>[]).map((r) => ({ ...r, facts: JSON.parse(String(r.facts)) }));
  return out;
}

/**
 * A store with what the worker has to get right: events out of time order, sessions spanning buckets and days, odd
 * referrers (upper case, spaces, no scheme, Unicode hosts, not a URL), UTM and countries with spaces and Unicode spaces,
 * a cart past CART_LIMIT, conversions naming orders (two naming one, the first with UTM), refunds, a cancelled order,
 * lines without a product or a cost, and an order refunded after the worker counted it.
 */
async function seedHostileStore(h: Harness, owner: Owner): Promise<number> {
  const random = rng(20261130);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const products = await Promise.all(
    [1, 2, 3].map(async (i) => (await product(h, owner, `Hostile ${i}`, [{ price: 1000 * i, inventoryQuantity: 5 }])).productId),
  );
  const start = Date.parse("2026-03-01T00:00:00Z");
  const orders = await insertOrders(
    h,
    Array.from({ length: 30 }, (_, i) => ({
      storeId: owner.storeId,
      createdAt: new Date(start + Math.floor(random() * 4 * 86_400_000)),
      source: pick(["online_store", "upsell", "admin"]),
      status: i === 7 ? ("cancelled" as const) : ("open" as const),
      shippingMinor: pick([0, 30000]),
      refundedMinor: i % 5 === 0 ? 1000 : 0,
      lines: [
        {
          productId: pick(products),
          quantity: 3,
          unitMinor: 1001,
          discountMinor: pick([0, 1, 500]),
          refundedQuantity: i % 5 === 0 ? 1 : 0,
          unitCostMinor: pick([null, 400]),
        },
        ...(i % 3 === 0 ? [{ productId: null, quantity: 1, unitMinor: 777 }] : []),
        ...(i % 4 === 0 ? [{ productId: pick(products), quantity: 2, unitMinor: 2500, unitCostMinor: 900 }] : []),
      ],
    })),
  );
  const referrers = [
    "",
    "https://WWW.Google.com/search?q=áo",
    "  t.co/abc ",
    "http://bücher.de/",
    "not a url %%",
    "https://m.facebook.com",
    "android-app://com.zalo",
  ];
  const events: TestEvent[] = [];
  for (let k = 0; k < 60; k++) {
    const sessionId = `h${k}`;
    const first = {
      referrer: pick(referrers),
      utmSource: pick(["", "", " Facebook ", "zalo\u00a0", "TikTok"]),
      utmMedium: pick(["", "cpc", " social"]),
      utmCampaign: pick(["", "tet", "sale\t"]),
      country: pick(["VN", " vn ", "us", "", "Gb\u2003"]),
    };
    const count = 1 + Math.floor(random() * 7);
    for (let j = 0; j < count; j++) {
      const kind = pick(["view_content", "view_content", "add_to_cart", "reached_checkout", "session_converted"] as const);
      events.push({
        storeId: owner.storeId,
        kind,
        sessionId,
        ...(j === 0 ? first : { referrer: pick(referrers), utmSource: pick(["", "google"]), country: "US" }),
        productId: kind === "reached_checkout" || random() < 0.1 ? null : pick(products),
        orderId: kind === "session_converted" ? pick(orders).id : null,
        at: new Date(start + Math.floor(random() * 3 * 86_400_000)),
      });
    }
  }
  // A cart past CART_LIMIT (products the store never had: events name any id), then its checkout.
  for (let j = 0; j < 55; j++)
    events.push({ storeId: owner.storeId, kind: "add_to_cart", sessionId: "big-cart", productId: crypto.randomUUID(), at: new Date(start + j * 60_000) });
  events.push({ storeId: owner.storeId, kind: "reached_checkout", sessionId: "big-cart", at: new Date(start + 3_600_000) });
  // Two conversions naming one order: the first (with UTM) gives it its UTM.
  events.push({
    storeId: owner.storeId,
    kind: "session_converted",
    sessionId: "conv-a",
    orderId: orders[1]!.id,
    utmSource: "email",
    utmCampaign: "winback",
    at: new Date(start + 7_200_000),
  });
  events.push({
    storeId: owner.storeId,
    kind: "session_converted",
    sessionId: "conv-b",
    orderId: orders[1]!.id,
    utmSource: "sms",
    at: new Date(start + 7_300_000),
  });
  await insertEvents(h, events);
  await h.reports.drain();
  // Refunded after the worker counted it: its facts change on the next recount.
  await h.database.db.execute(sql`update order_lines set refunded_quantity = 2 where order_id = ${orders[2]!.id}::uuid and position = 0`);
  await h.database.db.execute(sql`update orders set refunded_minor = refunded_minor + 2002 where id = ${orders[2]!.id}::uuid`);
  return orders.length;
}
