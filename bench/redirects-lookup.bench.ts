// Redirect lookups (ADR 066): findRedirect p50/p95 at 1k and 100k redirects, two stores on one database, timed
// interleaved (each round looks up in both, in a shuffled order) over several rounds; PGlite in memory, or a throw-away
// PostgreSQL database when BENCH_DATABASE_URL is set. Its own generator: rows made in SQL, keys as the API makes them.
// Run: node --import tsx bench/redirects-lookup.bench.ts [--rounds 5] [--lookups 2000]
import { requestKey } from "../domain/redirect";
import { findRedirect } from "../api/modules/redirects/store";
import { startHarness } from "../tests/helpers/harness";
import { arg, BENCH_DATABASE_URL, print, summarise, fmt } from "./lib";

process.env.TEST_DATABASE_URL = BENCH_DATABASE_URL ?? "";
const rounds = Number(arg("rounds", "5"));
const lookups = Number(arg("lookups", "2000"));
const sizes = [1_000, 100_000];

const h = await startHarness();
const db = h.database.db;

/** `count` redirects /old/item-N → /products/item-N in a new store, 10k to a statement. */
async function generate(count: number) {
  const owner = await h.owner(`bench-redirects-${count}@bench.test`);
  for (let i = 0; i < count; i += 10_000) {
    await db.execute(`insert into redirects (store_id, path, path_key, target, target_key)
      select '${owner.storeId}', '/Old/Item-' || g, '/old/item-' || g, '/products/item-' || g, '/products/item-' || g
      from generate_series(${i}, ${Math.min(count, i + 10_000) - 1}) g`);
  }
  // The generator's keys are the API's: checked on one row, so the bench measures what the storefront would ask.
  if (requestKey("/Old/Item-7/") !== "/old/item-7") throw new Error("the generator's keys are not the API's");
  return owner.storeId;
}

const stores = new Map<number, string>();
for (const n of sizes) stores.set(n, await generate(n));
await db.execute("analyze redirects");

// Half the lookups hit (a random redirected path, as a shopper types it), half miss.
const paths = (n: number) => Array.from({ length: lookups }, (_, i) => (i % 2 ? `/OLD/item-${Math.floor(Math.random() * n)}/` : `/nope/${i}`));
const samples = new Map<number, number[]>(sizes.map((n) => [n, []]));
for (let round = 0; round < rounds + 1; round++) {
  const order = [...sizes].sort(() => Math.random() - 0.5);
  for (const n of order) {
    const storeId = stores.get(n)!;
    const list = paths(n);
    for (const p of list) {
      const t = performance.now();
      const found = await findRedirect(db, storeId, p);
      const ms = performance.now() - t;
      if (p.startsWith("/OLD") !== (found !== null)) throw new Error(`wrong answer for ${p}`);
      if (round > 0) samples.get(n)!.push(ms); // round 0 warms up
    }
  }
}

print(`findRedirect on ${BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite (memory)"}: ${rounds} rounds × ${lookups} lookups per size, interleaved`);
print("redirects       n      p50      p95      p99      max");
for (const n of sizes) {
  const s = summarise(samples.get(n)!);
  print(`${String(n).padStart(9)} ${String(s.n).padStart(7)} ${fmt(s.p50)} ${fmt(s.p95)} ${fmt(s.p99)} ${fmt(s.max)}   ms`);
}
const plan = await db.execute(`explain select target from redirects where store_id = '${stores.get(100_000)}' and path_key = '/old/item-5' limit 1`);
print(JSON.stringify(plan.rows ?? plan));
print(
  `load average: ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
await h.close();
