// The bulk update job runner: in this process, one job at a time, in batches (docs/decisions/010-bulk-update-jobs.md).
import { BULK_UPDATE_BATCH_SIZE } from "../../../domain/bulk-update";
import { feedsChanged } from "../../cache";
import { breathe } from "../../db/breathe";
import type { ApiDeps } from "../../deps";
import { claimNext, findJob, refreshJobStatistics, requeueInterrupted, runJobBatch, runUndoBatch, setJob, undoCursor, type BulkUpdateRow } from "./store";

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
export function startBulkUpdateWorker(deps: Pick<ApiDeps, "db" | "clock" | "log" | "cache" | "resumeJobsAfter">, batchSize = BULK_UPDATE_BATCH_SIZE): BulkUpdateWorker {
  const { db, clock, log } = deps;
  let loop: Promise<void> | null = null;
  let again = false;
  // Jobs a crash left running go back to the queue once, before this worker first looks for work.
  let recovery: Promise<void> | null = null;
  const recover = () =>
    (recovery ??= requeueInterrupted(db, clock.now())
      .then((n) => void (n > 0 && log({ level: "warn", msg: "bulk updates resumed after restart", count: n })))
      .catch((error) => log({ level: "error", msg: "bulk update recovery failed", error: String(error) })));

  async function runJob(job: BulkUpdateRow) {
    try {
      await refreshJobStatistics(db);
      await breathe();
      if (job.status === "undoing") {
        let cursor = await undoCursor(db, job);
        for (;;) {
          const { taken, last } = await runUndoBatch(db, job, cursor, batchSize, clock.now());
          cursor = last;
          if (taken < batchSize) break;
          await breathe();
        }
        await setJob(db, job.id, { status: "undone", undoneAt: clock.now() }, clock.now());
        return;
      }
      while ((await runJobBatch(db, job, batchSize, clock.now())) === batchSize) await breathe();
      const fresh = await findJob(db, job.id);
      const processed = fresh?.processed ?? 0;
      await setJob(db, job.id, { status: "done", finishedAt: clock.now(), total: Math.max(fresh?.total ?? 0, processed) }, clock.now());
    } catch (error) {
      log({ level: "error", msg: "bulk update failed", bulkUpdateId: job.id, error: String(error) });
      const message = error instanceof Error ? error.message : String(error);
      await setJob(db, job.id, { status: "failed", error: message, finishedAt: clock.now() }, clock.now()).catch(() => {});
    } finally {
      // The store's cached feeds may show products as they were before the job (or its undo): drop them.
      feedsChanged(deps.cache, job.storeId);
    }
  }

  async function drain() {
    await deps.resumeJobsAfter;
    await recover();
    do {
      again = false;
      for (let job = await claimNext(db, clock.now()); job; job = await claimNext(db, clock.now())) await runJob(job);
    } while (again);
  }

  function kick() {
    if (loop) {
      again = true;
      return;
    }
    loop = drain()
      .catch((error) => log({ level: "error", msg: "bulk update worker stopped", error: String(error) }))
      .finally(() => {
        loop = null;
      });
  }

  // Jobs a crash left running resume where their last batch ended; then whatever is queued runs.
  kick();

  return {
    kick,
    idle: async () => {
      while (loop) await loop;
    },
  };
}
