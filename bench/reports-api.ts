// The report calls the reports benches time (bench/reports.bench.ts, bench/events-ingest.bench.ts), by their contracts.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { reportEndpoints } from "../domain/contracts/reports";

dayjs.extend(utc);
dayjs.extend(timezone);

export const REPORT_TZ = "Asia/Ho_Chi_Minh";

/** The calls, by their contract's path (the abandoned counter reads checkouts, not the rollups). */
export const REPORT_CALLS: { label: string; path: string }[] = [
  { label: "statistic", path: reportEndpoints.statistic.path },
  { label: "total-sales", path: reportEndpoints.totalSales.path },
  { label: "total-orders", path: reportEndpoints.totalOrders.path },
  { label: "aov", path: reportEndpoints.aov.path },
  { label: "aoi", path: reportEndpoints.aoi.path },
  { label: "performance", path: reportEndpoints.performance.path },
  { label: "traffic-source", path: reportEndpoints.trafficSource.path },
  { label: "traffic-location", path: reportEndpoints.trafficLocation.path },
  { label: "utm", path: reportEndpoints.utm.path },
  { label: "estimated-profit", path: reportEndpoints.estimatedProfit.path },
  { label: "abandoned counter", path: reportEndpoints.abandonedCounter.path },
];

/** A report's query: the `days` days ending today in the zone (dd-mm-yyyy, as the admin sends them). */
export function reportPath(path: string, stores: string[], days: number, now = new Date()): string {
  const today = dayjs(now).tz(REPORT_TZ);
  const q = new URLSearchParams({
    from_time: today.subtract(days - 1, "day").format("DD-MM-YYYY"),
    to_time: today.format("DD-MM-YYYY"),
    stores: stores.join(","),
    timezone: REPORT_TZ,
  });
  return `${path}?${q.toString()}`;
}
