// How long other requests wait while a bulk update job runs, and while it is undone (ADR 010): a fresh PGlite on disk
// with N products (2.5 variants each), one job changing vendor, tags and prices of all of them, then its undo. Meanwhile
// two probes, each every 100 ms: GET /products/count (a few queries) and GET /products?limit=50 (the list page's call).
// Prints each phase's time and the probes' p50 / p95 / slowest (the longest a page of the admin would have waited).
//   node --import tsx bench/bulk-update-yield.bench.ts [--count 20000] [--memory]
import fsp from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import type { BulkUpdateDto } from "../domain/bulk-update";
import { createApi } from "../api/app";
import { openDatabase } from "../api/db/client";
import { singleProcessInstance } from "../api/db/instance";
import { hashPassword } from "../api/http/password";
import { createStoreWithOwner, createUser, issueTokenPair } from "../api/modules/accounts/store";
import { generateProducts } from "../api/modules/products/seed";
import { productsWithoutVariants, seedVariantsFor } from "../api/modules/variants/seed";
import { createLocalStorage } from "../api/storage";
import { arg, print, summarise } from "./lib";

const count = Number(arg("count", "20000"));
const inMemory = process.argv.includes("--memory");

const dataDir = inMemory ? "memory://" : await fsp.mkdtemp(path.join(os.tmpdir(), "backroom-bench-bulk-"));
const database = await openDatabase({ dataDir });
const { db } = database;
const tSetup = performance.now();
// An operator (bench.test is the operator domain below): bulk updates are a restricted screen.
const user = await createUser(db, { email: "bulk-bench@bench.test", passwordHash: await hashPassword("bench-password"), verified: true });
const store = await createStoreWithOwner(db, { name: "Bulk Bench", domain: "bulk-bench.bench.test", ownerId: user.id });
await generateProducts(db, store.id, count);
for (let ids = await productsWithoutVariants(db, store.id, 10_000); ids.length > 0; ids = await productsWithoutVariants(db, store.id, 10_000)) {
  await seedVariantsFor(db, store.id, ids);
}
const { token } = await issueTokenPair(db, user.id, new Date());
const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": store.id, "content-type": "application/json" };
const setupMs = performance.now() - tSetup;

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
// Longer than any wait here: a keep-alive socket the server closes just as a probe reuses it reads as ECONNRESET.
server.keepAliveTimeout = 120_000;
await new Promise((r) => server.once("listening", r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json as T;
}

/** Runs `work` while both probes ask every 100 ms; returns how long it took and what the probes saw. */
async function measured(work: () => Promise<void>) {
  let running = true;
  const probe = async (url: string) => {
    const times: number[] = [];
    while (running) {
      const t = performance.now();
      await fetch(base + url, { headers }).then((r) => r.arrayBuffer());
      times.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
    return summarise(times);
  };
  const probes = [probe("/products/count"), probe("/products?limit=50")];
  const t = performance.now();
  const cpu = process.cpuUsage();
  await work();
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  running = false;
  const [countProbe, listProbe] = await Promise.all(probes);
  return { ms, cpuMs, countProbe, listProbe, load: os.loadavg()[0] };
}

const waitFor = async (id: string, statuses: string[]) => {
  for (;;) {
    const { bulkUpdate } = await call<{ bulkUpdate: BulkUpdateDto }>("GET", `/bulkupdates/${id}`);
    if (statuses.includes(bulkUpdate.status)) return bulkUpdate;
    await new Promise((r) => setTimeout(r, 50));
  }
};

let job: BulkUpdateDto | null = null;
const run = await measured(async () => {
  const created = await call<{ bulkUpdate: BulkUpdateDto }>("POST", "/bulkupdates", {
    bulkUpdate: {
      name: "bench",
      filters: {},
      actions: [
        { type: "setVendor", value: "Bench Vendor" },
        { type: "addTags", tags: ["bench"] },
        { type: "changePrice", mode: "percent", value: 10 },
      ],
    },
  });
  job = await waitFor(created.bulkUpdate._id, ["done", "failed"]);
});
const undo = await measured(async () => {
  await call("POST", `/bulkupdates/${job!._id}/undo`);
  job = await waitFor(job!._id, ["undone", "failed"]);
});

const s = (ms: number) => (ms / 1000).toFixed(2);
const line = (p: ReturnType<typeof summarise>) => `p50 ${Math.round(p.p50)} ms, p95 ${Math.round(p.p95)} ms, slowest ${Math.round(p.max)} ms (${p.n} answers)`;
print(`${count} products, ${count * 2.5} variants (about), PGlite ${inMemory ? "in memory" : "on disk"}; set-up ${s(setupMs)} s`);
print(`job (vendor, tag, price +10 %): ${s(run.ms)} s, this process's CPU ${s(run.cpuMs)} s (probes included), load ${run.load.toFixed(1)}`);
print(`  GET /products/count     ${line(run.countProbe)}`);
print(`  GET /products?limit=50  ${line(run.listProbe)}`);
print(`undo: ${s(undo.ms)} s, CPU ${s(undo.cpuMs)} s, load ${undo.load.toFixed(1)}, status ${job!.status}, skipped ${job!.undoSkipped}`);
print(`  GET /products/count     ${line(undo.countProbe)}`);
print(`  GET /products?limit=50  ${line(undo.listProbe)}`);

server.close();
await database.close();
await fsp.rm(mediaDir, { recursive: true, force: true });
if (!inMemory) await fsp.rm(dataDir, { recursive: true, force: true });
