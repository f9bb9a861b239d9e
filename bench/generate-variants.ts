// Adds variants to a products dataset made by generate-products.ts: 1–4 sizes per product (2.5 on average, so
// 250k variants on 100k products), and one "big" product with 2,000 variants (20 sizes × 10 colours × 10 materials)
// for the editor benchmark. Idempotent: products that already have variants are skipped. BENCH_DATABASE_URL fills a
// PostgreSQL dataset made by generate-products.ts instead.
//   npm run bench:generate-variants -- [--name products-100k]
import { and, eq, sql } from "drizzle-orm";
import { productOptions, products, productVariants, stores, users } from "../api/db/schema";
import { productsWithoutVariants, seedVariantsFor } from "../api/modules/variants/seed";
import { BENCH_EMAIL, BIG_PRODUCT_HANDLE, DEFAULT_DATASET, arg, datasetDir, datasetLabel, openBenchDatabase, print } from "./lib";

const SLICE = 10_000;

const name = arg("name", process.env.BENCH_DATASET ?? DEFAULT_DATASET);
const dir = datasetDir(name);
const started = performance.now();
const database = await openBenchDatabase(dir);
const { db } = database;
try {
  const [store] = await db.select({ id: stores.id }).from(stores).innerJoin(users, eq(users.id, stores.ownerId)).where(eq(users.email, BENCH_EMAIL)).limit(1);
  if (!store) throw new Error(`${datasetLabel(dir)} has no bench store: run npm run bench:generate first`);

  let added = 0;
  for (;;) {
    const ids = await productsWithoutVariants(db, store.id, SLICE);
    if (ids.length === 0) break;
    added += await seedVariantsFor(db, store.id, ids);
    if (process.stdout.isTTY) process.stdout.write(`\r  ${added} variants added`);
  }
  if (process.stdout.isTTY) print();
  await addBigProduct(store.id);

  await db.execute(sql`vacuum analyze product_variants`);
  await db.execute(sql`vacuum analyze product_options`);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(eq(productVariants.storeId, store.id));
  print(`ready: ${datasetLabel(dir)}: ${n} variants (${added} added) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}

async function addBigProduct(storeId: string) {
  const [existing] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.handle, BIG_PRODUCT_HANDLE)));
  if (existing) return;
  const title = "Áo dài bench 2000 variants";
  const [product] = await db
    .insert(products)
    .values({
      storeId,
      title,
      handle: BIG_PRODUCT_HANDLE,
      searchText: `ao dai bench 2000 variants ${BIG_PRODUCT_HANDLE}`,
      productType: "Áo dài",
      vendor: "Bench",
    })
    .returning({ id: products.id });
  const values = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p}${i + 1}`);
  const options = [
    { name: "Size", values: values(20, "S") },
    { name: "Color", values: values(10, "C") },
    { name: "Material", values: values(10, "M") },
  ];
  await db.insert(productOptions).values({ productId: product.id, storeId, options });
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    storeId,
    productId: product.id,
    option1: `S${(i % 20) + 1}`,
    option2: `C${(Math.floor(i / 20) % 10) + 1}`,
    option3: `M${Math.floor(i / 200) + 1}`,
    price: 250_000 + i * 1000,
    sku: `BIG-${i + 1}`,
    inventoryQuantity: i % 17,
    position: i,
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(productVariants).values(rows.slice(i, i + 1000));
  print(`  big product ${product.id} (${BIG_PRODUCT_HANDLE}) with 2000 variants`);
}
