// The orders CSV export at 1M orders (issue 9's target: ≤ 60 s, streamed, flat memory): the real API in this process
// (bench/orders-api.ts) on the dataset of bench/generate-orders.ts. Starts the export as the list does (GET
// /orders/doExport with the list's filters, a task), follows the task until its file is written, then downloads it as
// a stream, counting bytes and lines without keeping them. RSS and the JS heap are sampled every second throughout
// (run with --expose-gc so the heap is collected before each sample and its peak is what is live, as ADR 036's bench).
// The sampling shares the export's process: a forced collection every 50 ms took more than half of a 135 s run.
//   npm run bench:generate-orders && node --expose-gc --import tsx bench/orders-export.bench.ts [--financial-status paid] [--poll-ms 200] [--sample-ms 1000]
import { arg, fail, machineLoad, print } from "./lib";
import { EXPORT_TASKS_PATH, requireRoute, runOrdersBench, startExportPath } from "./orders-api";

const POLL_MS = Number(arg("poll-ms", "200"));
const SAMPLE_MS = Number(arg("sample-ms", "1000"));
const financialStatus = arg("financial-status", "");

interface ExportTask {
  _id: string;
  status: number;
  rowCount: number;
  error: string | null;
  downloadUrl: string | null;
}

const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

await runOrdersBench(async (bench) => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  const samples: { at: number; rss: number; heap: number }[] = [];
  const t0 = performance.now();
  const sample = () => {
    gc?.();
    const m = process.memoryUsage();
    samples.push({ at: performance.now() - t0, rss: m.rss, heap: m.heapUsed });
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  try {
    print(
      `dataset ${bench.label} (${bench.kind}): ${bench.orders.toLocaleString("en")} orders; filters ${financialStatus ? `financialStatus=${financialStatus}` : "none"}`,
    );
    print(machineLoad());
    const started = await bench.get(startExportPath(financialStatus ? { financialStatus } : {}));
    requireRoute(started, "GET /orders/doExport");
    const { task } = JSON.parse(started.text) as { task: ExportTask };

    // Done (2) or failed (4): SPEC §4's export task statuses.
    let done: ExportTask | undefined;
    while (!done) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const list = await bench.get(EXPORT_TASKS_PATH);
      requireRoute(list, "the export's task list");
      const found = (JSON.parse(list.text) as { tasks: ExportTask[] }).tasks.find((t) => t._id === task._id);
      if (!found) fail(`The export task ${task._id} is not in ${EXPORT_TASKS_PATH}.`);
      if (found.status === 4) fail(`The export failed: ${found.error}`);
      if (found.status >= 2) done = found;
    }
    const writtenMs = performance.now() - t0;
    if (!done.downloadUrl) fail("The finished export has no downloadUrl.");

    // The download, streamed: bytes and line breaks counted as they pass. Its URL is relative to the API's base.
    const { status, bytes, lines } = await bench.count(done.downloadUrl.replace(/^\/api(?=\/)/, ""));
    if (status !== 200) fail(`The download answered ${status}.`);
    const totalMs = performance.now() - t0;
    clearInterval(sampler);
    sample();

    const peak = samples.reduce((a, s) => ({ rss: Math.max(a.rss, s.rss), heap: Math.max(a.heap, s.heap) }), { rss: before.rss, heap: before.heapUsed });
    print(`task: ${done.rowCount.toLocaleString("en")} orders written in ${(writtenMs / 1000).toFixed(1)} s (target 60 s)`);
    print(`download: ${mb(bytes)} MB, ${lines.toLocaleString("en")} lines; export and download ${(totalMs / 1000).toFixed(1)} s`);
    print(
      `RSS before ${mb(before.rss)} MB, peak ${mb(peak.rss)} MB (growth ${mb(peak.rss - before.rss)} MB); JS heap before ${mb(before.heapUsed)} MB, peak ${mb(peak.heap)} MB`,
    );
    // Flat memory: the RSS of each tenth of the run; a streamed export levels off instead of growing with the rows.
    const tenths = Array.from({ length: 10 }, (_, i) => {
      const slice = samples.filter((s) => s.at >= (totalMs * i) / 10 && s.at < (totalMs * (i + 1)) / 10);
      return slice.length ? mb(Math.max(...slice.map((s) => s.rss))) : "-";
    });
    print(`RSS by tenth of the run (MB): ${tenths.join(" ")}`);
    print(machineLoad());
  } finally {
    clearInterval(sampler);
  }
});
