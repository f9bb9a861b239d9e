// GET /api/products on the 100k dataset, in-process: real express + createApi + PGlite on disk.
// Prints p50/p95/p99 per scenario. Run `npm run bench:generate` first.
//   npm run bench:products-api -- [--n 200] [--name products-100k]
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { createApi } from "../api/app";
import { openDatabase } from "../api/db/client";
import { stores } from "../api/db/schema";
import { findUserByEmail, issueTokenPair } from "../api/modules/accounts/store";
import { BENCH_EMAIL, DEFAULT_DATASET, arg, datasetDir, fmt, print, summarise } from "./lib";

const N = Number(arg("n", "200"));
const dir = datasetDir(arg("name", process.env.BENCH_DATASET ?? DEFAULT_DATASET));
if (!fs.existsSync(dir)) {
  process.stderr.write(`No dataset at ${dir}. Run \`npm run bench:generate\` first.\n`);
  process.exit(1);
}

const database = await openDatabase({ dataDir: dir });
const { db } = database;
const user = await findUserByEmail(db, BENCH_EMAIL);
const [store] = user ? await db.select().from(stores).where(eq(stores.ownerId, user.id)).limit(1) : [];
if (!user || !store) {
  process.stderr.write(`${dir} has no bench owner/store. Run \`npm run bench:generate\` again.\n`);
  await database.close();
  process.exit(1);
}
const { token } = await issueTokenPair(db, user.id, new Date());

const app = express();
app.use("/api", createApi({
  db,
  mailer: { send: async () => {} },
  clock: { now: () => new Date() },
  log: () => {},
  config: { publicUrl: "http://127.0.0.1", operatorEmailDomain: "bench.invalid", operatorEmails: [], authRateLimit: { max: 1_000_000, windowMs: 60_000 } },
}));
const server = app.listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": store.id };

async function timeGet(path: string): Promise<{ ms: number; body: { total?: number; products?: unknown[] } }> {
  const start = performance.now();
  const res = await fetch(base + path, { headers });
  const text = await res.text();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}: ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) };
}

const first = await timeGet("/products?page=1&limit=50");
const total = first.body.total ?? 0;
const deepPage = Math.max(1, Math.min(1500, Math.ceil(total / 50)));
const scenarios: Array<[string, string]> = [
  ["list page 1 (limit 50)", "/products?page=1&limit=50"],
  [`list page ${deepPage} (limit 50)`, `/products?page=${deepPage}&limit=50`],
  ["published tab page 1", "/products?published=true&page=1&limit=50"],
  [`published tab page ${Math.floor(deepPage / 2)}`, `/products?published=true&page=${Math.floor(deepPage / 2)}&limit=50`],
  ["count", "/products/count"],
  ["filter productType page 1", `/products?productType=${encodeURIComponent("Gốm sứ")}&page=1&limit=50`],
  ["filter tag page 1", `/products?tag=${encodeURIComponent("quà tặng")}&page=1&limit=50`],
  ["tags/types/vendors lists", "/products/tags/list"],
];

print(`dataset ${dir}: ${total} products; N=${N} sequential requests per scenario after 10 warm-ups`);
print(`${"scenario".padEnd(34)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"p99 ms".padStart(8)}${"max ms".padStart(8)}`);
try {
  for (const [label, path] of scenarios) {
    const paths = label.startsWith("tags/") ? ["/products/tags/list", "/products/types/list", "/products/vendors/list"] : [path];
    for (let i = 0; i < 10; i++) await timeGet(paths[i % paths.length]);
    const samples: number[] = [];
    for (let i = 0; i < N; i++) samples.push((await timeGet(paths[i % paths.length])).ms);
    const s = summarise(samples);
    print(`${label.padEnd(34)}${fmt(s.p50)}${fmt(s.p95)}${fmt(s.p99)}${fmt(s.max)}`);
  }
  // Search scans every product's search text (no trigram index on PGlite here); fewer runs.
  for (const [label, term] of [["search common ('ao dai')", "ao dai"], ["search rare ('zzzz')", "zzzz"]]) {
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) await timeGet(`/products?search=${encodeURIComponent(term)}`);
    for (let i = 0; i < Math.min(N, 30); i++) samples.push((await timeGet(`/products?search=${encodeURIComponent(term)}`)).ms);
    const s = summarise(samples);
    print(`${label.padEnd(34)}${fmt(s.p50)}${fmt(s.p95)}${fmt(s.p99)}${fmt(s.max)}  (n=${s.n})`);
  }
} finally {
  await new Promise((r) => server.close(r));
  await database.close();
}
