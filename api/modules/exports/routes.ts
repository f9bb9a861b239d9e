import { Router, type Request } from "express";
import type { ExportTaskDto } from "../../../domain/export";
import { ExportTaskUpdateSchema } from "../../../domain/export";
import { ProductListQuerySchema } from "../../../domain/product";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { conflict, handle, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { runExportTask } from "./run";
import * as store from "./store";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE = "/products/export/csv";

function taskId(req: Request): string {
  if (!UUID_RE.test(req.params.id)) throw notFound();
  return req.params.id;
}

function toExportTaskDto(row: store.ExportTaskRow): ExportTaskDto {
  const ready = row.fileKey !== null && (row.status === store.EXPORT_STATUS.done || row.status === store.EXPORT_STATUS.downloaded);
  return {
    _id: row.id,
    status: row.status,
    filters: Object.fromEntries(Object.entries(row.filters).filter((e): e is [string, string] => typeof e[1] === "string")),
    rowCount: row.rowCount,
    error: row.error,
    downloadUrl: ready ? `${BASE}/tasks/${row.id}/download` : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** SPEC §7 products CSV export, scope `products`. Mounted before the products router, whose `/products/:id` would catch these paths. */
export function exportsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use(BASE, requireUser(deps), requireStore(deps, "products"));

  // Express routing is not strict, so this also answers `/products/export/csv/`.
  r.get(BASE, handle(async (req, res) => {
    const { page: _page, limit: _limit, ...filters } = parse(ProductListQuerySchema, req.query);
    const task = await store.createExportTask(db, currentStore(req).id, filters, deps.clock.now(), deps.instance.id);
    void runExportTask(deps, task);
    res.status(202).json({ task: toExportTaskDto(task) });
  }));

  r.get(`${BASE}/tasks`, handle(async (req, res) => {
    const rows = await store.listExportTasks(db, currentStore(req).id);
    res.json({ tasks: rows.map(toExportTaskDto) });
  }));

  r.put(`${BASE}/tasks/:id`, handle(async (req, res) => {
    const id = taskId(req);
    parse(ExportTaskUpdateSchema, req.body ?? {});
    const storeId = currentStore(req).id;
    const row = await store.markExportDownloaded(db, storeId, id, deps.clock.now());
    if (row) return void res.json({ task: toExportTaskDto(row) });
    if (!(await store.findExportTask(db, storeId, id))) throw notFound();
    throw conflict("This export is not ready to download yet.");
  }));

  r.get(`${BASE}/tasks/:id/download`, handle(async (req, res) => {
    const row = await store.findExportTask(db, currentStore(req).id, taskId(req));
    const file = row?.fileKey ? await deps.storage.read(row.fileKey) : null;
    if (!row || !file) throw notFound();
    res.status(200);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Length", String(file.size));
    res.setHeader("Content-Disposition", `attachment; filename="products-${row.createdAt.toISOString().slice(0, 10)}-${row.id.slice(0, 8)}.csv"`);
    file.stream.on("error", () => res.destroy());
    file.stream.pipe(res);
  }));

  return r;
}
