// Runs an import task in this process, after the 202: validate every row (streamed), then write (or not, by mode).
import fs from "node:fs";
import fsp from "node:fs/promises";
import {
  CsvStreamReader,
  CsvSyntaxError,
  IMPORT_ERRORS_KEPT,
  importMessages,
  readImportHeader,
  validateImportRow,
  type CsvRecord,
  type ImportHeader,
  type ImportRow,
  type ImportRowError,
} from "../../../domain/csv-import";
import type { ApiDeps } from "../../deps";
import { breathe, clearImportJournal, rollbackImport, updateImportTask, writeImportBatch, type ImportTaskFields, type ImportTaskRow, type Tx } from "./store";
import type { ImportFormat } from "./upload";
import { xlsxRecords } from "./xlsx";

const WRITE_BATCH = 1000;

/** For tests only: a smaller batch, and hooks before each batch (outside its transaction) and inside it, after its writes. */
export const importTestHooks: { batchSize?: number; beforeBatch?: (batch: number) => Promise<void>; inBatch?: (batch: number) => void } = {};
/** Progress is saved at most this often (each save is a write other requests queue behind on PGlite). */
const PROGRESS_EVERY_MS = 400;

/** The file's records, a chunk (256 KB) at a time: memory holds one chunk and one record. */
export async function* csvRecords(file: string): AsyncGenerator<CsvRecord> {
  const reader = new CsvStreamReader();
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    yield* reader.feed(decoder.decode(chunk, { stream: true }));
  }
  yield* reader.feed(decoder.decode());
  yield* reader.end();
}

/** CSV and .xlsx give the same records (line = the CSV line or the spreadsheet row), so one pipeline checks both. */
export function importRecords(file: string, format: ImportFormat): AsyncGenerator<CsvRecord> {
  return format === "xlsx" ? xlsxRecords(file) : csvRecords(file);
}

interface Scan {
  header: ImportHeader;
  /** Data rows read (valid or not). */
  total: number;
  errorCount: number;
  errors: ImportRowError[];
  /** Handles the file names: a handle made from a title must not take one of these. */
  handles: Set<string>;
}

/** One pass over the file (CSV or .xlsx): header, then each row validated; valid rows go to `onRow`. A syntax error ends the pass. */
async function scan(file: string, format: ImportFormat, onRow: (row: ImportRow) => Promise<void> | void, onProgress: (rows: number) => Promise<void>): Promise<Scan> {
  let header: ImportHeader | null = null;
  const seen = new Map<string, number>();
  const result: Scan = { header: null as never, total: 0, errorCount: 0, errors: [], handles: new Set() };
  const report = (errors: ImportRowError[]) => {
    result.errorCount += 1;
    for (const e of errors) if (result.errors.length < IMPORT_ERRORS_KEPT) result.errors.push(e);
  };
  for await (const record of importRecords(file, format)) {
    if (!header) {
      header = readImportHeader(record.cells);
      continue;
    }
    result.total++;
    const checked = validateImportRow(header, record, seen);
    if ("errors" in checked) report(checked.errors);
    else await onRow(checked.row);
    if (result.total % 1000 === 0) await onProgress(result.total);
  }
  if (!header) throw new CsvSyntaxError(1, importMessages.empty);
  result.header = header;
  result.handles = new Set(seen.keys());
  return result;
}

function throttled(fn: (rows: number) => Promise<void>): (rows: number) => Promise<void> {
  let last = 0;
  return async (rows) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    await fn(rows);
  };
}

/** Never throws: the outcome, a failure included, is recorded on the task, where the merchant sees it. */
export async function runImportTask(deps: ApiDeps, task: ImportTaskRow, file: string, format: ImportFormat = "csv"): Promise<void> {
  const { db, clock } = deps;
  const save = (fields: ImportTaskFields) => updateImportTask(db, task.storeId, task.id, fields, clock.now());
  try {
    // Pass 1: validate every row; nothing is written.
    const started = Date.now();
    const checked = await scan(file, format, () => {}, throttled((processedRows) => save({ processedRows })));
    const counts = { totalRows: checked.total, errorCount: checked.errorCount, errors: checked.errors };
    const validRows = checked.total - checked.errorCount;
    deps.log({ level: "info", msg: "import validated", taskId: task.id, rows: checked.total, errors: checked.errorCount, ms: Date.now() - started });
    if (task.mode === "dry-run") return void (await save({ ...counts, processedRows: checked.total, status: "done" }));
    if (task.mode === "all-or-nothing" && checked.errorCount > 0) {
      return void (await save({ ...counts, processedRows: checked.total, status: "failed", error: importMessages.blockedByErrors(checked.errorCount) }));
    }
    if (validRows === 0) return void (await save({ ...counts, processedRows: checked.total, status: "done" }));
    await save({ ...counts, processedRows: 0, status: "writing" });
    const writeStarted = Date.now();

    // Pass 2: read the file again and write the valid rows in batches of multi-row upserts, each batch its own short
    // transaction, so the admin keeps answering between batches. all-or-nothing journals what each batch changed in the
    // same transaction, and undoes the journal if a later batch fails (ADR 011).
    const journal = task.mode === "all-or-nothing" ? task.id : undefined;
    const reserved = new Set(checked.handles);
    const batchSize = importTestHooks.batchSize ?? WRITE_BATCH;
    let created = 0;
    let updated = 0;
    let processed = 0;
    let batches = 0;
    let batch: ImportRow[] = [];
    const progress = throttled(() => save({ processedRows: processed, createdCount: created, updatedCount: updated }));
    const flush = async () => {
      const rows = batch;
      batch = [];
      const index = ++batches;
      await importTestHooks.beforeBatch?.(index);
      const n = await db.transaction(async (tx: Tx) => {
        const written = await writeImportBatch(tx, task.storeId, rows, reserved, clock.now(), journal);
        importTestHooks.inBatch?.(index);
        return written;
      });
      created += n.created;
      updated += n.updated;
      processed += rows.length;
      await progress(processed);
      await breathe();
    };
    try {
      await scan(file, format, async (row) => {
        batch.push(row);
        if (batch.length >= batchSize) await flush();
      }, async () => {});
      if (batch.length > 0) await flush();
      await save({ status: "done", processedRows: processed, createdCount: created, updatedCount: updated });
    } catch (error) {
      if (!journal) throw error;
      deps.log({ level: "error", msg: "import failed, undoing", taskId: task.id, batch: batches, error: String(error) });
      try {
        const undoStarted = Date.now();
        const undone = await rollbackImport(db, task.id);
        deps.log({ level: "info", msg: "import undone", taskId: task.id, ...undone, writeMs: undoStarted - writeStarted, ms: Date.now() - undoStarted });
        await save({ status: "failed", error: importMessages.rolledBack(undone.skipped), processedRows: 0, createdCount: 0, updatedCount: 0 });
      } catch (undoError) {
        // The journal is kept and the task stays `writing`: the next start-up undoes the rest (recoverCsvTasks).
        deps.log({ level: "error", msg: "import undo failed", taskId: task.id, error: String(undoError) });
        await save({ error: importMessages.undoPending }).catch(() => {});
      }
      return;
    }
    const writeMs = Date.now() - writeStarted;
    const cleared = Date.now();
    if (journal) await clearImportJournal(db, task.id).catch((error) => deps.log({ level: "error", msg: "import journal not cleared", taskId: task.id, error: String(error) }));
    deps.log({ level: "info", msg: "import written", taskId: task.id, mode: task.mode, created, updated, ms: Date.now() - started, writeMs, clearMs: Date.now() - cleared });
  } catch (error) {
    const syntax = error instanceof CsvSyntaxError;
    if (!syntax) deps.log({ level: "error", msg: "import failed", taskId: task.id, error: String(error) });
    const unexpected =
      task.mode === "valid-only"
        ? "The import stopped on an unexpected error; the batches before it were saved, the rest was not."
        : "The import stopped on an unexpected error; nothing was imported.";
    const message = syntax ? `Line ${error.line}: ${error.message}` : unexpected;
    const errors = syntax ? [{ line: error.line, message: error.message }] : undefined;
    await save({ status: "failed", error: message, ...(errors ? { errors, errorCount: 1 } : {}) }).catch(() => {});
  } finally {
    await fsp.rm(file, { force: true }).catch(() => {});
  }
}
