import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { ProductFilters } from "../../../domain/product";
import type { Db } from "../../db/client";
import { exportTasks, products } from "../../db/schema";
import type { ProductRow } from "../products/dto";
import { filterSql } from "../products/store";

export type ExportTaskRow = typeof exportTasks.$inferSelect;

export const EXPORT_STATUS = { queued: 0, running: 1, done: 2, downloaded: 3, failed: 4 } as const;
const TASK_LIST_LIMIT = 50;

export async function createExportTask(db: Db, storeId: string, filters: ProductFilters, now: Date): Promise<ExportTaskRow> {
  const [row] = await db.insert(exportTasks).values({ storeId, filters, createdAt: now, updatedAt: now }).returning();
  return row;
}

export async function listExportTasks(db: Db, storeId: string): Promise<ExportTaskRow[]> {
  return db.select().from(exportTasks).where(eq(exportTasks.storeId, storeId)).orderBy(desc(exportTasks.createdAt), desc(exportTasks.id)).limit(TASK_LIST_LIMIT);
}

export async function findExportTask(db: Db, storeId: string, id: string): Promise<ExportTaskRow | null> {
  const [row] = await db.select().from(exportTasks).where(and(eq(exportTasks.storeId, storeId), eq(exportTasks.id, id))).limit(1);
  return row ?? null;
}

export async function updateExportTask(
  db: Db,
  storeId: string,
  id: string,
  fields: Partial<Pick<ExportTaskRow, "status" | "rowCount" | "fileKey" | "error">>,
  now: Date,
): Promise<ExportTaskRow | null> {
  const [row] = await db.update(exportTasks).set({ ...fields, updatedAt: now }).where(and(eq(exportTasks.storeId, storeId), eq(exportTasks.id, id))).returning();
  return row ?? null;
}

/** Downloaded is only reachable from done: a queued or failed task has no file to have downloaded. */
export async function markExportDownloaded(db: Db, storeId: string, id: string, now: Date): Promise<ExportTaskRow | null> {
  const [row] = await db
    .update(exportTasks)
    .set({ status: EXPORT_STATUS.downloaded, updatedAt: now })
    .where(and(eq(exportTasks.storeId, storeId), eq(exportTasks.id, id), sql`${exportTasks.status} in (${EXPORT_STATUS.done}, ${EXPORT_STATUS.downloaded})`))
    .returning();
  return row ?? null;
}

/** The filtered products by id (keyset, not offset): constant memory, and every batch costs the same. */
export async function* exportProductBatches(db: Db, storeId: string, filters: ProductFilters, batchSize = 500): AsyncGenerator<ProductRow[]> {
  let after: string | null = null;
  for (;;) {
    const where = and(filterSql(storeId, filters), after ? gt(products.id, after) : undefined);
    const rows = await db.select().from(products).where(where).orderBy(asc(products.id)).limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].id;
  }
}



/** Tasks a restart caught before they finished (every store): they are run again. */
export async function listUnfinishedExportTasks(db: Db): Promise<ExportTaskRow[]> {
  return db.select().from(exportTasks).where(sql`${exportTasks.status} in (${EXPORT_STATUS.queued}, ${EXPORT_STATUS.running})`).orderBy(asc(exportTasks.createdAt));
}

/** Tasks whose file was made before `before` and is still kept. */
export async function listExpiredExportFiles(db: Db, before: Date, limit = 500): Promise<ExportTaskRow[]> {
  return db.select().from(exportTasks).where(and(sql`${exportTasks.fileKey} is not null`, lt(exportTasks.createdAt, before))).orderBy(asc(exportTasks.createdAt)).limit(limit);
}

export async function forgetExportFile(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db.update(exportTasks).set({ fileKey: null, error: reason, updatedAt: now }).where(eq(exportTasks.id, id));
}
