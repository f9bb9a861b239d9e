import { Router } from "express";
import { bulkUpdateEndpoints as bu } from "../../../domain/contracts/bulk-updates";
import { BULK_PREVIEW_LIMIT, type BulkUpdateDto, type BulkUpdateStatus } from "../../../domain/bulk-update";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireOperator, requireStore, requireUser } from "../../http/auth";
import { conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";
import { startBulkUpdateWorker } from "./worker";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toBulkUpdateDto(row: store.BulkUpdateRow): BulkUpdateDto {
  return {
    _id: row.id,
    name: row.name,
    filters: store.jobSelection(row),
    actions: store.jobActions(row),
    status: row.status as BulkUpdateStatus,
    total: row.total,
    processed: row.processed,
    undoProcessed: row.undoProcessed,
    undoSkipped: row.undoSkipped,
    error: row.error,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    undoneAt: iso(row.undoneAt),
  };
}

/**
 * Bulk updates (SPEC §2 bulkupdates, a restricted screen): operators only, also here (404 for anyone else).
 * Creating the router starts the store's job runner in this process (see worker.ts).
 */
export function bulkUpdatesRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const worker = startBulkUpdateWorker(deps);
  r.use("/bulkupdates", requireUser(deps), requireOperator(deps), requireStore(deps, "products"));

  mount(r, bu.list, async ({ req }) => ({ bulkUpdates: (await store.listBulkUpdates(db, currentStore(req).id)).map(toBulkUpdateDto) }));

  // The dry run: nothing is written (SPEC §8 names "mass-update preview" among the calls without a success toast).
  mount(r, bu.preview, async ({ body: { bulkUpdate }, req }) => {
    const { total, rows } = await store.previewSelection(db, currentStore(req).id, bulkUpdate.filters, bulkUpdate.actions, BULK_PREVIEW_LIMIT);
    return { total, products: rows };
  });

  mount(r, bu.create, async ({ body: { bulkUpdate }, req }) => {
    const row = await store.createBulkUpdate(db, currentStore(req).id, currentUser(req).id, bulkUpdate, deps.clock.now());
    worker.kick();
    return { bulkUpdate: toBulkUpdateDto(row) };
  });

  mount(r, bu.get, async ({ params, req }) => {
    const row = await store.findBulkUpdate(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    return { bulkUpdate: toBulkUpdateDto(row) };
  });

  mount(r, bu.undo, async ({ params: { id }, req }) => {
    const storeId = currentStore(req).id;
    const row = await store.requestUndo(db, storeId, id, deps.clock.now());
    if (!row) {
      const current = await store.findBulkUpdate(db, storeId, id);
      if (!current) throw notFound();
      throw conflict("Only a finished bulk update can be undone.", { current: toBulkUpdateDto(current) });
    }
    worker.kick();
    return { bulkUpdate: toBulkUpdateDto(row) };
  });

  return r;
}
