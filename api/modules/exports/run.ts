// Runs an export task in this process, after the 202: queued → running → done (or failed).
import type { ApiConfig, ApiDeps } from "../../deps";

/**
 * What the CSV tasks need of the API (server.ts starts the housekeeping with these). `config.publicUrl` makes the
 * export's image links absolute: the file leaves the admin (another platform imports it), as an e-mail does, so its links
 * name the public origin, not whichever address the admin happens to be opened at (ADR 015).
 */
export type CsvTaskDeps = Pick<ApiDeps, "db" | "storage" | "clock" | "log" | "instance"> & { config: Pick<ApiConfig, "publicUrl"> };
import { EXPORT_FAILED_MESSAGE } from "../../../domain/export";
import type { OrderFilter } from "../../../domain/order-admin";
import { exportOrderBatches } from "../orders/export-store";
import { storeSettings } from "../orders/store";
import { notifyExportFinished } from "../notifications/events";
import { productCsvChunks } from "./csv";
import { orderCsvChunks } from "./orders-csv";
import { EXPORT_STATUS, exportProductBatches, updateExportTask, type ExportTaskRow } from "./store";

/**
 * An orders export keeps the list's filters and the instants its date range meant when it was asked for (`rangeFrom`,
 * `rangeTo`), so a task run again after a restart exports the same orders (ADR 038).
 */
export type OrderExportFilters = OrderFilter & { rangeFrom: string | null; rangeTo: string | null };

async function orderChunks(deps: CsvTaskDeps, task: ExportTaskRow, count: (n: number) => void) {
  const { rangeFrom, rangeTo, ...filter } = task.filters as unknown as OrderExportFilters;
  const { timezone } = await storeSettings(deps.db, task.storeId);
  const range = { ok: true as const, from: rangeFrom ? new Date(rangeFrom) : null, to: rangeTo ? new Date(rangeTo) : null };
  return orderCsvChunks(exportOrderBatches(deps.db, task.storeId, filter, range), timezone, count);
}

export const exportFileKey = (task: Pick<ExportTaskRow, "storeId" | "id">) => `exports/${task.storeId}/${task.id}.csv`;

/** An error with its causes (drizzle wraps the driver's error, whose message says what the database refused). */
function errorDetail(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e !== undefined && e !== null && parts.length < 5; e = (e as { cause?: unknown }).cause) {
    parts.push(e instanceof Error ? e.message : String(e));
    if (typeof e !== "object") break;
  }
  return parts.join(" ← ");
}

/** Never throws: a failure is recorded on the task, where the merchant sees it. */
export async function runExportTask(deps: CsvTaskDeps, task: ExportTaskRow): Promise<void> {
  const { db, storage, clock } = deps;
  try {
    await updateExportTask(db, task.storeId, task.id, { status: EXPORT_STATUS.running }, clock.now());
    let rowCount = 0;
    const key = exportFileKey(task);
    const count = (n: number) => void (rowCount += n);
    const chunks =
      task.kind === "orders"
        ? await orderChunks(deps, task, count)
        : productCsvChunks(exportProductBatches(db, task.storeId, task.filters), (k) => new URL(storage.publicUrl(k), deps.config.publicUrl).href, count);
    await storage.write(key, chunks, "text/csv; charset=utf-8");
    await updateExportTask(db, task.storeId, task.id, { status: EXPORT_STATUS.done, rowCount, fileKey: key }, clock.now());
    await notifyExportFinished(deps, task, { failed: false, rows: rowCount });
  } catch (error) {
    // The detail (a failed query's SQL, a storage provider's answer) is the log's; the merchant reads a plain sentence.
    deps.log({ level: "error", msg: "export failed", taskId: task.id, kind: task.kind, error: errorDetail(error) });
    await updateExportTask(db, task.storeId, task.id, { status: EXPORT_STATUS.failed, error: EXPORT_FAILED_MESSAGE }, clock.now()).catch(() => {});
    await notifyExportFinished(deps, task, { failed: true });
  }
}
