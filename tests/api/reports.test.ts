// The report API (issue 10, ADR 045): each call's shape against its contract, store scoping, bad ranges, mixed
// currencies, the product sales report's sort, search, paging and CSV, and freshness through the public API.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../../api/db/schema";
import { RANGE_MESSAGES } from "../../api/modules/reports/routes";
import { MIXED_CURRENCIES_MESSAGE } from "../../domain/abandoned";
import { storefrontEventEndpoints } from "../../domain/contracts/checkout";
import { reportEndpoints as re } from "../../domain/contracts/reports";
import { parseCsv } from "../../domain/csv";
import { startHarness, type Harness } from "../helpers/harness";
import { complete, product, readyCheckout, type Owner } from "./checkout-helpers";
import { insertEvents, insertOrders, report } from "./reports-helpers";

let h: Harness;
let owner: Owner;
let stranger: Owner;
let products: { a: string; b: string; c: string };
const DAY = "2026-01-15";
const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00Z`);
const q = (extra: Record<string, string | number> = {}) => ({ from_time: DAY, to_time: DAY, stores: [owner.storeId], ...extra });

beforeAll(async () => {
  h = await startHarness();
  owner = await h.owner();
  stranger = await h.owner();
  const a = await product(h, owner, "Áo dài lụa", [{ price: 100000, inventoryQuantity: 50 }]);
  const b = await product(h, owner, "Quần tây", [{ price: 200000, inventoryQuantity: 50 }]);
  const c = await product(h, owner, 'Khăn, "lụa"', [{ price: 50000, inventoryQuantity: 50 }]);
  products = { a: a.productId, b: b.productId, c: c.productId };
  await insertOrders(h, [
    { storeId: owner.storeId, createdAt: at("02:00"), lines: [{ productId: products.a, quantity: 2, unitMinor: 100000 }] },
    { storeId: owner.storeId, createdAt: at("03:10"), source: "upsell", lines: [{ productId: products.b, quantity: 1, unitMinor: 200000 }] },
    { storeId: owner.storeId, createdAt: at("04:00"), status: "cancelled", lines: [{ productId: products.b, quantity: 5, unitMinor: 200000 }] },
    {
      storeId: owner.storeId,
      createdAt: at("05:00"),
      lines: [{ productId: products.c, quantity: 3, unitMinor: 50000, refundedQuantity: 1 }],
      refundedMinor: 50000,
    },
    // Another store's order: never in the owner's numbers.
    { storeId: stranger.storeId, createdAt: at("02:00"), lines: [{ productId: null, quantity: 9, unitMinor: 999999 }] },
  ]);
  await insertEvents(h, [
    {
      storeId: owner.storeId,
      kind: "view_content",
      sessionId: "s1",
      productId: products.a,
      referrer: "https://www.google.com/search?q=ao",
      country: "VN",
      at: at("01:00"),
    },
    { storeId: owner.storeId, kind: "add_to_cart", sessionId: "s1", productId: products.a, at: at("01:05") },
    { storeId: owner.storeId, kind: "reached_checkout", sessionId: "s1", at: at("01:10") },
    {
      storeId: owner.storeId,
      kind: "add_to_cart",
      sessionId: "s2",
      productId: products.b,
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "tet",
      country: "US",
      at: at("01:00"),
    },
    { storeId: owner.storeId, kind: "view_content", sessionId: "s3", productId: products.c, at: at("06:00") },
    { storeId: stranger.storeId, kind: "view_content", sessionId: "x1", at: at("01:00") },
  ]);
  await h.reports.drain();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe("report calls", () => {
  it("answer their contracts with the numbers of the orders and events", async () => {
    const sales = await report(h, re.totalSales, owner.headers, q());
    expect(sales.status, JSON.stringify(sales.body)).toBe(200);
    re.totalSales.response.parse(sales.body);
    // 200,000 + 200,000 (upsell) + 150,000 − 50,000 refunded; the cancelled order counts nothing.
    expect(sales.body).toMatchObject({ currency: "VND", total_sales: 500000, upsell_sales: 200000, online_store_sales: 300000 });
    expect(sales.body.details.labels).toHaveLength(24);
    expect(sales.body.details.labels[2]).toBe("02:00");
    expect(sales.body.details.dataset[2]).toBe(200000);
    expect(sales.body.freshness.asOf).not.toBeNull();

    const orders = await report(h, re.totalOrders, owner.headers, q());
    re.totalOrders.response.parse(orders.body);
    expect(orders.body).toMatchObject({ total_orders: 3, upsell_orders: 1, online_store_orders: 2 });
    const aov = await report(h, re.aov, owner.headers, q());
    re.aov.response.parse(aov.body);
    expect(aov.body.aov).toBe(166666.67);
    const aoi = await report(h, re.aoi, owner.headers, q());
    re.aoi.response.parse(aoi.body);
    expect(aoi.body.aoi).toBe(1.67);

    const stat = await report(h, re.statistic, owner.headers, q());
    re.statistic.response.parse(stat.body);
    expect(stat.body).toMatchObject({
      vistors: 3,
      view_content: { is_tracked_previous_action: 2, is_not_tracked_previous_action: 0 },
      add_to_cart: { is_tracked_previous_action: 1, is_not_tracked_previous_action: 1 },
      reached_checkout: { is_tracked_previous_action: 1, is_not_tracked_previous_action: 0 },
      upsell: 1,
      onlineStore: 2,
    });

    const source = await report(h, re.trafficSource, owner.headers, q());
    re.trafficSource.response.parse(source.body);
    expect(source.body.total).toBe(3);
    expect(source.body.entries.map((e) => [e.source, e.session_count.value])).toEqual([
      ["direct", 1],
      ["facebook", 1],
      ["google.com", 1],
    ]);
    const location = await report(h, re.trafficLocation, owner.headers, q());
    re.trafficLocation.response.parse(location.body);
    expect(location.body.entries.map((e) => e.country).sort()).toEqual(["", "US", "VN"]);

    const utm = await report(h, re.utm, owner.headers, q());
    re.utm.response.parse(utm.body);
    expect(utm.body.rows).toEqual([{ source: "facebook", medium: "cpc", campaign: "tet", sessions: 1, orders: 0, revenue: 0, conversionRate: 0 }]);

    const profit = await report(h, re.estimatedProfit, owner.headers, q());
    re.estimatedProfit.response.parse(profit.body);
    // No costs yet: profit is the sales, every item without a cost.
    expect(profit.body.totals).toMatchObject({ orders: 3, revenue: 550000, refunds: 50000, profit: 500000, costOfGoods: 0, itemsWithoutCost: 5 });

    const abandoned = await report(h, re.abandonedCounter, owner.headers, q());
    re.abandonedCounter.response.parse(abandoned.body);
  });

  it("estimated profit takes the costs the order lines kept and the store's fee and shipping settings", async () => {
    const db = h.database.db;
    await db.execute(sql`update order_lines set unit_cost_minor = 40000 where product_id = ${products.a}`);
    await db.execute(sql`insert into store_profit_settings (store_id, payment_fee_percent, payment_fee_fixed_minor, shipping_cost_per_order_minor)
      values (${owner.storeId}, 2, 1000, 25000)`);
    // Cost of goods is rolled up (ADR 045): the lines' trigger queues their orders, the worker recounts them.
    await h.reports.drain();
    try {
      const profit = await report(h, re.estimatedProfit, owner.headers, q());
      // Áo dài: 2 kept × 40.000; the other 3 kept items have no cost. Shipping 3 × 25.000. Fees per order: 2% of what
      // was charged + 1.000 (200.000 → 5.000, 200.000 → 5.000, 150.000 → 4.000). The cancelled order counts nothing.
      expect(profit.body.totals).toMatchObject({
        orders: 3,
        revenue: 550000,
        costOfGoods: 80000,
        shippingCost: 75000,
        paymentFees: 14000,
        refunds: 50000,
        profit: 550000 - 80000 - 75000 - 14000 - 50000,
        itemsWithoutCost: 3,
      });
      const days = profit.body.days.filter((d) => d.revenue > 0);
      expect(days.reduce((n, d) => n + d.paymentFees, 0)).toBe(14000);
      expect(days.reduce((n, d) => n + d.costOfGoods, 0)).toBe(80000);
      expect(profit.body.products.find((p) => p.productId === products.a)).toMatchObject({ costOfGoods: 80000, profit: 200000 - 80000 });
    } finally {
      await db.execute(sql`update order_lines set unit_cost_minor = null where product_id = ${products.a}`);
      await db.execute(sql`delete from store_profit_settings where store_id = ${owner.storeId}`);
      await h.reports.drain();
    }
  });

  it("a store the caller is not a member of, even beside their own, is 403; another store's numbers never count", async () => {
    for (const endpoint of [re.totalSales, re.statistic, re.performance, re.trafficSource, re.utm, re.estimatedProfit]) {
      const res = await report(h, endpoint, owner.headers, { ...q(), stores: [owner.storeId, stranger.storeId] });
      expect(res.status).toBe(403);
    }
    const theirs = await report(h, re.totalSales, stranger.headers, { ...q(), stores: [stranger.storeId] });
    expect(theirs.body.total_sales).toBe(9 * 999999);
  });

  it("refuses bad ranges with a clear 400", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from_time: "2026-01-20", to_time: "2026-01-10" }, "to_time", RANGE_MESSAGES.fromAfterTo],
      [{ from_time: "2099-01-01", to_time: "2099-01-02" }, "from_time", RANGE_MESSAGES.future],
      [{ from_time: "2024-01-01", to_time: "2025-01-02" }, "to_time", RANGE_MESSAGES.tooLong],
      [{ from_time: DAY, to_time: DAY, timezone: "Mars/Olympus" }, "timezone", "timezone is not a time zone"],
    ];
    for (const [query, key, message] of cases) {
      const res = await report(h, re.totalSales, owner.headers, { ...q(), ...query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.error.errors[key], JSON.stringify(res.error)).toEqual([message]);
    }
    // A whole leap year is allowed.
    expect((await report(h, re.totalSales, owner.headers, { ...q(), from_time: "2024-01-01", to_time: "2024-12-31" })).status).toBe(200);
  });

  it("stores selling in different currencies in one list are a 400", async () => {
    const second = await h.owner();
    await h.database.db.update(stores).set({ language: "en" }).where(eq(stores.id, second.storeId));
    const { addStoreMember } = await import("../../api/modules/accounts/store");
    await addStoreMember(h.database.db, { storeId: second.storeId, userId: owner.userId, role: "staff", scopes: [] });
    const res = await report(h, re.totalSales, owner.headers, { ...q(), stores: [owner.storeId, second.storeId] });
    expect(res.status).toBe(400);
    expect(res.error.errors.stores).toEqual([MIXED_CURRENCIES_MESSAGE]);
  });
});

describe("the product sales report", () => {
  it("sorts, searches and pages", async () => {
    const bySales = await report(h, re.performance, owner.headers, q());
    expect(bySales.status, JSON.stringify(bySales.body)).toBe(200);
    re.performance.response.parse(bySales.body);
    expect(bySales.body.total).toBe(3);
    expect(bySales.body.rows.map((r) => r.totalSales)).toEqual([200000, 200000, 100000]);
    // s1 put it in its cart and reached checkout (an event that names no product: the cart's products count, ADR 053).
    expect(bySales.body.rows.find((r) => r.title === "Áo dài lụa")).toMatchObject({
      pageViews: 1,
      addToCart: 1,
      reachedCheckout: 1,
      sessionConverted: 0,
      orders: 1,
      netQuantity: 2,
      totalSales: 200000,
      averageOrderValue: 200000,
      averageOrderItems: 2,
    });
    const byTitle = await report(h, re.performance, owner.headers, q({ sort: "title", order: "asc" }));
    const byTitleDesc = await report(h, re.performance, owner.headers, q({ sort: "title", order: "desc" }));
    expect(byTitle.body.rows.map((r) => r.title)).toEqual(byTitleDesc.body.rows.map((r) => r.title).reverse());
    const byViews = await report(h, re.performance, owner.headers, q({ sort: "pageViews", order: "asc" }));
    expect(byViews.body.rows.map((r) => r.title)[0]).toBe("Quần tây");
    const searched = await report(h, re.performance, owner.headers, q({ search: "lụa" }));
    expect(searched.body.rows.map((r) => r.title).sort()).toEqual(['Khăn, "lụa"', "Áo dài lụa"].sort());
    const page2 = await report(h, re.performance, owner.headers, q({ limit: 2, page: 2 }));
    expect(page2.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.body.rows.map((r) => r.title)).toEqual(['Khăn, "lụa"']);
  });

  it("exports every row as CSV, with its header", async () => {
    const res = await report(h, re.performanceExport, owner.headers, q({ sort: "title", order: "asc" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const rows = parseCsv(res.body as unknown as string);
    expect(rows[0]).toEqual([
      "Product",
      "Page views",
      "Add to cart",
      "Reached checkout",
      "Session converted",
      "Orders",
      "Net quantity",
      "Average order value",
      "Average order items",
      "Total sales (VND)",
    ]);
    expect(rows).toContainEqual(['Khăn, "lụa"', "1", "0", "0", "0", "1", "2", "100000", "2", "100000"]);
    expect(rows).toHaveLength(4);
  });
});

describe("freshness", () => {
  it("an order placed and events posted through the public API show within 5 seconds", async () => {
    const { variantIds } = await product(h, owner, "Nón lá", [{ price: 75000, inventoryQuantity: 5 }]);
    const today = new Date().toISOString().slice(0, 10);
    const query = { from_time: today, to_time: today, stores: [owner.storeId] };
    const before = await report(h, re.totalOrders, owner.headers, query);
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: variantIds[0]!, quantity: 1 }]);
    const placed = await complete(h, owner.storeId, token);
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    const posted = await h.request(storefrontEventEndpoints.record, {
      params: { storeId: owner.storeId },
      body: { events: [{ kind: "reached_checkout", sessionId: "fresh-session-1", referrer: "https://news.example.org/a" }] },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const started = Date.now();
    for (;;) {
      const orders = await report(h, re.totalOrders, owner.headers, query);
      const source = await report(h, re.trafficSource, owner.headers, query);
      if (orders.body.total_orders === before.body.total_orders + 1 && source.body.entries.some((e) => e.source === "news.example.org")) {
        expect(orders.body.freshness.lagSeconds).toBeLessThan(5);
        break;
      }
      expect(Date.now() - started, "not in the reports within 5 s").toBeLessThan(5000);
      await new Promise((r) => setTimeout(r, 200));
    }
  });
});
