// A storefront product page (/products/{handle}) on a store of 100k products: the storefront router (the real one,
// with the published starter theme, gzip) on the bench dataset, timed to the last byte by HTTP clients, with 1 and 4
// clients at once in interleaved rounds (1, 4, 1, 4 …) so machine load hits both alike. Target p95 ≤ 30 ms.
// Needs `npx tsx bench/generate-storefront.ts` first.
//   npx tsx bench/storefront-product.bench.ts [--name storefront-100k] [--rounds 4] [--requests 200] [--port 3448]
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { products, stores } from "../api/db/schema";
import { createStorefrontContent } from "../api/modules/storefront/content";
import { storefrontRouter } from "../api/modules/storefront/router";
import { createLocalStorage } from "../api/storage";
import { arg, datasetDir, machineLoad, openBenchDatabase, percentile, print, seededRandom } from "./lib";

const HOST = "bench.backroom.shop";
const dir = datasetDir(arg("name", "storefront-100k"));
const ROUNDS = Number(arg("rounds", "4"));
const REQUESTS = Number(arg("requests", "200"));
const PORT = Number(arg("port", "3448"));

const database = await openBenchDatabase(dir);
const { db } = database;
const [store] = await db.select().from(stores).where(eq(stores.domain, HOST)).limit(1);
if (!store) throw new Error(`No store at ${HOST} in ${dir}: run bench/generate-storefront.ts`);
const [{ n }] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(products)
  .where(eq(products.storeId, store.id));
const random = seededRandom(1);
const handles = (
  await db
    .select({ handle: products.handle })
    .from(products)
    .where(eq(products.storeId, store.id))
    .orderBy(sql`md5(${products.id}::text)`)
    .limit(500)
).map((r) => r.handle);

const app = express();
app.use(
  storefrontRouter({
    db,
    content: createStorefrontContent(db),
    storage: createLocalStorage({ dir: path.join(os.tmpdir(), "sf-bench-media"), baseUrl: "/api/media", secret: "bench" }),
    clock: { now: () => new Date() },
    secret: "bench-secret",
    checkoutApiUrl: `http://127.0.0.1:${PORT}/api`,
    adminOrigin: `http://127.0.0.1:${PORT}`,
  }),
);
const server = app.listen(PORT, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const port = (server.address() as AddressInfo).port;

function get(pathname: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, agent, headers: { Host: HOST, "Accept-Encoding": "gzip" } }, (res) => {
      res.on("data", () => {});
      res.on("end", () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${pathname}: ${res.statusCode}`))));
    });
    req.on("error", reject);
  });
}
const pick = () => `/products/${handles[Math.floor(random() * handles.length)]}`;

async function phase(clients: number, total: number): Promise<number[]> {
  const samples: number[] = [];
  let left = total;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) samples.push(await get(pick()));
    }),
  );
  return samples;
}

try {
  print(`storefront product page, ${n} products in the store, ${dir}`);
  print(machineLoad());
  await phase(2, 100); // warm-up: theme parse, connection pool, plans
  const results: Record<number, number[]> = { 1: [], 4: [] };
  const cpuPerRequest: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const clients of [1, 4]) {
      const cpu = process.cpuUsage();
      const samples = (await phase(clients, REQUESTS)).sort((a, b) => a - b);
      const { user, system } = process.cpuUsage(cpu);
      cpuPerRequest.push((user + system) / 1000 / samples.length);
      results[clients]!.push(...samples);
      print(
        `round ${round} clients ${clients}: p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${percentile(samples, 95).toFixed(1)} ms  (${samples.length} requests; ${cpuPerRequest.at(-1)!.toFixed(2)} ms CPU each)`,
      );
    }
  }
  // The server and its PGlite run on this thread: the process's CPU per request is the page's cost whatever else the
  // machine does (the HTTP client's share is small), so it reads what a quiet machine would answer in.
  print(
    `CPU per request (server + PGlite + client, this process): median ${percentile(
      cpuPerRequest.sort((a, b) => a - b),
      50,
    ).toFixed(2)} ms`,
  );
  for (const clients of [1, 4]) {
    const all = results[clients]!.sort((a, b) => a - b);
    print(
      `ALL clients ${clients}: p50 ${percentile(all, 50).toFixed(1)} ms  p95 ${percentile(all, 95).toFixed(1)} ms  max ${all.at(-1)?.toFixed(1)} ms  (${all.length} requests; target p95 ≤ 30 ms)`,
    );
  }
  print(machineLoad());
} finally {
  agent.destroy();
  server.close();
  await database.close();
}
