// Inventory list on a big store: 100k products × 3 variants (N=… to change), PGlite in memory; median of 5 calls each.
// Run: node --import tsx bench/inventory-list.bench.ts
import { startHarness } from "../tests/helpers/harness";
import { BENCH_DATABASE_URL, print } from "./lib";
// The harness reads TEST_DATABASE_URL; this bench uses only its own setting: in-memory PGlite, or a throw-away database
// on BENCH_DATABASE_URL's server.
process.env.TEST_DATABASE_URL = BENCH_DATABASE_URL ?? "";
const h = await startHarness();
const ops = await h.owner("bench@backroom.dev");
const db = h.database.db;
const N = Number(process.env.N ?? 100_000);
for (let i = 0; i < N; i += 5000) {
  await db.execute(`insert into products (store_id, title, handle, search_text, created_at)
    select '${ops.storeId}', 'Product ' || g, 'p-' || g, 'product ' || g, now() - (g || ' seconds')::interval from generate_series(${i}, ${Math.min(N, i + 5000) - 1}) g`);
}
await db.execute(`insert into product_variants (store_id, product_id, option1, sku, inventory_quantity, position)
  select p.store_id, p.id, s.o, 'SKU-' || p.handle || '-' || s.o, (random() * 50)::int, s.n from products p cross join (values ('S', 0), ('M', 1), ('L', 2)) s(o, n) where p.store_id = '${ops.storeId}'`);
await db.execute("analyze");
async function time(label: string, path: string) {
  const runs: number[] = [];
  let body: { total?: number; items?: unknown[] } = {};
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const r = await h.call("GET", path, { headers: ops.headers });
    runs.push(performance.now() - t);
    body = r.body as typeof body;
  }
  runs.sort((a, b) => a - b);
  print(`${label.padEnd(34)} median ${runs[2].toFixed(1)} ms  (total ${body.total}, items ${body.items?.length})`);
}
await time("page 1, limit 50", "/inventory?limit=50");
await time("page 2, limit 200", "/inventory?limit=200&page=2");
await time("page 1000, limit 50", "/inventory?limit=50&page=1000");
await time("last page (6000), limit 50", "/inventory?limit=50&page=6000");
await time("search 'product 4242'", "/inventory?search=product%204242");
await time("search SKU 'SKU-p-99-M'", "/inventory?search=SKU-p-99-M");
await time("lowStock=0", "/inventory?lowStock=0");
await h.close();
