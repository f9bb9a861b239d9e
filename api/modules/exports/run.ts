// Runs an export task in this process, after the 202: queued → running → done (or failed).
import type { ApiDeps } from "../../deps";
import { productCsvChunks } from "./csv";
import { EXPORT_STATUS, exportProductBatches, updateExportTask, type ExportTaskRow } from "./store";

export const exportFileKey = (task: Pick<ExportTaskRow, "storeId" | "id">) => `exports/${task.storeId}/${task.id}.csv`;

/** Never throws: a failure is recorded on the task, where the merchant sees it. */
export async function runExportTask(deps: ApiDeps, task: ExportTaskRow): Promise<void> {
  const { db, storage, clock } = deps;
  try {
    await updateExportTask(db, task.storeId, task.id, { status: EXPORT_STATUS.running }, clock.now());
    // S3 storage here only presigns browser uploads; the export needs a server-side write.
    if (storage.kind !== "local") throw new Error("CSV export needs local file storage");
    let rowCount = 0;
    const key = exportFileKey(task);
    const chunks = productCsvChunks(exportProductBatches(db, task.storeId, task.filters), (n) => void (rowCount += n));
    await storage.write(key, chunks);
    await updateExportTask(db, task.storeId, task.id, { status: EXPORT_STATUS.done, rowCount, fileKey: key }, clock.now());
  } catch (error) {
    deps.log({ level: "error", msg: "export failed", taskId: task.id, error: String(error) });
    await updateExportTask(db, task.storeId, task.id, { status: EXPORT_STATUS.failed, error: error instanceof Error ? error.message : String(error) }, clock.now()).catch(() => {});
  }
}
