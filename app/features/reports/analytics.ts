// The analytics screen's figures, shaped from the report answers (pure: tests/app/reports-shaping.test.ts).
// Relative imports only: unit tests import this file without the app's path aliases.
import { changePercent, ratePercent } from "../../../domain/charts";
import type { ReportFreshness } from "../../../domain/contracts/reports";
import type { Measure } from "./format";

type Details = { labels: string[]; dataset: number[] };
type Totals<K extends string> = { currency: string; freshness: ReportFreshness; details: Details } & Record<K, number>;

export interface AnalyticsAnswers {
  sales: Totals<"total_sales" | "upsell_sales" | "online_store_sales">;
  orders: Totals<"total_orders" | "upsell_orders" | "online_store_orders">;
  aov: Totals<"aov" | "upsell_aov" | "online_store_aov">;
  aoi: Totals<"aoi" | "upsell_aoi" | "online_store_aoi">;
  previous: { sales: number; orders: number; aov: number; aoi: number };
  statistic: {
    view_content: FunnelStep;
    add_to_cart: FunnelStep;
    reached_checkout: FunnelStep;
    session_converted: FunnelStep;
    vistors: number;
    freshness: ReportFreshness;
  };
  sources: { entries: { source: string; session_count: { value: number } }[]; total: number; freshness: ReportFreshness };
  locations: { entries: { country: string; session_count: { value: number } }[]; total: number; freshness: ReportFreshness };
  counter: { emailSent: number; emailClick: number; completedOrder: number; revenue: number; total: number };
}
type FunnelStep = { is_tracked_previous_action: number; is_not_tracked_previous_action: number };

export const KPI_KEYS = ["totalSales", "totalOrders", "aov", "aoi"] as const;
export type KpiKey = (typeof KPI_KEYS)[number];
export interface Kpi {
  key: KpiKey;
  measure: Measure;
  value: number;
  previous: number;
  /** Percent, 2 decimals; null when the previous period had nothing. */
  change: number | null;
  onlineStore: number;
  upsell: number;
}

export const FUNNEL_STEPS = ["view_content", "add_to_cart", "reached_checkout", "session_converted"] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number];
export interface FunnelRow {
  step: FunnelStepKey;
  sessions: number;
  /** Of the range's visitors, percent with 2 decimals (SPEC §9). */
  ofVisitors: number;
  /** Sessions that also took the step before, of that step's sessions; null for the first step. */
  fromPrevious: number | null;
}

/** A step's sessions: those that took the step before it and those that came to it directly. */
const sessionsOf = (s: FunnelStep) => s.is_tracked_previous_action + s.is_not_tracked_previous_action;

export function funnelRows(statistic: AnalyticsAnswers["statistic"]): FunnelRow[] {
  return FUNNEL_STEPS.map((step, i) => {
    const sessions = sessionsOf(statistic[step]);
    const before = i > 0 ? sessionsOf(statistic[FUNNEL_STEPS[i - 1]!]) : 0;
    return {
      step,
      sessions,
      ofVisitors: ratePercent(sessions, statistic.vistors),
      fromPrevious: i === 0 ? null : ratePercent(statistic[step].is_tracked_previous_action, before),
    };
  });
}

export function kpis(a: AnalyticsAnswers): Kpi[] {
  const kpi = (key: KpiKey, measure: Measure, value: number, previous: number, onlineStore: number, upsell: number): Kpi => ({
    key,
    measure,
    value,
    previous,
    change: changePercent(value, previous),
    onlineStore,
    upsell,
  });
  return [
    kpi("totalSales", "money", a.sales.total_sales, a.previous.sales, a.sales.online_store_sales, a.sales.upsell_sales),
    kpi("totalOrders", "count", a.orders.total_orders, a.previous.orders, a.orders.online_store_orders, a.orders.upsell_orders),
    kpi("aov", "money", a.aov.aov, a.previous.aov, a.aov.online_store_aov, a.aov.upsell_aov),
    kpi("aoi", "decimal", a.aoi.aoi, a.previous.aoi, a.aoi.online_store_aoi, a.aoi.upsell_aoi),
  ];
}

export const seriesOf = (d: Details) => ({ labels: d.labels, values: d.dataset });

/** The least fresh of several answers: the page is as fresh as its stalest figure. */
export function stalest(list: ReportFreshness[]): ReportFreshness {
  return list.reduce(
    (worst, f) => (f.asOf === null || (worst.asOf !== null && f.lagSeconds > worst.lagSeconds) ? f : worst),
    list[0] ?? { asOf: null, lagSeconds: 0 },
  );
}

/** Everything the analytics screen shows, from the answers of one range and its previous period. */
export function shapeAnalytics(a: AnalyticsAnswers) {
  return {
    currency: a.sales.currency,
    kpis: kpis(a),
    sales: seriesOf(a.sales.details),
    orders: seriesOf(a.orders.details),
    funnel: funnelRows(a.statistic),
    visitors: a.statistic.vistors,
    sources: a.sources.entries.map((e) => ({ name: e.source, sessions: e.session_count.value })),
    sourcesTotal: a.sources.total,
    locations: a.locations.entries.map((e) => ({ name: e.country, sessions: e.session_count.value })),
    locationsTotal: a.locations.total,
    counter: { ...a.counter, recoveryRate: ratePercent(a.counter.completedOrder, a.counter.total) },
    freshness: stalest([
      a.sales.freshness,
      a.orders.freshness,
      a.aov.freshness,
      a.aoi.freshness,
      a.statistic.freshness,
      a.sources.freshness,
      a.locations.freshness,
    ]),
  };
}
export type AnalyticsScreen = ReturnType<typeof shapeAnalytics>;
