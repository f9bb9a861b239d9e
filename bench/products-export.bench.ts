// The products CSV export on the 100k dataset, in-process: the task runner as the API runs it, without HTTP.
// Prints wall time, products, file size and peak RSS (sampled every 20 ms). Run `npm run bench:generate` first.
//   node --import tsx bench/products-export.bench.ts [--name products-100k] [--published true|false] [--keep FILE]
//   --keep FILE copies the exported CSV there (the round trip: bench/products-import.bench.ts --file FILE imports it).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node --import tsx bench/products-export.bench.ts
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { singleProcessInstance } from "../api/db/instance";
import { stores } from "../api/db/schema";
import { findUserByEmail } from "../api/modules/accounts/store";
import { exportFileKey, runExportTask } from "../api/modules/exports/run";
import { createExportTask, findExportTask } from "../api/modules/exports/store";
import { createLocalStorage } from "../api/storage";
import { BENCH_DATABASE_URL, BENCH_EMAIL, DEFAULT_DATASET, arg, datasetDir, datasetLabel, openBenchDatabase, print } from "./lib";

const dir = datasetDir(arg("name", process.env.BENCH_DATASET ?? DEFAULT_DATASET));
const published = arg("published", "");
const keep = arg("keep", "");
const database = await openBenchDatabase(dir);
const { db } = database;
const user = await findUserByEmail(db, BENCH_EMAIL);
const [store] = user ? await db.select().from(stores).where(eq(stores.ownerId, user.id)).limit(1) : [];
if (!user || !store) {
  process.stderr.write(`${dir} has no bench owner/store. Run \`npm run bench:generate\` again.\n`);
  await database.close();
  process.exit(1);
}

const mediaDir = await fsp.mkdtemp(path.join(os.tmpdir(), "backroom-bench-export-"));
const storage = createLocalStorage({ dir: mediaDir, baseUrl: "http://127.0.0.1/api/media", secret: "bench" });
const deps = {
  db,
  instance: singleProcessInstance(),
  storage,
  mailer: { send: async () => {} },
  clock: { now: () => new Date() },
  log: (entry: Record<string, unknown>) => void process.stderr.write(JSON.stringify(entry) + "\n"),
  config: { publicUrl: "http://127.0.0.1", operatorEmailDomain: "bench.invalid", operatorEmails: [], authRateLimit: { max: 1, windowMs: 60_000 } },
};

global.gc?.();
const rssBefore = process.memoryUsage().rss;
const heapBefore = process.memoryUsage().heapUsed;
let peakRss = rssBefore;
let peakHeap = heapBefore;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
const sampler = setInterval(sample, 20);

const filters = published === "true" || published === "false" ? ({ published } as const) : {};
const task = await createExportTask(db, store.id, filters, new Date());
const start = performance.now();
await runExportTask(deps, task);
const ms = performance.now() - start;
clearInterval(sampler);
sample();

const done = await findExportTask(db, store.id, task.id);
const file = await fsp.stat(path.join(mediaDir, exportFileKey(task)));
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
print(`dataset ${BENCH_DATABASE_URL ? datasetLabel(dir) : path.basename(dir)}  filters ${JSON.stringify(filters)}`);
// rowCount counts products; the file has a row per variant and per further image (Shopify's format, ADR 022).
print(`status ${done?.status}  products ${done?.rowCount}  file ${mb(file.size)} MB`);
print(`time ${(ms / 1000).toFixed(2)} s  (${Math.round(((done?.rowCount ?? 0) / ms) * 1000)} products/s)`);
// PGlite's WebAssembly heap holds the open database before the export starts: the growth is the export's own share.
print(`RSS before ${mb(rssBefore)} MB  peak ${mb(peakRss)} MB  growth ${mb(peakRss - rssBefore)} MB`);
print(`JS heap before ${mb(heapBefore)} MB  peak ${mb(peakHeap)} MB`);

if (keep) {
  await fsp.copyFile(path.join(mediaDir, exportFileKey(task)), keep);
  print(`kept ${keep}`);
}
await fsp.rm(mediaDir, { recursive: true, force: true });
await database.close();
