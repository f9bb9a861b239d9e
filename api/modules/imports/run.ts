// Runs an import task in this process, after the 202: check every row (streamed), then write (or not, by mode).
import fs from "node:fs";
import fsp from "node:fs/promises";
import { columnName, MissingTitleColumnError, readImportHeader, type ImportHeader } from "../../../domain/csv-columns";
import { CsvStreamReader, CsvSyntaxError, IMPORT_ERRORS_KEPT, importMessages, type CsvRecord, type ImportRowError } from "../../../domain/csv-import";
import { ProductGrouper, type GroupResult, type ImportProduct } from "../../../domain/csv-products";
import { parseImportRow } from "../../../domain/csv-rows";
import { importStockReason } from "../../../domain/inventory";
import { SKU_TAKEN_MESSAGE } from "../../../domain/variant";
import { feedsChanged } from "../../cache";
import type { ApiDeps } from "../../deps";
import { sanitizeDescription } from "../../html/description";
import { notifyImportFinished } from "../notifications/events";
import { kickImageWorker } from "./images";
import {
  breathe,
  clearImportJournal,
  findImportTask,
  insertImportErrors,
  rollbackImport,
  skusTakenElsewhere,
  updateImportTask,
  writeImportBatch,
  type ImportTaskFields,
  type ImportTaskRow,
  type Tx,
  type VariantColumn,
} from "./store";
import type { ImportFormat } from "./upload";
import { xlsxRecords } from "./xlsx";

const WRITE_BATCH = 1000;
/** Rows checked together against the store (SKUs in use) and whose errors are saved together. */
const CHECK_BATCH = 1000;

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

interface Check {
  header: ImportHeader;
  /** Data rows read (valid or not). */
  total: number;
  /** Rows with an error. */
  errorCount: number;
  /** The first IMPORT_ERRORS_KEPT errors (all of them are saved for the download). */
  errors: ImportRowError[];
  /** Rows of the products without errors. */
  rowsToWrite: number;
  /** Handles the file names: a handle made from a title must not take one of these. */
  handles: Set<string>;
  /** First lines of the products left out (one of their rows has an error). */
  invalid: Set<number>;
}

const options = { sanitizeHtml: sanitizeDescription };

function headerOf(cells: string[]): ImportHeader {
  try {
    return readImportHeader(cells);
  } catch (error) {
    if (error instanceof MissingTitleColumnError) throw new CsvSyntaxError(1, importMessages.missingTitleColumn);
    throw error;
  }
}

/** One pass over the file (CSV or .xlsx): header, then each row parsed and grouped into products, in file order. */
async function eachProduct(
  file: string,
  format: ImportFormat,
  onHeader: (h: ImportHeader) => void,
  onGroup: (g: GroupResult) => Promise<void>,
  onRow?: (rows: number) => Promise<void>,
): Promise<{ header: ImportHeader; total: number; handles: Set<string> }> {
  let header: ImportHeader | null = null;
  let grouper: ProductGrouper | null = null;
  let total = 0;
  for await (const record of importRecords(file, format)) {
    if (!header) {
      header = headerOf(record.cells);
      grouper = new ProductGrouper(header);
      onHeader(header);
      continue;
    }
    total++;
    for (const group of grouper!.push(parseImportRow(header, record, options))) await onGroup(group);
    if (onRow && total % 1000 === 0) await onRow(total);
  }
  if (!header || !grouper) throw new CsvSyntaxError(1, importMessages.empty);
  for (const group of grouper.end()) await onGroup(group);
  return { header, total, handles: new Set(grouper.handles.keys()) };
}

/** Which file columns map to which variant columns the import writes (an existing variant keeps the others). */
function variantColumnsOf(header: ImportHeader): VariantColumn[] {
  const has = (f: keyof ImportHeader["index"]) => header.index[f] !== undefined;
  const out: VariantColumn[] = [];
  if (has("price")) out.push("price");
  if (has("compareAtPrice")) out.push("compareAtPrice");
  if (has("cost")) out.push("cost");
  if (has("sku")) out.push("sku");
  if (has("barcode")) out.push("barcode");
  if (has("inventoryQuantity")) out.push("inventoryQuantity");
  if (has("grams") || has("weightUnit")) out.push("weight", "weightUnit");
  return out;
}

/**
 * Pass 1: every row checked, nothing written. Products are checked a thousand rows at a time against the store (a SKU
 * another product uses), then their errors are counted and saved, so the errors keep file order.
 */
async function check(deps: ApiDeps, task: ImportTaskRow, file: string, format: ImportFormat, onProgress: (rows: number) => Promise<void>): Promise<Check> {
  const result: Check = { header: null as never, total: 0, errorCount: 0, errors: [], rowsToWrite: 0, handles: new Set(), invalid: new Set() };
  let pending: GroupResult[] = [];
  let pendingRows = 0;
  const settle = async () => {
    const groups = pending;
    pending = [];
    pendingRows = 0;
    const wanted = new Map<string, string>();
    for (const g of groups) for (const v of g.product?.variants ?? []) if (v.sku) wanted.set(v.sku, g.product!.handle);
    const taken = wanted.size > 0 ? await skusTakenElsewhere(deps.db, task.storeId, wanted) : new Set<string>();
    const errors: ImportRowError[] = [];
    for (const g of groups) {
      const clashes = (g.product?.variants ?? []).filter((v) => taken.has(v.sku));
      if (clashes.length > 0) {
        g.errors.push(...clashes.map((v) => ({ line: v.line, field: columnName(result.header, "sku"), message: SKU_TAKEN_MESSAGE })));
        g.errors.sort((a, b) => a.line - b.line);
        g.product = null;
      }
      if (g.errors.length === 0) {
        result.rowsToWrite += g.rows;
        continue;
      }
      result.invalid.add(g.line);
      result.errorCount += new Set(g.errors.map((e) => e.line)).size + (g.unlistedErrorRows ?? 0);
      for (const e of g.errors) if (result.errors.length < IMPORT_ERRORS_KEPT) result.errors.push(e);
      errors.push(...g.errors);
    }
    await insertImportErrors(deps.db, task.id, errors);
  };
  const read = await eachProduct(
    file,
    format,
    (h) => void (result.header = h),
    async (group) => {
      pending.push(group);
      pendingRows += group.rows;
      if (pendingRows >= CHECK_BATCH) await settle();
    },
    onProgress,
  );
  await settle();
  return { ...result, header: read.header, total: read.total, handles: read.handles };
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
export async function runImportTask(
  deps: ApiDeps,
  task: ImportTaskRow,
  file: string,
  format: ImportFormat = "csv",
  userId: string | null = null,
): Promise<void> {
  const { db, clock } = deps;
  const save = (fields: ImportTaskFields) => updateImportTask(db, task.storeId, task.id, fields, clock.now());
  let wroteSome = false;
  try {
    // Pass 1: check every row; nothing is written.
    const started = Date.now();
    const checked = await check(
      deps,
      task,
      file,
      format,
      throttled((processedRows) => save({ processedRows })),
    );
    const counts = {
      totalRows: checked.total,
      errorCount: checked.errorCount,
      errors: checked.errors,
      rowsToWrite: checked.rowsToWrite,
      ignoredColumns: checked.header.ignored,
    };
    deps.log({ level: "info", msg: "import validated", taskId: task.id, rows: checked.total, errors: checked.errorCount, ms: Date.now() - started });
    if (task.mode === "dry-run") return void (await save({ ...counts, processedRows: checked.total, status: "done" }));
    if (task.mode === "all-or-nothing" && checked.errorCount > 0) {
      return void (await save({ ...counts, processedRows: checked.total, status: "failed", error: importMessages.blockedByErrors(checked.errorCount) }));
    }
    if (checked.rowsToWrite === 0) return void (await save({ ...counts, processedRows: checked.total, status: "done" }));
    await save({ ...counts, processedRows: 0, status: "writing" });
    const writeStarted = Date.now();

    // Pass 2: read the file again and write the products without errors in batches of multi-row upserts, each batch
    // its own short transaction, so the admin keeps answering between batches. all-or-nothing journals what each batch
    // changed in the same transaction, and undoes the journal if a later batch fails (ADR 011).
    const journal = task.mode === "all-or-nothing";
    const reserved = new Set(checked.handles);
    const batchSize = importTestHooks.batchSize ?? WRITE_BATCH;
    const variantColumns = variantColumnsOf(checked.header);
    // A stock count the file changes is an inventory adjustment by the user who started the import (ADR 029).
    const stock = { userId, reason: importStockReason(task.fileName) };
    let created = 0;
    let updated = 0;
    let processed = 0;
    let batches = 0;
    let batch: ImportProduct[] = [];
    let batchRows = 0;
    const flush = async () => {
      const items = batch;
      const rows = batchRows;
      batch = [];
      batchRows = 0;
      const index = ++batches;
      await importTestHooks.beforeBatch?.(index);
      // The task's counts are saved in the batch's own transaction: a crash after a commit leaves them counting it.
      const n = await db.transaction(async (tx: Tx) => {
        const written = await writeImportBatch(tx, task.storeId, items, reserved, clock.now(), { taskId: task.id, journal, variantColumns, stock });
        const counts = { processedRows: processed + rows, createdCount: created + written.created, updatedCount: updated + written.updated };
        await updateImportTask(tx, task.storeId, task.id, counts, clock.now());
        importTestHooks.inBatch?.(index);
        return written;
      });
      wroteSome = true;
      // What a batch wrote is in the store's feeds from now on (ADR 024).
      await feedsChanged(deps.cache, task.storeId);
      created += n.created;
      updated += n.updated;
      processed += rows;
      await breathe();
    };
    try {
      await eachProduct(
        file,
        format,
        () => {},
        async (group) => {
          if (!group.product || checked.invalid.has(group.line)) return;
          batch.push(group.product);
          batchRows += group.rows;
          if (batchRows >= batchSize) await flush();
        },
      );
      if (batch.length > 0) await flush();
      await save({ status: "done", processedRows: processed, createdCount: created, updatedCount: updated });
    } catch (error) {
      if (!journal) throw error;
      wroteSome = false;
      deps.log({ level: "error", msg: "import failed, undoing", taskId: task.id, batch: batches, error: String(error) });
      try {
        const undoStarted = Date.now();
        const undone = await rollbackImport(db, task.id, clock.now());
        await feedsChanged(deps.cache, task.storeId);
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
    if (journal)
      await clearImportJournal(db, task.id).catch((error) =>
        deps.log({ level: "error", msg: "import journal not cleared", taskId: task.id, error: String(error) }),
      );
    deps.log({
      level: "info",
      msg: "import written",
      taskId: task.id,
      mode: task.mode,
      created,
      updated,
      ms: Date.now() - started,
      writeMs,
      clearMs: Date.now() - cleared,
    });
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
    if (errors) await insertImportErrors(db, task.id, errors).catch(() => {});
  } finally {
    await fsp.rm(file, { force: true }).catch(() => {});
    // The notification centre (ADR 062): the task as it ended, for the user who started it.
    const ended = await findImportTask(db, task.storeId, task.id).catch(() => null);
    if (ended && (ended.status === "done" || ended.status === "failed")) {
      await notifyImportFinished(deps, task, userId, {
        failed: ended.status === "failed",
        created: ended.createdCount,
        updated: ended.updatedCount,
        errors: ended.errorCount,
      });
    }
    // The images of the products written (also those of a valid-only import stopped half-way) are fetched now.
    if (wroteSome) kickImageWorker(db);
  }
}
