// Bulk discount codes (issue 9: "1M unique codes in one job with progress, exported as CSV"): one code discount, one
// job generating N codes through the real API, then the streamed CSV export of all of them. While the job runs, the
// discount's page call (GET /discounts/:id, which carries the progress) is asked every 250 ms: its p50 / p95 / slowest
// say how long the admin waits meanwhile. The process's RSS is sampled every 100 ms in each phase (peak and growth).
//   node --import tsx bench/discount-codes.bench.ts [--count 1000000] [--memory]
//   node --expose-gc --import tsx bench/discount-codes.bench.ts   (heap peaks of live objects only)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/discount-codes.bench.ts
import fsp from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { sql } from "drizzle-orm";
import type { DiscountDto } from "../domain/discount";
import { createApi } from "../api/app";
import { openDatabase } from "../api/db/client";
import { singleProcessInstance } from "../api/db/instance";
import { hashPassword } from "../api/http/password";
import { createStoreWithOwner, createUser, issueTokenPair } from "../api/modules/accounts/store";
import { createLocalStorage } from "../api/storage";
import { arg, print, summarise } from "./lib";

const count = Number(arg("count", "1000000"));
const inMemory = process.argv.includes("--memory");
const databaseUrl = process.env.DATABASE_URL;

const dataDir = databaseUrl ? undefined : inMemory ? "memory://" : await fsp.mkdtemp(path.join(os.tmpdir(), "backroom-bench-codes-"));
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
const { db } = database;
const stamp = Date.now();
const user = await createUser(db, { email: `codes-bench-${stamp}@bench.test`, passwordHash: await hashPassword("bench-password"), verified: true });
const store = await createStoreWithOwner(db, { name: "Codes Bench", domain: `codes-bench-${stamp}.bench.test`, ownerId: user.id });
const { token } = await issueTokenPair(db, user.id, new Date());
const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": store.id, "content-type": "application/json" };

const app = express();
const mediaDir = await fsp.mkdtemp(path.join(os.tmpdir(), "backroom-bench-media-"));
app.use(
  "/api",
  createApi({
    db,
    instance: singleProcessInstance(),
    storage: createLocalStorage({ dir: mediaDir, baseUrl: "/api/media", secret: "bench" }),
    tmpDir: await fsp.mkdtemp(path.join(os.tmpdir(), "backroom-bench-tmp-")),
    mailer: { send: async () => {} },
    clock: { now: () => new Date() },
    log: (entry: Record<string, unknown>) => void (entry.level !== "info" && process.stderr.write(JSON.stringify(entry) + "\n")),
    config: { publicUrl: "http://127.0.0.1", operatorEmailDomain: "bench.test", operatorEmails: [], authRateLimit: { max: 1, windowMs: 60_000 } },
  }),
);
const server = app.listen(0, "127.0.0.1");
server.keepAliveTimeout = 120_000;
await new Promise((r) => server.once("listening", r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json as T;
}

/** RSS every 100 ms while `work` runs: the peak, and how far it rose above the start. */
async function withMemory<T>(work: () => Promise<T>) {
  const start = process.memoryUsage().rss;
  let peak = start;
  let heapPeak = process.memoryUsage().heapUsed;
  // With --expose-gc the heap is collected before each sample: what is still held, not garbage not yet collected.
  const gc = (globalThis as { gc?: () => void }).gc;
  const timer = setInterval(
    () => {
      gc?.();
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      heapPeak = Math.max(heapPeak, m.heapUsed);
    },
    gc ? 1000 : 100,
  );
  const t = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  return {
    result,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    startMb: start / 2 ** 20,
    peakMb: peak / 2 ** 20,
    heapPeakMb: heapPeak / 2 ** 20,
    load: os.loadavg()[0]!,
  };
}

const { discount } = await call<{ discount: DiscountDto }>("POST", "/discounts", {
  discount: { method: "code", code: "BENCH", type: "percentage", value: 10, startsAt: new Date().toISOString() },
});

const probeTimes: number[] = [];
const generation = await withMemory(async () => {
  await call("POST", `/discounts/${discount._id}/codes/generate`, { count, prefix: "BF-" });
  for (;;) {
    const t = performance.now();
    const { discount: d } = await call<{ discount: DiscountDto }>("GET", `/discounts/${discount._id}`);
    probeTimes.push(performance.now() - t);
    if (d.codeJob?.status === "done" || d.codeJob?.status === "failed") return d;
    await new Promise((r) => setTimeout(r, 250));
  }
});

const exported = await withMemory(async () => {
  const res = await fetch(`${base}/discounts/${discount._id}/codes/export`, { headers });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) lines++;
  }
  return { bytes, rows: lines - 1 };
});

const [{ n: stored }] = (await db.execute(sql`select count(*)::int as n from discount_codes where discount_id = ${discount._id}`)).rows as { n: number }[];
const s = (ms: number) => (ms / 1000).toFixed(1);
const mb = (x: number) => `${Math.round(x)} MB`;
const probe = summarise(probeTimes);
const job = generation.result.codeJob!;
print(
  `${count.toLocaleString("en-US")} codes, ${databaseUrl ? "PostgreSQL" : inMemory ? "PGlite in memory" : "PGlite on disk"}; ${os.cpus().length} CPUs, load ${generation.load.toFixed(1)}`,
);
print(
  `generate: ${s(generation.ms)} s (${Math.round(count / (generation.ms / 1000)).toLocaleString("en-US")} codes/s), CPU ${s(generation.cpuMs)} s; status ${job.status}, generated ${job.generated}, rows ${stored}; RSS ${mb(generation.startMb)} → peak ${mb(generation.peakMb)}, JS heap peak ${mb(generation.heapPeakMb)}`,
);
print(
  `  GET /discounts/:id while it ran: p50 ${Math.round(probe.p50)} ms, p95 ${Math.round(probe.p95)} ms, slowest ${Math.round(probe.max)} ms (${probe.n} answers)`,
);
print(
  `export CSV: ${s(exported.ms)} s, CPU ${s(exported.cpuMs)} s, ${exported.result.rows.toLocaleString("en-US")} rows, ${(exported.result.bytes / 2 ** 20).toFixed(1)} MB; RSS ${mb(exported.startMb)} → peak ${mb(exported.peakMb)}, JS heap peak ${mb(exported.heapPeakMb)}`,
);

server.close();
await database.close();
await fsp.rm(mediaDir, { recursive: true, force: true });
if (dataDir && dataDir !== "memory://") await fsp.rm(dataDir, { recursive: true, force: true });
process.exit(0);
