// SPEC §7 Reports, on the report base: GET with from_time, to_time, stores (comma list) and timezone. Every listed store
// must be one the caller is a member of (the report scope is always granted, SPEC §6); any other is 403. Everything but
// the abandoned-checkout counter reads the rollups (ADR 045) and answers how fresh they are.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { Router } from "express";
import { MIXED_CURRENCIES_MESSAGE } from "../../../domain/abandoned";
import { reportEndpoints as re, type PerformanceQuery, type PerformanceRow } from "../../../domain/contracts/reports";
import { csvRow, UTF8_BOM } from "../../../domain/csv";
import { fromMinor, type CurrencyCode } from "../../../domain/money";
import type { ApiDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/auth";
import { badRequest, forbidden } from "../../http/errors";
import { mount } from "../../http/mount";
import { findMembership } from "../auth/store";
import { counters, cutoffOf } from "../abandoned/store";
import { boundOf } from "./range";
import {
  currencyOfStores,
  freshnessOf,
  funnelOf,
  labelsOf,
  productRows,
  profitInputs,
  salesByLabel,
  salesBySource,
  trafficOf,
  utmOf,
  type ProductRow,
  type SalesRow,
  type Span,
} from "./store";

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC §9: the traffic charts (and the UTM table) show at most 500 entries. */
export const TRAFFIC_LIMIT = 500;
/** A report covers at most this many days (a year, a leap year's included). */
export const MAX_RANGE_DAYS = 366;
/** Ranges of at most this many days are charted by the hour; longer ones by the day. */
export const HOURLY_UP_TO_DAYS = 2;

export const RANGE_MESSAGES = {
  fromAfterTo: "to_time must not be before from_time",
  future: "from_time must not be after today",
  tooLong: `A report covers at most ${MAX_RANGE_DAYS} days`,
} as const;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Sales rows by label key: a year's chart looks up 365 keys among ~1,500 rows. */
function salesByKey(rows: readonly SalesRow[]): Map<string, SalesRow[]> {
  const map = new Map<string, SalesRow[]>();
  for (const row of rows) {
    const list = map.get(row.key);
    if (list) list.push(row);
    else map.set(row.key, [row]);
  }
  return map;
}
const ratio = (a: number, b: number) => (b > 0 ? round2(a / b) : 0);

export function reportsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;

  /** The range as instants; a `to_time` before `from_time` is refused. */
  const rangeOf = (q: { from_time: string; to_time: string; timezone: string }) => {
    const from = boundOf(q.from_time, q.timezone, "start");
    const to = boundOf(q.to_time, q.timezone, "end");
    const errors: Record<string, string[]> = {};
    if (!from) errors.from_time = ["from_time is not a date"];
    if (!to) errors.to_time = ["to_time is not a date"];
    if (from && to && to < from) errors.to_time = [RANGE_MESSAGES.fromAfterTo];
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat(), errors);
    return { from: from!, to: to! };
  };

  const requireStores = async (userId: string, storeIds: readonly string[]) => {
    for (const id of storeIds) if (!(await findMembership(db, id, userId))) throw forbidden();
  };

  /** The rollup span of a request: its range (no future start, at most a year), its stores (the caller's), one currency. */
  const spanOf = async (
    query: { from_time: string; to_time: string; timezone: string; stores: string[] },
    userId: string,
  ): Promise<{ span: Span; currency: CurrencyCode }> => {
    const { from, to } = rangeOf(query);
    const tz = query.timezone;
    const fromDay = dayjs(from).tz(tz).format("YYYY-MM-DD");
    const toDay = dayjs(to).tz(tz).format("YYYY-MM-DD");
    const today = dayjs(deps.clock.now()).tz(tz).format("YYYY-MM-DD");
    if (fromDay > today) throw badRequest(RANGE_MESSAGES.future, { from_time: [RANGE_MESSAGES.future] });
    const days = Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000) + 1;
    if (days > MAX_RANGE_DAYS) throw badRequest(RANGE_MESSAGES.tooLong, { to_time: [RANGE_MESSAGES.tooLong] });
    await requireStores(userId, query.stores);
    const currency = await currencyOfStores(db, query.stores);
    if (!currency) throw badRequest(MIXED_CURRENCIES_MESSAGE, { stores: [MIXED_CURRENCIES_MESSAGE] });
    const span: Span = { stores: query.stores, from, to: new Date(to.getTime() + 1), tz, unit: days <= HOURLY_UP_TO_DAYS ? "hour" : "day" };
    return { span, currency };
  };

  const fresh = (span: Span) => freshnessOf(db, span.stores, deps.clock.now());

  /** Sales rows as totals (all, upsell, online store) and the chart's series, by `pick` over summed figures. */
  const series = async (span: Span, pick: (t: { orders: number; salesMinor: number; items: number }) => number) => {
    const { byLabel: rows, bySource } = await salesByLabel(db, span);
    const { keys, labels } = labelsOf(span);
    const sum = (list: readonly SalesRow[]) => {
      const t = { orders: 0, salesMinor: 0, items: 0 };
      for (const row of list) {
        t.orders += row.orders;
        t.salesMinor += row.salesMinor;
        t.items += row.items;
      }
      return t;
    };
    const rowsOf = salesByKey(rows);
    const dataset = keys.map((k) => pick(sum(rowsOf.get(k) ?? [])));
    return {
      all: pick(sum(rows)),
      upsell: pick(sum(bySource.filter((row) => row.source === "upsell"))),
      online: pick(sum(bySource.filter((row) => row.source === "online_store"))),
      details: { labels, dataset },
    };
  };

  mount(r, re.abandonedCounter, requireUser(deps), async ({ query, req }) => {
    const { from, to } = rangeOf(query);
    await requireStores(currentUser(req).id, query.stores);
    const rows = await counters(db, query.stores, from, to, cutoffOf(deps.clock.now(), deps.config.abandonedAfterMinutes));
    const currencies = new Set(rows.map((row) => row.currency));
    if (currencies.size > 1) throw badRequest(MIXED_CURRENCIES_MESSAGE, { stores: [MIXED_CURRENCIES_MESSAGE] });
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((n, row) => n + pick(row), 0);
    return {
      emailSent: sum((x) => x.emailSent),
      emailClick: sum((x) => x.emailClick),
      completedOrder: sum((x) => x.completedOrder),
      revenue: rows.length
        ? fromMinor(
            sum((x) => x.revenueMinor),
            rows[0]!.currency,
          )
        : 0,
      total: sum((x) => x.total),
    };
  });

  mount(r, re.statistic, requireUser(deps), async ({ query, req }) => {
    const { span } = await spanOf(query, currentUser(req).id);
    const [f, bySource, freshness] = await Promise.all([funnelOf(db, span), salesBySource(db, span), fresh(span)]);
    const ordersOf = (source: string) => bySource.find((row) => row.source === source)?.orders ?? 0;
    return {
      view_content: { is_tracked_previous_action: f.viewContent, is_not_tracked_previous_action: 0 },
      add_to_cart: { is_tracked_previous_action: f.addToCartTracked, is_not_tracked_previous_action: f.addToCart - f.addToCartTracked },
      reached_checkout: {
        is_tracked_previous_action: f.reachedCheckoutTracked,
        is_not_tracked_previous_action: f.reachedCheckout - f.reachedCheckoutTracked,
      },
      session_converted: {
        is_tracked_previous_action: f.sessionConvertedTracked,
        is_not_tracked_previous_action: f.sessionConverted - f.sessionConvertedTracked,
      },
      vistors: f.sessions,
      upsell: ordersOf("upsell"),
      onlineStore: ordersOf("online_store"),
      freshness,
    };
  });

  mount(r, re.totalSales, requireUser(deps), async ({ query, req }) => {
    const { span, currency } = await spanOf(query, currentUser(req).id);
    const [s, freshness] = await Promise.all([series(span, (t) => fromMinor(t.salesMinor, currency)), fresh(span)]);
    return { currency, freshness, total_sales: s.all, upsell_sales: s.upsell, online_store_sales: s.online, details: s.details };
  });

  mount(r, re.totalOrders, requireUser(deps), async ({ query, req }) => {
    const { span, currency } = await spanOf(query, currentUser(req).id);
    const [s, freshness] = await Promise.all([series(span, (t) => t.orders), fresh(span)]);
    return { currency, freshness, total_orders: s.all, upsell_orders: s.upsell, online_store_orders: s.online, details: s.details };
  });

  mount(r, re.aov, requireUser(deps), async ({ query, req }) => {
    const { span, currency } = await spanOf(query, currentUser(req).id);
    const [s, freshness] = await Promise.all([series(span, (t) => ratio(fromMinor(t.salesMinor, currency), t.orders)), fresh(span)]);
    return { currency, freshness, aov: s.all, upsell_aov: s.upsell, online_store_aov: s.online, details: s.details };
  });

  mount(r, re.aoi, requireUser(deps), async ({ query, req }) => {
    const { span, currency } = await spanOf(query, currentUser(req).id);
    const [s, freshness] = await Promise.all([series(span, (t) => ratio(t.items, t.orders)), fresh(span)]);
    return { currency, freshness, aoi: s.all, upsell_aoi: s.upsell, online_store_aoi: s.online, details: s.details };
  });

  const performanceRow = (row: ProductRow, currency: CurrencyCode): PerformanceRow => {
    const sales = fromMinor(row.salesMinor, currency);
    return {
      productId: row.productId,
      title: row.title,
      pageViews: row.pageViews,
      addToCart: row.addToCart,
      reachedCheckout: row.reachedCheckout,
      sessionConverted: row.sessionConverted,
      orders: row.orders,
      netQuantity: row.netQuantity,
      averageOrderValue: ratio(sales, row.orders),
      averageOrderItems: ratio(row.netQuantity, row.orders),
      totalSales: round2(sales),
    };
  };
  const performanceOpts = (q: PerformanceQuery, paged: boolean) => ({
    search: q.search,
    sort: q.sort,
    order: q.order,
    limit: paged ? q.limit : null,
    offset: paged ? (q.page - 1) * q.limit : 0,
  });

  mount(r, re.performance, requireUser(deps), async ({ query, req }) => {
    const { span, currency } = await spanOf(query, currentUser(req).id);
    const [{ rows, total }, freshness] = await Promise.all([productRows(db, span, performanceOpts(query, true)), fresh(span)]);
    return { currency, freshness, rows: rows.map((row) => performanceRow(row, currency)), total, page: query.page, limit: query.limit };
  });

  mount(r, re.performanceExport, requireUser(deps), async ({ query, req, res }) => {
    const { span, currency } = await spanOf(query, currentUser(req).id);
    const { rows } = await productRows(db, span, performanceOpts(query, false));
    const header = [
      "Product",
      "Page views",
      "Add to cart",
      "Reached checkout",
      "Session converted",
      "Orders",
      "Net quantity",
      "Average order value",
      "Average order items",
      `Total sales (${currency})`,
    ];
    const body = rows
      .map((row) => performanceRow(row, currency))
      .map((p) =>
        csvRow([
          p.title,
          ...[
            p.pageViews,
            p.addToCart,
            p.reachedCheckout,
            p.sessionConverted,
            p.orders,
            p.netQuantity,
            p.averageOrderValue,
            p.averageOrderItems,
            p.totalSales,
          ].map(String),
        ]),
      )
      .join("");
    const day = (d: Date) => dayjs(d).tz(span.tz).format("YYYY-MM-DD");
    res.status(200);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="sales-report-${day(span.from)}-${day(new Date(span.to.getTime() - 1))}.csv"`);
    res.end(UTF8_BOM + csvRow(header) + body);
  });

  mount(r, re.trafficSource, requireUser(deps), async ({ query, req }) => {
    const { span } = await spanOf(query, currentUser(req).id);
    const [t, freshness] = await Promise.all([trafficOf(db, span, "source", TRAFFIC_LIMIT), fresh(span)]);
    return { entries: t.entries.map((e) => ({ source: e.key, session_count: { value: e.sessions } })), total: t.total, freshness };
  });

  mount(r, re.trafficLocation, requireUser(deps), async ({ query, req }) => {
    const { span } = await spanOf(query, currentUser(req).id);
    const [t, freshness] = await Promise.all([trafficOf(db, span, "country", TRAFFIC_LIMIT), fresh(span)]);
    return { entries: t.entries.map((e) => ({ country: e.key, session_count: { value: e.sessions } })), total: t.total, freshness };
  });

  mount(r, re.utm, requireUser(deps), async ({ query, req }) => {
    const { span, currency } = await spanOf(query, currentUser(req).id);
    const [u, freshness] = await Promise.all([utmOf(db, span, TRAFFIC_LIMIT), fresh(span)]);
    return {
      currency,
      freshness,
      rows: u.rows.map((row) => ({
        source: row.source,
        medium: row.medium,
        campaign: row.campaign,
        sessions: row.sessions,
        orders: row.orders,
        revenue: fromMinor(row.revenueMinor, currency),
        conversionRate: row.sessions > 0 ? round2((row.orders / row.sessions) * 100) : 0,
      })),
      total: u.total,
    };
  });

  mount(r, re.estimatedProfit, requireUser(deps), async ({ query, req }) => {
    const { span, currency } = await spanOf(query, currentUser(req).id);
    const [inputs, products, freshness] = await Promise.all([
      profitInputs(db, span),
      productRows(db, span, { sort: "totalSales", order: "desc", limit: TRAFFIC_LIMIT, offset: 0 }),
      fresh(span),
    ]);
    const { sales } = inputs;
    const { keys, labels } = labelsOf(span);
    const m = (minor: number) => fromMinor(minor, currency);
    const orders = sales.reduce((n, row) => n + row.orders, 0);
    const figures = (rows: SalesRow[], cogsMinor: number, shippingCostMinor: number, feesMinor: number) => {
      const revenue = rows.reduce((n, row) => n + row.grossMinor, 0);
      const discounts = rows.reduce((n, row) => n + row.discountsMinor, 0);
      const refunds = rows.reduce((n, row) => n + row.refundsMinor, 0);
      return {
        revenue: m(revenue),
        costOfGoods: m(cogsMinor),
        shippingCost: m(shippingCostMinor),
        discounts: m(discounts),
        refunds: m(refunds),
        paymentFees: m(feesMinor),
        profit: m(revenue - cogsMinor - shippingCostMinor - discounts - refunds - feesMinor),
      };
    };
    const salesOf = salesByKey(sales);
    return {
      currency,
      freshness,
      totals: {
        ...figures(sales, inputs.costOfGoodsMinor, inputs.shippingCostMinor, inputs.paymentFeesMinor),
        orders,
        itemsWithoutCost: inputs.itemsWithoutCost,
      },
      days: keys.map((k, i) => ({
        label: labels[i]!,
        ...figures(salesOf.get(k) ?? [], inputs.costOfGoodsByKey.get(k) ?? 0, inputs.shippingCostByKey.get(k) ?? 0, inputs.paymentFeesByKey.get(k) ?? 0),
      })),
      products: products.rows
        .filter((p) => p.orders > 0)
        .map((p) => {
          const cogs = p.costOfGoodsMinor;
          return {
            productId: p.productId,
            title: p.title,
            quantity: p.netQuantity,
            revenue: m(p.salesMinor),
            costOfGoods: m(cogs),
            profit: m(p.salesMinor - cogs),
          };
        }),
    };
  });

  return r;
}
