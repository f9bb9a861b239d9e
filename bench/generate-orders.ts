// The orders benches' data (bench/orders-list.bench.ts, order-actions.bench.ts, orders-export.bench.ts): one store,
// "Orders Bench Store" (vi, VND, Asia/Ho_Chi_Minh), with 1,000,000 orders over two years, written in bulk by SQL
// (INSERT … SELECT over generate_series: a bench generator, not the demo, so rows are written directly, ADR 042).
// Distributions: more orders lately and in the evenings; 1–5 lines each; ~200,000 customers with Vietnamese names,
// e-mails and phones, a quarter of them buying again and again; statuses in the mix a shop has after two years (most
// paid and fulfilled, recent ones pending or unfulfilled, some partial, refunded, cancelled, archived); COD, bank
// transfer and manual payments; tags on some; a `placed` timeline event and a sale per order; storefront events for
// the last 90 days. Plus one order with 100 lines and 50 timeline events (#900) for the detail bench.
// Resumable and idempotent: each batch commits its orders with their lines, events and payments; a re-run goes on
// from the orders there are and does nothing at the size asked for.
// PGlite under bench/out/<name> (default orders-1m), or BENCH_DATABASE_URL's PostgreSQL.
//   npm run bench:generate-orders -- [--name orders-1m] [--orders 1000000] [--customers 200000] [--batch 50000]
import { and, eq, sql } from "drizzle-orm";
import { products, productVariants, stores } from "../api/db/schema";
import { hashPassword } from "../api/http/password";
import { createStoreWithOwner, createUser, findUserByEmail } from "../api/modules/accounts/store";
import { arg, datasetDir, datasetLabel, machineLoad, openBenchDatabase, print } from "./lib";

export const ORDERS_BENCH_EMAIL = "orders-bench@bench.test";
export const ORDERS_BENCH_PASSWORD = "bench-password";
export const ORDERS_BENCH_DATASET = "orders-1m";
/** The order with 100 lines and 50 timeline events (the detail bench's): its idempotency key, and its number. */
export const BIG_ORDER_KEY = "bench-big-order";
export const BIG_ORDER_NUMBER = 900;
const PRODUCTS = 1000;
const STOCK = 10_000_000;

type Db = Awaited<ReturnType<typeof openBenchDatabase>>["db"];

/** The bench owner's store (made when missing) and its catalog of PRODUCTS one-variant products. */
export async function ensureOrdersStore(db: Db): Promise<{ storeId: string; createdAt: Date }> {
  const user =
    (await findUserByEmail(db, ORDERS_BENCH_EMAIL)) ??
    (await createUser(db, { email: ORDERS_BENCH_EMAIL, passwordHash: await hashPassword(ORDERS_BENCH_PASSWORD), name: "Orders Bench", verified: true }));
  const [existing] = await db.select().from(stores).where(eq(stores.ownerId, user.id)).limit(1);
  const store =
    existing ?? (await createStoreWithOwner(db, { name: "Orders Bench Store", domain: "orders-bench.bench.test", ownerId: user.id, language: "vi" }));
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.storeId, store.id));
  for (let i = n; i < PRODUCTS; i += 500) {
    const made = await db
      .insert(products)
      .values(
        Array.from({ length: Math.min(500, PRODUCTS - i) }, (_, k) => {
          const title = `${TITLES[(i + k) % TITLES.length]} ${i + k + 1}`;
          return { storeId: store.id, title, handle: `bench-order-item-${i + k + 1}`, searchText: title.toLowerCase(), published: true };
        }),
      )
      .returning({ id: products.id });
    await db.insert(productVariants).values(
      made.map(({ id }, k) => ({
        storeId: store.id,
        productId: id,
        price: (99 + ((i + k) % 900)) * 1000,
        sku: `OB-${i + k + 1}`,
        inventoryQuantity: STOCK,
        position: 0,
      })),
    );
  }
  await db
    .update(productVariants)
    .set({ inventoryQuantity: STOCK })
    .where(and(eq(productVariants.storeId, store.id), sql`${productVariants.inventoryQuantity} < ${STOCK / 2}`));
  return { storeId: store.id, createdAt: store.createdAt };
}

const TITLES = [
  "Áo dài lụa",
  "Nón lá",
  "Khăn choàng",
  "Túi cói",
  "Áo thun cotton",
  "Dép tổ ong",
  "Gối tựa",
  "Ly gốm Bát Tràng",
  "Tranh sơn mài",
  "Cà phê phin",
];
const sqlArray = (items: readonly string[]) => sql.raw(`array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(",")}]`);
const FAMILY = sqlArray(["Nguyễn", "Nguyễn", "Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô"]);
const GIVEN = sqlArray([
  "Thị Lan",
  "Văn Nam",
  "Minh Anh",
  "Ngọc Hà",
  "Thanh Tùng",
  "Thu Trang",
  "Đức Huy",
  "Bảo Ngọc",
  "Gia Hân",
  "Quốc Bảo",
  "Kim Ngân",
  "Hữu Phước",
]);
const CITIES = sqlArray(["Hồ Chí Minh", "Hồ Chí Minh", "Hà Nội", "Hà Nội", "Đà Nẵng", "Hải Phòng", "Cần Thơ", "Nha Trang", "Huế", "Biên Hòa"]);
const STREETS = sqlArray(["Lê Lợi", "Nguyễn Huệ", "Trần Hưng Đạo", "Hai Bà Trưng", "Lý Thường Kiệt", "Điện Biên Phủ", "Pasteur", "Nguyễn Trãi"]);

/** Customer k's id, e-mail and phone, computable anywhere in SQL (so orders need no join to find theirs). */
const customerId = (k: ReturnType<typeof sql>) => sql`md5('bench-customer-' || ${k})::uuid`;

async function ensureCustomers(db: Db, storeId: string, count: number, startedAt: Date) {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from customers where store_id = ${storeId}`)).rows;
  for (let from = n + 1; from <= count; from += 50_000) {
    const to = Math.min(count, from + 49_999);
    await db.execute(sql`
      insert into customers (id, store_id, email, phone, first_name, last_name, accepts_marketing, tags, addresses, country_code,
        orders_count, amount_spent_minor, created_at, updated_at)
      select ${customerId(sql`k`)}, ${storeId}, 'buyer' || k || '@bench.test', '09' || lpad(k::text, 8, '0'),
        (${GIVEN})[1 + k % 12], (${FAMILY})[1 + (k / 12) % 16], k % 3 = 0,
        case when k % 17 = 0 then '["vip"]'::jsonb else '[]'::jsonb end,
        jsonb_build_array(jsonb_build_object('firstName', (${GIVEN})[1 + k % 12], 'lastName', (${FAMILY})[1 + (k / 12) % 16],
          'address1', (1 + k % 300) || ' ' || (${STREETS})[1 + k % 8], 'city', (${CITIES})[1 + k % 10], 'countryCode', 'VN')),
        'VN', 5, 0, ${startedAt.toISOString()}::timestamptz - interval '2 years' + (k::float / ${count}) * interval '2 years', now()
      from generate_series(${from}::int, ${to}::int) k
      on conflict do nothing`);
  }
}

/** Order i's number of lines: 1 (45%), 2 (28%), 3 (15%), 4 (8%) or 5 (4%). */
const lineCount = sql.raw(`(case when (i * 2654435761::bigint / 1000) % 100 < 45 then 1 when (i * 2654435761::bigint / 1000) % 100 < 73 then 2
  when (i * 2654435761::bigint / 1000) % 100 < 88 then 3 when (i * 2654435761::bigint / 1000) % 100 < 96 then 4 else 5 end)`);
/** Line p of order i: its catalog item (1..PRODUCTS), unit price and quantity (1, or 2 one time in three). */
const itemOf = sql.raw(`(1 + (i * 7 + p * 13) % ${PRODUCTS})`);
const priceOf = sql.raw(`((99 + (i * 7 + p * 13) % 900) * 1000)`);
const quantityOf = sql.raw(`(1 + (i + p) % 3 / 2)`);

/**
 * Orders `from`..`to` (index i, number 1000 + i) with their lines, `placed` events and payments, in one transaction.
 * Everything about order i is a function of i, so the statements need no lookups and a resumed run makes the same data.
 */
async function insertOrders(db: Db, storeId: string, from: number, to: number, total: number, customers: number, end: Date) {
  const endAt = end.toISOString();
  // A quarter of the orders go to the 5% most loyal customers.
  const customer = sql`(case when (i * 7919) % 4 = 0 then 1 + (i * 104729::bigint) % ${Math.max(1, Math.floor(customers / 20))} else 1 + (i * 15485863::bigint) % ${customers} end)`;
  // Two years in the order of the index, more lately (sqrt), the hour of day leaning to the evening.
  const created = sql`(${endAt}::timestamptz - interval '2 years' + sqrt(i::float / ${total}) * interval '2 years' - interval '1 hour' * ((i * 31) % 9))`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with o as (
        select i, ${customer} as k, least(${created}, ${endAt}::timestamptz) as at, (i * 2654435761::bigint) % 1000 as fate,
          (select sum(${priceOf} * ${quantityOf}) from generate_series(1, ${lineCount}) p)::bigint as subtotal,
          (select sum(${quantityOf}) from generate_series(1, ${lineCount}) p)::int as items
        from generate_series(${from}::bigint, ${to}::bigint) i
      ), fated as (
        select o.*, case when fate < 600 then 30000 when fate < 900 then 60000 else 0 end as shipping,
          -- Recent orders are mostly open; older ones done.
          case when fate < 30 then 'voided' when at > ${endAt}::timestamptz - interval '3 days' and fate % 3 = 0 then 'pending'
               when fate < 55 then 'refunded' when fate < 85 then 'partially_refunded'
               when fate < 130 and fate % 2 = 0 then 'pending' else 'paid' end as financial,
          case when fate < 30 or at > ${endAt}::timestamptz - interval '2 days' then 'unfulfilled'
               when fate between 130 and 160 then 'partial' when fate between 161 and 230 then 'unfulfilled' else 'fulfilled' end as fulfillment,
          case when fate < 30 then 'cancelled' when fate > 960 then 'archived' else 'open' end as status
        from o
      )
      insert into orders (id, store_id, number, name, customer_id, email, phone, customer_name, currency, subtotal_minor, shipping_minor,
        total_minor, paid_minor, refunded_minor, financial_status, fulfillment_status, status, payment_method, source, tags,
        shipping_address, shipping_line, cancel_reason, cancelled_at, archived_at, idempotency_key, items_count, created_at, updated_at)
      select md5('bench-order-' || i)::uuid, ${storeId}, 1000 + i, '#' || (1000 + i), ${customerId(sql`k`)},
        case when fate % 7 = 0 then '' else 'buyer' || k || '@bench.test' end, '09' || lpad(k::text, 8, '0'),
        (${GIVEN})[1 + k % 12] || ' ' || (${FAMILY})[1 + (k / 12) % 16], 'VND', subtotal, shipping, subtotal + shipping,
        case when financial in ('paid', 'refunded', 'partially_refunded') then subtotal + shipping else 0 end,
        case when financial = 'refunded' then subtotal + shipping when financial = 'partially_refunded' then least(subtotal, 99000) else 0 end,
        financial, fulfillment, status,
        case when fate % 10 < 6 then 'cod' when fate % 10 < 9 then 'bank_transfer' else 'manual' end,
        case when fate % 10 = 9 then 'admin' else 'online_store' end,
        case when fate % 11 = 0 then '["vip"]'::jsonb when fate % 13 = 0 then '["qua-tang"]'::jsonb when fate % 17 = 0 then '["giao-gap"]'::jsonb
          else '[]'::jsonb end,
        jsonb_build_object('firstName', (${GIVEN})[1 + k % 12], 'lastName', (${FAMILY})[1 + (k / 12) % 16],
          'address1', (1 + k % 300) || ' ' || (${STREETS})[1 + k % 8], 'city', (${CITIES})[1 + k % 10], 'countryCode', 'VN',
          'phone', '09' || lpad(k::text, 8, '0')),
        case when shipping = 0 then null when shipping = 30000 then '{"code":"standard","title":"Giao hàng tiêu chuẩn","priceMinor":30000}'::jsonb
          else '{"code":"express","title":"Giao hàng nhanh","priceMinor":60000}'::jsonb end,
        case when status = 'cancelled' then 'customer' end, case when status = 'cancelled' then at + interval '5 hours' end,
        case when status = 'archived' then at + interval '20 days' end,
        'bench-order-' || i, items, at, at
      from fated`);
    await tx.execute(sql`create temp table if not exists bench_items (item int primary key, variant_id uuid, product_id uuid, title text, sku text)`);
    await tx.execute(sql`
      insert into bench_items select substr(v.sku, 4)::int, v.id, v.product_id, p.title, v.sku
      from product_variants v join products p on p.id = v.product_id
      where v.store_id = ${storeId} and v.sku like 'OB-%' on conflict do nothing`);
    await tx.execute(sql`
      insert into order_lines (order_id, store_id, product_id, variant_id, title, sku, quantity, unit_price_minor,
        fulfilled_quantity, refunded_quantity, position)
      select o.id, o.store_id, b.product_id, b.variant_id, b.title, b.sku, ${quantityOf}, ${priceOf},
        case when o.fulfillment_status = 'fulfilled' or (o.fulfillment_status = 'partial' and p = 1) then ${quantityOf} else 0 end,
        case when o.financial_status = 'refunded' then ${quantityOf} when o.financial_status = 'partially_refunded' and p = 1 then 1 else 0 end,
        p - 1
      from generate_series(${from}::bigint, ${to}::bigint) i
      cross join lateral generate_series(1, ${lineCount}) p
      join orders o on o.id = md5('bench-order-' || i)::uuid
      join bench_items b on b.item = ${itemOf}`);
    await tx.execute(sql`
      insert into order_events (order_id, store_id, kind, message, data, created_at)
      select id, store_id, 'placed', case when source = 'admin' then 'Order created by staff' else 'Order placed' end,
        jsonb_build_object('source', source, 'paymentMethod', payment_method), created_at
      from orders where store_id = ${storeId} and number between ${1000 + from} and ${1000 + to}`);
    await tx.execute(sql`
      insert into order_transactions (order_id, store_id, kind, gateway, amount_minor, status, created_at)
      select id, store_id, 'sale', payment_method, total_minor, case when paid_minor > 0 then 'success' else 'pending' end, created_at
      from orders where store_id = ${storeId} and number between ${1000 + from} and ${1000 + to}
      union all
      select id, store_id, 'refund', payment_method, refunded_minor, 'success', created_at + interval '9 days'
      from orders where store_id = ${storeId} and number between ${1000 + from} and ${1000 + to} and refunded_minor > 0`);
  });
}

/** The detail bench's order: 100 lines, 50 timeline events (placed, paid, shipments, staff comments). */
async function ensureBigOrder(db: Db, storeId: string, end: Date) {
  const [found] = (await db.execute<{ id: string }>(sql`select id from orders where store_id = ${storeId} and idempotency_key = ${BIG_ORDER_KEY}`)).rows;
  if (found) return;
  const at = new Date(end.getTime() - 86_400_000).toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into orders (id, store_id, number, name, customer_id, email, phone, customer_name, currency, subtotal_minor, shipping_minor,
        total_minor, paid_minor, financial_status, fulfillment_status, status, payment_method, source, tags, note, shipping_address,
        shipping_line, idempotency_key, items_count, created_at, updated_at)
      select md5(${BIG_ORDER_KEY})::uuid, ${storeId}, ${BIG_ORDER_NUMBER}, '#' || ${BIG_ORDER_NUMBER}, ${customerId(sql`1`)}, 'buyer1@bench.test',
        '0900000001', 'Thị Lan Nguyễn', 'VND', s.subtotal, 30000, s.subtotal + 30000, s.subtotal + 30000, 'paid', 'partial', 'open', 'bank_transfer',
        'admin', '["wholesale","vip"]'::jsonb, 'Đơn sỉ: giao làm ba lần',
        '{"firstName":"Thị Lan","lastName":"Nguyễn","address1":"12 Lê Lợi","city":"Hồ Chí Minh","countryCode":"VN"}'::jsonb,
        '{"code":"standard","title":"Giao hàng tiêu chuẩn","priceMinor":30000}'::jsonb, ${BIG_ORDER_KEY}, s.items, ${at}::timestamptz, ${at}::timestamptz
      from (select sum((99 + p % 900) * 1000 * (1 + p % 4))::bigint as subtotal, sum(1 + p % 4)::int as items from generate_series(1, 100) p) s`);
    await tx.execute(sql`
      insert into order_lines (order_id, store_id, product_id, variant_id, title, sku, quantity, unit_price_minor, fulfilled_quantity, position)
      select md5(${BIG_ORDER_KEY})::uuid, ${storeId}, v.product_id, v.id, p.title, v.sku, 1 + n % 4, (99 + n % 900) * 1000,
        case when n <= 60 then 1 + n % 4 else 0 end, n - 1
      from generate_series(1, 100) n
      join product_variants v on v.store_id = ${storeId} and v.sku = 'OB-' || n
      join products p on p.id = v.product_id`);
    await tx.execute(sql`
      insert into order_events (order_id, store_id, kind, message, data, created_at)
      select md5(${BIG_ORDER_KEY})::uuid, ${storeId},
        case when n = 1 then 'placed' when n = 2 then 'paid' when n % 10 = 0 then 'fulfilled' else 'comment' end,
        case when n = 1 then 'Order created by staff' when n = 2 then 'Marked as paid' when n % 10 = 0 then 'Fulfilled items'
          else 'Ghi chú số ' || n || ': khách hỏi lịch giao' end,
        '{}'::jsonb, ${at}::timestamptz + n * interval '7 minutes'
      from generate_series(1, 50) n`);
    await tx.execute(sql`
      insert into order_transactions (order_id, store_id, kind, gateway, amount_minor, status, created_at)
      select id, store_id, 'sale', 'bank_transfer', total_minor, 'success', created_at from orders where id = md5(${BIG_ORDER_KEY})::uuid`);
  });
}

/** Storefront events of the last 90 days: three views, a cart add and a conversion per order, once. */
async function ensureEvents(db: Db, storeId: string, end: Date) {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from storefront_events where store_id = ${storeId}`)).rows;
  if (n > 0) return 0;
  await db.execute(sql`
    insert into storefront_events (store_id, kind, session_id, product_id, order_id, referrer, utm_source, utm_medium, country, occurred_at)
    select o.store_id, e.kind, 'bench-' || o.number, case when e.kind in ('view_content', 'add_to_cart') then l.product_id end,
      case when e.kind = 'session_converted' then o.id end,
      case when o.number % 3 = 0 then 'https://www.google.com/' else '' end,
      case when o.number % 5 = 0 then 'facebook' else '' end, case when o.number % 5 = 0 then 'cpc' else '' end,
      case when o.number % 20 = 0 then 'US' else 'VN' end, o.created_at - e.before
    from orders o
    join order_lines l on l.order_id = o.id and l.position = 0
    cross join (values ('view_content', interval '20 minutes'), ('view_content', interval '15 minutes'), ('view_content', interval '12 minutes'),
      ('add_to_cart', interval '10 minutes'), ('reached_checkout', interval '5 minutes'), ('session_converted', interval '0 minutes')) e(kind, before)
    where o.store_id = ${storeId} and o.created_at > ${end.toISOString()}::timestamptz - interval '90 days' and o.number > 1000`);
  return (await db.execute<{ n: number }>(sql`select count(*)::int as n from storefront_events where store_id = ${storeId}`)).rows[0]!.n;
}

const TABLES = ["customers", "orders", "order_lines", "order_events", "order_transactions", "storefront_events"];

/** Makes the dataset up to `total` orders; what exists is kept. Returns how many orders were added. */
export async function generateOrders(db: Db, opts: { total: number; customers: number; batch: number; log: (line: string) => void }): Promise<number> {
  // Dates end when the store was made (its first run), so a resumed run continues the same two years.
  const { storeId, createdAt: end } = await ensureOrdersStore(db);
  await ensureCustomers(db, storeId, opts.customers, end);
  const [{ n: have }] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from orders where store_id = ${storeId} and idempotency_key like 'bench-order-%'`)
  ).rows;
  const started = performance.now();
  for (let from = have + 1; from <= opts.total; from += opts.batch) {
    const to = Math.min(opts.total, from + opts.batch - 1);
    await insertOrders(db, storeId, from, to, opts.total, opts.customers, end);
    const rate = (to - have) / ((performance.now() - started) / 1000);
    opts.log(`  orders ${to.toLocaleString("en")} / ${opts.total.toLocaleString("en")} (${rate.toFixed(0)} orders/s; ${machineLoad()})`);
  }
  await ensureBigOrder(db, storeId, end);
  // Orders made before migration 0029 (ADR 052) get their units, as the placement now writes them.
  const filled = await db.execute<{ n: number }>(sql`
    with u as (
      update orders o set items_count = s.n from (select order_id, sum(quantity)::int as n from order_lines where store_id = ${storeId} group by order_id) s
      where o.store_id = ${storeId} and o.items_count is null and s.order_id = o.id
      returning 1)
    select count(*)::int as n from u`);
  if (filled.rows[0]!.n > 0) opts.log(`  items_count filled on ${filled.rows[0]!.n.toLocaleString("en")} orders`);
  const events = await ensureEvents(db, storeId, end);
  if (events > 0) opts.log(`  storefront events: ${events.toLocaleString("en")}`);
  await db.execute(sql`
    insert into order_counters (store_id, next_number) values (${storeId}, ${1001 + opts.total})
    on conflict (store_id) do update set next_number = greatest(order_counters.next_number, excluded.next_number)`);
  // PGlite has no autovacuum: without fresh statistics the planner guesses (ADR 036's export took 463 s instead of 38).
  for (const table of TABLES) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return Math.max(0, opts.total - have);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = datasetDir(arg("name", ORDERS_BENCH_DATASET));
  const total = Number(arg("orders", "1000000"));
  const customers = Number(arg("customers", String(Math.max(1, Math.round(total / 5)))));
  const batch = Number(arg("batch", "50000"));
  const started = performance.now();
  const database = await openBenchDatabase(dir, { create: true });
  try {
    print(`${datasetLabel(dir)} (${database.kind}): ${total.toLocaleString("en")} orders, ${customers.toLocaleString("en")} customers; ${machineLoad()}`);
    const added = await generateOrders(database.db, { total, customers, batch, log: print });
    print(`ready: ${added.toLocaleString("en")} orders added, ${((performance.now() - started) / 1000).toFixed(1)} s; ${machineLoad()}`);
  } finally {
    await database.close();
  }
}
