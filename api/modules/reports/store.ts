// Reading the rollups (ADRs 045, 052, 053): sums over the buckets in [from, to), grouped into the chart's labels in the
// request's time zone by PostgreSQL (`localBin`), empty labels filled with 0 here.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { sql, type SQL } from "drizzle-orm";
import { currencyOf, type CurrencyCode } from "../../../domain/money";
import type { ReportFreshness } from "../../../domain/contracts/reports";
import type { Db } from "../../db/client";
import { BUCKET_MS, TABLES } from "./rollup";
import { ids, labelGrains, PRODUCTS, SALES, SESSIONS, spanRows, STORE_SALES, TRAFFIC, UTM, type Span } from "./span-rows";
import { offsetPieces } from "./zone-offsets";

export type { Span } from "./span-rows";

dayjs.extend(utc);
dayjs.extend(timezone);

const num = (v: unknown) => Number(v ?? 0);

/**
 * A rollup read without parallel workers, and with room to group in memory (ADR 053). PostgreSQL planned a year's
 * product report with two workers, and starting them took 30 of its 40 ms on a two-core machine (with several readers
 * at once they only queue for the same cores); a year's sales of 10 stores by store, label and source sorted 6 MB on
 * disk under the default 4 MB of work_mem. `set_config(…, true)` keeps both to this read; PGlite has no workers.
 */
function read(db: Db, query: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('work_mem', '16MB', true)`);
    return tx.execute(query);
  });
}
/**
 * The label of a row: its local day or hour, as a timestamp whose UTC fields are the local ones, by `date_bin` over
 * the row's time plus its zone's offset then (a constant per piece of the span, zone-offsets.ts): arithmetic, where a
 * time-zone conversion per row cost about half a microsecond a row. Group by it, then `keyOf` turns it into the key.
 */
function localBin(s: Span, alias = ""): SQL {
  const col = `${alias}bucket`;
  const pieces = offsetPieces(s.tz, s.from.getTime(), s.to.getTime());
  const shift = (minutes: number) => `interval '${minutes} minutes'`;
  const last = pieces.at(-1)!;
  const offset =
    pieces.length === 1
      ? shift(last.minutes)
      : `case ${pieces
          .slice(0, -1)
          .map((p) => `when ${col} < '${new Date(p.to).toISOString()}'::timestamptz then ${shift(p.minutes)}`)
          .join(" ")} else ${shift(last.minutes)} end`;
  return sql.raw(`date_bin('${s.unit === "day" ? "1 day" : "1 hour"}', ${col} + ${offset}, '2000-01-01T00:00:00Z')`);
}
/** The key (as labelsOf makes them) of a localBin value. */
const keyOf = (s: Span, bin: string): SQL => sql.raw(`to_char(${bin} at time zone 'UTC', '${s.unit === "day" ? "YYYY-MM-DD" : "YYYY-MM-DD HH24"}')`);

/** The chart's keys (as keyOf makes them) and labels (dd-mm-yyyy, or HH:mm), every day or hour of the span. */
export function labelsOf(s: Span): { keys: string[]; labels: string[] } {
  const keys: string[] = [];
  const labels: string[] = [];
  if (s.unit === "day") {
    const first = dayjs(s.from).tz(s.tz).format("YYYY-MM-DD");
    const last = dayjs(s.to.getTime() - 1)
      .tz(s.tz)
      .format("YYYY-MM-DD");
    for (let d = new Date(`${first}T00:00:00Z`); d.toISOString().slice(0, 10) <= last; d = new Date(d.getTime() + 86_400_000)) {
      const key = d.toISOString().slice(0, 10);
      keys.push(key);
      labels.push(`${key.slice(8, 10)}-${key.slice(5, 7)}-${key.slice(0, 4)}`);
    }
    return { keys, labels };
  }
  // Hours: every bucket's local hour, once, in order (a zone at +05:45 starts its hours at :15 UTC; DST days have 23 or 25).
  const seen = new Set<string>();
  for (let t = Math.floor(s.from.getTime() / BUCKET_MS) * BUCKET_MS; t < s.to.getTime(); t += BUCKET_MS) {
    const local = dayjs(t).tz(s.tz);
    const key = local.format("YYYY-MM-DD HH");
    if (seen.has(key)) continue;
    seen.add(key);
    keys.push(key);
    labels.push(`${local.format("HH")}:00`);
  }
  return { keys, labels };
}

/** One currency for the stores listed (their language's); null when they differ. */
export async function currencyOfStores(db: Db, stores: readonly string[]): Promise<CurrencyCode | null> {
  const { rows } = await db.execute(sql`select distinct language from stores where id = any(${ids(stores)})`);
  const set = new Set((rows as { language: string }[]).map((r) => currencyOf(r.language)));
  return set.size > 1 ? null : ([...set][0] ?? currencyOf(null));
}

export async function freshnessOf(db: Db, stores: readonly string[], now: Date): Promise<ReportFreshness> {
  const { rows } = await db.execute(sql`select min(greatest(s.processed_through, c.caught_up_at)) as as_of
    from unnest(${ids(stores)}) as x(id) left join report_store_state s on s.store_id = x.id cross join report_cursor c where c.id = 1`);
  const at = (rows[0] as { as_of: string | Date | null } | undefined)?.as_of;
  if (!at) return { asOf: null, lagSeconds: 0 };
  const asOf = new Date(at);
  return { asOf: asOf.toISOString(), lagSeconds: Math.max(0, Math.round((now.getTime() - asOf.getTime()) / 1000)) };
}

export interface SalesRow {
  key: string;
  source: string;
  orders: number;
  salesMinor: number;
  items: number;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  shippingMinor: number;
}

const SALES_KEYS = ["store_id", "source"];
// The rollup tables' own value columns (rollup.ts TABLES), so a column added there is read here too.
const SALES_VALUES = TABLES.sales.values;

/**
 * Sales rows by store (every source summed, ADR 079) with their label `k`: hourly ones only where they lie in one local
 * hour, and never a unit less its outside. No labelled read needs the source, and the sources were most of the rows.
 */
const labelledSales = (s: Span) => sql`select ${localBin(s)} as k, q.* from (${spanRows(STORE_SALES, labelGrains(s), ["store_id"], SALES_VALUES, s, false)}) q`;

/** The `source` of a sales row that sums every source. */
export const ALL_SOURCES = "*";

const SALES_SUMS = sql.raw(`sum(orders) as orders, sum(sales_minor) as sales, sum(items) as items, sum(gross_minor) as gross,
  sum(discounts_minor) as discounts, sum(refunds_minor) as refunds, sum(shipping_minor) as shipping`);
/** The sales per source over the whole span: no labels, so whole UTC days and hours in any zone (report_sales_d, _h). */
const bySourceSql = (s: Span) =>
  sql`select source, ${SALES_SUMS} from (${spanRows(SALES, ["day", "hour"], SALES_KEYS, SALES_VALUES, s, true)}) q group by source`;

/**
 * A chart's sales, in one statement (ADR 079): per label key every source summed (`source` ALL_SOURCES, from the sales
 * by store), and per source over the whole span (`key` empty) for the upsell and online store figures.
 */
export async function salesByLabel(db: Db, s: Span): Promise<{ byLabel: SalesRow[]; bySource: SalesRow[] }> {
  const { rows } = await read(
    db,
    sql`select ${keyOf(s, "k")} as key, null as source, ${SALES_SUMS} from (${labelledSales(s)}) x group by k
    union all select '' as key, source, orders, sales, items, gross, discounts, refunds, shipping from (${bySourceSql(s)}) b`,
  );
  const list = rows as Record<string, unknown>[];
  return {
    byLabel: list.filter((r) => r.source === null).map((r) => salesRowOf(r, ALL_SOURCES)),
    bySource: list.filter((r) => r.source !== null).map((r) => salesRowOf(r, String(r.source))),
  };
}

/** The sales per source over the whole span (the statistic's orders): whole UTC days and hours in any zone. */
export async function salesBySource(db: Db, s: Span): Promise<SalesRow[]> {
  const { rows } = await read(db, bySourceSql(s));
  return (rows as Record<string, unknown>[]).map((r) => salesRowOf({ ...r, key: "" }, String(r.source)));
}

/** A sales row as both reads name its columns (key, orders, sales, items, gross, discounts, refunds, shipping). */
const salesRowOf = (r: Record<string, unknown>, source: string): SalesRow => ({
  key: String(r.key),
  source,
  orders: num(r.orders),
  salesMinor: num(r.sales),
  items: num(r.items),
  grossMinor: num(r.gross),
  discountsMinor: num(r.discounts),
  refundsMinor: num(r.refunds),
  shippingMinor: num(r.shipping),
});

export interface FunnelTotals {
  sessions: number;
  viewContent: number;
  addToCart: number;
  addToCartTracked: number;
  reachedCheckout: number;
  reachedCheckoutTracked: number;
  sessionConverted: number;
  sessionConvertedTracked: number;
}

const SESSION_VALUES = TABLES.sessions.values;

/** The funnel's totals: no labels, so whole UTC days and hours in any zone. */
export async function funnelOf(db: Db, s: Span): Promise<FunnelTotals> {
  const { rows } = await read(
    db,
    sql`select sum(sessions) as sessions, sum(view_content) as vc, sum(add_to_cart) as atc,
      sum(add_to_cart_tracked) as atct, sum(reached_checkout) as rc, sum(reached_checkout_tracked) as rct,
      sum(session_converted) as sc, sum(session_converted_tracked) as sct
    from (${spanRows(SESSIONS, ["day", "hour"], [], SESSION_VALUES, s, true)}) q`,
  );
  const r = (rows[0] ?? {}) as Record<string, unknown>;
  return {
    sessions: num(r.sessions),
    viewContent: num(r.vc),
    addToCart: num(r.atc),
    addToCartTracked: num(r.atct),
    reachedCheckout: num(r.rc),
    reachedCheckoutTracked: num(r.rct),
    sessionConverted: num(r.sc),
    sessionConvertedTracked: num(r.sct),
  };
}

/** Sessions per source or country, most first (then by key), at most `limit`; and all sessions of the span. */
export async function trafficOf(db: Db, s: Span, kind: "source" | "country", limit: number) {
  const traffic = spanRows(TRAFFIC, ["day"], ["kind", "key"], ["sessions"], s, true);
  const { rows } = await read(
    db,
    sql`select key, sum(sessions) as n from (${traffic}) r
    where kind = ${kind} group by key having sum(sessions) > 0 order by n desc, key limit ${limit}`,
  );
  const { rows: all } = await read(db, sql`select coalesce(sum(sessions), 0) as n from (${traffic}) r where kind = ${kind}`);
  return { entries: (rows as Record<string, unknown>[]).map((r) => ({ key: String(r.key), sessions: num(r.n) })), total: num((all[0] as { n: unknown }).n) };
}

export async function utmOf(db: Db, s: Span, limit: number) {
  const { rows } = await read(
    db,
    sql`select source, medium, campaign, sum(sessions) as sessions, sum(orders) as orders,
      sum(revenue_minor) as revenue, count(*) over () as groups
    from (${spanRows(UTM, ["day"], ["source", "medium", "campaign"], ["sessions", "orders", "revenue_minor"], s, true)}) r
    group by 1, 2, 3 having sum(sessions) > 0 or sum(orders) > 0
    order by sessions desc, orders desc, source, medium, campaign limit ${limit}`,
  );
  const list = rows as Record<string, unknown>[];
  return {
    rows: list.map((r) => ({
      source: String(r.source),
      medium: String(r.medium),
      campaign: String(r.campaign),
      sessions: num(r.sessions),
      orders: num(r.orders),
      revenueMinor: num(r.revenue),
    })),
    total: list.length ? num(list[0]!.groups) : 0,
  };
}

export interface ProductRow {
  productId: string | null;
  title: string;
  pageViews: number;
  addToCart: number;
  reachedCheckout: number;
  sessionConverted: number;
  orders: number;
  netQuantity: number;
  salesMinor: number;
  /** The kept items' cost of goods (ADR 044), where their lines kept a cost. */
  costOfGoodsMinor: number;
}

const SORT_SQL: Record<string, string> = {
  title: "title",
  pageViews: "page_views",
  addToCart: "add_to_cart",
  reachedCheckout: "reached_checkout",
  sessionConverted: "session_converted",
  orders: "orders",
  netQuantity: "net_quantity",
  averageOrderValue: "aov",
  averageOrderItems: "aoi",
  totalSales: "sales",
};

const PRODUCT_VALUES = ["page_views", "add_to_cart", "reached_checkout", "session_converted", "orders", "net_quantity", "sales_minor", "cost_of_goods_minor"];

const productRowsOf = (s: Span) => spanRows(PRODUCTS, ["month", "day"], ["product_id"], PRODUCT_VALUES, s, true);

/** The product sales report: one row per product with activity in the span, searched by title, sorted, paged. */
export async function productRows(
  db: Db,
  s: Span,
  opts: { search?: string; sort: string; order: "asc" | "desc"; limit: number | null; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const sortCol = SORT_SQL[opts.sort] ?? "sales";
  const dir = opts.order === "asc" ? "asc" : "desc";
  const search = opts.search?.trim();
  const { rows } = await read(
    db,
    sql`with p as (
      select product_id, sum(page_views) as page_views, sum(add_to_cart) as add_to_cart, sum(reached_checkout) as reached_checkout,
        sum(session_converted) as session_converted, sum(orders) as orders, sum(net_quantity) as net_quantity, sum(sales_minor) as sales,
        sum(cost_of_goods_minor) as cost_of_goods
      from (${productRowsOf(s)}) r group by product_id),
    t as (
      select p.*, coalesce(pr.title, (select l.title from order_lines l where l.product_id = p.product_id limit 1), '') as title,
        case when p.orders > 0 then p.sales::numeric / p.orders else 0 end as aov,
        case when p.orders > 0 then p.net_quantity::numeric / p.orders else 0 end as aoi
      from p left join products pr on pr.id = p.product_id)
    select t.*, count(*) over () as total from t
    where (page_views <> 0 or add_to_cart <> 0 or reached_checkout <> 0 or session_converted <> 0 or orders <> 0)
      ${search ? sql`and title ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}
    order by ${sql.raw(sortCol)} ${sql.raw(dir)}, title, product_id
    ${opts.limit === null ? sql`` : sql`limit ${opts.limit}`} offset ${opts.offset}`,
  );
  const list = rows as Record<string, unknown>[];
  return {
    rows: list.map((r) => ({
      productId: (r.product_id as string | null) ?? null,
      title: String(r.title ?? ""),
      pageViews: num(r.page_views),
      addToCart: num(r.add_to_cart),
      reachedCheckout: num(r.reached_checkout),
      sessionConverted: num(r.session_converted),
      orders: num(r.orders),
      netQuantity: num(r.net_quantity),
      salesMinor: num(r.sales),
      costOfGoodsMinor: num(r.cost_of_goods),
    })),
    total: list.length ? num(list[0]!.total) : 0,
  };
}

/**
 * What estimated profit needs beyond the sales: cost of goods (ADR 044: the items kept, refunded ones excluded, at the
 * costs the order lines kept when placed) and how many kept items have no cost, by label, from report_sales_q (every
 * line, a product's or not); shipping cost (the store's cost per order × its orders) and payment fees (its percent of
 * what was charged, revenue less discounts, plus its fixed fee per order), worked out per store and label with the
 * store's own settings. All from the rollups, one read; a product's cost of goods comes with its row (productRows).
 */
export async function profitInputs(
  db: Db,
  s: Span,
): Promise<{
  /** The sales by label, every source summed (`source` ALL_SOURCES): one read serves both. */
  sales: SalesRow[];
  costOfGoodsMinor: number;
  costOfGoodsByKey: Map<string, number>;
  shippingCostMinor: number;
  shippingCostByKey: Map<string, number>;
  paymentFeesMinor: number;
  paymentFeesByKey: Map<string, number>;
  itemsWithoutCost: number;
}> {
  // Per store and label (each store's fee and shipping settings apply to its own sales), then per label: the sales
  // of every source, the cost of goods, and the fees (the percent of what was charged, in basis points rounded half up
  // to a minor unit per store and label, as domain/profit-settings does, plus the fixed fee per order) and shipping cost.
  const { rows } = await read(
    db,
    sql`with g as (
      select x.store_id, x.k, sum(x.orders) as orders, sum(x.sales_minor) as sales, sum(x.items) as items,
        sum(x.gross_minor) as gross, sum(x.discounts_minor) as discounts, sum(x.refunds_minor) as refunds,
        sum(x.shipping_minor) as shipping, sum(x.cost_of_goods_minor) as cost_of_goods, sum(x.items_without_cost) as items_without_cost
      from (${labelledSales(s)}) x group by x.store_id, x.k)
    select ${keyOf(s, "g.k")} as key, sum(g.orders) as orders, sum(g.sales) as sales, sum(g.items) as items, sum(g.gross) as gross,
      sum(g.discounts) as discounts, sum(g.refunds) as refunds, sum(g.shipping) as shipping, sum(g.cost_of_goods) as cost_of_goods,
      sum(g.items_without_cost) as items_without_cost,
      sum(round(greatest(0, g.gross - g.discounts) * round(coalesce(p.payment_fee_percent, 0) * 100) / 10000)
        + coalesce(p.payment_fee_fixed_minor, 0) * g.orders) as fees,
      sum(coalesce(p.shipping_cost_per_order_minor, 0) * g.orders) as shipping_cost
    from g left join store_profit_settings p on p.store_id = g.store_id group by g.k`,
  );
  const sales: SalesRow[] = [];
  const costOfGoodsByKey = new Map<string, number>();
  const shippingCostByKey = new Map<string, number>();
  const paymentFeesByKey = new Map<string, number>();
  let costOfGoodsMinor = 0;
  let itemsWithoutCost = 0;
  let shippingCostMinor = 0;
  let paymentFeesMinor = 0;
  for (const r of rows as Record<string, unknown>[]) {
    const key = String(r.key);
    sales.push(salesRowOf(r, ALL_SOURCES));
    costOfGoodsMinor += num(r.cost_of_goods);
    itemsWithoutCost += num(r.items_without_cost);
    shippingCostMinor += num(r.shipping_cost);
    paymentFeesMinor += num(r.fees);
    costOfGoodsByKey.set(key, num(r.cost_of_goods));
    shippingCostByKey.set(key, num(r.shipping_cost));
    paymentFeesByKey.set(key, num(r.fees));
  }
  return {
    sales,
    costOfGoodsMinor,
    costOfGoodsByKey,
    shippingCostMinor,
    shippingCostByKey,
    paymentFeesMinor,
    paymentFeesByKey,
    itemsWithoutCost,
  };
}
