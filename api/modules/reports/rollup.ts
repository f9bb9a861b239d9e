// The report rollups' one computation (ADR 045): what a storefront event and an order add to the 15-minute buckets.
// The worker applies it to new events and queued orders; the check and the rebuild apply it to all the raw rows.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { runPrepared } from "../../db/prepared";
import type { Tx } from "../checkout/store";

export type Executor = Db | Tx;

/** The grain: every real time zone's offset is a multiple of 15 minutes, so any zone's hour or day is whole buckets. */
export const BUCKET_MS = 15 * 60_000;
export const bucketOf = (t: Date | string | number): string => new Date(Math.floor(new Date(t).getTime() / BUCKET_MS) * BUCKET_MS).toISOString();

/** The start (ISO) of a bucket's UTC hour, day and month: the coarser tables' keys. */
export const hourOf = (bucket: string): string => `${new Date(bucket).toISOString().slice(0, 13)}:00:00.000Z`;
export const dayOf = (bucket: string): string => `${new Date(bucket).toISOString().slice(0, 10)}T00:00:00.000Z`;
export const monthOf = (bucket: string): string => `${new Date(bucket).toISOString().slice(0, 7)}-01T00:00:00.000Z`;

const num = (v: unknown) => Number(v ?? 0);

/**
 * Rows per upsert. Each statement's rows are one JSON parameter read with jsonb_to_recordset, and its text is fixed per
 * table, so it is a named statement (ADR 052): building a VALUES list of thousands of parameters took a fifth of the
 * worker's CPU in drizzle, and PostgreSQL parsed and planned every one (PGlite aborted on ~10,000 parameters).
 */
const WRITE_CHUNK = 2000;

/** `insert … select … from jsonb_to_recordset($1) … on conflict (keys) do update set …`, rows in key order. */
function upsertFromJson(table: string, columns: readonly (readonly [string, string])[], keys: readonly string[], onConflict: string): string {
  const names = columns.map(([c]) => c).join(", ");
  return `insert into ${table} as t (${names})
    select ${names} from jsonb_to_recordset($1::jsonb) as x(${columns.map(([c, type]) => `${c} ${type}`).join(", ")})
    order by ${keys.join(", ")}
    on conflict (${keys.join(", ")}) do update set ${onConflict}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Deltas: what a batch adds to each rollup table, summed per key in JS, written as one upsert per table (and chunk).

interface TableSpec {
  table: string;
  /** Key columns with their SQL types, in primary-key order. */
  keys: readonly (readonly [string, string])[];
  values: readonly string[];
}

const QUARTER_TABLES = {
  sales: {
    table: "report_sales_q",
    keys: [
      ["store_id", "uuid"],
      ["bucket", "timestamptz"],
      ["source", "text"],
    ],
    values: [
      "orders",
      "sales_minor",
      "items",
      "gross_minor",
      "discounts_minor",
      "refunds_minor",
      "shipping_minor",
      "cost_of_goods_minor",
      "items_without_cost",
    ],
  },
  product: {
    table: "report_product_q",
    keys: [
      ["store_id", "uuid"],
      ["bucket", "timestamptz"],
      ["product_id", "uuid"],
    ],
    values: [
      "page_views",
      "add_to_cart",
      "reached_checkout",
      "session_converted",
      "orders",
      "net_quantity",
      "sales_minor",
      "cost_of_goods_minor",
      "items_without_cost",
    ],
  },
  sessions: {
    table: "report_sessions_q",
    keys: [
      ["store_id", "uuid"],
      ["bucket", "timestamptz"],
    ],
    values: [
      "sessions",
      "view_content",
      "add_to_cart",
      "add_to_cart_tracked",
      "reached_checkout",
      "reached_checkout_tracked",
      "session_converted",
      "session_converted_tracked",
    ],
  },
  traffic: {
    table: "report_traffic_q",
    keys: [
      ["store_id", "uuid"],
      ["bucket", "timestamptz"],
      ["kind", "text"],
      ["key", "text"],
    ],
    values: ["sessions"],
  },
  utm: {
    table: "report_utm_q",
    keys: [
      ["store_id", "uuid"],
      ["bucket", "timestamptz"],
      ["source", "text"],
      ["medium", "text"],
      ["campaign", "text"],
    ],
    values: ["sessions", "orders", "revenue_minor"],
  },
} as const satisfies Record<string, TableSpec>;

/** A 15-minute table's companion by a coarser UTC grain: the same key with the grain's start in the bucket's place. */
const byGrain = <Spec extends TableSpec>(spec: Spec, table: string, column: "hour" | "day" | "month") => ({
  table,
  keys: spec.keys.map(([c, type]) => [c === "bucket" ? column : c, type] as const),
  values: spec.values,
});

/** The same by store alone: the keys after the time dropped, summed over them (ADR 079). */
const byStore = <Spec extends TableSpec>(spec: Spec, table: string, column: "hour") => ({
  table,
  keys: [spec.keys[0], [column, "timestamptz"]] as const,
  values: spec.values,
});

export const TABLES = {
  ...QUARTER_TABLES,
  salesHour: byGrain(QUARTER_TABLES.sales, "report_sales_h", "hour"),
  salesDay: byGrain(QUARTER_TABLES.sales, "report_sales_d", "day"),
  salesStoreHour: byStore(QUARTER_TABLES.sales, "report_sales_store_h", "hour"),
  sessionsHour: byGrain(QUARTER_TABLES.sessions, "report_sessions_h", "hour"),
  sessionsDay: byGrain(QUARTER_TABLES.sessions, "report_sessions_d", "day"),
  productDay: byGrain(QUARTER_TABLES.product, "report_product_d", "day"),
  productMonth: byGrain(QUARTER_TABLES.product, "report_product_m", "month"),
  trafficDay: byGrain(QUARTER_TABLES.traffic, "report_traffic_d", "day"),
  utmDay: byGrain(QUARTER_TABLES.utm, "report_utm_d", "day"),
} satisfies Record<string, TableSpec>;
export type TableName = keyof typeof TABLES;
export type QuarterTable = keyof typeof QUARTER_TABLES;

/**
 * The coarser tables kept beside each 15-minute one (ADRs 052, 053), with the start of a bucket's hour, day or month.
 * Reports read a range's whole hours, days or months from them and only its ragged ends from the 15-minute rows.
 */
export const COARSER: Record<QuarterTable, readonly (readonly [Exclude<TableName, QuarterTable>, (bucket: string) => string])[]> = {
  sales: [
    ["salesHour", hourOf],
    ["salesDay", dayOf],
    ["salesStoreHour", hourOf],
  ],
  sessions: [
    ["sessionsHour", hourOf],
    ["sessionsDay", dayOf],
  ],
  product: [
    ["productDay", dayOf],
    ["productMonth", monthOf],
  ],
  traffic: [["trafficDay", dayOf]],
  utm: [["utmDay", dayOf]],
};

const SEP = "\u0001";

export class Deltas {
  readonly maps = Object.fromEntries(Object.keys(TABLES).map((t) => [t, new Map<string, { key: string[]; v: number[] }>()])) as Record<
    TableName,
    Map<string, { key: string[]; v: number[] }>
  >;

  /** Adds `values` (by column name) at `key` (the table's key columns, in order); `sign` -1 takes them away. */
  add(table: QuarterTable, key: string[], values: Partial<Record<string, number>>, sign = 1) {
    this.addRow(table, key, values, sign);
    // A coarser table's rows are its 15-minute table's summed by UTC hour, day or month (and by store alone, where the
    // coarser table keeps fewer keys): kept here, so every writer keeps all.
    for (const [coarser, startOf] of COARSER[table])
      this.addRow(coarser, [key[0]!, startOf(key[1]!), ...key.slice(2, TABLES[coarser].keys.length)], values, sign);
  }

  private addRow(table: TableName, key: string[], values: Partial<Record<string, number>>, sign: number) {
    const spec = TABLES[table];
    const map = this.maps[table];
    const k = key.join(SEP);
    let row = map.get(k);
    if (!row) map.set(k, (row = { key, v: spec.values.map(() => 0) }));
    spec.values.forEach((col, i) => {
      const x = values[col];
      if (x) row!.v[i]! += sign * x;
    });
  }

  get size() {
    let n = 0;
    for (const m of Object.values(this.maps)) n += m.size;
    return n;
  }

  /** Upserts the non-zero rows, adding to what is there; keys in order so concurrent writers lock rows in one order. */
  async write(db: Executor) {
    for (const name of Object.keys(TABLES) as TableName[]) {
      const spec: TableSpec = TABLES[name];
      const rows = [...this.maps[name].entries()]
        .filter(([, r]) => r.v.some((x) => x !== 0))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, r]) => r);
      const cols = [...spec.keys.map(([c]) => c), ...spec.values];
      const text = upsertFromJson(
        spec.table,
        [...spec.keys, ...spec.values.map((c) => [c, "bigint"] as const)],
        spec.keys.map(([c]) => c),
        spec.values.map((c) => `${c} = t.${c} + excluded.${c}`).join(", "),
      );
      for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
        const chunk = rows
          .slice(i, i + WRITE_CHUNK)
          .map((r) => Object.fromEntries(cols.map((c, j) => [c, j < r.key.length ? r.key[j] : r.v[j - r.key.length]])));
        await runPrepared(db, `backroom_rollup_${spec.table}`, text, [JSON.stringify(chunk)]);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Sessions and events.

export interface RawEvent {
  id: number;
  storeId: string;
  kind: "view_content" | "add_to_cart" | "reached_checkout" | "session_converted";
  sessionId: string;
  productId: string | null;
  orderId: string | null;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  country: string;
  occurredAt: Date;
}

export interface SessionState {
  storeId: string;
  sessionId: string;
  firstAt: Date;
  view_content: boolean;
  add_to_cart: boolean;
  reached_checkout: boolean;
  session_converted: boolean;
  source: string;
  country: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** The products put in the cart (add_to_cart, or named by a checkout or conversion event), at most CART_LIMIT. */
  cart: string[];
  /** Changed by this batch (written back). */
  dirty?: boolean;
}

export const sessionKey = (storeId: string, sessionId: string) => `${storeId}${SEP}${sessionId}`;

/** utm_source if any, else the referrer's host without www., else direct. */
export function trafficSource(e: Pick<RawEvent, "utmSource" | "referrer">): string {
  const utm = e.utmSource.trim().toLowerCase();
  if (utm) return utm;
  const ref = e.referrer.trim();
  if (!ref) return "direct";
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(ref) ? ref : `http://${ref}`).hostname;
  } catch {
    host = ref.split(/[/?#]/)[0] ?? "";
  }
  host = host.toLowerCase().replace(/^www\./, "");
  return host || "direct";
}

const STEPS = ["view_content", "add_to_cart", "reached_checkout", "session_converted"] as const;
/** The steps a session reaches with its cart: each counts once a session for every product in that cart (ADR 053). */
const CART_STEPS = ["reached_checkout", "session_converted"] as const;
/** A session's cart products kept for attribution; a cart beyond this is a bot or a test, and its later products go uncredited. */
export const CART_LIMIT = 50;

/**
 * One event: a session is counted once, in the bucket of its first event (with its source, country and UTM); a step it
 * reaches later adds to that bucket's step counter, and to `<step>_tracked` when the step before it is reached too
 * (in whichever order they come). A product's views and cart adds count each in the event's own bucket. Checkout and
 * conversion events name no product (the storefront sends the cart's products with add_to_cart): a session that
 * reaches them counts once for each product of its cart, in its first bucket as the funnel does, whichever of the cart
 * add and the step comes first (ADR 053). Returns the order id a conversion names, whose UTM attribution must be recounted.
 */
export function applyEvent(sessions: Map<string, SessionState>, e: RawEvent, d: Deltas): string | null {
  const k = sessionKey(e.storeId, e.sessionId);
  let s = sessions.get(k);
  if (!s) {
    s = {
      storeId: e.storeId,
      sessionId: e.sessionId,
      firstAt: e.occurredAt,
      view_content: false,
      add_to_cart: false,
      reached_checkout: false,
      session_converted: false,
      source: trafficSource(e),
      country: e.country.trim().toUpperCase(),
      utmSource: e.utmSource.trim(),
      utmMedium: e.utmMedium.trim(),
      utmCampaign: e.utmCampaign.trim(),
      cart: [],
      dirty: true,
    };
    sessions.set(k, s);
    const b = bucketOf(s.firstAt);
    d.add("sessions", [e.storeId, b], { sessions: 1 });
    d.add("traffic", [e.storeId, b, "source", s.source], { sessions: 1 });
    d.add("traffic", [e.storeId, b, "country", s.country], { sessions: 1 });
    if (hasUtm(s)) d.add("utm", [e.storeId, b, s.utmSource, s.utmMedium, s.utmCampaign], { sessions: 1 });
  }
  const step = STEPS.indexOf(e.kind);
  if (step >= 0 && !s[e.kind]) {
    s[e.kind] = true;
    s.dirty = true;
    const b = bucketOf(s.firstAt);
    const add: Record<string, number> = { [e.kind]: 1 };
    if (step > 0 && s[STEPS[step - 1]!]) add[`${e.kind}_tracked`] = 1;
    const next = STEPS[step + 1];
    if (next && s[next]) add[`${next}_tracked`] = 1;
    d.add("sessions", [e.storeId, b], add);
    if (e.kind === "reached_checkout" || e.kind === "session_converted") for (const p of s.cart) d.add("product", [e.storeId, b, p], { [e.kind]: 1 });
  }
  if (e.productId && step >= 0) {
    if (e.kind === "view_content") d.add("product", [e.storeId, bucketOf(e.occurredAt), e.productId], { page_views: 1 });
    else {
      if (e.kind === "add_to_cart") d.add("product", [e.storeId, bucketOf(e.occurredAt), e.productId], { add_to_cart: 1 });
      putInCart(s, e.productId, d);
    }
  }
  return e.kind === "session_converted" && e.orderId ? e.orderId : null;
}

/** A product joins the session's cart: the cart steps the session has reached already now count for it too. */
function putInCart(s: SessionState, productId: string, d: Deltas) {
  if (s.cart.includes(productId) || s.cart.length >= CART_LIMIT) return;
  s.cart.push(productId);
  s.dirty = true;
  const reached = Object.fromEntries(CART_STEPS.filter((step) => s[step]).map((step) => [step, 1]));
  if (Object.keys(reached).length) d.add("product", [s.storeId, bucketOf(s.firstAt), productId], reached);
}

const hasUtm = (s: Pick<SessionState, "utmSource" | "utmMedium" | "utmCampaign">) => Boolean(s.utmSource || s.utmMedium || s.utmCampaign);

const EVENT_COLUMNS = sql`id, store_id, kind, session_id, product_id, order_id, referrer, utm_source, utm_medium, utm_campaign, country, occurred_at`;
const toEvent = (r: Record<string, unknown>): RawEvent => ({
  id: num(r.id),
  storeId: String(r.store_id),
  kind: r.kind as RawEvent["kind"],
  sessionId: String(r.session_id),
  productId: (r.product_id as string | null) ?? null,
  orderId: (r.order_id as string | null) ?? null,
  referrer: String(r.referrer ?? ""),
  utmSource: String(r.utm_source ?? ""),
  utmMedium: String(r.utm_medium ?? ""),
  utmCampaign: String(r.utm_campaign ?? ""),
  country: String(r.country ?? ""),
  occurredAt: new Date(r.occurred_at as string),
});

/** The worker's cursor over storefront_events: every event up to it is in the rollups (0 before the first batch). */
export async function eventCursor(db: Executor): Promise<number> {
  const { rows } = await db.execute(sql`select last_event_id from report_cursor where id = 1`);
  return Number((rows[0] as { last_event_id: unknown } | undefined)?.last_event_id ?? 0);
}

/** Events after `afterId` (all stores, or one), in id order. */
/** One of `of` disjoint parts of the sessions, by a hash of the session id: all of a session's events are in one part. */
export interface SessionPart {
  of: number;
  index: number;
}

export async function eventsAfter(db: Executor, afterId: number, limit: number, storeId?: string, throughId?: number, part?: SessionPart): Promise<RawEvent[]> {
  const where: SQL[] = [sql`id > ${afterId}`];
  if (storeId) where.push(sql`store_id = ${storeId}`);
  if (throughId !== undefined) where.push(sql`id <= ${throughId}`);
  // bigint first: abs() of the smallest integer overflows.
  if (part && part.of > 1) where.push(sql`mod(abs(hashtext(session_id)::bigint), ${part.of}) = ${part.index}`);
  const { rows } = await db.execute(sql`select ${EVENT_COLUMNS} from storefront_events where ${sql.join(where, sql` and `)} order by id limit ${limit}`);
  return (rows as Record<string, unknown>[]).map(toEvent);
}

export async function loadSessions(db: Executor, keys: { storeId: string; sessionId: string }[]): Promise<Map<string, SessionState>> {
  const map = new Map<string, SessionState>();
  if (keys.length === 0) return map;
  // One JSON parameter joined as a table: a row-value IN list of thousands of pairs made PostgreSQL test every session
  // of the store against the whole list (20 s for 3,000 keys against 61k sessions; 0.2 s joined), and its thousands of
  // parameters aborted PGlite.
  const list = JSON.stringify(keys.map((k) => ({ store_id: k.storeId, session_id: k.sessionId })));
  const { rows } = await db.execute(sql`select s.* from report_sessions s
    join jsonb_to_recordset(${list}::jsonb) as k(store_id uuid, session_id text)
      on s.store_id = k.store_id and s.session_id = k.session_id`);
  for (const r of rows as Record<string, unknown>[]) {
    const s: SessionState = {
      storeId: String(r.store_id),
      sessionId: String(r.session_id),
      firstAt: new Date(r.first_at as string),
      view_content: Boolean(r.view_content),
      add_to_cart: Boolean(r.add_to_cart),
      reached_checkout: Boolean(r.reached_checkout),
      session_converted: Boolean(r.session_converted),
      source: String(r.source),
      country: String(r.country),
      utmSource: String(r.utm_source),
      utmMedium: String(r.utm_medium),
      utmCampaign: String(r.utm_campaign),
      cart: r.cart_products ? String(r.cart_products).split(",") : [],
    };
    map.set(sessionKey(s.storeId, s.sessionId), s);
  }
  return map;
}

const SAVE_SESSIONS = upsertFromJson(
  "report_sessions",
  [
    ["store_id", "uuid"],
    ["session_id", "text"],
    ["first_at", "timestamptz"],
    ["view_content", "boolean"],
    ["add_to_cart", "boolean"],
    ["reached_checkout", "boolean"],
    ["session_converted", "boolean"],
    ["source", "text"],
    ["country", "text"],
    ["utm_source", "text"],
    ["utm_medium", "text"],
    ["utm_campaign", "text"],
    ["cart_products", "text"],
  ],
  ["store_id", "session_id"],
  `view_content = excluded.view_content, add_to_cart = excluded.add_to_cart, reached_checkout = excluded.reached_checkout,
    session_converted = excluded.session_converted, cart_products = excluded.cart_products`,
);

export async function saveSessions(db: Executor, sessions: Iterable<SessionState>) {
  const rows = [...sessions].filter((s) => s.dirty);
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const chunk = rows.slice(i, i + WRITE_CHUNK).map((s) => ({
      store_id: s.storeId,
      session_id: s.sessionId,
      first_at: s.firstAt.toISOString(),
      view_content: s.view_content,
      add_to_cart: s.add_to_cart,
      reached_checkout: s.reached_checkout,
      session_converted: s.session_converted,
      source: s.source,
      country: s.country,
      utm_source: s.utmSource,
      utm_medium: s.utmMedium,
      utm_campaign: s.utmCampaign,
      cart_products: s.cart.join(","),
    }));
    await runPrepared(db, "backroom_rollup_sessions", SAVE_SESSIONS, [JSON.stringify(chunk)]);
  }
  for (const s of rows) s.dirty = false;
}

// ---------------------------------------------------------------------------------------------------------------------
// Orders.

/** What one order adds to the rollups; null when it adds nothing (cancelled, or gone). */
export interface OrderContribution {
  storeId: string;
  bucket: string;
  source: string;
  salesMinor: number;
  items: number;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  shippingMinor: number;
  /** Σ kept items × the cost the line kept, over the lines that kept one (ADR 044); absent in facts written before 0028. */
  costOfGoodsMinor: number;
  /** Kept items whose line kept no cost. */
  itemsWithoutCost: number;
  products: ProductContribution[];
  utm: { source: string; medium: string; campaign: string } | null;
}

export interface ProductContribution {
  productId: string;
  quantity: number;
  salesMinor: number;
  costOfGoodsMinor: number;
  itemsWithoutCost: number;
}

/**
 * Each order's contribution: counted at its created_at; sales = total − refunded; items = Σ (quantity − refunded
 * quantity); cancelled orders nothing. A line's sales are its price less its discount share, for the units not refunded;
 * its cost of goods the units not refunded at the cost the line kept when placed, or they are items without a cost. A
 * line without a product (deleted since) counts in the order's figures, not in any product's.
 * UTM: that of the session whose conversion event names the order (once the worker has seen that session).
 */
export async function contributionsOf(db: Executor, orderIds: readonly string[]): Promise<Map<string, OrderContribution | null>> {
  const out = new Map<string, OrderContribution | null>(orderIds.map((id) => [id, null]));
  if (orderIds.length === 0) return out;
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows: orders } = await db.execute(sql`select o.id, o.store_id, o.created_at, o.source, o.status, o.total_minor, o.refunded_minor,
      o.discount_minor, o.shipping_minor,
      (select json_build_object('source', s.utm_source, 'medium', s.utm_medium, 'campaign', s.utm_campaign)
         from storefront_events e join report_sessions s on s.store_id = e.store_id and s.session_id = e.session_id
         where e.order_id = o.id and e.kind = 'session_converted' and e.store_id = o.store_id
           and (s.utm_source <> '' or s.utm_medium <> '' or s.utm_campaign <> '')
         order by e.id limit 1) as utm
    from orders o where o.id in (${ids})`);
  const { rows: lines } = await db.execute(sql`select order_id, product_id, quantity, refunded_quantity, unit_price_minor, discount_minor,
      unit_cost_minor
    from order_lines where order_id in (${ids})`);
  const linesOf = new Map<string, Record<string, unknown>[]>();
  for (const l of lines as Record<string, unknown>[]) {
    const list = linesOf.get(String(l.order_id)) ?? [];
    list.push(l);
    linesOf.set(String(l.order_id), list);
  }
  for (const o of orders as Record<string, unknown>[]) {
    if (o.status === "cancelled") continue;
    const id = String(o.id);
    const products = new Map<string, ProductContribution>();
    let items = 0;
    let costOfGoodsMinor = 0;
    let itemsWithoutCost = 0;
    for (const l of linesOf.get(id) ?? []) {
      const q = num(l.quantity);
      const left = q - num(l.refunded_quantity);
      const cost = l.unit_cost_minor === null || l.unit_cost_minor === undefined ? null : left * num(l.unit_cost_minor);
      items += left;
      if (cost === null) itemsWithoutCost += left;
      else costOfGoodsMinor += cost;
      if (!l.product_id) continue;
      const lineSales = q > 0 ? Math.round(((num(l.unit_price_minor) * q - num(l.discount_minor)) * left) / q) : 0;
      const p = products.get(String(l.product_id)) ?? { productId: String(l.product_id), quantity: 0, salesMinor: 0, costOfGoodsMinor: 0, itemsWithoutCost: 0 };
      p.quantity += left;
      p.salesMinor += lineSales;
      if (cost === null) p.itemsWithoutCost += left;
      else p.costOfGoodsMinor += cost;
      products.set(p.productId, p);
    }
    const utm = (typeof o.utm === "string" ? JSON.parse(o.utm) : o.utm) as OrderContribution["utm"];
    const total = num(o.total_minor);
    const refunded = num(o.refunded_minor);
    out.set(id, {
      storeId: String(o.store_id),
      bucket: bucketOf(o.created_at as string),
      source: String(o.source),
      salesMinor: total - refunded,
      items,
      grossMinor: total + num(o.discount_minor),
      discountsMinor: num(o.discount_minor),
      refundsMinor: refunded,
      shippingMinor: num(o.shipping_minor),
      costOfGoodsMinor,
      itemsWithoutCost,
      products: [...products.values()].sort((a, b) => (a.productId < b.productId ? -1 : 1)),
      utm: utm ?? null,
    });
  }
  return out;
}

/**
 * Adds (sign 1) or takes away (sign -1) an order's contribution. Facts written before migration 0028 have no cost
 * fields: they add and take away no cost (Deltas.add skips what is absent), as the rollups they were added to had none.
 */
export function applyOrder(c: OrderContribution, d: Deltas, sign: 1 | -1) {
  d.add(
    "sales",
    [c.storeId, c.bucket, c.source],
    {
      orders: 1,
      sales_minor: c.salesMinor,
      items: c.items,
      gross_minor: c.grossMinor,
      discounts_minor: c.discountsMinor,
      refunds_minor: c.refundsMinor,
      shipping_minor: c.shippingMinor,
      cost_of_goods_minor: c.costOfGoodsMinor,
      items_without_cost: c.itemsWithoutCost,
    },
    sign,
  );
  for (const p of c.products)
    d.add(
      "product",
      [c.storeId, c.bucket, p.productId],
      { orders: 1, net_quantity: p.quantity, sales_minor: p.salesMinor, cost_of_goods_minor: p.costOfGoodsMinor, items_without_cost: p.itemsWithoutCost },
      sign,
    );
  if (c.utm) d.add("utm", [c.storeId, c.bucket, c.utm.source, c.utm.medium, c.utm.campaign], { orders: 1, revenue_minor: c.salesMinor }, sign);
}

export async function loadFacts(db: Executor, orderIds: readonly string[]): Promise<Map<string, OrderContribution>> {
  const map = new Map<string, OrderContribution>();
  if (orderIds.length === 0) return map;
  const { rows } = await db.execute(
    sql`select order_id, facts from report_order_facts where order_id in (${sql.join(
      orderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  for (const r of rows as Record<string, unknown>[]) map.set(String(r.order_id), JSON.parse(String(r.facts)) as OrderContribution);
  return map;
}

/** Recounts orders: takes away what each last added, adds what it adds now, and keeps the new contribution. */
export async function recountOrders(db: Executor, orderIds: readonly string[], d: Deltas): Promise<Set<string>> {
  const unique = [...new Set(orderIds)];
  const stores = new Set<string>();
  if (unique.length === 0) return stores;
  const [now, before] = [await contributionsOf(db, unique), await loadFacts(db, unique)];
  const keep: { id: string; c: OrderContribution }[] = [];
  const drop: string[] = [];
  for (const id of unique) {
    const old = before.get(id);
    const c = now.get(id) ?? null;
    if (old && c && JSON.stringify(old) === JSON.stringify(c)) continue;
    if (old) {
      applyOrder(old, d, -1);
      stores.add(old.storeId);
    }
    if (c) {
      applyOrder(c, d, 1);
      stores.add(c.storeId);
      keep.push({ id, c });
    } else if (old) drop.push(id);
  }
  for (let i = 0; i < keep.length; i += WRITE_CHUNK) {
    const values = sql.join(
      keep.slice(i, i + WRITE_CHUNK).map(({ id, c }) => sql`(${id}::uuid, ${c.storeId}::uuid, ${JSON.stringify(c)})`),
      sql`, `,
    );
    await db.execute(sql`insert into report_order_facts (order_id, store_id, facts) values ${values}
      on conflict (order_id) do update set facts = excluded.facts`);
  }
  if (drop.length)
    await db.execute(
      sql`delete from report_order_facts where order_id in (${sql.join(
        drop.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  return stores;
}
