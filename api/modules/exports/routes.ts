import { Router } from "express";
import { exportEndpoints as ex } from "../../../domain/contracts/exports";
import type { ExportTaskDto } from "../../../domain/export";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { runExportTask } from "./run";
import * as store from "./store";

const BASE = "/products/export/csv";

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
  mount(r, ex.start, async ({ query: { page: _page, limit: _limit, ...filters }, req }) => {
    const task = await store.createExportTask(db, currentStore(req).id, filters, deps.clock.now(), deps.instance.id);
    void runExportTask(deps, task);
    return { task: toExportTaskDto(task) };
  });

  mount(r, ex.tasks, async ({ req }) => ({ tasks: (await store.listExportTasks(db, currentStore(req).id)).map(toExportTaskDto) }));

  mount(r, ex.markDownloaded, async ({ params: { id }, req }) => {
    const storeId = currentStore(req).id;
    const row = await store.markExportDownloaded(db, storeId, id, deps.clock.now());
    if (row) return { task: toExportTaskDto(row) };
    if (!(await store.findExportTask(db, storeId, id))) throw notFound();
    throw conflict("This export is not ready to download yet.");
  });

  mount(r, ex.download, async ({ params, req, res }) => {
    const row = await store.findExportTask(db, currentStore(req).id, params.id);
    const file = row?.fileKey ? await deps.storage.read(row.fileKey) : null;
    if (!row || !file) throw notFound();
    res.status(200);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Length", String(file.size));
    res.setHeader("Content-Disposition", `attachment; filename="products-${row.createdAt.toISOString().slice(0, 10)}-${row.id.slice(0, 8)}.csv"`);
    file.stream.on("error", () => res.destroy());
    file.stream.pipe(res);
  });

  return r;
}
