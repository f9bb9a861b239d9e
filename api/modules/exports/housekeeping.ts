// Start-up recovery and clean-up of the products CSV tasks (exports and imports), run by server.ts.
import fs from "node:fs/promises";
import path from "node:path";
import { importMessages } from "../../../domain/csv-import";
import type { CsvTaskDeps } from "./run";
import { failInterruptedImports } from "../imports/store";
import { IMPORT_TMP_DIR } from "../imports/upload";
import { runExportTask } from "./run";
import { forgetExportFile, listExpiredExportFiles, listUnfinishedExportTasks } from "./store";

/** Export files are kept this long; the task stays in the list, without its download. */
export const EXPORT_FILE_TTL_MS = 7 * 24 * 3600 * 1000;
export const EXPORT_EXPIRED_MESSAGE = "The file was removed after 7 days. Export again.";
const SWEEP_EVERY_MS = 6 * 3600 * 1000;
/** Leftover upload files older than this belong to no running import (several test processes share the temp dir). */
const STALE_UPLOAD_MS = 24 * 3600 * 1000;

/**
 * A restart ends every task this process was running (one process per database, ADR 005): an import is marked failed
 * with the reason (all-or-nothing undone from its journal first; valid-only may have written some batches), an export
 * is run again.
 */
export async function recoverCsvTasks(deps: CsvTaskDeps): Promise<{ importsFailed: number; exportsRequeued: number }> {
  const now = deps.clock.now();
  const importsFailed = await failInterruptedImports(deps.db, importMessages.interrupted, now);
  const exports = await listUnfinishedExportTasks(deps.db);
  for (const task of exports) void runExportTask(deps, task);
  return { importsFailed, exportsRequeued: exports.length };
}

/** Removes export files older than 7 days (the task keeps its row, with the reason) and stale upload leftovers. */
export async function sweepCsvFiles(deps: CsvTaskDeps): Promise<number> {
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
  const leftovers = await fs.readdir(IMPORT_TMP_DIR).catch(() => [] as string[]);
  for (const name of leftovers) {
    const file = path.join(IMPORT_TMP_DIR, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > STALE_UPLOAD_MS) await fs.rm(file, { force: true });
  }
  return removed;
}

/** Recovery once, then the sweep now and every 6 hours (the timer does not keep the process alive). */
export async function startCsvHousekeeping(deps: CsvTaskDeps): Promise<() => void> {
  const sweep = () => sweepCsvFiles(deps).catch((error) => deps.log({ level: "error", msg: "csv sweep failed", error: String(error) }));
  // Awaited before the server listens: an import started in the first moments after a restart must not be taken for
  // one the restart interrupted (and an interrupted all-or-nothing import is rolled back before anyone reads its products).
  await recoverCsvTasks(deps)
    .then((r) => (r.importsFailed || r.exportsRequeued) && deps.log({ level: "info", msg: "csv tasks recovered", ...r }))
    .catch((error) => deps.log({ level: "error", msg: "csv recovery failed", error: String(error) }));
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
