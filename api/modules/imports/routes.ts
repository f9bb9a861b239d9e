import crypto from "node:crypto";
import { Router } from "express";
import { importEndpoints } from "../../../domain/contracts/imports";
import { csvRow, UTF8_BOM } from "../../../domain/csv";
import {
  IMPORT_MAX_BYTES_DEFAULT,
  ImportQuerySchema,
  importMessages,
  type ImportImagesDto,
  type ImportMode,
  type ImportStatus,
  type ImportTaskDto,
} from "../../../domain/csv-import";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { HttpError, badRequest, handle, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { parse } from "../../http/validate";
import { startImageWorker } from "./images";
import { runImportTask } from "./run";
import * as store from "./store";
import { discardBody } from "../../http/discard-body";
import { declaredFormats, importUploadDir, receiveUpload } from "./upload";

const BASE = "/products/import/csv";

export function toImportTaskDto(row: store.ImportTaskRow, images: ImportImagesDto | null = null, withErrors = true): ImportTaskDto {
  return {
    _id: row.id,
    fileName: row.fileName,
    mode: row.mode as ImportMode,
    status: row.status as ImportStatus,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    createdCount: row.createdCount,
    updatedCount: row.updatedCount,
    errorCount: row.errorCount,
    errors: withErrors ? row.errors : [],
    error: row.error,
    rowsToWrite: row.rowsToWrite,
    ignoredColumns: row.ignoredColumns,
    images,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * SPEC §7 products CSV import, scope `products`. The body is the file itself (not multipart): CSV text (`Content-Type`
 * text/csv or text/plain) or an Excel .xlsx workbook, `?mode=&fileName=`. Mounted before the products router, whose `/products/:id` would catch these paths.
 */
export function importsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const limit = deps.config.importMaxBytes ?? IMPORT_MAX_BYTES_DEFAULT;
  r.use(BASE, requireUser(deps), requireStore(deps, "products"));
  // Fetches the images imports name, in the background; resumes what a restart left (ADR 023).
  startImageWorker({ ...deps, fetch: { allowHosts: deps.config.importImages?.allowHosts ?? [], timeoutMs: deps.config.importImages?.timeoutMs } });

  // Written by hand, not mounted from importEndpoints.start: a refused query must drain the upload before answering.
  r.post(
    BASE,
    handle(async (req, res) => {
      let query;
      try {
        query = parse(ImportQuerySchema, req.query);
      } catch (error) {
        await discardBody(req, limit);
        throw error;
      }
      const { mode, fileName } = query;
      const refuse = async (status: number, message: string) => {
        await discardBody(req, Math.max(limit, 64 * 1_048_576));
        return new HttpError(status, message, { errors: { file: [message] } });
      };
      const formats = declaredFormats(req.get("content-type"), fileName);
      if (formats.length === 0) throw await refuse(415, importMessages.invalidFileType);
      if (Number(req.get("content-length") ?? 0) > limit) throw await refuse(413, importMessages.tooLarge(fileName, limit));
      const upload = await receiveUpload(req, importUploadDir(deps.tmpDir), `${crypto.randomUUID()}.upload`, limit, formats);
      if (upload.kind === "too_large") {
        // A workbook that unpacks past its bound names that bound (ADR 011).
        const message = importMessages.tooLarge(fileName, upload.maxBytes ?? limit);
        throw new HttpError(413, message, { errors: { file: [message] } });
      }
      if (upload.kind === "invalid_type") throw new HttpError(415, importMessages.invalidFileType, { errors: { file: [importMessages.invalidFileType] } });
      if (upload.kind === "empty") throw badRequest(importMessages.empty, { file: [importMessages.empty] });
      const task = await store.createImportTask(db, currentStore(req).id, { fileName, mode }, deps.clock.now(), deps.instance.id);
      void runImportTask(deps, task, upload.file, upload.format, currentUser(req).id);
      res.status(202).json({ task: toImportTaskDto(task) });
    }),
  );

  // Express routing is not strict, so this also answers `/products/import/csv/`.
  mount(r, importEndpoints.tasks, async ({ req }) => ({
    tasks: (await store.listImportTasks(db, currentStore(req).id)).map((row) => toImportTaskDto(row, null, false)),
  }));

  mount(r, importEndpoints.get, async ({ params, req }) => {
    const row = await store.findImportTask(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    return { task: toImportTaskDto(row, await store.importImageSummary(db, row.id)) };
  });

  // Every error of the task as CSV (the task itself shows the first 100): row errors, then images that failed, by line.
  mount(r, importEndpoints.errors, async ({ params, req, res }) => {
    const row = await store.findImportTask(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    res.status(200);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="import-errors-${row.createdAt.toISOString().slice(0, 10)}-${row.id.slice(0, 8)}.csv"`);
    res.write(UTF8_BOM + csvRow(["Line", "Column", "Message"]));
    try {
      for await (const page of store.importErrorPages(db, row.id)) {
        if (!res.write(page.map((e) => csvRow([String(e.line), e.field ?? "", e.message])).join(""))) await new Promise((r) => res.once("drain", r));
      }
      res.end();
    } catch (error) {
      // The status line is sent: a cut connection is the only way left to say the file is incomplete.
      deps.log({ level: "error", msg: "import errors download failed", taskId: row.id, error: String(error) });
      res.destroy();
    }
  });

  return r;
}
