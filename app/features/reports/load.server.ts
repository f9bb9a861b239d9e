// The reports' loaders: guard (the analytics scope, SPEC §6) → the filter from the URL → the report calls → shaped data.
import type { AppLoadContext } from "@remix-run/node";
import {
  getAoi,
  getAov,
  getEstimatedProfit,
  getPerformance,
  getReportCounter,
  getStatistic,
  getTotalOrders,
  getTotalSales,
  getTrafficLocation,
  getTrafficSource,
  getUtm,
} from "~/api-client/reports.server";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { storeTimezone } from "~/lib/dates";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { presetDays } from "@domain/date-range";
import { shapeAnalytics } from "./analytics";
import { parseReportFilter, reportQuery, type ReportFilter } from "./filter";
import { performanceParams } from "./sales-report";

/** The signed-in user with the analytics scope (others get the no-access page), and the report filter of the URL. */
export async function requireReport(request: Request, context: AppLoadContext) {
  const found = await requireStore(request, context, "analytics");
  const tz = storeTimezone(found.user);
  const stores = found.stores.map((s) => ({ storeId: s.storeId, name: s.name }));
  const filter = parseReportFilter(new URL(request.url), { now: new Date(), tz, allowedStores: stores.map((s) => s.storeId), currentStore: found.storeId });
  return { api: found.api, tz, stores, filter, storeId: found.storeId };
}

/**
 * A report the API refused (a 400: stores of different currencies, a range it will not answer) is said on the page
 * with the filter still there to change it; a 403/404 is the route's page; anything else is the error page.
 */
async function orRefused<T>(load: () => Promise<T>): Promise<{ data: T; refused: null } | { data: null; refused: string }> {
  try {
    return { data: await load(), refused: null };
  } catch (error) {
    if (isApiError(error) && error.status === 400) return { data: null, refused: error.messages.join(" ") };
    throwRouteError(error);
  }
}

export function loadAnalytics(api: ApiClients, filter: ReportFilter, tz: string) {
  const q = reportQuery(filter.range, filter.storeIds, tz);
  const pq = reportQuery(filter.previous, filter.storeIds, tz);
  return orRefused(async () => {
    const [sales, orders, aov, aoi, pSales, pOrders, pAov, pAoi, statistic, sources, locations, counter] = await Promise.all([
      getTotalSales(api, q),
      getTotalOrders(api, q),
      getAov(api, q),
      getAoi(api, q),
      getTotalSales(api, pq),
      getTotalOrders(api, pq),
      getAov(api, pq),
      getAoi(api, pq),
      getStatistic(api, q),
      getTrafficSource(api, q),
      getTrafficLocation(api, q),
      getReportCounter(api, q),
    ]);
    const previous = { sales: pSales.total_sales, orders: pOrders.total_orders, aov: pAov.aov, aoi: pAoi.aoi };
    return shapeAnalytics({ sales, orders, aov, aoi, previous, statistic, sources, locations, counter });
  });
}

export function loadSalesReport(api: ApiClients, filter: ReportFilter, tz: string, url: URL) {
  return orRefused(() => getPerformance(api, performanceParams(reportQuery(filter.range, filter.storeIds, tz), url.searchParams)));
}

export function loadUtm(api: ApiClients, filter: ReportFilter, tz: string) {
  return orRefused(() => getUtm(api, reportQuery(filter.range, filter.storeIds, tz)));
}

export function loadEstimatedProfit(api: ApiClients, filter: ReportFilter, tz: string) {
  return orRefused(() => getEstimatedProfit(api, reportQuery(filter.range, filter.storeIds, tz)));
}

/**
 * The admin home's figures (today's sales, orders and average order value, and sales of the last 7 days), in the
 * current store, or null when the user lacks the analytics scope or the report base does not answer: the home page
 * never fails for its figures.
 */
export async function loadHomeFigures(api: ApiClients, user: { timezone: string | null }, storeId: string) {
  const tz = storeTimezone(user);
  const now = new Date();
  const today = reportQuery(presetDays("today", now, tz), [storeId], tz);
  const week = reportQuery(presetDays("last_7_days", now, tz), [storeId], tz);
  try {
    const [sales, orders, aov, last7] = await Promise.all([
      getTotalSales(api, today),
      getTotalOrders(api, today),
      getAov(api, today),
      getTotalSales(api, week),
    ]);
    return {
      currency: sales.currency,
      sales: sales.total_sales,
      orders: orders.total_orders,
      aov: aov.aov,
      last7: { labels: last7.details.labels, values: last7.details.dataset },
      freshness: sales.freshness,
    };
  } catch (error) {
    console.warn("home figures: the report base did not answer", error instanceof Error ? error.message : error);
    return null;
  }
}
