// Builds a PGlite database under bench/out/<name> (or fills BENCH_DATABASE_URL's) with one store, its owner and N products.
// Idempotent: a second run tops up to N (or does nothing) instead of duplicating.
//   npm run bench:generate -- [--name products-100k] [--count 100000]
import { eq, sql } from "drizzle-orm";
import { products, stores } from "../api/db/schema";
import { hashPassword } from "../api/http/password";
import { createStoreWithOwner, createUser, findUserByEmail } from "../api/modules/accounts/store";
import { generateProducts } from "../api/modules/products/seed";
import { BENCH_EMAIL, BENCH_PASSWORD, DEFAULT_COUNT, DEFAULT_DATASET, arg, datasetDir, datasetLabel, openBenchDatabase, print } from "./lib";

const name = arg("name", process.env.BENCH_DATASET ?? DEFAULT_DATASET);
const target = Number(arg("count", String(DEFAULT_COUNT)));
const dir = datasetDir(name);

const started = performance.now();
const database = await openBenchDatabase(dir, { create: true });
const { db } = database;
try {
  const user =
    (await findUserByEmail(db, BENCH_EMAIL)) ??
    (await createUser(db, { email: BENCH_EMAIL, passwordHash: await hashPassword(BENCH_PASSWORD), name: "Bench Owner", verified: true }));
  const [existing] = await db.select().from(stores).where(eq(stores.ownerId, user.id)).limit(1);
  const store = existing ?? (await createStoreWithOwner(db, { name: "Bench Store", domain: "bench-store.bench.test", ownerId: user.id }));

  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.storeId, store.id));
  if (n < target) {
    print(`${datasetLabel(dir)}: ${n} products, adding ${target - n}…`);
    await generateProducts(db, store.id, target - n, {
      startIndex: n,
      // A live counter on a terminal; a line per 20k rows in a log.
      onProgress: (done) => {
        if (process.stdout.isTTY) process.stdout.write(`\r  ${n + done} / ${target}`);
        else if ((n + done) % 20_000 === 0 || n + done === target) print(`  ${n + done} / ${target}`);
      },
    });
    if (process.stdout.isTTY) print();
  }
  // PGlite runs no autovacuum: without this the visibility map is empty, so the list's
  // index-only scans fall back to heap reads, and the planner has no statistics.
  await db.execute(sql`vacuum analyze products`);
  print(`ready: ${datasetLabel(dir)}`);
  print(
    `  store ${store.id}, owner ${BENCH_EMAIL} / ${BENCH_PASSWORD}, ${Math.max(n, target)} products, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
