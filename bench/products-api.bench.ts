// GET /api/products on the 100k dataset, in-process: real express + createApi + PGlite on disk.
// Prints p50/p95/p99 of wall time per scenario, and CPU time, which stays meaningful on a busy machine. Run `npm run bench:generate` first.
//   npm run bench:products-api -- [--n 200] [--name products-100k]
import os from "node:os";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { createApi } from "../api/app";
import { singleProcessInstance } from "../api/db/instance";
import { stores } from "../api/db/schema";
import { findUserByEmail, issueTokenPair } from "../api/modules/accounts/store";
import { listProducts } from "../api/modules/products/store";
import { createLocalStorage } from "../api/storage";
import { BENCH_EMAIL, DEFAULT_DATASET, arg, datasetDir, datasetLabel, fmt, openBenchDatabase, print, summarise } from "./lib";

const N = Number(arg("n", "200"));
const dir = datasetDir(arg("name", process.env.BENCH_DATASET ?? DEFAULT_DATASET));
const database = await openBenchDatabase(dir);
const { db } = database;
const user = await findUserByEmail(db, BENCH_EMAIL);
const [store] = user ? await db.select().from(stores).where(eq(stores.ownerId, user.id)).limit(1) : [];
if (!user || !store) {
  process.stderr.write(`${datasetLabel(dir)} has no bench owner/store. Run \`npm run bench:generate\` again.\n`);
  await database.close();
  process.exit(1);
}
const { token } = await issueTokenPair(db, user.id, new Date());

const app = express();
app.use(
  "/api",
  createApi({
    db,
    instance: singleProcessInstance(),
    mailer: { send: async () => {} },
    clock: { now: () => new Date() },
    log: () => {},
    storage: createLocalStorage({ dir: `${os.tmpdir()}/backroom-bench-media`, baseUrl: "http://127.0.0.1/api/media", secret: "bench" }),
    tmpDir: `${os.tmpdir()}/backroom-bench-media`,
    config: { publicUrl: "http://127.0.0.1", operatorEmailDomain: "bench.invalid", operatorEmails: [], authRateLimit: { max: 1_000_000, windowMs: 60_000 } },
  }),
);
const server = app.listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": store.id };

/** CPU time of this process (client, server and PGlite share it): robust when other work loads the machine. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function timeGet(path: string): Promise<{ ms: number; cpu: number; body: { total?: number; products?: unknown[] } }> {
  const start = performance.now();
  const cpuStart = cpuMs();
  const res = await fetch(base + path, { headers });
  const text = await res.text();
  const ms = performance.now() - start;
  const cpu = cpuMs() - cpuStart;
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}: ${text.slice(0, 300)}`);
  return { ms, cpu, body: JSON.parse(text) };
}

function row(label: string, wall: number[], cpu: number[], note = "") {
  const w = summarise(wall);
  const c = summarise(cpu);
  print(`${label.padEnd(34)}${fmt(w.p50)}${fmt(w.p95)}${fmt(w.p99)}${fmt(c.p50)}${fmt(c.p95)}${note}`);
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

print(`dataset ${datasetLabel(dir)}: ${total} products; N=${N} sequential requests per scenario after 10 warm-ups`);
print(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} on ${os.cpus().length} CPUs; wall = time to last byte, cpu = this process's CPU time`,
);
print(`${"scenario".padEnd(34)}${"p50".padStart(8)}${"p95".padStart(8)}${"p99".padStart(8)}${"cpu p50".padStart(8)}${"cpu p95".padStart(8)}  (ms)`);
try {
  for (const [label, path] of scenarios) {
    const paths = label.startsWith("tags/") ? ["/products/tags/list", "/products/types/list", "/products/vendors/list"] : [path];
    for (let i = 0; i < 10; i++) await timeGet(paths[i % paths.length]);
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < N; i++) {
      const t = await timeGet(paths[i % paths.length]);
      wall.push(t.ms);
      cpu.push(t.cpu);
    }
    row(label, wall, cpu);
  }
  // Search scans every product's search text (no trigram index on PGlite here); fewer runs.
  for (const [label, term] of [
    ["search common ('ao dai')", "ao dai"],
    ["search rare ('zzzz')", "zzzz"],
  ]) {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 3; i++) await timeGet(`/products?search=${encodeURIComponent(term)}`);
    for (let i = 0; i < Math.min(N, 30); i++) {
      const t = await timeGet(`/products?search=${encodeURIComponent(term)}`);
      wall.push(t.ms);
      cpu.push(t.cpu);
    }
    row(label, wall, cpu, `  (n=${wall.length})`);
  }
  // The same lists without HTTP, auth or JSON: what the database part of a request costs.
  print();
  print("store.listProducts called in-process (database only)");
  for (const [label, page, filters] of [
    ["page 1", 1, {}],
    [`page ${deepPage}`, deepPage, {}],
    [`page ${Math.ceil(deepPage / 2)} (middle, longest skip)`, Math.ceil(deepPage / 2), {}],
  ] as const) {
    for (let i = 0; i < 10; i++) await listProducts(db, store.id, filters, page, 50);
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < N; i++) {
      const start = performance.now();
      const cpuStart = cpuMs();
      await listProducts(db, store.id, filters, page, 50);
      wall.push(performance.now() - start);
      cpu.push(cpuMs() - cpuStart);
    }
    row(label, wall, cpu);
  }
} finally {
  await new Promise((r) => server.close(r));
  await database.close();
}
