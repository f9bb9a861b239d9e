// The products CSV import of 100k rows over HTTP into a fresh PGlite on disk: upload, validation and write, as the API
// runs them. Prints rows/s per phase, peak RSS, and the worst wait of a GET /products/count sent every 100 ms meanwhile
// (how long the admin would stall). The file is made by bench/generate-import-csv.ts (about 27 MB for 100k rows).
//   node --import tsx bench/products-import.bench.ts [--count 100000] [--mode all-or-nothing|valid-only|dry-run] [--memory]
//   [--fail-at N]: all-or-nothing fails in its Nth batch (the test hook), to time the undo from the journal.
//   [--over-existing]: the file is imported once first (not measured), so the measured import updates every product.
//   [--file FILE]: imports that file instead (the round trip: an export kept by products-export.bench.ts --keep FILE).
import fs from "node:fs";
import fsp from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import type { ImportTaskDto } from "../domain/csv-import";
import { createApi } from "../api/app";
import { openDatabase } from "../api/db/client";
import { singleProcessInstance } from "../api/db/instance";
import { hashPassword } from "../api/http/password";
import { createStoreWithOwner, createUser, issueTokenPair } from "../api/modules/accounts/store";
import { importTestHooks } from "../api/modules/imports/run";
import { createLocalStorage } from "../api/storage";
import { IMPORT_MAX_BYTES_DEFAULT } from "../domain/csv-import";
import { generateImportCsv } from "./generate-import-csv";
import { arg, print } from "./lib";

const count = Number(arg("count", "100000"));
const mode = arg("mode", "all-or-nothing");
const inMemory = process.argv.includes("--memory");
const maxBytes = Number(arg("max-bytes", String(IMPORT_MAX_BYTES_DEFAULT)));
const failAt = Number(arg("fail-at", "0"));
const overExisting = process.argv.includes("--over-existing");

const given = arg("file", "");
const { file, bytes } = given ? { file: given, bytes: fs.statSync(given).size } : await generateImportCsv(count);
const dataDir = inMemory ? "memory://" : await fsp.mkdtemp(path.join(os.tmpdir(), "backroom-bench-import-"));
const database = await openDatabase({ dataDir });
const { db } = database;
const user = await createUser(db, { email: "import-bench@bench.test", passwordHash: await hashPassword("bench-password"), verified: true });
const store = await createStoreWithOwner(db, { name: "Import Bench", domain: "import-bench.bench.test", ownerId: user.id });
const { token } = await issueTokenPair(db, user.id, new Date());
const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": store.id };

const phases: Record<string, unknown>[] = [];
const app = express();
const mediaDir = await fsp.mkdtemp(path.join(os.tmpdir(), "backroom-bench-media-"));
app.use(
  "/api",
  createApi({
    db,
    instance: singleProcessInstance(),
    storage: createLocalStorage({ dir: mediaDir, baseUrl: "http://127.0.0.1/api/media", secret: "bench" }),
    tmpDir: mediaDir,
    mailer: { send: async () => {} },
    clock: { now: () => new Date() },
    log: (entry: Record<string, unknown>) => void (entry.level === "info" ? phases.push(entry) : process.stderr.write(JSON.stringify(entry) + "\n")),
    config: {
      publicUrl: "http://127.0.0.1",
      operatorEmailDomain: "bench.invalid",
      operatorEmails: [],
      authRateLimit: { max: 1, windowMs: 60_000 },
      importMaxBytes: maxBytes,
    },
  }),
);
const server = app.listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

async function importFile(importMode: string): Promise<{ task: ImportTaskDto; tUploaded: number }> {
  const res = await fetch(`${base}/products/import/csv?mode=${importMode}&fileName=${path.basename(file)}`, {
    method: "POST",
    headers: { ...headers, "content-type": "text/csv", "content-length": String(bytes) },
    body: fs.createReadStream(file) as unknown as BodyInit,
    duplex: "half",
  } as RequestInit);
  const accepted = await res.json();
  const tUploaded = performance.now();
  if (res.status !== 202) throw new Error(`upload refused: ${res.status} ${JSON.stringify(accepted)}`);
  let task = accepted.task;
  while (task.status !== "done" && task.status !== "failed") {
    await new Promise((r) => setTimeout(r, 50));
    task = (
      await (
        await fetch(`${base}/products/import/csv/${task._id}`, { headers }).catch(() => fetch(`${base}/products/import/csv/${task._id}`, { headers }))
      ).json()
    ).task;
  }
  return { task, tUploaded };
}
if (overExisting) {
  const first = await importFile("valid-only");
  if (first.task.status !== "done") throw new Error(`first import: ${first.task.error}`);
  // The runner logs "import written" after it has cleared the journal (just after the task shows done).
  while (!phases.some((p) => p.msg === "import written")) await new Promise((r) => setTimeout(r, 50));
  phases.length = 0;
}
if (failAt > 0)
  importTestHooks.inBatch = (batch) => {
    if (batch === failAt) throw new Error(`bench: failure injected in batch ${failAt}`);
  };

let peakRss = process.memoryUsage().rss;
const rssBefore = peakRss;
const heapBefore = process.memoryUsage().heapUsed;
let peakHeap = heapBefore;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);

// The admin's view meanwhile: a cheap call every 100 ms; its slowest answer is how long a page would have waited.
let probing = true;
let worstProbe = 0;
let probes = 0;
let probeErrors = 0;
const probeTimes: number[] = [];
const probe = (async () => {
  while (probing) {
    const t = performance.now();
    // A reset keep-alive connection (a busy machine) is counted, not fatal: the import is what is measured.
    const ok = await fetch(`${base}/products/count`, { headers })
      .then((r) => r.arrayBuffer())
      .then(
        () => true,
        () => false,
      );
    if (!ok) probeErrors++;
    worstProbe = Math.max(worstProbe, performance.now() - t);
    probeTimes.push(performance.now() - t);
    probes++;
    await new Promise((r) => setTimeout(r, 100));
  }
})();

const t0 = performance.now();
const { task, tUploaded } = await importFile(mode);
// The runner logs "import written" after it has cleared the journal (just after the task shows done).
while (task.status === "done" && mode !== "dry-run" && !phases.some((p) => p.msg === "import written")) await new Promise((r) => setTimeout(r, 50));
const tDone = performance.now();
probing = false;
await probe;
clearInterval(sampler);

const s = (ms: number) => (ms / 1000).toFixed(2);
const mb = (n: number) => (n / 1_048_576).toFixed(1);
const rows = task.createdCount + task.updatedCount;
const rowsRead = given ? task.totalRows : count;
print(
  `file ${path.basename(file)}: ${rowsRead} rows, ${mb(bytes)} MB (limit ${mb(maxBytes)} MB)  mode ${mode}${overExisting ? " over existing products" : ""}  PGlite ${inMemory ? "in memory" : "on disk"}`,
);
print(`status ${task.status}  created ${task.createdCount}  updated ${task.updatedCount}  errors ${task.errorCount}${task.error ? `  (${task.error})` : ""}`);
const phaseMs = (msg: string) => Number(phases.find((p) => p.msg === msg)?.ms ?? NaN);
const validateMs = phaseMs("import validated");
const writeMs = Number(phases.find((p) => p.msg === "import written")?.writeMs ?? NaN);
if (!failAt)
  print(
    `upload ${s(tUploaded - t0)} s  validate ${s(validateMs)} s  write ${s(writeMs)} s (batches of 1,000, each its own transaction; journal cleared after in ${s(Number(phases.find((p) => p.msg === "import written")?.clearMs ?? NaN))} s)  total ${s(tDone - t0)} s`,
  );
const undo = phases.find((p) => p.msg === "import undone");
if (undo)
  print(
    `failed in batch ${failAt}: undone from the journal (deleted ${undo.deleted}, restored ${undo.restored}, skipped ${undo.skipped}); written before the failure ${s(Number(undo.writeMs))} s, undo ${s(Number(undo.ms))} s`,
  );
print(
  `throughput ${Math.round((rowsRead / (tDone - t0)) * 1000)} rows/s end to end (upload to done)${rows ? `; validation ${Math.round((rowsRead / validateMs) * 1000)} rows/s; write ${Math.round((rows / writeMs) * 1000)} products/s` : ""}`,
);
print(`RSS before ${mb(rssBefore)} MB  peak ${mb(peakRss)} MB  growth ${mb(peakRss - rssBefore)} MB`);
print(`JS heap before ${mb(heapBefore)} MB  peak ${mb(peakHeap)} MB`);
probeTimes.sort((a, b) => a - b);
const pct = (q: number) => Math.round(probeTimes[Math.min(probeTimes.length - 1, Math.floor(q * probeTimes.length))] ?? NaN);
print(
  `probe GET /products/count every 100 ms: ${probes} answers (${probeErrors} failed to connect), p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, slowest ${Math.round(worstProbe)} ms`,
);

server.close();
await database.close();
await fsp.rm(mediaDir, { recursive: true, force: true });
if (!inMemory) await fsp.rm(dataDir, { recursive: true, force: true });
