// `npm run reports:rebuild [storeId]` (ADRs 045, 085): the rollups, sessions and order facts written again from the raw
// events and orders, set by set: one grouped INSERT … SELECT per table in one transaction, not the worker's replay in
// JavaScript, so a store with millions of orders and tens of millions of events is minutes, not hours. Only what SQL
// cannot do the same way is done in JavaScript: the traffic source, trims and cases of each distinct first event's
// referrer, UTM and country (rollup.ts's own functions). `checkReports` replays the worker's computation against it.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ADVISORY_KEYS, ADVISORY_NAMESPACE } from "../../db/instance";
import { CART_LIMIT, COARSER, eventCursor, TABLES, trafficSource, type Executor, type QuarterTable } from "./rollup";

/** A timestamp's 15-minute bucket (rollup.ts `bucketOf`), in SQL. */
const bucket = (column: string) => sql.raw(`to_timestamp(floor(extract(epoch from ${column}) / 900) * 900)`);

/** Rows of distinct raw first-event values read (and written back normalised) at a time. */
const NORMALISE_CHUNK = 2000;

export interface RebuildResult {
  stores: number;
  events: number;
  orders: number;
}

/**
 * Rewrites every store's rollups (or one's) from its raw events and orders, in one transaction under the worker's
 * advisory lock: readers see the old rollups until it commits, the worker waits.
 * All stores: the events up to the end of the unbroken run of ids after the worker's cursor (a missing id may be an
 * insert not committed yet, which the worker waits for), and the cursor moves there. The order queue is emptied first:
 * every change committed before that is in the orders read after it, and a change after it queues its order again
 * for the worker, which takes away the facts written here and adds what the order adds then.
 * One store: the events up to the cursor, as the worker has them; the worker recounts queued orders later.
 */
export async function rebuildReports(db: Db, storeId?: string, { log }: { log?: (line: string) => void } = {}): Promise<RebuildResult> {
  let since = performance.now();
  /** Each step's time, for an operator watching a big store's rebuild (and for ADR 085's figures). */
  const done = (what: string) => {
    const now = performance.now();
    log?.(`rebuild: ${what} in ${((now - since) / 1000).toFixed(1)} s`);
    since = now;
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_NAMESPACE}, ${ADVISORY_KEYS.reports})`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    const scope = (alias: string) => (storeId ? sql`${sql.raw(alias)}.store_id = ${storeId}::uuid` : sql`true`);
    const cursor = await eventCursor(tx);
    const through = storeId ? cursor : await endOfRun(tx, cursor);
    if (!storeId) await tx.execute(sql`delete from report_order_queue`);

    for (const table of REWRITTEN) await tx.execute(sql`delete from ${sql.raw(table)} t where ${scope("t")}`);
    done("the old rows deleted");
    const events = await rebuildSessions(tx, scope, through, done);
    await collectOrders(tx, scope);
    done("orders and lines summed");
    await writeQuarterRollups(tx, scope, through, done);
    await writeCoarserRollups(tx, scope);
    done("hour, day and month tables");
    await writeOrderFacts(tx);
    done("order facts");
    // The planner's statistics of what was rewritten: a table's first rows would otherwise be planned as an empty
    // table's until autovacuum (or, on PGlite, the housekeeping of ADR 086) comes by.
    for (const table of REWRITTEN) await tx.execute(sql`analyze ${sql.raw(table)}`);
    done("statistics");

    if (!storeId)
      await tx.execute(sql`insert into report_cursor (id, last_event_id) values (1, ${through})
        on conflict (id) do update set last_event_id = excluded.last_event_id`);
    const { rows: storeRows } = await tx.execute(sql`insert into report_store_state (store_id, processed_through)
      select s.id, now() from stores s where ${storeId ? sql`s.id = ${storeId}::uuid` : sql`true`}
      on conflict (store_id) do update set processed_through = excluded.processed_through returning store_id`);
    const { rows: orderRows } = await tx.execute(sql`select count(*)::int as n from orders o where ${scope("o")}`);
    return { stores: storeRows.length, events, orders: Number((orderRows[0] as { n: number }).n) };
  });
}

/** The last id of the unbroken run of event ids right after `cursor` (the cursor itself when the next id is missing). */
async function endOfRun(db: Executor, cursor: number): Promise<number> {
  const { rows } = await db.execute(sql`select case when exists (select 1 from storefront_events where id = ${cursor} + 1) then (
      select e.id from storefront_events e where e.id > ${cursor}
        and not exists (select 1 from storefront_events n where n.id = e.id + 1)
      order by e.id limit 1) else ${cursor} end as through`);
  return Number((rows[0] as { through: unknown }).through);
}

type Scope = (alias: string) => SQL;

/** Every table the rebuild deletes from and writes again. */
const REWRITTEN = [...Object.values(TABLES).map((t) => t.table), "report_sessions", "report_order_facts"];

/**
 * report_sessions: each session's first event (by id, as the worker meets them), the steps it reached and its cart (the
 * first CART_LIMIT distinct products of its cart, checkout and conversion events, in the order they came). Answers how
 * many events were read.
 */
async function rebuildSessions(tx: Executor, scope: Scope, through: number, done: (what: string) => void): Promise<number> {
  await tx.execute(sql`create temp table rebuild_sessions on commit drop as
    select e.store_id, e.session_id, min(e.id) as first_id, count(*) as events,
      bool_or(e.kind = 'view_content') as view_content, bool_or(e.kind = 'add_to_cart') as add_to_cart,
      bool_or(e.kind = 'reached_checkout') as reached_checkout, bool_or(e.kind = 'session_converted') as session_converted
    from storefront_events e where ${scope("e")} and e.id <= ${through}
    group by e.store_id, e.session_id`);
  done("sessions grouped");
  await tx.execute(sql`create temp table rebuild_first on commit drop as
    select s.*, date_trunc('milliseconds', e.occurred_at) as first_at, e.referrer, e.utm_source, e.utm_medium, e.utm_campaign, e.country
    from rebuild_sessions s join storefront_events e on e.id = s.first_id`);
  await tx.execute(sql`analyze rebuild_first`);
  await normaliseFirstEvents(tx);
  done("first events read and normalised");
  await tx.execute(sql`insert into report_sessions (store_id, session_id, first_at, view_content, add_to_cart, reached_checkout,
      session_converted, source, country, utm_source, utm_medium, utm_campaign, cart_products)
    select f.store_id, f.session_id, f.first_at, f.view_content, f.add_to_cart, f.reached_checkout, f.session_converted,
      n.source, n.country_out, n.utm_source_out, n.utm_medium_out, n.utm_campaign_out, coalesce(c.cart, '')
    from rebuild_first f
    join rebuild_normal n on n.referrer = f.referrer and n.utm_source = f.utm_source and n.utm_medium = f.utm_medium
      and n.utm_campaign = f.utm_campaign and n.country = f.country
    left join (
      select store_id, session_id, string_agg(product_id::text, ',' order by first_id) as cart
      from (
        select store_id, session_id, product_id, first_id, row_number() over (partition by store_id, session_id order by first_id) as n
        from (select e.store_id, e.session_id, e.product_id, min(e.id) as first_id from storefront_events e
          where ${scope("e")} and e.id <= ${through} and e.product_id is not null and e.kind <> 'view_content'
          group by e.store_id, e.session_id, e.product_id) p
      ) ranked
      where n <= ${CART_LIMIT}
      group by store_id, session_id
    ) c on c.store_id = f.store_id and c.session_id = f.session_id`);
  done("report_sessions with carts");
  const { rows: counted } = await tx.execute(sql`select coalesce(sum(events), 0)::bigint as n from rebuild_sessions`);
  return Number((counted[0] as { n: unknown }).n);
}

interface RawFirst {
  n: number;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  country: string;
}

/**
 * rebuild_normal: each distinct (referrer, UTM, country) of a first event with the values the worker keeps for the
 * session (source by `trafficSource`, trimmed UTM, upper-case country), worked out by the worker's own JavaScript so
 * the two never differ on an odd referrer or a Unicode space.
 */
async function normaliseFirstEvents(tx: Executor) {
  await tx.execute(sql`create temp table rebuild_raw on commit drop as
    select row_number() over () as n, referrer, utm_source, utm_medium, utm_campaign, country
    from (select distinct referrer, utm_source, utm_medium, utm_campaign, country from rebuild_first) d`);
  await tx.execute(sql`create temp table rebuild_normal (referrer text, utm_source text, utm_medium text, utm_campaign text, country text,
    source text, country_out text, utm_source_out text, utm_medium_out text, utm_campaign_out text) on commit drop`);
  for (let after = 0; ; after += NORMALISE_CHUNK) {
    const { rows } = await tx.execute(sql`select n::int as n, referrer, utm_source, utm_medium, utm_campaign, country from rebuild_raw
      where n > ${after} and n <= ${after + NORMALISE_CHUNK}`);
    if (rows.length === 0) break;
    const normal = (rows as unknown as RawFirst[]).map((r) => ({
      ...r,
      source: trafficSource({ utmSource: r.utm_source, referrer: r.referrer }),
      country_out: r.country.trim().toUpperCase(),
      utm_source_out: r.utm_source.trim(),
      utm_medium_out: r.utm_medium.trim(),
      utm_campaign_out: r.utm_campaign.trim(),
    }));
    await tx.execute(sql`insert into rebuild_normal select referrer, utm_source, utm_medium, utm_campaign, country, source, country_out,
        utm_source_out, utm_medium_out, utm_campaign_out
      from jsonb_to_recordset(${JSON.stringify(normal)}::jsonb) as x(referrer text, utm_source text, utm_medium text, utm_campaign text,
        country text, source text, country_out text, utm_source_out text, utm_medium_out text, utm_campaign_out text)`);
  }
  await tx.execute(sql`analyze rebuild_normal`);
}

/**
 * rebuild_lines and rebuild_orders: each counted order's figures (rollup.ts `contributionsOf`, in SQL): cancelled
 * orders count nothing; a line's sales are its price less its discount share for the kept units, rounded as Math.round
 * does; its cost of goods the kept units at the cost it kept, or they are items without a cost; the UTM is that of the
 * first session (by event id) whose conversion names the order and has one.
 */
async function collectOrders(tx: Executor, scope: Scope) {
  await tx.execute(sql`create temp table rebuild_lines on commit drop as
    select l.order_id, l.product_id,
      sum(l.quantity - l.refunded_quantity) as kept,
      sum(case when l.quantity > 0
        then floor(((l.unit_price_minor * l.quantity - l.discount_minor) * (l.quantity - l.refunded_quantity))::numeric / l.quantity + 0.5)
        else 0 end) as sales,
      sum(case when l.unit_cost_minor is null then 0 else (l.quantity - l.refunded_quantity) * l.unit_cost_minor end) as cost,
      sum(case when l.unit_cost_minor is null then l.quantity - l.refunded_quantity else 0 end) as without_cost
    from orders o join order_lines l on l.order_id = o.id
    where ${scope("o")} and o.status <> 'cancelled'
    group by l.order_id, l.product_id`);
  await tx.execute(sql`analyze rebuild_lines`);
  await tx.execute(sql`create temp table rebuild_orders on commit drop as
    select o.id, o.store_id, ${bucket("o.created_at")} as bucket, o.source,
      o.total_minor - o.refunded_minor as sales, coalesce(l.kept, 0) as items, o.total_minor + o.discount_minor as gross,
      o.discount_minor as discounts, o.refunded_minor as refunds, o.shipping_minor as shipping,
      coalesce(l.cost, 0) as cost, coalesce(l.without_cost, 0) as without_cost,
      u.utm_source, u.utm_medium, u.utm_campaign
    from orders o
    left join (select order_id, sum(kept) as kept, sum(cost) as cost, sum(without_cost) as without_cost from rebuild_lines group by order_id) l
      on l.order_id = o.id
    left join (
      select distinct on (e.order_id) e.order_id, s.utm_source, s.utm_medium, s.utm_campaign
      from storefront_events e
      join orders eo on eo.id = e.order_id and eo.store_id = e.store_id
      join report_sessions s on s.store_id = e.store_id and s.session_id = e.session_id
      where ${scope("e")} and e.kind = 'session_converted' and e.order_id is not null
        and (s.utm_source <> '' or s.utm_medium <> '' or s.utm_campaign <> '')
      order by e.order_id, e.id
    ) u on u.order_id = o.id
    where ${scope("o")} and o.status <> 'cancelled'`);
  await tx.execute(sql`analyze rebuild_orders`);
}

const sumsOf = (values: readonly string[]) => sql.raw(values.map((c) => `sum(${c})`).join(", "));
const columnsOf = (names: readonly string[]) => sql.raw(names.join(", "));

/** The 15-minute tables: sessions from report_sessions, product events from the raw events, orders from rebuild_orders. */
async function writeQuarterRollups(tx: Executor, scope: Scope, through: number, done: (what: string) => void) {
  const insert = async (table: QuarterTable, from: SQL) => {
    const spec = TABLES[table];
    const keys = spec.keys.map(([c]) => c);
    await tx.execute(sql`insert into ${sql.raw(spec.table)} (${columnsOf([...keys, ...spec.values])})
      select ${columnsOf(keys)}, ${sumsOf(spec.values)} from (${from}) x group by ${columnsOf(keys)}`);
    done(spec.table);
  };
  const step = (column: string, before?: string) => sql.raw(before ? `(${column} and ${before})::int` : `${column}::int`);
  await insert(
    "sessions",
    sql`select store_id, ${bucket("first_at")} as bucket, 1 as sessions, ${step("view_content")} as view_content,
      ${step("add_to_cart")} as add_to_cart, ${step("add_to_cart", "view_content")} as add_to_cart_tracked,
      ${step("reached_checkout")} as reached_checkout, ${step("reached_checkout", "add_to_cart")} as reached_checkout_tracked,
      ${step("session_converted")} as session_converted, ${step("session_converted", "reached_checkout")} as session_converted_tracked
    from report_sessions s where ${scope("s")}`,
  );
  await insert(
    "traffic",
    sql`select store_id, ${bucket("first_at")} as bucket, 'source' as kind, source as key, 1 as sessions from report_sessions s where ${scope("s")}
      union all
      select store_id, ${bucket("first_at")}, 'country', country, 1 from report_sessions s where ${scope("s")}`,
  );
  await insert(
    "utm",
    sql`select store_id, ${bucket("first_at")} as bucket, utm_source as source, utm_medium as medium, utm_campaign as campaign,
        1 as sessions, 0 as orders, 0 as revenue_minor
      from report_sessions s where ${scope("s")} and (utm_source <> '' or utm_medium <> '' or utm_campaign <> '')
      union all
      select store_id, bucket, utm_source, utm_medium, utm_campaign, 0, 1, sales from rebuild_orders where utm_source is not null`,
  );
  await insert(
    "sales",
    sql`select store_id, bucket, source, 1 as orders, sales as sales_minor, items, gross as gross_minor, discounts as discounts_minor,
      refunds as refunds_minor, shipping as shipping_minor, cost as cost_of_goods_minor, without_cost as items_without_cost
    from rebuild_orders`,
  );
  await insert(
    "product",
    sql`select e.store_id, ${bucket("e.occurred_at")} as bucket, e.product_id, (e.kind = 'view_content')::int as page_views,
        (e.kind = 'add_to_cart')::int as add_to_cart, 0 as reached_checkout, 0 as session_converted, 0 as orders, 0 as net_quantity,
        0 as sales_minor, 0 as cost_of_goods_minor, 0 as items_without_cost
      from storefront_events e
      where ${scope("e")} and e.id <= ${through} and e.product_id is not null and e.kind in ('view_content', 'add_to_cart')
      union all
      select s.store_id, ${bucket("s.first_at")}, p::uuid, 0, 0, s.reached_checkout::int, s.session_converted::int, 0, 0, 0, 0, 0
      from report_sessions s cross join unnest(string_to_array(s.cart_products, ',')) as p
      where ${scope("s")} and s.cart_products <> '' and (s.reached_checkout or s.session_converted)
      union all
      select o.store_id, o.bucket, l.product_id, 0, 0, 0, 0, 1, l.kept, l.sales, l.cost, l.without_cost
      from rebuild_orders o join rebuild_lines l on l.order_id = o.id where l.product_id is not null`,
  );
}

/** The hour, day and month tables: their 15-minute table's rows summed by the UTC start of each (rollup.ts COARSER). */
async function writeCoarserRollups(tx: Executor, scope: Scope) {
  for (const [quarter, coarser] of Object.entries(COARSER) as [QuarterTable, (typeof COARSER)[QuarterTable]][]) {
    const from = TABLES[quarter];
    for (const [name] of coarser) {
      const spec = TABLES[name];
      const [grain] = spec.keys[1]!;
      const keys = [`store_id`, `date_trunc('${grain}', bucket, 'UTC')`, ...from.keys.slice(2, spec.keys.length).map(([c]) => c)];
      await tx.execute(sql`insert into ${sql.raw(spec.table)} (${columnsOf([...spec.keys.map(([c]) => c), ...spec.values])})
        select ${columnsOf(keys)}, ${sumsOf(spec.values)} from ${sql.raw(from.table)} q where ${scope("q")}
        group by ${columnsOf(keys)}`);
    }
  }
}

/** report_order_facts: what each order now adds (rollup.ts OrderContribution, the same keys in the same order). */
async function writeOrderFacts(tx: Executor) {
  await tx.execute(sql`insert into report_order_facts (order_id, store_id, facts)
    select o.id, o.store_id, json_build_object(
      'storeId', o.store_id, 'bucket', to_char(o.bucket at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'source', o.source,
      'salesMinor', o.sales, 'items', o.items, 'grossMinor', o.gross, 'discountsMinor', o.discounts, 'refundsMinor', o.refunds,
      'shippingMinor', o.shipping, 'costOfGoodsMinor', o.cost, 'itemsWithoutCost', o.without_cost,
      'products', coalesce(p.products, '[]'::json),
      'utm', case when o.utm_source is null then null
        else json_build_object('source', o.utm_source, 'medium', o.utm_medium, 'campaign', o.utm_campaign) end)::text
    from rebuild_orders o
    left join (
      select order_id, json_agg(json_build_object('productId', product_id, 'quantity', kept, 'salesMinor', sales,
        'costOfGoodsMinor', cost, 'itemsWithoutCost', without_cost) order by product_id) as products
      from rebuild_lines where product_id is not null group by order_id
    ) p on p.order_id = o.id`);
}
