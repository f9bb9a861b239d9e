// The orders list's queries on PGlite with a store of N orders (default 50,000, made by SQL, not the checkout): each
// query's p50/p95 over 20 runs through api/modules/orders/store.ts, and the plans of the hot ones (ADR 038).
//   node --import tsx bench/orders-list-explain.ts [--orders 50000]
import { sql } from "drizzle-orm";
import { openDatabase } from "../api/db/client";
import { createStoreWithOwner, createUser } from "../api/modules/accounts/store";
import * as store from "../api/modules/orders/store";
import { resolveDateRange } from "../domain/date-range";
import { OrderListQuerySchema } from "../domain/order-admin";
import { arg } from "./lib";

const N = Number(arg("orders", "50000"));
const database = await openDatabase({ dataDir: "memory://" });
const { db } = database;
const user = await createUser(db, { email: "bench@example.com", passwordHash: "x", verified: true });
const shop = await createStoreWithOwner(db, { name: "Bench", domain: "bench.shop.test", ownerId: user.id });
const other = await createStoreWithOwner(db, { name: "Other", domain: "other.shop.test", ownerId: user.id });
const started = Date.now();
for (const [storeId, count] of [
  [shop.id, N],
  [other.id, Math.round(N / 5)],
] as const) {
  await db.execute(sql`
    insert into orders (store_id, number, name, email, phone, customer_name, currency, subtotal_minor, total_minor,
      financial_status, fulfillment_status, status, payment_method, tags, idempotency_key, created_at)
    select ${storeId}::uuid, 1000 + g, '#' || (1000 + g), 'buyer' || g || '@example.com', '09' || lpad((g % 100000000)::text, 8, '0'),
      (array['Lan','Minh','Hoa','Tuấn','Mai'])[1 + g % 5] || ' ' || (array['Nguyễn','Trần','Lê','Phạm'])[1 + g % 4] || ' ' || g,
      'VND', 100000 * (1 + g % 20), 100000 * (1 + g % 20) + 30000,
      (array['pending','paid','paid','paid','refunded','partially_refunded'])[1 + g % 6],
      (array['unfulfilled','fulfilled','fulfilled','partial'])[1 + g % 4],
      case when g % 50 = 0 then 'cancelled' when g % 7 = 0 then 'archived' else 'open' end,
      (array['cod','bank_transfer'])[1 + g % 2], case when g % 10 = 0 then '["vip"]'::jsonb else '[]'::jsonb end,
      'bench-' || g, now() - ((${count} - g) * interval '150 seconds')
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`
    insert into order_lines (order_id, store_id, title, variant_title, sku, quantity, unit_price_minor)
    select id, store_id, (array['Áo dài lụa','Chăn bông','Nón lá','Túi cói'])[1 + number % 4] || ' ' || (number % 300), 'M', 'SKU', 1 + number % 3, 100000
    from orders where store_id = ${storeId}::uuid`);
}
await db.execute(sql`analyze`);
console.log(`${N} orders (+${Math.round(N / 5)} in another store) made in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const tz = "Asia/Ho_Chi_Minh";
const now = new Date();
async function measure(label: string, raw: Record<string, unknown>) {
  const query = OrderListQuerySchema.parse(raw);
  const range = resolveDateRange(query, now, tz);
  if (!range.ok) throw new Error(JSON.stringify(range.errors));
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    total = (await store.listOrders(db, shop.id, query, range)).total;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} total ${String(total).padStart(6)}  p50 ${times[9]!.toFixed(1)} ms  p95 ${times[18]!.toFixed(1)} ms`);
}
await measure("page 1 (all)", {});
await measure("deep page (page 400 of 50)", { page: 400 });
await measure("far end (last page)", { page: Math.ceil((N * 0.84) / 50) });
await measure("status + date (paid, last 7 days)", { financialStatus: "paid", datePreset: "last_7_days" });
await measure("tab unpaid + date (last 90 days), page 5", { tab: "unpaid", datePreset: "last_90_days", page: 5 });
await measure("search by number (#1234)", { q: "#1234" });
await measure("search by e-mail", { q: "buyer4321@example.com" });
await measure("search by name (Tuấn Lê 3)", { q: "Tuấn Lê 3" });
await measure("search by product (Nón lá 12)", { q: "Nón lá 12" });
await measure("tag vip", { tag: "vip" });

async function explain(label: string, q: ReturnType<typeof sql>) {
  const rows = (await db.execute(sql`explain ${q}`)) as unknown as { rows: { "QUERY PLAN": string }[] };
  console.log(`\n-- ${label}\n${rows.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
}
const s = shop.id;
await explain(
  "page 1 ids, all tab",
  sql`select id from orders where store_id = ${s} and status <> 'archived' order by created_at desc nulls last, id asc limit 50`,
);
await explain(
  "page 1 rows with their unit counts",
  sql`select id, (select coalesce(sum(quantity), 0) from order_lines l where l.order_id = "orders"."id") from orders where store_id = ${s} and id in (select id from orders where store_id = ${s} order by created_at desc nulls last, id asc limit 50)`,
);
await explain(
  "page ids, all tab, deep offset",
  sql`select id from orders where store_id = ${s} and status <> 'archived' order by created_at desc nulls last, id asc limit 50 offset 19950`,
);
await explain(
  "paid in the last 7 days",
  sql`select id from orders where store_id = ${s} and status <> 'archived' and financial_status = 'paid' and created_at >= now() - interval '7 days' order by created_at desc nulls last, id asc limit 50`,
);
await explain(
  "search by e-mail",
  sql`select id from orders where store_id = ${s} and id in (select id from orders where store_id = ${s} and phone = 'x@y' union select id from orders where store_id = ${s} and (customer_name ilike '%buyer4321@example.com%' or email ilike '%buyer4321@example.com%') union select order_id from order_lines where store_id = ${s} and title ilike '%buyer4321@example.com%') order by created_at desc nulls last, id asc limit 50`,
);
await explain(
  "search by number",
  sql`select id from orders where store_id = ${s} and id in (select id from orders where store_id = ${s} and number = 1234) limit 50`,
);
await database.close();
