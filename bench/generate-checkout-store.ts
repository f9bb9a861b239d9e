// The checkout bench's data (bench/checkout.bench.ts): one store, "Checkout Bench Store" (vi, VND), with N products of
// 1–3 size variants each, VND prices and a deep stock, plus one "hot" variant every buyer of the contention scenario
// wants. Idempotent: a second run tops the products up to N and the stock back up; it never duplicates.
// PGlite under bench/out/<name> (default checkout-store), or BENCH_DATABASE_URL's PostgreSQL.
//   npm run bench:generate-checkout -- [--name checkout-store] [--products 2000]
import { and, eq, sql } from "drizzle-orm";
import { products, productVariants, stores } from "../api/db/schema";
import { hashPassword } from "../api/http/password";
import { createStoreWithOwner, createUser, findUserByEmail } from "../api/modules/accounts/store";
import { arg, datasetDir, datasetLabel, openBenchDatabase, print, seededRandom } from "./lib";

export const CHECKOUT_BENCH_EMAIL = "checkout-bench@bench.test";
export const CHECKOUT_BENCH_DATASET = "checkout-store";
export const HOT_HANDLE = "bench-hot-item";
/** Enough that no run of the bench empties a variant (the hot one gets it too; the bench tops it up). */
export const BENCH_STOCK = 10_000_000;

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
const SIZES = ["S", "M", "L"];

/** The store of the bench's owner, made (with its products) when missing; the stock of every variant topped up. */
export async function ensureCheckoutStore(db: Awaited<ReturnType<typeof openBenchDatabase>>["db"], count: number): Promise<{ storeId: string; added: number }> {
  const user =
    (await findUserByEmail(db, CHECKOUT_BENCH_EMAIL)) ??
    (await createUser(db, { email: CHECKOUT_BENCH_EMAIL, passwordHash: await hashPassword("bench-password"), name: "Checkout Bench", verified: true }));
  const [existing] = await db.select().from(stores).where(eq(stores.ownerId, user.id)).limit(1);
  const store = existing ?? (await createStoreWithOwner(db, { name: "Checkout Bench Store", domain: "checkout-bench.bench.test", ownerId: user.id }));
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.storeId, store.id));
  const random = seededRandom(9 + n);
  let added = 0;
  for (let i = n; i < count; i += 500) {
    const batch = Array.from({ length: Math.min(500, count - i) }, (_, k) => {
      const index = i + k;
      const title = `${TITLES[index % TITLES.length]} ${index + 1}`;
      return { storeId: store.id, title, handle: index === 0 ? HOT_HANDLE : `bench-checkout-${index + 1}`, searchText: title.toLowerCase(), published: true };
    });
    const made = await db.insert(products).values(batch).returning({ id: products.id });
    const variants = made.flatMap(({ id }, k) => {
      const sizes = 1 + Math.floor(random() * 3);
      const price = (49 + Math.floor(random() * 950)) * 1000;
      return SIZES.slice(0, sizes).map((size, position) => ({
        storeId: store.id,
        productId: id,
        option1: sizes > 1 ? size : "",
        price,
        sku: `CB-${i + k + 1}-${position}`,
        inventoryQuantity: BENCH_STOCK,
        position,
      }));
    });
    for (let j = 0; j < variants.length; j += 1000) await db.insert(productVariants).values(variants.slice(j, j + 1000));
    added += made.length;
  }
  await db
    .update(productVariants)
    .set({ inventoryQuantity: BENCH_STOCK })
    .where(and(eq(productVariants.storeId, store.id), sql`${productVariants.inventoryQuantity} < ${BENCH_STOCK / 2}`));
  return { storeId: store.id, added };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = arg("name", CHECKOUT_BENCH_DATASET);
  const count = Number(arg("products", "2000"));
  const dir = datasetDir(name);
  const started = performance.now();
  const database = await openBenchDatabase(dir, { create: true });
  try {
    const { storeId, added } = await ensureCheckoutStore(database.db, count);
    await database.db.execute(sql`vacuum analyze products`);
    await database.db.execute(sql`vacuum analyze product_variants`);
    print(
      `ready: ${datasetLabel(dir)}: store ${storeId}, ${count} products (${added} added), owner ${CHECKOUT_BENCH_EMAIL}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}
