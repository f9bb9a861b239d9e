// Runs an export task in this process, after the 202: queued → running → done (or failed).
import type { ApiConfig, ApiDeps } from "../../deps";

/**
 * What the CSV tasks need of the API (server.ts starts the housekeeping with these). `config.publicUrl` makes the
 * export's image links absolute: the file leaves the admin (another platform imports it), as an e-mail does, so its links
 * name the public origin, not whichever address the admin happens to be opened at (ADR 015).
 */
export type CsvTaskDeps = Pick<ApiDeps, "db" | "storage" | "clock" | "log" | "instance"> & { config: Pick<ApiConfig, "publicUrl"> };
import { productCsvChunks } from "./csv";
import { EXPORT_STATUS, exportProductBatches, updateExportTask, type ExportTaskRow } from "./store";

export const exportFileKey = (task: Pick<ExportTaskRow, "storeId" | "id">) => `exports/${task.storeId}/${task.id}.csv`;

/** Never throws: a failure is recorded on the task, where the merchant sees it. */
export async function runExportTask(deps: CsvTaskDeps, task: ExportTaskRow): Promise<void> {
  const { db, storage, clock } = deps;
  try {
    await updateExportTask(db, task.storeId, task.id, { status: EXPORT_STATUS.running }, clock.now());
    let rowCount = 0;
    const key = exportFileKey(task);
    const chunks = productCsvChunks(
      exportProductBatches(db, task.storeId, task.filters),
      (k) => new URL(storage.publicUrl(k), deps.config.publicUrl).href,
      (n) => void (rowCount += n),
    );
    await storage.write(key, chunks, "text/csv; charset=utf-8");
    await updateExportTask(db, task.storeId, task.id, { status: EXPORT_STATUS.done, rowCount, fileKey: key }, clock.now());
  } catch (error) {
    deps.log({ level: "error", msg: "export failed", taskId: task.id, error: String(error) });
    await updateExportTask(
      db,
      task.storeId,
      task.id,
      { status: EXPORT_STATUS.failed, error: error instanceof Error ? error.message : String(error) },
      clock.now(),
    ).catch(() => {});
  }
}
