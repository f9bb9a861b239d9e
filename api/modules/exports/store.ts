import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { ProductFilters } from "../../../domain/product";
import type { Db } from "../../db/client";
import type { ServerInstance } from "../../db/instance";
import { exportTasks, productImages, productOptions, products, productVariants } from "../../db/schema";
import { filterSql } from "../products/store";
import type { ExportProduct, ExportVariant } from "./csv";

export type ExportTaskRow = typeof exportTasks.$inferSelect;

export const EXPORT_STATUS = { queued: 0, running: 1, done: 2, downloaded: 3, failed: 4 } as const;
const TASK_LIST_LIMIT = 50;

/** `owner`: the process that runs it (api/db/instance.ts). */
export async function createExportTask(
  db: Db,
  storeId: string,
  filters: ProductFilters,
  now: Date,
  owner: number | null = null,
  kind: ExportTaskRow["kind"] = "products",
): Promise<ExportTaskRow> {
  const [row] = await db.insert(exportTasks).values({ storeId, kind, filters, owner, createdAt: now, updatedAt: now }).returning();
  return row;
}

export async function listExportTasks(db: Db, storeId: string, kind: ExportTaskRow["kind"] = "products"): Promise<ExportTaskRow[]> {
  return db
    .select()
    .from(exportTasks)
    .where(and(eq(exportTasks.storeId, storeId), eq(exportTasks.kind, kind)))
    .orderBy(desc(exportTasks.createdAt), desc(exportTasks.id))
    .limit(TASK_LIST_LIMIT);
}

export async function findExportTask(db: Db, storeId: string, id: string, kind: ExportTaskRow["kind"] = "products"): Promise<ExportTaskRow | null> {
  const [row] = await db
    .select()
    .from(exportTasks)
    .where(and(eq(exportTasks.storeId, storeId), eq(exportTasks.id, id), eq(exportTasks.kind, kind)))
    .limit(1);
  return row ?? null;
}

export async function updateExportTask(
  db: Db,
  storeId: string,
  id: string,
  fields: Partial<Pick<ExportTaskRow, "status" | "rowCount" | "fileKey" | "error">>,
  now: Date,
): Promise<ExportTaskRow | null> {
  const [row] = await db
    .update(exportTasks)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(exportTasks.storeId, storeId), eq(exportTasks.id, id)))
    .returning();
  return row ?? null;
}

/** Downloaded is only reachable from done: a queued or failed task has no file to have downloaded. */
export async function markExportDownloaded(db: Db, storeId: string, id: string, now: Date): Promise<ExportTaskRow | null> {
  const [row] = await db
    .update(exportTasks)
    .set({ status: EXPORT_STATUS.downloaded, updatedAt: now })
    .where(
      and(
        eq(exportTasks.storeId, storeId),
        eq(exportTasks.id, id),
        eq(exportTasks.kind, "products"),
        sql`${exportTasks.status} in (${EXPORT_STATUS.done}, ${EXPORT_STATUS.downloaded})`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The filtered products by id (keyset, not offset) with their options, variants and images: constant memory, and every
 * batch costs the same. Variants are read in pages across the batch's products (a product may have thousands), and a
 * batch is handed on once it holds about `variantsPerChunk` variants, so memory stays bounded by that, not by the store.
 */
export async function* exportProductBatches(
  db: Db,
  storeId: string,
  filters: ProductFilters,
  batchSize = 500,
  variantsPerChunk = 5000,
): AsyncGenerator<ExportProduct[]> {
  let after: string | null = null;
  for (;;) {
    const where = and(filterSql(storeId, filters), after ? gt(products.id, after) : undefined);
    const rows = await db.select().from(products).where(where).orderBy(asc(products.id)).limit(batchSize);
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const options = new Map((await db.select().from(productOptions).where(inArray(productOptions.productId, ids))).map((o) => [o.productId, o.options]));
    const images = new Map<string, ExportProduct["images"]>();
    const imageRows = await db
      .select({ productId: productImages.productId, src: productImages.src, altText: productImages.altText })
      .from(productImages)
      .where(and(inArray(productImages.productId, ids), eq(productImages.kind, "image")))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.createdAt));
    for (const { productId, ...image } of imageRows) (images.get(productId) ?? images.set(productId, []).get(productId)!).push(image);

    // Products and their variants merge in id order: both are sorted by product id.
    let out: ExportProduct[] = [];
    let held = 0;
    let next = 0;
    const take = (variants: ExportVariant[]) => {
      const product = rows[next++];
      out.push({ product, options: options.get(product.id) ?? [], variants, images: images.get(product.id) ?? [] });
      held += variants.length;
    };
    let current: ExportVariant[] = [];
    let currentId: string | null = null;
    for await (const page of variantPages(db, ids, variantsPerChunk)) {
      for (const v of page) {
        if (v.productId !== currentId) {
          if (currentId !== null) take(current);
          while (rows[next].id !== v.productId) take([]);
          current = [];
          currentId = v.productId;
        }
        current.push(v);
      }
      if (held >= variantsPerChunk) {
        yield out;
        out = [];
        held = 0;
      }
    }
    if (currentId !== null) take(current);
    while (next < rows.length) take([]);
    yield out;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].id;
  }
}

const v = productVariants;
const EXPORT_VARIANT_COLUMNS = {
  id: v.id,
  productId: v.productId,
  position: v.position,
  option1: v.option1,
  option2: v.option2,
  option3: v.option3,
  price: v.price,
  compareAtPrice: v.compareAtPrice,
  cost: v.cost,
  sku: v.sku,
  barcode: v.barcode,
  inventoryQuantity: v.inventoryQuantity,
  weight: v.weight,
  weightUnit: v.weightUnit,
  imagePath: v.imagePath,
};

/** The variants of `productIds` ordered by product, position and id, a page at a time (keyset on the three). */
async function* variantPages(db: Db, productIds: string[], pageSize: number): AsyncGenerator<ExportVariant[]> {
  let last: ExportVariant | null = null;
  for (;;) {
    const from: SQL | undefined = last
      ? or(
          gt(v.productId, last.productId),
          and(eq(v.productId, last.productId), or(gt(v.position, last.position), and(eq(v.position, last.position), gt(v.id, last.id)))),
        )
      : undefined;
    const page: ExportVariant[] = await db
      .select(EXPORT_VARIANT_COLUMNS)
      .from(v)
      .where(and(inArray(v.productId, productIds), from))
      .orderBy(asc(v.productId), asc(v.position), asc(v.id))
      .limit(pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    last = page[page.length - 1];
  }
}

/**
 * Unfinished tasks (every store) whose process has gone (a crash, a restart: api/db/instance.ts), claimed for `owner`
 * in one statement, so of several processes recovering at once exactly one gets each task. They are run again.
 */
export async function claimOrphanedExportTasks(db: Db, instance: Pick<ServerInstance, "id" | "orphaned">, now: Date): Promise<ExportTaskRow[]> {
  const rows = await db
    .update(exportTasks)
    .set({ owner: instance.id, updatedAt: now })
    .where(and(sql`${exportTasks.status} in (${EXPORT_STATUS.queued}, ${EXPORT_STATUS.running})`, instance.orphaned(exportTasks.owner)))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Tasks whose file was made before `before` and is still kept. */
export async function listExpiredExportFiles(db: Db, before: Date, limit = 500): Promise<ExportTaskRow[]> {
  return db
    .select()
    .from(exportTasks)
    .where(and(sql`${exportTasks.fileKey} is not null`, lt(exportTasks.createdAt, before)))
    .orderBy(asc(exportTasks.createdAt))
    .limit(limit);
}

export async function forgetExportFile(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db.update(exportTasks).set({ fileKey: null, error: reason, updatedAt: now }).where(eq(exportTasks.id, id));
}
