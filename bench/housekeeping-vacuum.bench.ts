// What the PGlite housekeeping's VACUUM and ANALYZE cost, and what a query sent meanwhile waits (ADR 086). A fresh
// PGlite on disk (as a server's), then:
//   - report_order_queue after N orders went through it (inserted, then deleted by the worker's batches), with no VACUUM
//     ever (an old store's first pass) and again after 1,000 more (the steady state: the loop vacuums at 50 dead rows);
//   - report_product_m with R rows after 20 batches that update each (a month's rollups, ADR 084);
//   - storefront_events with E rows, insert-only: its ANALYZE, and a VACUUM for comparison; then with a quarter deleted.
// Each run prints its time and how long a `select 1` sent 5 ms after it started took to answer (PGlite runs one thing
// at a time, inside this process: nothing else, not even accepting a connection, happens meanwhile).
//   node --import tsx bench/housekeeping-vacuum.bench.ts [--orders 100000] [--rollups 30000] [--events 1000000]
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../api/db/client";
import { maintainTable, readTableStats } from "../api/db/table-stats";
import { arg, print } from "./lib";

const orders = Number(arg("orders", "100000"));
const rollups = Number(arg("rollups", "30000"));
const events = Number(arg("events", "1000000"));

const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "backroom-bench-house-"));
const database = await openDatabase({ dataDir });
const { db } = database;
// Foreign keys (stores) and the orders trigger are not what is measured: rows go straight in.
await db.execute(sql`set session_replication_role = replica`);

const sizeOf = async (table: string) => {
  const t = (await readTableStats(db, { flush: true })).find((s) => s.name === table)!;
  return `${t.pages} pages, ${(t.totalBytes / 1048576).toFixed(1)} MB with indexes, ${t.deadTuples} dead, ${t.modifiedSinceAnalyze} changed`;
};

async function timed(label: string, table: string, action: "vacuum" | "analyze") {
  await new Promise((r) => setTimeout(r, 1100)); // the counters reach pg_stat at most once a second
  print(`${label}: before ${await sizeOf(table)}`);
  const start = performance.now();
  // A query due 5 ms in: PGlite's engine runs inside this thread, so the timer itself fires only once the VACUUM is done.
  const probe = new Promise<number>((resolve) => setTimeout(() => void db.execute(sql`select 1`).then(() => resolve(performance.now() - start - 5)), 5));
  await maintainTable(db, { schema: "public", name: table }, action);
  const ms = performance.now() - start;
  print(`  ${action} ${ms.toFixed(0)} ms; a select 1 due 5 ms in answered ${(await probe).toFixed(0)} ms late`);
  print(`  after: ${await sizeOf(table)}`);
}

async function churnQueue(n: number) {
  for (let done = 0; done < n; done += 100) {
    await db.execute(sql`insert into report_order_queue (order_id) select gen_random_uuid() from generate_series(1, 100)`);
    await db.execute(sql`delete from report_order_queue where id in (select id from report_order_queue order by id limit 1000)`);
  }
}

let t = performance.now();
await churnQueue(orders);
print(`report_order_queue: ${orders} orders through it in ${((performance.now() - t) / 1000).toFixed(1)} s`);
await timed(`report_order_queue, never vacuumed`, "report_order_queue", "vacuum");
await churnQueue(1000);
await timed(`report_order_queue, 1,000 orders later`, "report_order_queue", "vacuum");

t = performance.now();
const store = "00000000-0000-0000-0000-000000000001";
await db.execute(sql`insert into report_product_m (store_id, month, product_id)
  select ${store}::uuid, date_trunc('month', now()) - (g % 12) * interval '1 month', gen_random_uuid() from generate_series(1, ${rollups}::int) g`);
await maintainTable(db, { schema: "public", name: "report_product_m" }, "vacuum");
for (let i = 0; i < 20; i++) await db.execute(sql`update report_product_m set page_views = page_views + 1, orders = orders + 1`);
print(`report_product_m: ${rollups} rows, 20 updates of each in ${((performance.now() - t) / 1000).toFixed(1)} s`);
await timed(`report_product_m after 20 updates of each row`, "report_product_m", "vacuum");

t = performance.now();
for (let done = 0; done < events; done += 100_000)
  await db.execute(sql`insert into storefront_events (store_id, kind, session_id, product_id, occurred_at, referrer)
    select ${store}::uuid, 'view_content', 's' || (g / 7), gen_random_uuid(), now() - g * interval '1 second', 'https://example.com/'
    from generate_series(${done + 1}::int, ${Math.min(done + 100_000, events)}::int) g`);
print(`storefront_events: ${events} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
await timed(`storefront_events, insert-only`, "storefront_events", "analyze");
await timed(`storefront_events, insert-only`, "storefront_events", "vacuum");
await timed(`storefront_events, vacuumed once before`, "storefront_events", "vacuum");
// A big table with real dead rows (a quarter deleted, spread over every page): now the VACUUM cleans all four indexes.
await db.execute(sql`delete from storefront_events where id % 4 = 0`);
await timed(`storefront_events, a quarter deleted`, "storefront_events", "vacuum");

await database.close();
await fsp.rm(dataDir, { recursive: true, force: true });
