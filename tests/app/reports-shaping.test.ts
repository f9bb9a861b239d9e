// The reports' URL state and the analytics screen's shaping, on plain data (the API is tested in api/).
import { describe, expect, it } from "vitest";
import { funnelRows, shapeAnalytics, type AnalyticsAnswers } from "../../app/features/reports/analytics";
import { parseReportFilter, reportParams, reportStores } from "../../app/features/reports/filter";
import { performanceParams, salesReportState, sortHref } from "../../app/features/reports/sales-report";

const tz = "Asia/Ho_Chi_Minh";
const now = new Date("2026-11-24T23:30:00Z"); // 25-11-2026 in Vietnam
const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const C = "33333333-3333-4333-8333-333333333333";
const parse = (q: string) => parseReportFilter(new URL(`http://x/admin/analytics${q}`), { now, tz, allowedStores: [A, B], currentStore: A });

describe("the report filter in the URL", () => {
  it("opens on the last 7 days of the current store, compared with the 7 days before", () => {
    const f = parse("");
    expect(f).toMatchObject({
      preset: "last_7_days",
      storeIds: [A],
      range: { from: "2026-11-19", to: "2026-11-25" },
      previous: { from: "2026-11-12", to: "2026-11-18" },
    });
    expect(f.from).toBe("19-11-2026");
  });
  it("works a preset out now, in the store's zone", () => {
    expect(parse("?preset=today").range).toEqual({ from: "2026-11-25", to: "2026-11-25" });
    expect(parse("?preset=week_to_date").range).toEqual({ from: "2026-11-23", to: "2026-11-25" });
  });
  it("takes custom days, and refuses a day after today, a start after the end and more than 366 days on their fields", () => {
    expect(parse("?preset=custom&from=01-11-2026&to=10-11-2026")).toMatchObject({
      preset: "custom",
      range: { from: "2026-11-01", to: "2026-11-10" },
      errors: {},
    });
    expect(parse("?preset=custom&from=01-11-2026&to=26-11-2026").errors).toEqual({ to: "Dates after today cannot be chosen" });
    expect(parse("?preset=custom&from=10-11-2026&to=01-11-2026").errors).toEqual({ to: "The start date must be on or before the end date" });
    expect(parse("?preset=custom&from=01-01-2025&to=01-11-2026").errors).toEqual({ from: "A range can be at most 366 days" });
    const bad = parse("?preset=custom&from=31-02-2026&to=");
    expect(bad.errors).toEqual({ from: "Date must be dd-mm-yyyy", to: "To required" });
    expect(bad.from).toBe("31-02-2026"); // the typed text stays in its field
    expect(bad.range).toEqual({ from: "2026-11-19", to: "2026-11-25" });
  });
  it("keeps only the user's own stores, repeated or comma-joined; none left is the current store", () => {
    const p = (q: string) => reportStores(new URLSearchParams(q), [A, B], A);
    expect(p(`stores=${A}&stores=${B}`)).toEqual([A, B]);
    expect(p(`stores=${B},${C}`)).toEqual([B]);
    expect(p(`stores=${C}`)).toEqual([A]);
  });
  it("writes the parameters back for links that keep the range", () => {
    expect(reportParams(parse("?preset=today"), A).toString()).toBe("preset=today");
    expect(reportParams(parse(`?preset=custom&from=01-11-2026&to=10-11-2026&stores=${A},${B}`), A).toString()).toBe(
      `preset=custom&from=01-11-2026&to=10-11-2026&stores=${A}%2C${B}`,
    );
  });
});

describe("the product sales report's state", () => {
  it("sorts by total sales, largest first, 20 a page by default", () => {
    expect(salesReportState(new URLSearchParams())).toEqual({ search: "", sort: "totalSales", order: "desc", page: 1 });
    expect(performanceParams({ from_time: "x" }, new URLSearchParams("q=%20áo%20&page=3&sort=bogus"))).toEqual({
      from_time: "x",
      search: "áo",
      sort: "totalSales",
      order: "desc",
      page: 3,
      limit: 20,
    });
  });
  it("links a header to its sort: the same column flips, another starts at its natural order, back to page 1", () => {
    const state = salesReportState(new URLSearchParams("sort=orders&order=desc&page=4"));
    const base = new URLSearchParams("preset=today&sort=orders&order=desc&page=4");
    expect(sortHref(base, state, "orders")).toBe("?preset=today&sort=orders&order=asc");
    expect(sortHref(base, state, "title")).toBe("?preset=today&sort=title&order=asc");
    expect(sortHref(base, state, "pageViews")).toBe("?preset=today&sort=pageViews&order=desc");
  });
});

const fresh = { asOf: "2026-11-25T00:00:00Z", lagSeconds: 2 };
const totals = <K extends string>(keys: K[], values: number[]) =>
  ({
    currency: "VND",
    freshness: fresh,
    details: { labels: ["24-11-2026", "25-11-2026"], dataset: [1, 2] },
    ...Object.fromEntries(keys.map((k, i) => [k, values[i]])),
  }) as never;
const step = (a: number, b: number) => ({ is_tracked_previous_action: a, is_not_tracked_previous_action: b });
const answers: AnalyticsAnswers = {
  sales: totals(["total_sales", "upsell_sales", "online_store_sales"], [300_000, 0, 300_000]),
  orders: totals(["total_orders", "upsell_orders", "online_store_orders"], [3, 0, 3]),
  aov: totals(["aov", "upsell_aov", "online_store_aov"], [100_000, 0, 100_000]),
  aoi: totals(["aoi", "upsell_aoi", "online_store_aoi"], [1.33, 0, 1.33]),
  previous: { sales: 200_000, orders: 0, aov: 100_000, aoi: 2 },
  statistic: {
    view_content: step(0, 90),
    add_to_cart: step(30, 3),
    reached_checkout: step(10, 2),
    session_converted: step(3, 0),
    vistors: 120,
    freshness: { asOf: "2026-11-25T00:00:00Z", lagSeconds: 40 },
  },
  sources: { entries: [{ source: "direct", session_count: { value: 80 } }], total: 120, freshness: fresh },
  locations: { entries: [{ country: "VN", session_count: { value: 120 } }], total: 120, freshness: fresh },
  counter: { emailSent: 10, emailClick: 4, completedOrder: 2, revenue: 50_000, total: 3 },
};

describe("the analytics screen's figures", () => {
  it("compares each KPI with the previous period", () => {
    const s = shapeAnalytics(answers);
    expect(s.kpis.map((k) => [k.key, k.value, k.previous, k.change])).toEqual([
      ["totalSales", 300_000, 200_000, 50],
      ["totalOrders", 3, 0, null],
      ["aov", 100_000, 100_000, 0],
      ["aoi", 1.33, 2, -33.5],
    ]);
    expect(s.sales).toEqual({ labels: ["24-11-2026", "25-11-2026"], values: [1, 2] });
    expect(s.counter.recoveryRate).toBe(66.67);
    expect(s.freshness.lagSeconds).toBe(40); // the stalest answer
  });
  it("rates each funnel step of the visitors and of the step before, with 2 decimals", () => {
    expect(funnelRows(answers.statistic)).toEqual([
      { step: "view_content", sessions: 90, ofVisitors: 75, fromPrevious: null },
      { step: "add_to_cart", sessions: 33, ofVisitors: 27.5, fromPrevious: 33.33 },
      { step: "reached_checkout", sessions: 12, ofVisitors: 10, fromPrevious: 30.3 },
      { step: "session_converted", sessions: 3, ofVisitors: 2.5, fromPrevious: 25 },
    ]);
  });
});
