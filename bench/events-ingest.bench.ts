// Storefront event ingestion with reports answering (issue 10: ≥ 5,000 events/s on one process): the real API in this
// process with its report worker (as server.ts runs it), on the dataset of bench/generate-report-events.ts. `--clients`
// clients in a child process (bench/post-clients.ts, ADR 052) post to POST /storefront/:storeId/events (the public events API; up to 50 events a request, the contract's
// EVENTS_PER_CALL_MAX) for `--seconds`, once per batch size in `--batches` (in shuffled order, `--rounds` times), while
// one more client keeps calling total-sales for the last 7 days. Prints events/s accepted (201), events/s the worker
// took (its cursor over storefront_events), the report's p50/p95 during ingestion and its freshness lag, and how long
// the worker needed to catch up afterwards.
//   npm run bench:events-ingest -- [--name orders-1m] [--seconds 20] [--clients 4] [--batches 1,50] [--rounds 1] [--seed 1]
import { sql } from "drizzle-orm";
import { EVENTS_PER_CALL_MAX } from "../domain/checkout";
import { storefrontEventEndpoints } from "../domain/contracts/checkout";
import { reportEndpoints } from "../domain/contracts/reports";
import { arg, fail, fmt, machineLoad, numberList, print, seededRandom, shuffled, summarise } from "./lib";
import { cpuMs, runOrdersBench, type Answer } from "./orders-api";
import { startPostClients } from "./post-clients";
import { reportPath } from "./reports-api";

const SECONDS = Number(arg("seconds", "20"));
const CLIENTS = Number(arg("clients", "4"));
const BATCHES = numberList(arg("batches", `1,${EVENTS_PER_CALL_MAX}`));
const ROUNDS = Number(arg("rounds", "1"));
const CATCH_UP_S = Number(arg("catch-up-seconds", "300"));
const seed = Number(arg("seed", "1"));
const random = seededRandom(seed);
if (BATCHES.some((b) => b > EVENTS_PER_CALL_MAX)) fail(`--batches: at most ${EVENTS_PER_CALL_MAX} events a request (EVENTS_PER_CALL_MAX).`);

await runOrdersBench(
  async (bench) => {
    const { rows: productRows } = await bench.db.execute<{ id: string }>(sql`select id from products where store_id = ${bench.storeId} limit 200`);
    const productIds = productRows.map((r) => r.id);
    if (productIds.length === 0) fail("The orders store has no products. Run `npm run bench:generate-report-events` first.");
    const eventsPath = storefrontEventEndpoints.record.path.replace(":storeId", bench.storeId);
    const reportUrl = reportPath(reportEndpoints.totalSales.path, [bench.storeId], 7);
    const cursorAndMax = async () => {
      const { rows } = await bench.db.execute<{ cursor: number; max: number }>(sql`
        select (select last_event_id::bigint from report_cursor where id = 1)::float8 as cursor,
          coalesce((select max(id) from storefront_events), 0)::float8 as max`);
      return { cursor: Number(rows[0]!.cursor), max: Number(rows[0]!.max) };
    };
    let session = Date.now();
    const clients = startPostClients();
    /** Posts for SECONDS from CLIENTS clients, `batch` events a request; one more client reads the report meanwhile. */
    const run = async (batch: number) => {
      session++;
      const start = await cursorAndMax();
      const startedAt = performance.now();
      const deadline = startedAt + SECONDS * 1000;
      const cpuStart = cpuMs();
      let failed: Answer | null = null;
      const reportMs: number[] = [];
      const lags: number[] = [];
      const posting = clients.run({
        kind: "events",
        port: bench.port,
        path: `/api${eventsPath}`,
        seconds: SECONDS,
        clients: CLIENTS,
        batch,
        productIds,
        sessionPrefix: `ingest-${session}`,
        seed: seed + session,
      });
      const reader = (async () => {
        while (performance.now() < deadline && !failed) {
          const a = await bench.get(reportUrl);
          reportMs.push(a.ms);
          if (a.status !== 200) failed = a;
          else lags.push((JSON.parse(a.text) as { freshness: { lagSeconds: number } }).freshness.lagSeconds);
        }
      })();
      const [posted] = await Promise.all([posting, reader]);
      const elapsed = (performance.now() - startedAt) / 1000;
      const cpu = cpuMs() - cpuStart;
      const end = await cursorAndMax();
      if (posted.failed) fail(`An events call answered ${posted.failed}`);
      if (failed) fail(`A report call answered ${(failed as Answer).status}: ${(failed as Answer).text.slice(0, 300)}`);
      const accepted = posted.accepted;
      const postMs = posted.latencies;
      // The worker catches up: how long after the posting stopped until its cursor passed the last event.
      const catchStart = performance.now();
      let now = end;
      while (now.cursor < end.max && performance.now() - catchStart < CATCH_UP_S * 1000) {
        await new Promise((r) => setTimeout(r, 250));
        now = await cursorAndMax();
      }
      const catchUp = (performance.now() - catchStart) / 1000;
      return {
        batch,
        accepted: accepted / elapsed,
        processedDuring: (end.cursor - start.cursor) / elapsed,
        processedOverall: (now.cursor - start.cursor) / (elapsed + catchUp),
        caughtUp: now.cursor >= end.max,
        catchUp,
        post: summarise(postMs),
        report: summarise(reportMs),
        reports: reportMs.length,
        lagMax: Math.max(0, ...lags),
        cpuPerEvent: accepted > 0 ? (cpu / accepted) * 1000 : NaN,
        load: machineLoad().replace(/^load average (\S+).*/, "$1"),
      };
    };

    print(`dataset ${bench.label} (${bench.kind}); ${CLIENTS} posting clients + 1 report client, ${SECONDS} s per batch size; ${machineLoad()}`);
    await run(BATCHES[0]!).then(() => print("  warm-up done")); // code paths, caches, and the worker's first catch-up
    const results: Awaited<ReturnType<typeof run>>[] = [];
    for (let round = 0; round < ROUNDS; round++) for (const batch of shuffled(BATCHES, random)) results.push(await run(batch));
    print();
    print(
      `${"events/req".padStart(10)}${"accepted/s".padStart(12)}${"worker/s".padStart(10)}${"overall/s".padStart(11)}${"catch-up s".padStart(11)}` +
        `${"post p95".padStart(10)}${"report p50".padStart(11)}${"p95".padStart(8)}${"reports".padStart(8)}${"lag max s".padStart(10)}${"µs cpu/ev".padStart(10)}  load`,
    );
    for (const r of results)
      print(
        `${String(r.batch).padStart(10)}${r.accepted.toFixed(0).padStart(12)}${r.processedDuring.toFixed(0).padStart(10)}${r.processedOverall.toFixed(0).padStart(11)}` +
          `${(r.caughtUp ? r.catchUp.toFixed(1) : `>${CATCH_UP_S}`).padStart(11)}${fmt(r.post.p95).padStart(10)}${fmt(r.report.p50).padStart(11)}${fmt(r.report.p95)}` +
          `${String(r.reports).padStart(8)}${String(r.lagMax).padStart(10)}${r.cpuPerEvent.toFixed(0).padStart(10)}  ${r.load}`,
      );
    print("accepted/s: events answered 201 per second of posting; worker/s: the report worker's cursor over the same seconds;");
    print("overall/s: the cursor's progress until it had caught up; µs cpu/ev: this process's CPU (API, worker, the report client; PGlite's engine) per event");
    print(machineLoad());
    clients.close();
  },
  { reportsWorker: true },
);
