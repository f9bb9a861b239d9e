// The code generation runner: in this process, one job at a time, in batches that each commit their codes and their
// progress together, so a restart resumes a job where its last batch ended (as bulk updates do, ADR 010 and 028).
import { breathe } from "../../db/breathe";
import { ORPHAN_CHECK_EVERY_MS } from "../../db/instance";
import type { ApiDeps } from "../../deps";
import { drainLoop, type DrainLoop } from "../../jobs/drain-loop";
import { claimNextCodeJob, CodeJobTakenOver, refreshCodeStatistics, requeueCodeJobs, runCodeBatch, setCodeJob, type CodeJobRow } from "./store";

/**
 * Codes a batch: 2,000 a transaction is ~100 ms of CPU on PGlite (bench/discount-codes.bench.ts), short enough for the
 * page's requests to run between batches; 5,000 made them wait seconds on a loaded machine.
 */
export const CODE_BATCH_SIZE = 2000;
/** A batch that found most of its random codes taken means the code space is nearly full: stop rather than spin. */
const STUCK_BATCHES = 20;

export const CODE_SPACE_FULL = "Too few new codes are left for this length and prefix. Try a longer length.";

export function startCodeJobWorker(deps: Pick<ApiDeps, "db" | "clock" | "log" | "resumeJobsAfter" | "instance">, batchSize = CODE_BATCH_SIZE): DrainLoop {
  const { db, clock, log, instance } = deps;
  let recovered = false;
  const recover = () =>
    requeueCodeJobs(db, clock.now(), instance)
      .then((n) => void (n > 0 && log({ level: "warn", msg: "discount code jobs resumed after their process stopped", count: n })))
      .catch((error) => log({ level: "error", msg: "discount code job recovery failed", error: String(error) }));

  async function runJob(job: CodeJobRow) {
    try {
      let poor = 0;
      for (;;) {
        const { inserted, left } = await runCodeBatch(db, job.id, batchSize, clock.now(), instance.id);
        if (left <= 0) break;
        // A batch that collided on more than half its codes: the space of codes is filling up.
        poor = inserted * 2 < Math.min(batchSize, left + inserted) ? poor + 1 : 0;
        if (poor >= STUCK_BATCHES) throw new Error(CODE_SPACE_FULL);
        await breathe();
      }
      await setCodeJob(db, job.id, { status: "done", finishedAt: clock.now() }, clock.now());
      // PGlite runs no autovacuum: without fresh statistics the planner took a million new codes for a few and the
      // export sorted them all for every batch instead of walking the index.
      await refreshCodeStatistics(db);
    } catch (error) {
      if (error instanceof CodeJobTakenOver) return void log({ level: "warn", msg: "discount code job taken over by another process", jobId: job.id });
      log({ level: "error", msg: "discount code job failed", jobId: job.id, error: String(error) });
      const message = error instanceof Error ? error.message : String(error);
      await setCodeJob(db, job.id, { status: "failed", error: message, finishedAt: clock.now() }, clock.now()).catch(() => {});
    }
  }

  const loop = drainLoop({
    before: async () => {
      await deps.resumeJobsAfter;
      if (!recovered || instance.sharedDatabase) await recover();
      recovered = true;
    },
    next: () => claimNextCodeJob(db, clock.now(), instance.id),
    run: runJob,
    onError: (error) => log({ level: "error", msg: "discount code worker stopped", error: String(error) }),
  });
  loop.kick();
  if (instance.sharedDatabase) setInterval(() => loop.kick(), ORPHAN_CHECK_EVERY_MS).unref();
  return loop;
}
