// Report rollups (issue 10, docs/decisions/045-report-rollups.md): 15-minute UTC buckets per store, kept by one worker
// (api/modules/reports/worker.ts) from the raw storefront events and the orders; the raw rows stay for checks and rebuilds.
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

const count = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);
const storeRef = () =>
  uuid("store_id")
    .notNull()
    .references(() => stores.id, { onDelete: "cascade" });
const bucket = () => timestamp("bucket", { withTimezone: true }).notNull();
/** A daily table's time: the UTC midnight of its 15-minute rows' day (ADR 052). */
const day = () => timestamp("day", { withTimezone: true }).notNull();
/** An hourly table's time: the start of its 15-minute rows' UTC hour (ADR 053). */
const hour = () => timestamp("hour", { withTimezone: true }).notNull();
/** A monthly table's time: the UTC midnight of the first of its 15-minute rows' month (ADR 053). */
const month = () => timestamp("month", { withTimezone: true }).notNull();

// The columns after the time that a 15-minute table and its daily companion share.
const productCounts = () => ({
  productId: uuid("product_id").notNull(),
  pageViews: count("page_views"),
  addToCart: count("add_to_cart"),
  reachedCheckout: count("reached_checkout"),
  sessionConverted: count("session_converted"),
  orders: count("orders"),
  netQuantity: count("net_quantity"),
  salesMinor: count("sales_minor"),
  costOfGoodsMinor: count("cost_of_goods_minor"),
  itemsWithoutCost: count("items_without_cost"),
});
const salesCounts = () => ({
  source: text("source").notNull(),
  orders: count("orders"),
  salesMinor: count("sales_minor"),
  items: count("items"),
  grossMinor: count("gross_minor"),
  discountsMinor: count("discounts_minor"),
  refundsMinor: count("refunds_minor"),
  shippingMinor: count("shipping_minor"),
  costOfGoodsMinor: count("cost_of_goods_minor"),
  itemsWithoutCost: count("items_without_cost"),
});
const sessionCounts = () => ({
  sessions: count("sessions"),
  viewContent: count("view_content"),
  addToCart: count("add_to_cart"),
  addToCartTracked: count("add_to_cart_tracked"),
  reachedCheckout: count("reached_checkout"),
  reachedCheckoutTracked: count("reached_checkout_tracked"),
  sessionConverted: count("session_converted"),
  sessionConvertedTracked: count("session_converted_tracked"),
});
const trafficCounts = () => ({
  kind: text("kind", { enum: ["source", "country"] }).notNull(),
  key: text("key").notNull(),
  sessions: count("sessions"),
});
const utmCounts = () => ({
  source: text("source").notNull(),
  medium: text("medium").notNull(),
  campaign: text("campaign").notNull(),
  sessions: count("sessions"),
  orders: count("orders"),
  revenueMinor: count("revenue_minor"),
});

/**
 * Orders by 15-minute bucket and source (online_store, upsell, admin …): cancelled orders count nothing. Cost of goods
 * (ADR 044) is the kept items (quantity − refunded) at the cost each line kept, every line with or without a product;
 * `items_without_cost` the kept items whose line kept no cost.
 */
export const reportSalesQ = pgTable(
  "report_sales_q",
  {
    storeId: storeRef(),
    bucket: bucket(),
    ...salesCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.bucket, t.source] })],
);

/**
 * report_sales_q summed by UTC hour (ADR 053): the charts' labels are the reader's local days or hours, and in a zone
 * whose offset is whole hours every UTC hour lies in one of them, so a year's chart sums 8,760 rows a source, not 35,040.
 */
export const reportSalesH = pgTable(
  "report_sales_h",
  {
    storeId: storeRef(),
    hour: hour(),
    ...salesCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.hour, t.source] })],
);

/**
 * report_sales_q summed by UTC day (ADR 079): sums without labels (the statistic's orders by source, the charts' upsell
 * and online store totals) read a range's whole UTC days here, in any zone.
 */
export const reportSalesD = pgTable(
  "report_sales_d",
  {
    storeId: storeRef(),
    day: day(),
    ...salesCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.source] })],
);

// Every source summed, by store (ADR 079): the charts and estimated profit label only these sums, and the sources
// were most of the rows (about 5.6 an hour in a large store).
const storeSalesCounts = () => {
  const { source: _source, ...counts } = salesCounts();
  return counts;
};

/**
 * report_sales_q summed by store and UTC hour (ADR 079): a chart's labels and estimated profit's days read these, as
 * report_sales_h's rows were read before, a row a store and hour instead of one a source and hour.
 */
export const reportSalesStoreH = pgTable(
  "report_sales_store_h",
  {
    storeId: storeRef(),
    hour: hour(),
    ...storeSalesCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.hour] })],
);

/** Per product: its storefront events (in the event's bucket) and its order lines (in the order's bucket), their cost of goods too. */
export const reportProductQ = pgTable(
  "report_product_q",
  {
    storeId: storeRef(),
    bucket: bucket(),
    ...productCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.bucket, t.productId] })],
);

/**
 * report_product_q summed by UTC day (`day` is its midnight), kept in step by the worker (ADR 052): a range's whole UTC
 * days are read here and only its two ragged ends from the 15-minute rows, so a year's product report sums 365 rows a
 * product instead of up to 35,000, in any time zone.
 */
export const reportProductD = pgTable(
  "report_product_d",
  {
    storeId: storeRef(),
    day: day(),
    ...productCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.productId] })],
);

/**
 * report_product_q summed by UTC month (ADR 053): a year's product report reads a product's whole months here, the
 * whole days at the range's two ends from report_product_d, and only what is left from the 15-minute rows.
 */
export const reportProductM = pgTable(
  "report_product_m",
  {
    storeId: storeRef(),
    month: month(),
    ...productCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.productId] })],
);

/** Sessions by the bucket of their first event, and how many reached each funnel step (`*_tracked`: with the step before). */
export const reportSessionsQ = pgTable(
  "report_sessions_q",
  {
    storeId: storeRef(),
    bucket: bucket(),
    ...sessionCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.bucket] })],
);

/** report_sessions_q summed by UTC day (ADR 053): the funnel's totals have no labels, so whole UTC days serve any zone. */
export const reportSessionsD = pgTable(
  "report_sessions_d",
  {
    storeId: storeRef(),
    day: day(),
    ...sessionCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

/** report_sessions_q summed by UTC hour, as report_sales_h (ADR 053). */
export const reportSessionsH = pgTable(
  "report_sessions_h",
  {
    storeId: storeRef(),
    hour: hour(),
    ...sessionCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.hour] })],
);

/** Sessions by traffic source (`kind` source) or country (`kind` country), in their first bucket. */
export const reportTrafficQ = pgTable(
  "report_traffic_q",
  {
    storeId: storeRef(),
    bucket: bucket(),
    ...trafficCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.bucket, t.kind, t.key] })],
);

/** report_traffic_q summed by UTC day, as report_product_d (ADR 052): a range's whole days are read here. */
export const reportTrafficD = pgTable(
  "report_traffic_d",
  {
    storeId: storeRef(),
    day: day(),
    ...trafficCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.kind, t.key] })],
);

/** UTM-tagged sessions (first bucket) and the orders they converted into (the order's bucket). */
export const reportUtmQ = pgTable(
  "report_utm_q",
  {
    storeId: storeRef(),
    bucket: bucket(),
    ...utmCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.bucket, t.source, t.medium, t.campaign] })],
);

/** report_utm_q summed by UTC day, as report_product_d (ADR 052). */
export const reportUtmD = pgTable(
  "report_utm_d",
  {
    storeId: storeRef(),
    day: day(),
    ...utmCounts(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.source, t.medium, t.campaign] })],
);

/** Each storefront session once: where it started, what it reached. Counted in `first_at`'s bucket. */
export const reportSessions = pgTable(
  "report_sessions",
  {
    storeId: storeRef(),
    sessionId: text("session_id").notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    viewContent: boolean("view_content").notNull().default(false),
    addToCart: boolean("add_to_cart").notNull().default(false),
    reachedCheckout: boolean("reached_checkout").notNull().default(false),
    sessionConverted: boolean("session_converted").notNull().default(false),
    source: text("source").notNull(),
    country: text("country").notNull(),
    utmSource: text("utm_source").notNull(),
    utmMedium: text("utm_medium").notNull(),
    utmCampaign: text("utm_campaign").notNull(),
    /**
     * The products the session put in its cart (ids, comma-separated, at most CART_LIMIT): its checkout and its
     * conversion count for each of them in the product report (ADR 053).
     */
    cartProducts: text("cart_products").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.sessionId] })],
);

/** What each order last added to the rollups, so a refund or a cancel applies the difference. */
export const reportOrderFacts = pgTable(
  "report_order_facts",
  {
    orderId: uuid("order_id").primaryKey(),
    storeId: storeRef(),
    /** The contribution as JSON (api/modules/reports/rollup.ts OrderContribution). */
    facts: text("facts").notNull(),
  },
  (t) => [index("report_order_facts_store_idx").on(t.storeId)],
);

/** Orders to (re)count: a trigger on `orders` appends, the worker takes from the front. */
export const reportOrderQueue = pgTable("report_order_queue", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  orderId: uuid("order_id").notNull(),
});

/** The worker's cursor over `storefront_events` (one row, id 1). */
export const reportCursor = pgTable("report_cursor", {
  id: integer("id").primaryKey(),
  lastEventId: bigint("last_event_id", { mode: "number" }).notNull().default(0),
  /** When the worker last found nothing left to do: every store's rollups are complete up to then. */
  caughtUpAt: timestamp("caught_up_at", { withTimezone: true }),
});

/** How far each store's rollups are complete: every report answers it as `freshness`. */
export const reportStoreState = pgTable("report_store_state", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  processedThrough: timestamp("processed_through", { withTimezone: true }).notNull(),
});
