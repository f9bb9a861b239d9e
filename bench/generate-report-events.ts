// The reports benches' data (bench/reports.bench.ts, bench/events-ingest.bench.ts): the orders dataset of
// bench/generate-orders.ts (made or topped up first) plus N storefront events over the 365 days before the store was
// made, and 9 small stores for the "10 stores at once" case, then the rollups brought up to date with the engine's own
// functions (api/modules/reports: the worker's drain, then the rebuild).
// Sessions of 1–8 events: product views (most sessions only view, 1–3 products), then add to cart, reached checkout and
// a conversion with a funnel's drop-off (about 13% add to cart, 5.5% reach checkout, 2.5% convert; one in ten of those
// skips the views: "not tracked previous action"); sources direct, google, facebook, zalo and tiktok by referrer, with
// utm tags on the paid ones; countries mostly VN; more sessions lately and in the evenings.
// Written in bulk by SQL (INSERT … SELECT over generate_series, like generate-orders); every value of session s is a
// function of s, and each batch commits with its progress row (bench_report_progress), so a re-run goes on from there.
//   npm run bench:generate-report-events -- [--name orders-1m] [--orders 1000000] [--events 20000000] [--batch 100000]
//     [--small-stores 9] [--drain 1] [--rebuild 1]
import { eq, sql } from "drizzle-orm";
import { products, productVariants, stores } from "../api/db/schema";
import { hashPassword } from "../api/http/password";
import { addStoreMember, createStoreWithOwner, createUser, findUserByEmail } from "../api/modules/accounts/store";
import { checkReports } from "../api/modules/reports/check";
import { rebuildReports } from "../api/modules/reports/rebuild";
import { TABLES } from "../api/modules/reports/rollup";
import { drainReports, runBatch } from "../api/modules/reports/worker";
import { ensureOrdersStore, generateOrders, ORDERS_BENCH_DATASET, ORDERS_BENCH_EMAIL } from "./generate-orders";
import { arg, datasetDir, datasetLabel, machineLoad, openBenchDatabase, print } from "./lib";

type Db = Awaited<ReturnType<typeof openBenchDatabase>>["db"];

/** The small stores' owner; the orders bench owner is an admin of each (they stay out of `stores.owner_id` lookups). */
export const SMALL_STORES_EMAIL = "reports-small-stores@bench.test";
const SMALL_STORE_PRODUCTS = 50;
const DAYS = 365;

/** Sessions of the events: one hash of s (a bijection on each block of 1,000 sessions) picks depth and views. */
const H = `((s * 2654435761::bigint) % 1000)`;
/** Funnel depth: 3 converted (2.5%), 2 reached checkout (3%), 1 added to cart (7.5%), 0 only viewed. */
const DEPTH_SQL = `(case when ${H} < 25 then 3 when ${H} < 55 then 2 when ${H} < 130 then 1 else 0 end)`;
const DEPTH = sql.raw(DEPTH_SQL);
/** Product views before the first step, 1..8-depth, most sessions few (a square); none for one in ten deeper sessions. */
const VIEWS = sql.raw(`(case when ${DEPTH_SQL} > 0 and ${H} % 10 = 0 then 0
  else 1 + floor((8 - ${DEPTH_SQL}) * power(((${H} * 37) % 1000) / 1000.0, 2))::int end)`);

const hash = (expr: string) => sql.raw(`abs(hashint8(${expr}))`);

/** Average events per session over any 1,000 consecutive sessions (exact: H is a bijection on each block). */
async function eventsPerSession(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select sum(${VIEWS} + ${DEPTH})::float / 1000 as n from generate_series(0::bigint, 999::bigint) s`);
  return Number(rows[0]!.n);
}

async function ensureProgressTable(db: Db) {
  await db.execute(sql`create table if not exists bench_report_progress (store_id uuid primary key, sessions bigint not null)`);
}

async function progressOf(db: Db, storeId: string): Promise<number> {
  const { rows } = await db.execute<{ sessions: number }>(sql`select sessions::int as sessions from bench_report_progress where store_id = ${storeId}`);
  return rows[0]?.sessions ?? 0;
}

interface EventTarget {
  storeId: string;
  /** Sessions to make in all (sessions 1..total). */
  total: number;
  /** The store's product ids (views and cart adds pick from them, the first ones more often). */
  productIds: string[];
  /** Order ids of a conversion, as SQL over the hash `x`. */
  orderOf: (x: ReturnType<typeof sql>) => ReturnType<typeof sql>;
  end: Date;
}

/** Sessions from..to of a store, with their events, and the progress row, in one transaction. */
async function insertSessions(db: Db, t: EventTarget, from: number, to: number) {
  const endAt = t.end.toISOString();
  const ids = `{${t.productIds.join(",")}}`;
  const n = t.productIds.length;
  // Over 365 days in the order of s, more lately (sqrt), leaning to the evening (up to 8 hours earlier).
  const started = sql`least(${endAt}::timestamptz - interval '${sql.raw(String(DAYS))} days' + sqrt((s - 0.5) / ${t.total}) * interval '${sql.raw(String(DAYS))} days'
    - interval '1 hour' * ((s * 31) % 9), ${endAt}::timestamptz - interval '1 hour')`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with sess as (
        select s, ${DEPTH} as depth, ${VIEWS} as views, ${hash("s * 4 + 1")} % 100 as src, ${hash("s * 4 + 2")} % 1000 as geo,
          ${started} as at, 20 + ${hash("s * 4 + 3")} % 160 as gap
        from generate_series(${from}::bigint, ${to}::bigint) s
      )
      insert into storefront_events (store_id, kind, session_id, product_id, order_id, referrer, utm_source, utm_medium, utm_campaign,
        country, occurred_at)
      select ${t.storeId}, case when j <= views then 'view_content' when j = views + 1 then 'add_to_cart'
          when j = views + 2 then 'reached_checkout' else 'session_converted' end,
        'rs-' || s,
        case when j <= views + 1 then (${ids}::uuid[])[1 + floor(${n} * power((${hash("s * 16 + j")} % 1000) / 1000.0, 2))::int] end,
        case when j = views + 3 then ${t.orderOf(sql`${hash("s * 4")}`)} end,
        case when src < 35 then '' when src < 60 then 'https://www.google.com/' when src < 80 then 'https://m.facebook.com/'
          when src < 88 then 'https://zalo.me/' else 'https://www.tiktok.com/' end,
        case when src < 55 then '' when src < 60 then 'google' when src < 80 then 'facebook' when src < 88 then 'zalo' else 'tiktok' end,
        case when src < 55 then '' when src < 60 then 'cpc' when src < 72 then 'cpc' when src < 80 then 'social' when src < 88 then 'social'
          else 'paid_social' end,
        case when src < 55 then '' when src < 60 then 'tet-2026' when src < 88 then (array['sale-11-11', 'tet-2026', 'retarget', 'zalo-oa'])[1 + s % 4]
          else (array['tiktok-live', 'creator-ads'])[1 + s % 2] end,
        case when geo < 900 then 'VN' when geo < 930 then 'US' when geo < 950 then 'SG' when geo < 965 then 'JP' when geo < 975 then 'KR'
          when geo < 985 then 'AU' when geo < 990 then 'TH' else '' end,
        at + (j - 1) * gap * interval '1 second'
      from sess cross join lateral generate_series(1, views + depth) j
      order by s, j`);
    await tx.execute(sql`insert into bench_report_progress (store_id, sessions) values (${t.storeId}, ${to})
      on conflict (store_id) do update set sessions = excluded.sessions`);
  });
}

async function generateSessions(db: Db, t: EventTarget, batch: number, label: string, log: (line: string) => void) {
  const have = await progressOf(db, t.storeId);
  const started = performance.now();
  for (let from = have + 1; from <= t.total; from += batch) {
    const to = Math.min(t.total, from + batch - 1);
    await insertSessions(db, t, from, to);
    const rate = (to - have) / ((performance.now() - started) / 1000);
    log(`  ${label}: sessions ${to.toLocaleString("en")} / ${t.total.toLocaleString("en")} (${rate.toFixed(0)} sessions/s; ${machineLoad()})`);
  }
}

/** The 9 (or --small-stores) small stores: another owner, the orders bench owner an admin; products and orders of their own. */
async function ensureSmallStores(db: Db, count: number, ordersEach: number, end: Date): Promise<string[]> {
  const benchOwner = (await findUserByEmail(db, ORDERS_BENCH_EMAIL))!;
  const owner =
    (await findUserByEmail(db, SMALL_STORES_EMAIL)) ??
    (await createUser(db, { email: SMALL_STORES_EMAIL, passwordHash: await hashPassword("bench-password"), name: "Small Stores", verified: true }));
  const ids: string[] = [];
  for (let k = 1; k <= count; k++) {
    const domain = `reports-small-${k}.bench.test`;
    const [existing] = await db.select().from(stores).where(eq(stores.domain, domain)).limit(1);
    const store = existing ?? (await createStoreWithOwner(db, { name: `Cửa hàng nhỏ ${k}`, domain, ownerId: owner.id, language: "vi" }));
    if (!existing) await addStoreMember(db, { storeId: store.id, userId: benchOwner.id, role: "admin", scopes: [] });
    ids.push(store.id);
    const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from products where store_id = ${store.id}`)).rows;
    if (n === 0) {
      const made = await db
        .insert(products)
        .values(
          Array.from({ length: SMALL_STORE_PRODUCTS }, (_, i) => ({
            storeId: store.id,
            title: `Sản phẩm ${k}-${i + 1}`,
            handle: `small-${k}-item-${i + 1}`,
            searchText: `san pham ${k}-${i + 1}`,
            published: true,
          })),
        )
        .returning({ id: products.id });
      await db.insert(productVariants).values(
        made.map(({ id }, i) => ({
          storeId: store.id,
          productId: id,
          price: (50 + i * 10) * 1000,
          sku: `S${k}-${i + 1}`,
          inventoryQuantity: 1000,
          position: 0,
        })),
      );
    }
    // Orders i = 1..ordersEach over the 365 days, one line each; cancelled one in 40, partly refunded one in 30.
    const [{ have }] = (await db.execute<{ have: number }>(sql`select count(*)::int as have from orders where store_id = ${store.id}`)).rows;
    if (have >= ordersEach) continue;
    const item = sql.raw(`(1 + (i * 7) % ${SMALL_STORE_PRODUCTS})`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into orders (id, store_id, number, name, email, currency, subtotal_minor, shipping_minor, total_minor, paid_minor,
          refunded_minor, financial_status, fulfillment_status, status, payment_method, source, idempotency_key, created_at, updated_at)
        select md5(${`bench-small-${k}-order-`} || i)::uuid, ${store.id}, 1000 + i, '#' || (1000 + i), 'buyer' || i || '@bench.test', 'VND',
          p * q, 30000, p * q + 30000, p * q + 30000, case when i % 30 = 0 then p else 0 end,
          case when i % 30 = 0 then 'partially_refunded' else 'paid' end, 'fulfilled', case when i % 40 = 0 then 'cancelled' else 'open' end,
          'cod', case when i % 8 = 0 then 'upsell' else 'online_store' end, ${`bench-small-${k}-order-`} || i, at, at
        from (select i, (50 + (${item} - 1) * 10) * 1000 as p, 1 + i % 3 as q,
            least(${end.toISOString()}::timestamptz - interval '365 days' + (i::float / ${ordersEach}) * interval '365 days'
              - interval '1 hour' * ((i * 31) % 9), ${end.toISOString()}::timestamptz - interval '1 hour') as at
          from generate_series(${have + 1}::int, ${ordersEach}::int) i) o`);
      await tx.execute(sql`
        insert into order_lines (order_id, store_id, product_id, variant_id, title, sku, quantity, unit_price_minor, fulfilled_quantity,
          refunded_quantity, position)
        select md5(${`bench-small-${k}-order-`} || i)::uuid, ${store.id}, v.product_id, v.id, 'Sản phẩm', v.sku, 1 + i % 3, v.price, 1 + i % 3,
          case when i % 30 = 0 then 1 else 0 end, 0
        from generate_series(${have + 1}::int, ${ordersEach}::int) i
        join product_variants v on v.store_id = ${store.id} and v.sku = ${`S${k}-`} || ${item}`);
    });
  }
  return ids;
}

/**
 * The worker's catch-up. PostgreSQL: drainReports (batches of 5,000 events). PGlite aborted its WebAssembly
 * ("RuntimeError: Aborted()") in batches of 1,000 or more events with orders queued, so there the same runBatch runs with
 * smaller batches (--drain-batch, default 500).
 */
async function drainRollups(db: Db, kind: string): Promise<{ events: number; orders: number }> {
  if (kind !== "pglite") return drainReports(db);
  const eventLimit = Number(arg("drain-batch", "500"));
  const total = { events: 0, orders: 0 };
  for (let i = 1; ; i++) {
    const r = await runBatch(db, { gapWaitMs: 0, eventLimit, orderLimit: eventLimit });
    total.events += r.events;
    total.orders += r.orders;
    if (i % 200 === 0) print(`  drain: ${total.events.toLocaleString("en")} events, ${total.orders.toLocaleString("en")} orders; ${machineLoad()}`);
    if (!r.locked || !r.more) return total;
  }
}

async function productIdsOf(db: Db, storeId: string): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`select id from products where store_id = ${storeId} order by handle`);
  return rows.map((r) => r.id);
}

/** Vacuumed and analyzed once the data is made: the raw tables and every rollup. */
export const REPORTS_BENCH_TABLES = ["storefront_events", "orders", "report_sessions", "report_order_facts", ...Object.values(TABLES).map((t) => t.table)];

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = datasetDir(arg("name", ORDERS_BENCH_DATASET));
  const totalOrders = Number(arg("orders", "1000000"));
  const totalEvents = Number(arg("events", "20000000"));
  const batch = Number(arg("batch", "100000"));
  const smallStores = Number(arg("small-stores", "9"));
  const rebuild = arg("rebuild", "1") !== "0";
  const drain = arg("drain", "1") !== "0";
  const check = arg("check", "0") !== "0";
  const started = performance.now();
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  const database = await openBenchDatabase(dir, { create: true });
  try {
    const { db } = database;
    print(
      `${datasetLabel(dir)} (${database.kind}): ${totalOrders.toLocaleString("en")} orders, ${totalEvents.toLocaleString("en")} events over ${DAYS} days, ` +
        `${smallStores} small stores; ${machineLoad()}`,
    );
    const added = await generateOrders(db, { total: totalOrders, customers: Math.max(1, Math.round(totalOrders / 5)), batch: 50_000, log: print });
    print(`orders: ${added.toLocaleString("en")} added (${seconds(started)} s)`);
    const { storeId, createdAt: end } = await ensureOrdersStore(db);
    await ensureProgressTable(db);
    const perSession = await eventsPerSession(db);
    const { rows: orderCount } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where store_id = ${storeId} and idempotency_key like 'bench-order-%'`,
    );
    const generated = orderCount[0]!.n;
    const mainSessions = Math.ceil(totalEvents / perSession);
    print(`events: ${perSession.toFixed(3)} per session on average → ${mainSessions.toLocaleString("en")} sessions in the orders store`);
    const eventsAt = performance.now();
    await generateSessions(
      db,
      {
        storeId,
        total: mainSessions,
        productIds: await productIdsOf(db, storeId),
        orderOf: (x) => sql`md5('bench-order-' || (1 + ${x} % ${generated}))::uuid`,
        end,
      },
      batch,
      "orders store",
      print,
    );
    const smallIds = await ensureSmallStores(db, smallStores, Math.max(500, Math.round(totalOrders / 200)), end);
    for (const [k, id] of smallIds.entries()) {
      const orders = Math.max(500, Math.round(totalOrders / 200));
      await generateSessions(
        db,
        {
          storeId: id,
          total: Math.ceil(totalEvents / 100 / perSession),
          productIds: await productIdsOf(db, id),
          orderOf: (x) => sql`md5(${`bench-small-${k + 1}-order-`} || (1 + ${x} % ${orders}))::uuid`,
          end,
        },
        batch,
        `small store ${k + 1}`,
        () => {},
      );
    }
    const { rows: counted } = await db.execute<{ n: number }>(sql`select count(*)::int as n from storefront_events`);
    print(`events: ${counted[0]!.n.toLocaleString("en")} in all (${seconds(eventsAt)} s); ${machineLoad()}`);
    for (const table of ["storefront_events", "orders", "order_lines"]) await db.execute(sql.raw(`vacuum analyze ${table}`));

    // The rollups: the worker's drain takes every event after its cursor and every queued order, in its batches.
    if (drain) {
      const drainAt = performance.now();
      const drained = await drainRollups(db, database.kind);
      const drainS = (performance.now() - drainAt) / 1000;
      print(
        `worker drain: ${drained.events.toLocaleString("en")} events, ${drained.orders.toLocaleString("en")} orders in ${drainS.toFixed(1)} s ` +
          `(${(drained.events / Math.max(drainS, 0.001)).toFixed(0)} events/s); ${machineLoad()}`,
      );
    }
    if (rebuild) {
      const rebuildAt = performance.now();
      const r = await rebuildReports(db, undefined, { log: print });
      print(
        `rebuild: ${r.stores} stores, ${r.events.toLocaleString("en")} events, ${r.orders.toLocaleString("en")} orders in ${seconds(rebuildAt)} s; ${machineLoad()}`,
      );
    }
    for (const table of REPORTS_BENCH_TABLES) await db.execute(sql.raw(`vacuum analyze ${table}`));
    if (check) {
      const checkAt = performance.now();
      const c = await checkReports(db);
      print(`check: ${c.stores} stores, ${c.differences.length} differences (${seconds(checkAt)} s)`);
      for (const d of c.differences.slice(0, 10)) print(`  ${JSON.stringify(d)}`);
      if (c.differences.length) process.exitCode = 1;
    }
    print(`ready in ${seconds(started)} s; ${machineLoad()}`);
  } finally {
    await database.close();
  }
}
