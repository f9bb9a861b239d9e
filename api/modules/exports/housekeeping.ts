// Start-up recovery and clean-up of the products CSV tasks (exports and imports), run by server.ts.
import fs from "node:fs/promises";
import path from "node:path";
import { importMessages } from "../../../domain/csv-import";
import { ORPHAN_CHECK_EVERY_MS } from "../../db/instance";
import type { ApiDeps } from "../../deps";
import type { CsvTaskDeps } from "./run";
import { kickImageWorker } from "../imports/images";
import { failInterruptedImports } from "../imports/store";
import { importUploadDir } from "../imports/upload";
import { runExportTask } from "./run";
import { startPeriodicSweep } from "../housekeeping/periodic";
import { claimOrphanedExportTasks, forgetExportFile, listExpiredExportFiles } from "./store";

/** Export files are kept this long; the task stays in the list, without its download. */
export const EXPORT_FILE_TTL_MS = 7 * 24 * 3600 * 1000;
export const EXPORT_EXPIRED_MESSAGE = "The file was removed after 7 days. Export again.";
const SWEEP_EVERY_MS = 6 * 3600 * 1000;
/**
 * Leftover upload files older than this belong to no running import. The directory is this server's own, but with
 * PostgreSQL several servers may share one `$DATA_DIR`, so a younger file may be another server's import in progress.
 */
const STALE_UPLOAD_MS = 24 * 3600 * 1000;

/** The sweep also needs the server's temp directory, where import uploads wait. */
export type CsvHousekeepingDeps = CsvTaskDeps & Pick<ApiDeps, "tmpDir">;

/**
 * Tasks whose process has gone (a crash or a restart; with several processes, any of them: api/db/instance.ts) are
 * claimed, each by exactly one process: an import is marked failed with the reason (all-or-nothing undone from its
 * journal first; valid-only may have written some batches), an export is run again. Tasks of live processes, this
 * one's included, are left alone.
 */
export async function recoverCsvTasks(deps: CsvTaskDeps, opts: { atStart?: boolean } = {}): Promise<{ importsFailed: number; exportsRequeued: number }> {
  const now = deps.clock.now();
  const importsFailed = await failInterruptedImports(deps.db, importMessages.interrupted, now, deps.instance, { clearStaleJournals: opts.atStart !== false });
  // The images of what an interrupted valid-only import had written are fetched (its task is no longer in flight), and
  // so are those a process that has gone was fetching.
  kickImageWorker(deps.db);
  const exports = await claimOrphanedExportTasks(deps.db, deps.instance, now);
  for (const task of exports) void runExportTask(deps, task);
  return { importsFailed, exportsRequeued: exports.length };
}
/** Removes export files older than 7 days (the task keeps its row, with the reason) and stale upload leftovers. */
export async function sweepCsvFiles(deps: CsvHousekeepingDeps): Promise<number> {
  const removed = await sweepExpiredExports(deps);
  await sweepUploadLeftovers(deps);
  return removed;
}

/** Export files older than 7 days, in the storage every process shares; returns how many. */
async function sweepExpiredExports(deps: CsvTaskDeps): Promise<number> {
  const now = deps.clock.now();
  let removed = 0;
  for (;;) {
    const batch = await listExpiredExportFiles(deps.db, new Date(now.getTime() - EXPORT_FILE_TTL_MS));
    if (batch.length === 0) break;
    for (const task of batch) {
      await deps.storage.remove(task.fileKey!);
      await forgetExportFile(deps.db, task.id, EXPORT_EXPIRED_MESSAGE, now);
      removed++;
    }
  }
  return removed;
}

/** Upload files a day old in this server's own temp directory (each node has its own). */
async function sweepUploadLeftovers(deps: Pick<CsvHousekeepingDeps, "tmpDir">): Promise<void> {
  const uploads = importUploadDir(deps.tmpDir);
  const leftovers = await fs.readdir(uploads).catch(() => [] as string[]);
  for (const name of leftovers) {
    const file = path.join(uploads, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > STALE_UPLOAD_MS) await fs.rm(file, { force: true });
  }
}

/**
 * Recovery at start, then the file sweep (once per 6 hours across every process sharing the database). server.ts
 * starts it once it listens (an undo from a journal takes seconds, and the server answers meanwhile); tasks this process
 * created meanwhile are its own and are left alone. Readers may see an interrupted all-or-nothing import's products until
 * its undo is done. With a shared database another process may die at any time: recovery then runs every 30 s too.
 * The timers do not keep the process alive. Returns a stop function.
 */
export async function startCsvHousekeeping(deps: CsvHousekeepingDeps): Promise<() => void> {
  let recovering = false;
  let started = false;
  const recover = async () => {
    if (recovering) return;
    recovering = true;
    const atStart = !started;
    started = true;
    await recoverCsvTasks(deps, { atStart })
      .then((r) => (r.importsFailed || r.exportsRequeued) && deps.log({ level: "info", msg: "csv tasks recovered", ...r }))
      .catch((error) => deps.log({ level: "error", msg: "csv recovery failed", error: String(error) }))
      .finally(() => (recovering = false));
  };
  await recover();
  // Export files are shared (one sweep a period across processes); upload leftovers are this server's own.
  const stopSweep = startPeriodicSweep(deps, "csv-exports", SWEEP_EVERY_MS, () => sweepExpiredExports(deps));
  const sweepUploads = () => sweepUploadLeftovers(deps).catch((error) => deps.log({ level: "error", msg: "upload sweep failed", error: String(error) }));
  void sweepUploads();
  const timers = [
    setInterval(sweepUploads, SWEEP_EVERY_MS),
    ...(deps.instance.sharedDatabase ? [setInterval(() => void recover(), ORPHAN_CHECK_EVERY_MS)] : []),
  ];
  timers.forEach((t) => t.unref());
  return () => {
    stopSweep();
    timers.forEach(clearInterval);
  };
}
