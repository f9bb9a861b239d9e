// The bulk update job runner: in this process, one job at a time, in batches (docs/decisions/010-bulk-update-jobs.md);
// with several processes on one PostgreSQL, each job is claimed by one of them (docs/decisions/028-several-processes.md).
import { BULK_UPDATE_BATCH_SIZE } from "../../../domain/bulk-update";
import { feedsChanged } from "../../cache";
import { breathe } from "../../db/breathe";
import { ORPHAN_CHECK_EVERY_MS } from "../../db/instance";
import type { ApiDeps } from "../../deps";
import { drainLoop } from "../../jobs/drain-loop";
import { notifyBulkUpdateFailed } from "../notifications/events";
import {
  claimNext,
  findJob,
  JobTakenOver,
  refreshJobStatistics,
  requeueInterrupted,
  runJobBatch,
  runUndoBatch,
  setJob,
  undoCursor,
  type BulkUpdateRow,
} from "./store";

export interface BulkUpdateWorker {
  /** Look for queued work now (after a create or an undo request). */
  kick(): void;
  /** Resolves when the worker has nothing left to do (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Each batch is its own short transaction, and the worker pauses between batches (`breathe`), so requests run in
 * between: on PGlite a job that never paused held every request, and the server's start, until it was done. Nothing
 * runs before `deps.resumeJobsAfter` settles (server.ts: once it listens), jobs a crash left running included.
 */
export function startBulkUpdateWorker(
  deps: Pick<ApiDeps, "db" | "clock" | "log" | "cache" | "resumeJobsAfter" | "instance">,
  batchSize = BULK_UPDATE_BATCH_SIZE,
): BulkUpdateWorker {
  const { db, clock, log, instance } = deps;
  // Jobs whose process has gone (a crash, a restart) go back to the queue before this worker looks for work. With one
  // process that is only at start; with a shared database another process may die at any time, hence the timer below.
  const recover = () =>
    requeueInterrupted(db, clock.now(), instance)
      .then((n) => void (n > 0 && log({ level: "warn", msg: "bulk updates resumed after their process stopped", count: n })))
      .catch((error) => log({ level: "error", msg: "bulk update recovery failed", error: String(error) }));
  let recovered = false;

  async function runJob(job: BulkUpdateRow) {
    try {
      await refreshJobStatistics(db);
      await breathe();
      if (job.status === "undoing") {
        let cursor = await undoCursor(db, job);
        for (;;) {
          const { taken, last } = await runUndoBatch(db, job, cursor, batchSize, clock.now(), instance.id);
          cursor = last;
          if (taken < batchSize) break;
          await breathe();
        }
        await setJob(db, job.id, { status: "undone", undoneAt: clock.now() }, clock.now());
        return;
      }
      while ((await runJobBatch(db, job, batchSize, clock.now(), instance.id)) === batchSize) await breathe();
      const fresh = await findJob(db, job.id);
      const processed = fresh?.processed ?? 0;
      await setJob(db, job.id, { status: "done", finishedAt: clock.now(), total: Math.max(fresh?.total ?? 0, processed) }, clock.now());
    } catch (error) {
      if (error instanceof JobTakenOver) return void log({ level: "warn", msg: "bulk update taken over by another process", bulkUpdateId: job.id });
      log({ level: "error", msg: "bulk update failed", bulkUpdateId: job.id, error: String(error) });
      const message = error instanceof Error ? error.message : String(error);
      await setJob(db, job.id, { status: "failed", error: message, finishedAt: clock.now() }, clock.now()).catch(() => {});
      await notifyBulkUpdateFailed(deps, job);
    } finally {
      // The store's cached feeds may show products as they were before the job (or its undo): drop them.
      await feedsChanged(deps.cache, job.storeId).catch((error) => log({ level: "error", msg: "feed cache not dropped", error: String(error) }));
    }
  }

  const loop = drainLoop({
    before: async () => {
      await deps.resumeJobsAfter;
      if (!recovered || instance.sharedDatabase) await recover();
      recovered = true;
    },
    next: () => claimNext(db, clock.now(), instance.id),
    run: runJob,
    onError: (error) => log({ level: "error", msg: "bulk update worker stopped", error: String(error) }),
  });
  const kick = () => loop.kick();

  // Jobs a crash left running resume where their last batch ended; then whatever is queued runs.
  kick();
  if (instance.sharedDatabase) setInterval(kick, ORPHAN_CHECK_EVERY_MS).unref();

  return loop;
}
