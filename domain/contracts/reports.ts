// SPEC §7 Reports: GET with from_time, to_time, stores (comma list) and timezone, on the report base. Issue 9 adds the
// abandoned-checkout counter; issue 10 the others on the same module (api/modules/reports).
import { z } from "zod/v4";
import type { AbandonedCounter } from "../abandoned";
import { isTimezone } from "../dates";
import { safeString } from "../validation";
import { defineEndpoint, UUID_RE } from "./endpoint";
import { sameShape } from "./type-check";

/** A day (YYYY-MM-DD or dd-mm-yyyy: the whole day in `timezone`) or an instant (ISO 8601 with its offset). */
const TIME_RE = /^(\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2}))$/;
const time = (label: string) => safeString({ error: `${label} required` }).regex(TIME_RE, `${label} must be a date (dd-mm-yyyy) or an ISO time`);

export const ReportQuerySchema = z.object({
  from_time: time("from_time"),
  to_time: time("to_time"),
  stores: safeString({ error: "stores required" })
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length > 0 && list.length <= 100, "stores must list 1 to 100 store ids")
    .refine((list) => list.every((id) => UUID_RE.test(id)), "stores must be store ids"),
  timezone: safeString()
    .default("UTC")
    .refine((tz) => isTimezone(tz), "timezone is not a time zone"),
});
export type ReportQuery = z.output<typeof ReportQuerySchema>;

const CounterSchema = z.object({
  emailSent: z.number().int(),
  emailClick: z.number().int(),
  completedOrder: z.number().int(),
  revenue: z.number(),
  total: z.number().int(),
});
sameShape<z.infer<typeof CounterSchema>, AbandonedCounter>(true);

/** How fresh a report is: rollups are complete up to `asOf` (null before anything was processed), `lagSeconds` behind now. */
const FreshnessSchema = z.object({ asOf: safeString().nullable(), lagSeconds: z.number().int() });

/** One series for a chart: `labels[i]` (dd-mm-yyyy for days, HH:mm for hours, in `timezone`) carries `dataset[i]`. */
const DetailsSchema = z.object({ labels: z.array(safeString()), dataset: z.array(z.number()) });

/** Every report answers for one currency: stores with different currencies in one `stores` list are a 400. */
const base = { currency: safeString(), freshness: FreshnessSchema };

const FunnelStepSchema = z.object({ is_tracked_previous_action: z.number().int(), is_not_tracked_previous_action: z.number().int() });

/** SPEC §3's funnel; `vistors` is spelled as SPEC spells it. `upsell`/`onlineStore` count orders by source. */
const StatisticSchema = z.object({
  view_content: FunnelStepSchema,
  add_to_cart: FunnelStepSchema,
  reached_checkout: FunnelStepSchema,
  session_converted: FunnelStepSchema,
  vistors: z.number().int(),
  upsell: z.number().int(),
  onlineStore: z.number().int(),
  freshness: FreshnessSchema,
});

const totals = <K extends string>(keys: readonly [K, K, K]) =>
  z.object({ ...base, details: DetailsSchema, ...(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodNumber>) });

const TotalSalesSchema = totals(["total_sales", "upsell_sales", "online_store_sales"] as const);
const TotalOrdersSchema = totals(["total_orders", "upsell_orders", "online_store_orders"] as const);
const AovSchema = totals(["aov", "upsell_aov", "online_store_aov"] as const);
const AoiSchema = totals(["aoi", "upsell_aoi", "online_store_aoi"] as const);

/** The product sales report's columns (SPEC §2), sortable by any of them. */
export const PERFORMANCE_SORTS = [
  "title",
  "pageViews",
  "addToCart",
  "reachedCheckout",
  "sessionConverted",
  "orders",
  "netQuantity",
  "averageOrderValue",
  "averageOrderItems",
  "totalSales",
] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];

export const PerformanceQuerySchema = ReportQuerySchema.extend({
  search: safeString().max(255).optional(),
  sort: z.enum(PERFORMANCE_SORTS).default("totalSales"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** SPEC §9: the product sales report shows 20 a page. */
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export type PerformanceQuery = z.output<typeof PerformanceQuerySchema>;

const PerformanceRowSchema = z.object({
  productId: safeString().nullable(),
  title: safeString(),
  pageViews: z.number().int(),
  addToCart: z.number().int(),
  reachedCheckout: z.number().int(),
  sessionConverted: z.number().int(),
  orders: z.number().int(),
  netQuantity: z.number().int(),
  averageOrderValue: z.number(),
  averageOrderItems: z.number(),
  totalSales: z.number(),
});
export type PerformanceRow = z.infer<typeof PerformanceRowSchema>;

const TrafficEntrySchema = z.object({ session_count: z.object({ value: z.number().int() }) });
/** `total` (source and location): every session of the range, in all sources or countries, not only the 500 listed. */
const TrafficSourceSchema = z.object({
  entries: z.array(TrafficEntrySchema.extend({ source: safeString() })),
  total: z.number().int(),
  freshness: FreshnessSchema,
});
const TrafficLocationSchema = z.object({
  entries: z.array(TrafficEntrySchema.extend({ country: safeString() })),
  total: z.number().int(),
  freshness: FreshnessSchema,
});

const UtmRowSchema = z.object({
  source: safeString(),
  medium: safeString(),
  campaign: safeString(),
  sessions: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
  /** Percent, 2 decimals (SPEC §9). */
  conversionRate: z.number(),
});

const ProfitFiguresSchema = z.object({
  revenue: z.number(),
  costOfGoods: z.number(),
  shippingCost: z.number(),
  discounts: z.number(),
  refunds: z.number(),
  paymentFees: z.number(),
  profit: z.number(),
});
const EstimatedProfitSchema = z.object({
  ...base,
  totals: ProfitFiguresSchema.extend({ orders: z.number().int(), itemsWithoutCost: z.number().int() }),
  days: z.array(ProfitFiguresSchema.extend({ label: safeString() })),
  products: z.array(
    z.object({
      productId: safeString().nullable(),
      title: safeString(),
      quantity: z.number().int(),
      revenue: z.number(),
      costOfGoods: z.number(),
      profit: z.number(),
    }),
  ),
});

export const reportEndpoints = {
  abandonedCounter: defineEndpoint({
    method: "GET",
    path: "/orders/abcheckouts/statistics/counter",
    access: "user",
    summary:
      "Abandoned-checkout recovery over the stores listed (each must be the caller's, with the report scope): e-mails sent and clicked, checkouts recovered and their revenue, abandoned checkouts",
    query: ReportQuerySchema,
    response: CounterSchema,
  }),
  statistic: defineEndpoint({
    method: "GET",
    path: "/actions/statistic",
    access: "user",
    summary: "The conversion funnel (sessions per step, with and without the previous step), visitors, and orders by source",
    query: ReportQuerySchema,
    response: StatisticSchema,
  }),
  totalSales: defineEndpoint({
    method: "GET",
    path: "/orders/total-sales",
    access: "user",
    summary: "Sales after refunds of the orders placed in the range (cancelled orders count nothing), over time and by source",
    query: ReportQuerySchema,
    response: TotalSalesSchema,
  }),
  totalOrders: defineEndpoint({
    method: "GET",
    path: "/orders/total-orders",
    access: "user",
    summary: "Orders placed in the range, cancelled ones left out, over time and by source",
    query: ReportQuerySchema,
    response: TotalOrdersSchema,
  }),
  aov: defineEndpoint({
    method: "GET",
    path: "/orders/aov",
    access: "user",
    summary: "Average order value (sales over orders, 2 decimals), over time and by source",
    query: ReportQuerySchema,
    response: AovSchema,
  }),
  aoi: defineEndpoint({
    method: "GET",
    path: "/orders/aoi",
    access: "user",
    summary: "Average order items (net items over orders, 2 decimals), over time and by source",
    query: ReportQuerySchema,
    response: AoiSchema,
  }),
  performance: defineEndpoint({
    method: "GET",
    path: "/products/performance",
    access: "user",
    summary: "The product sales report: one row per product with activity in the range, searched, sorted and paged",
    query: PerformanceQuerySchema,
    response: z.object({ ...base, rows: z.array(PerformanceRowSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  }),
  performanceExport: defineEndpoint({
    method: "GET",
    path: "/products/performance/export",
    access: "user",
    summary: "The product sales report as CSV, every row, in the sort asked for",
    query: PerformanceQuerySchema,
    produces: "text/csv",
  }),
  trafficSource: defineEndpoint({
    method: "GET",
    path: "/actions/traffic-source",
    access: "user",
    summary: "Sessions by traffic source (referrer host or utm_source; direct when neither), most first, at most 500",
    query: ReportQuerySchema,
    response: TrafficSourceSchema,
  }),
  trafficLocation: defineEndpoint({
    method: "GET",
    path: "/actions/traffic-location",
    access: "user",
    summary: "Sessions by country (two-letter code, empty when unknown), most first, at most 500",
    query: ReportQuerySchema,
    response: TrafficLocationSchema,
  }),
  utm: defineEndpoint({
    method: "GET",
    path: "/actions/utm",
    access: "user",
    summary: "Sessions, orders, revenue and conversion by UTM source, medium and campaign, most sessions first, at most 500",
    query: ReportQuerySchema,
    // `total`: how many source/medium/campaign rows there are before the cap of 500.
    response: z.object({ ...base, rows: z.array(UtmRowSchema), total: z.number().int() }),
  }),
  estimatedProfit: defineEndpoint({
    method: "GET",
    path: "/orders/estimated-profit",
    access: "user",
    summary: "Revenue less cost of goods, shipping cost, discounts, refunds and payment fees, in total, per day and per product",
    query: ReportQuerySchema,
    response: EstimatedProfitSchema,
  }),
};

export type ReportFreshness = z.infer<typeof FreshnessSchema>;
