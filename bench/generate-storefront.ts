// The storefront bench's dataset: bench/out/storefront-100k, one store on the platform domain `bench.backroom.shop`
// with N published products (bench/generate-products' generator), each with two variants and a cover image row.
// Idempotent: a second run tops up to N.
//   npx tsx bench/generate-storefront.ts [--name storefront-100k] [--count 100000]
import { eq, sql } from "drizzle-orm";
import { products, stores } from "../api/db/schema";
import { hashPassword } from "../api/http/password";
import { createStoreWithOwner, createUser, findUserByEmail } from "../api/modules/accounts/store";
import { generateProducts } from "../api/modules/products/seed";
import { BENCH_EMAIL, BENCH_PASSWORD, arg, datasetDir, datasetLabel, openBenchDatabase, print } from "./lib";

export const STOREFRONT_BENCH_HOST = "bench.backroom.shop";
const dir = datasetDir(arg("name", "storefront-100k"));
const target = Number(arg("count", "100000"));

const started = performance.now();
const database = await openBenchDatabase(dir, { create: true });
const { db } = database;
try {
  const user =
    (await findUserByEmail(db, BENCH_EMAIL)) ??
    (await createUser(db, { email: BENCH_EMAIL, passwordHash: await hashPassword(BENCH_PASSWORD), name: "Bench Owner", verified: true }));
  const [existing] = await db.select().from(stores).where(eq(stores.ownerId, user.id)).limit(1);
  const store = existing ?? (await createStoreWithOwner(db, { name: "Bench Store", domain: STOREFRONT_BENCH_HOST, ownerId: user.id }));
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.storeId, store.id));
  if (n < target) {
    print(`${datasetLabel(dir)}: ${n} products, adding ${target - n}…`);
    await generateProducts(db, store.id, target - n, {
      startIndex: n,
      onProgress: (done) => (done % 20_000 === 0 ? print(`  ${n + done} / ${target}`) : undefined),
    });
  }
  await db.execute(sql`update products set published = true where store_id = ${store.id} and not published`);
  // Two variants (S, M) and one image row per product that has none yet: set-based, one statement each.
  await db.execute(sql`
    insert into product_variants (store_id, product_id, option1, price, inventory_quantity, position)
    select p.store_id, p.id, s.size, 100000 + (abs(hashtext(p.id::text)) % 900) * 1000, 10, s.pos
    from products p cross join (values ('S', 0), ('M', 1)) as s(size, pos)
    where p.store_id = ${store.id} and not exists (select 1 from product_variants v where v.product_id = p.id)`);
  await db.execute(sql`
    insert into product_images (store_id, product_id, position, src, alt, alt_text, full_path)
    select p.store_id, p.id, 0, 'bench/' || p.handle || '.jpg', p.title, p.title, ''
    from products p
    where p.store_id = ${store.id} and not exists (select 1 from product_images i where i.product_id = p.id)`);
  await db.execute(sql`vacuum analyze`);
  print(
    `ready: ${datasetLabel(dir)}: store ${store.id} at ${STOREFRONT_BENCH_HOST}, ${Math.max(n, target)} products, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
