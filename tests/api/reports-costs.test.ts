// Cost of goods in the rollups (ADR 044, 045): the estimated-profit report reads it from report_sales_q and
// report_product_q, the worker moves it when an order rolled up already is refunded or cancelled, the check compares it
// with the order lines, the rebuild recomputes it, and migration 0028's recount fills it in for rollups made before it.
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReports } from "../../api/modules/reports/check";
import { rebuildReports } from "../../api/modules/reports/rebuild";
import { orderActionEndpoints as api } from "../../domain/contracts/order-actions";
import { reportEndpoints as re } from "../../domain/contracts/reports";
import { startHarness, type Harness } from "../helpers/harness";
import { idempotencyKey, product, type Owner } from "./checkout-helpers";
import { lineOf, paidOrder } from "./order-actions-helpers";
import { report } from "./reports-helpers";

let h: Harness;
let owner: Owner;
let ao: { productId: string; costed: string; uncosted: string };
let non: { productId: string; variantId: string };
let first: Awaited<ReturnType<typeof paidOrder>>;
let second: Awaited<ReturnType<typeof paidOrder>>;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.owner();
  const a = await product(h, owner, "Áo dài", [
    { option1: "S", price: 300000, cost: 120000, inventoryQuantity: 20 },
    { option1: "M", price: 320000, inventoryQuantity: 20 },
  ]);
  ao = { productId: a.productId, costed: a.variantIds[0]!, uncosted: a.variantIds[1]! };
  const n = await product(h, owner, "Nón lá", [{ price: 50000, cost: 20000, inventoryQuantity: 20 }]);
  non = { productId: n.productId, variantId: n.variantIds[0]! };
  first = await paidOrder(h, owner, [
    { variantId: ao.costed, quantity: 2 },
    { variantId: ao.uncosted, quantity: 1 },
    { variantId: non.variantId, quantity: 1 },
  ]);
  second = await paidOrder(h, owner, [{ variantId: ao.costed, quantity: 1 }]);
  await h.reports.drain();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

// Yesterday and today (UTC): the orders were placed just now.
const range = () => {
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  return { from_time: yesterday, to_time: today, stores: [owner.storeId] };
};

async function profit() {
  const res = await report(h, re.estimatedProfit, owner.headers, range());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const body = res.body;
  return {
    costOfGoods: body.totals.costOfGoods,
    itemsWithoutCost: body.totals.itemsWithoutCost,
    byDay: body.days.reduce((n, d) => n + d.costOfGoods, 0),
    byProduct: Object.fromEntries(body.products.map((p) => [p.productId, p.costOfGoods])),
  };
}

/** The order lines' figures, as the report read them before the rollups had them (ADR 044). */
async function fromLines() {
  const { rows } = await h.database.db.execute(sql`select
      coalesce(sum((l.quantity - l.refunded_quantity) * l.unit_cost_minor) filter (where l.unit_cost_minor is not null), 0) as cost,
      coalesce(sum(l.quantity - l.refunded_quantity) filter (where l.unit_cost_minor is null), 0) as missing
    from order_lines l join orders o on o.id = l.order_id where o.store_id = ${owner.storeId}::uuid and o.status <> 'cancelled'`);
  const r = rows[0] as { cost: unknown; missing: unknown };
  return { costOfGoods: Number(r.cost), itemsWithoutCost: Number(r.missing) };
}

describe("cost of goods in the rollups", () => {
  it("is the kept items at the costs the lines kept, and moves with a refund and a cancel after the order was rolled up", async () => {
    // 3 × 120.000 (S, in both orders) + 20.000 (Nón lá); the M has no cost.
    expect(await profit()).toEqual({
      costOfGoods: 380000,
      itemsWithoutCost: 1,
      byDay: 380000,
      byProduct: { [ao.productId]: 360000, [non.productId]: 20000 },
    });
    expect(await fromLines()).toEqual({ costOfGoods: 380000, itemsWithoutCost: 1 });

    const refund = await h.request(api.refund, {
      headers: owner.headers,
      body: { orderId: first._id, lines: [{ lineId: lineOf(first, ao.costed), quantity: 1, restock: true }], idempotencyKey: idempotencyKey() },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    await h.reports.drain();
    expect(await profit()).toEqual({
      costOfGoods: 260000,
      itemsWithoutCost: 1,
      byDay: 260000,
      byProduct: { [ao.productId]: 240000, [non.productId]: 20000 },
    });

    const cancel = await h.request(api.cancel, {
      headers: owner.headers,
      body: { orderId: second._id, restock: true, refund: true, idempotencyKey: idempotencyKey() },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await h.reports.drain();
    expect(await profit()).toEqual({
      costOfGoods: 140000,
      itemsWithoutCost: 1,
      byDay: 140000,
      byProduct: { [ao.productId]: 120000, [non.productId]: 20000 },
    });
    expect(await fromLines()).toEqual({ costOfGoods: 140000, itemsWithoutCost: 1 });
    expect((await checkReports(h.database.db, owner.storeId)).differences).toEqual([]);
  });

  it("a tampered cost rollup is found by the check (and read by the report), and the rebuild puts it right", async () => {
    const db = h.database.db;
    // A product's rows in all its rollups (15-minute, daily and monthly, ADRs 052, 053): the report reads the coarsest
    // that fits, and the sales' rows by 15 minutes, by hour and by day, by source and by store (ADR 079).
    for (const table of ["report_product_q", "report_product_d", "report_product_m"])
      await db.execute(sql`update ${sql.raw(table)} set cost_of_goods_minor = cost_of_goods_minor + 5000
        where store_id = ${owner.storeId}::uuid and product_id = ${non.productId}::uuid and orders > 0`);
    for (const table of ["report_sales_q", "report_sales_h", "report_sales_d", "report_sales_store_h"])
      await db.execute(sql`update ${sql.raw(table)} set items_without_cost = items_without_cost + 2, cost_of_goods_minor = cost_of_goods_minor - 7000
        where store_id = ${owner.storeId}::uuid and orders > 0`);
    const tampered = await profit();
    expect(tampered).toMatchObject({ costOfGoods: 133000, itemsWithoutCost: 3, byProduct: { [non.productId]: 25000 } });
    const found = await checkReports(db, owner.storeId);
    expect(found.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: "report_product_q", column: "cost_of_goods_minor", rollup: 25000, raw: 20000 }),
        expect.objectContaining({ table: "report_product_d", column: "cost_of_goods_minor", rollup: 25000, raw: 20000 }),
        expect.objectContaining({ table: "report_product_m", column: "cost_of_goods_minor", rollup: 25000, raw: 20000 }),
        expect.objectContaining({ table: "report_sales_q", column: "items_without_cost", rollup: 3, raw: 1 }),
        expect.objectContaining({ table: "report_sales_q", column: "cost_of_goods_minor", rollup: 133000, raw: 140000 }),
        expect.objectContaining({ table: "report_sales_h", column: "items_without_cost", rollup: 3, raw: 1 }),
        expect.objectContaining({ table: "report_sales_h", column: "cost_of_goods_minor", rollup: 133000, raw: 140000 }),
        expect.objectContaining({ table: "report_sales_d", column: "items_without_cost", rollup: 3, raw: 1 }),
        expect.objectContaining({ table: "report_sales_d", column: "cost_of_goods_minor", rollup: 133000, raw: 140000 }),
        expect.objectContaining({ table: "report_sales_store_h", column: "items_without_cost", rollup: 3, raw: 1 }),
        expect.objectContaining({ table: "report_sales_store_h", column: "cost_of_goods_minor", rollup: 133000, raw: 140000 }),
      ]),
    );
    expect(found.differences).toHaveLength(11);
    await rebuildReports(db, owner.storeId);
    expect((await checkReports(db, owner.storeId)).differences).toEqual([]);
    expect(await profit()).toMatchObject({ costOfGoods: 140000, itemsWithoutCost: 1, byProduct: { [ao.productId]: 120000, [non.productId]: 20000 } });
  });

  it("rollups from before migration 0028 (no costs, facts without them) get their costs from the migration's recount", async () => {
    const db = h.database.db;
    const store = sql`store_id = ${owner.storeId}::uuid`;
    await db.execute(sql`update report_sales_q set cost_of_goods_minor = 0, items_without_cost = 0 where ${store}`);
    await db.execute(sql`update report_product_q set cost_of_goods_minor = 0, items_without_cost = 0 where ${store}`);
    // As migrations 0031, 0033 and 0051 made the daily, monthly and hourly rows from those.
    for (const table of ["report_product_d", "report_product_m", "report_sales_h", "report_sales_d", "report_sales_store_h"])
      await db.execute(sql`update ${sql.raw(table)} set cost_of_goods_minor = 0, items_without_cost = 0 where ${store}`);
    await db.execute(sql`update report_order_facts set facts = (facts::jsonb - 'costOfGoodsMinor' - 'itemsWithoutCost'
      || jsonb_build_object('products', coalesce((select jsonb_agg(p - 'costOfGoodsMinor' - 'itemsWithoutCost')
        from jsonb_array_elements(facts::jsonb -> 'products') p), '[]'::jsonb)))::text where ${store}`);
    expect(await profit()).toMatchObject({ costOfGoods: 0, itemsWithoutCost: 0 });
    expect((await checkReports(db, owner.storeId)).differences.length).toBeGreaterThan(0);

    // The migration's last statement, as it is in the file.
    const migration = fs.readFileSync(new URL("../../api/db/migrations/0028_report_cost_of_goods.sql", import.meta.url), "utf8");
    const requeue = migration.split("--> statement-breakpoint").at(-1)!;
    expect(requeue).toContain("INSERT INTO report_order_queue");
    await db.execute(sql.raw(requeue));
    await h.reports.drain();
    expect((await checkReports(db, owner.storeId)).differences).toEqual([]);
    expect(await profit()).toEqual({
      costOfGoods: 140000,
      itemsWithoutCost: 1,
      byDay: 140000,
      byProduct: { [ao.productId]: 120000, [non.productId]: 20000 },
    });
  });

  it("rollups from before migrations 0031, 0032, 0033, 0035 and 0051 get their hourly, daily and monthly rows from the finer ones", async () => {
    const db = h.database.db;
    for (const table of [
      "report_product_d",
      "report_product_m",
      "report_traffic_d",
      "report_utm_d",
      "report_sales_h",
      "report_sessions_h",
      "report_sessions_d",
      "report_sales_d",
      "report_sales_store_h",
    ])
      await db.execute(sql`delete from ${sql.raw(table)}`);
    // (This store's orders have products; its traffic, if any, is the agreement test's to compare.)
    expect(new Set((await checkReports(db, owner.storeId)).differences.map((d) => d.table))).toEqual(
      new Set(["report_product_d", "report_product_m", "report_sales_h", "report_sales_d", "report_sales_store_h"]),
    );
    const statements = (file: string) => fs.readFileSync(new URL(`../../api/db/migrations/${file}`, import.meta.url), "utf8").split("--> statement-breakpoint");
    const backfills = [
      ...statements("0031_report_product_day.sql").slice(-1),
      ...statements("0032_report_traffic_utm_day.sql").slice(-2),
      // The monthly rows are made from the daily ones, so after them.
      ...statements("0033_report_hour_month_cart.sql").slice(-3),
      ...statements("0035_report_sessions_day.sql").slice(-1),
      ...statements("0051_report_sales_day.sql").slice(-2),
    ];
    expect(backfills.map((b) => /INSERT INTO "(\w+)"/.exec(b)?.[1])).toEqual([
      "report_product_d",
      "report_traffic_d",
      "report_utm_d",
      "report_sales_h",
      "report_sessions_h",
      "report_product_m",
      "report_sessions_d",
      "report_sales_d",
      "report_sales_store_h",
    ]);
    for (const backfill of backfills) await db.execute(sql.raw(backfill));
    expect((await checkReports(db, owner.storeId)).differences).toEqual([]);
    expect((await profit()).byProduct).toEqual({ [ao.productId]: 120000, [non.productId]: 20000 });
  });
});
