// Report calls (SPEC §7: reports use a separate report base, `api.reports`).
import { orderEndpoints as oe } from "@domain/contracts/orders";
import type { ResponseOf } from "@domain/contracts/endpoint";
import { reportEndpoints as re, type PerformanceSort } from "@domain/contracts/reports";
import type { OrderProfitDto } from "@domain/order-admin";
import { call, download } from "./call.server";
import type { ApiClients } from "./client.server";

export type { OrderProfitDto };

/** `GET /report/orders/profit?orderId=`: an order's estimated profit (cost of goods unknown until variants have a cost). */
export async function orderProfit(api: Pick<ApiClients, "reports">, orderId: string): Promise<OrderProfitDto> {
  return (await call(api.reports, oe.profit, { query: { orderId } })).profit;
}

// SPEC §7's report calls (domain/contracts/reports.ts), on the report base. `query` is the report query
// (from_time, to_time, stores, timezone) that app/features/reports/filter.ts builds from the URL.
export type ReportQueryInput = { from_time: string; to_time: string; stores: string; timezone: string };
export type Statistic = ResponseOf<typeof re.statistic>;
export type TotalSales = ResponseOf<typeof re.totalSales>;
export type TotalOrders = ResponseOf<typeof re.totalOrders>;
export type Aov = ResponseOf<typeof re.aov>;
export type Aoi = ResponseOf<typeof re.aoi>;
export type TrafficSource = ResponseOf<typeof re.trafficSource>;
export type TrafficLocation = ResponseOf<typeof re.trafficLocation>;
export type Performance = ResponseOf<typeof re.performance>;
export type UtmReport = ResponseOf<typeof re.utm>;
export type EstimatedProfit = ResponseOf<typeof re.estimatedProfit>;
export type ReportCounter = ResponseOf<typeof re.abandonedCounter>;
export type PerformanceParams = ReportQueryInput & { search?: string; sort?: PerformanceSort; order?: "asc" | "desc"; page?: number; limit?: number };

type Reports = Pick<ApiClients, "reports">;
export const getStatistic = (api: Reports, query: ReportQueryInput) => call(api.reports, re.statistic, { query });
export const getTotalSales = (api: Reports, query: ReportQueryInput) => call(api.reports, re.totalSales, { query });
export const getTotalOrders = (api: Reports, query: ReportQueryInput) => call(api.reports, re.totalOrders, { query });
export const getAov = (api: Reports, query: ReportQueryInput) => call(api.reports, re.aov, { query });
export const getAoi = (api: Reports, query: ReportQueryInput) => call(api.reports, re.aoi, { query });
export const getTrafficSource = (api: Reports, query: ReportQueryInput) => call(api.reports, re.trafficSource, { query });
export const getTrafficLocation = (api: Reports, query: ReportQueryInput) => call(api.reports, re.trafficLocation, { query });
export const getReportCounter = (api: Reports, query: ReportQueryInput) => call(api.reports, re.abandonedCounter, { query });
export const getPerformance = (api: Reports, query: PerformanceParams) => call(api.reports, re.performance, { query });
export const getUtm = (api: Reports, query: ReportQueryInput) => call(api.reports, re.utm, { query });
export const getEstimatedProfit = (api: Reports, query: ReportQueryInput) => call(api.reports, re.estimatedProfit, { query });

/** The product sales report as CSV: the API's Response, to stream on (every row, in the sort asked for). */
export const downloadPerformance = (api: Reports, query: PerformanceParams) =>
  download(api.reports, re.performanceExport, { query: query as Record<string, string | number> });
