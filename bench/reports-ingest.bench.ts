// A quick measure of the report worker on in-memory PGlite (ADR 045): events/s and orders/s drained, and a 365-day
// sales read. Not the issue's 1M-order bench. `node --import tsx bench/reports-ingest.bench.ts [events] [orders]`
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase } from "../api/db/client";
import { createStoreWithOwner, createUser } from "../api/modules/accounts/store";
import { labelsOf, salesByLabel } from "../api/modules/reports/store";
import { drainReports } from "../api/modules/reports/worker";

const EVENTS = Number(process.argv[2] ?? 50_000);
const ORDERS = Number(process.argv[3] ?? 20_000);
const database = await openDatabase({ dataDir: "memory://" });
const { db } = database;
const user = await createUser(db, { email: "bench@example.com", passwordHash: "x", verified: true });
const store = await createStoreWithOwner(db, { name: "Bench", domain: "bench.shop.test", ownerId: user.id });
const now = Date.now();
const YEAR = 365 * 86_400_000;
const kinds = ["view_content", "add_to_cart", "reached_checkout", "session_converted"];
for (let i = 0; i < EVENTS; i += 1000) {
  const rows = Array.from({ length: Math.min(1000, EVENTS - i) }, (_, j) => {
    const n = i + j;
    const at = new Date(now - YEAR + Math.floor((n / EVENTS) * YEAR)).toISOString();
    return sql`(${store.id}::uuid, ${kinds[n % 3]}, ${`s${Math.floor(n / 3)}`}, ${n % 7 ? "https://www.google.com/" : ""}, ${n % 5 ? "VN" : "US"}, ${at}::timestamptz)`;
  });
  await db.execute(sql`insert into storefront_events (store_id, kind, session_id, referrer, country, occurred_at) values ${sql.join(rows, sql`, `)}`);
}
for (let i = 0; i < ORDERS; i += 1000) {
  const rows = Array.from({ length: Math.min(1000, ORDERS - i) }, (_, j) => {
    const n = i + j;
    const at = new Date(now - YEAR + Math.floor((n / ORDERS) * YEAR)).toISOString();
    return sql`(${crypto.randomUUID()}::uuid, ${store.id}::uuid, ${n + 1001}, ${`#${n + 1001}`}, 'VND', 100000, 100000, 100000, ${`k${n}`}, ${at}::timestamptz, ${n % 4 ? "online_store" : "upsell"})`;
  });
  await db.execute(sql`insert into orders (id, store_id, number, name, currency, subtotal_minor, total_minor, paid_minor, idempotency_key, created_at, source)
    values ${sql.join(rows, sql`, `)}`);
}
let t = performance.now();
const drained = await drainReports(db);
const ms = performance.now() - t;
console.log(`drained ${drained.events} events and ${drained.orders} orders in ${Math.round(ms)} ms`);
const span = { stores: [store.id], from: new Date(now - YEAR), to: new Date(now), tz: "Asia/Ho_Chi_Minh", unit: "day" as const };
for (let i = 0; i < 5; i++) {
  t = performance.now();
  const rows = await salesByLabel(db, span);
  labelsOf(span);
  console.log(`365-day sales by day: ${rows.length} rows in ${Math.round(performance.now() - t)} ms`);
}
await database.close();
