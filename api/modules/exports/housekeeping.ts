// Start-up recovery and clean-up of the products CSV tasks (exports and imports), run by server.ts.
import fs from "node:fs/promises";
import path from "node:path";
import { importMessages } from "../../../domain/csv-import";
import type { ApiDeps } from "../../deps";
import type { CsvTaskDeps } from "./run";
import { kickImageWorker } from "../imports/images";
import { failInterruptedImports } from "../imports/store";
import { importUploadDir } from "../imports/upload";
import { runExportTask } from "./run";
import { forgetExportFile, listExpiredExportFiles, listUnfinishedExportTasks } from "./store";

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
 * A restart ends every task the previous process was running (one process per database, ADR 005): those created
 * before `startedAt` (this process's start; the server already listens, so newer ones are its own). An import is
 * marked failed with the reason (all-or-nothing undone from its journal first; valid-only may have written some
 * batches), an export is run again.
 */
export async function recoverCsvTasks(deps: CsvTaskDeps, startedAt: Date = deps.clock.now()): Promise<{ importsFailed: number; exportsRequeued: number }> {
  const now = deps.clock.now();
  const importsFailed = await failInterruptedImports(deps.db, importMessages.interrupted, now, startedAt);
  // The images of what an interrupted valid-only import had written are fetched (its task is no longer in flight).
  kickImageWorker(deps.db);
  const exports = await listUnfinishedExportTasks(deps.db, startedAt);
  for (const task of exports) void runExportTask(deps, task);
  return { importsFailed, exportsRequeued: exports.length };
}

/** Removes export files older than 7 days (the task keeps its row, with the reason) and stale upload leftovers. */
export async function sweepCsvFiles(deps: CsvHousekeepingDeps): Promise<number> {
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
  const uploads = importUploadDir(deps.tmpDir);
  const leftovers = await fs.readdir(uploads).catch(() => [] as string[]);
  for (const name of leftovers) {
    const file = path.join(uploads, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > STALE_UPLOAD_MS) await fs.rm(file, { force: true });
  }
  return removed;
}

/**
 * Recovery once, then the sweep now and every 6 hours (the timer does not keep the process alive). server.ts starts it
 * once it listens (an undo from a journal takes seconds, and the server answers meanwhile): tasks created from
 * `startedAt` on are this process's own and are left alone, so an import started in those seconds is not taken for one
 * the restart interrupted. Readers may see an interrupted all-or-nothing import's products until its undo is done.
 */
export async function startCsvHousekeeping(deps: CsvHousekeepingDeps, startedAt: Date): Promise<() => void> {
  const sweep = () => sweepCsvFiles(deps).catch((error) => deps.log({ level: "error", msg: "csv sweep failed", error: String(error) }));
  await recoverCsvTasks(deps, startedAt)
    .then((r) => (r.importsFailed || r.exportsRequeued) && deps.log({ level: "info", msg: "csv tasks recovered", ...r }))
    .catch((error) => deps.log({ level: "error", msg: "csv recovery failed", error: String(error) }));
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
