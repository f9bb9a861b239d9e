import crypto from "node:crypto";
import { and, asc, between, count, desc, eq, exists, gt, inArray, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";
import type { ImportProduct } from "../../../domain/csv-products";
import {
  IMPORT_ERRORS_KEPT,
  imageMessages,
  importMessages,
  type ImportImagesDto,
  type ImportMode,
  type ImportRowError,
  type ImportStatus,
} from "../../../domain/csv-import";
import type { ProductForm } from "../../../domain/product";
import { PRODUCT_IMAGES_MAX } from "../../../domain/product-images";
import { slug } from "../../../domain/slug";
import { breathe } from "../../db/breathe";
import type { Db } from "../../db/client";
import { ADVISORY_KEYS, ADVISORY_NAMESPACE, type ServerInstance } from "../../db/instance";
import {
  importTaskChanges,
  importTaskErrors,
  importTaskImages,
  importTasks,
  productOptions,
  products,
  productVariants,
  type ImportChangeBefore,
  type ImportVariantBefore,
} from "../../db/schema";
import { importUndoneStockReason } from "../../../domain/inventory";
import { recordStockEdits } from "../inventory/store";
import { replaceProductImages, type ImageToSave } from "../product-images/store";
import { buildSearchText } from "../products/dto";

export type ImportTaskRow = typeof importTasks.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

const TASK_LIST_LIMIT = 50;
/** As the product editor's derived handles: room for a "-NNN" suffix inside 255. */
const DERIVED_HANDLE_MAX = 240;
const IN_FLIGHT: ImportStatus[] = ["validating", "writing"];

/** `owner`: the process that runs it, and holds its upload (api/db/instance.ts). */
export async function createImportTask(
  db: Db,
  storeId: string,
  fields: { fileName: string; mode: ImportMode },
  now: Date,
  owner: number | null = null,
): Promise<ImportTaskRow> {
  const [row] = await db
    .insert(importTasks)
    .values({ storeId, ...fields, owner, status: "validating", createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function listImportTasks(db: Db, storeId: string): Promise<ImportTaskRow[]> {
  return db
    .select()
    .from(importTasks)
    .where(eq(importTasks.storeId, storeId))
    .orderBy(desc(importTasks.createdAt), desc(importTasks.id))
    .limit(TASK_LIST_LIMIT);
}

export async function findImportTask(db: Db, storeId: string, id: string): Promise<ImportTaskRow | null> {
  const [row] = await db
    .select()
    .from(importTasks)
    .where(and(eq(importTasks.storeId, storeId), eq(importTasks.id, id)))
    .limit(1);
  return row ?? null;
}

export type ImportTaskFields = Partial<{
  status: ImportStatus;
  totalRows: number;
  processedRows: number;
  createdCount: number;
  updatedCount: number;
  errorCount: number;
  errors: ImportRowError[];
  error: string | null;
  rowsToWrite: number;
  ignoredColumns: string[];
}>;

export async function updateImportTask(db: Executor, storeId: string, id: string, fields: ImportTaskFields, now: Date): Promise<void> {
  await db
    .update(importTasks)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(importTasks.storeId, storeId), eq(importTasks.id, id)));
}

/**
 * An import runs in the process that took its upload, and cannot go on in another. In-flight imports whose process has
 * gone (a crash, a restart: api/db/instance.ts) are claimed for `instance` in one statement (of several processes
 * recovering at once, exactly one gets each); an all-or-nothing one caught writing is undone from its journal first
 * (if this process stops during the undo, the next recovery claims it again and undoes the rest), then each is marked
 * failed. Imports of live processes, this one's included, are left to run.
 */
export async function failInterruptedImports(
  db: Db,
  reason: string,
  now: Date,
  instance: Pick<ServerInstance, "id" | "orphaned">,
  opts: { clearStaleJournals?: boolean } = {},
): Promise<number> {
  const claimed = await db
    .update(importTasks)
    .set({ owner: instance.id })
    .where(and(inArray(importTasks.status, IN_FLIGHT), instance.orphaned(importTasks.owner)))
    .returning({ id: importTasks.id, storeId: importTasks.storeId, status: importTasks.status, mode: importTasks.mode });
  for (const task of claimed) {
    if (task.status === "writing" && task.mode === "all-or-nothing") {
      const undone = await rollbackImport(db, task.id, now);
      await updateImportTask(
        db,
        task.storeId,
        task.id,
        { status: "failed", error: importMessages.interruptedRestored(undone.skipped), createdCount: 0, updatedCount: 0 },
        now,
      );
    } else {
      await updateImportTask(db, task.storeId, task.id, { status: "failed", error: reason }, now);
    }
  }
  // Journals left by a task that ended before its journal was cleared (a restart in between): looked for at start and
  // after a claim, not on every periodic look (it reads the whole journal table, large while a big import writes).
  if (opts.clearStaleJournals !== false || claimed.length > 0) {
    await db
      .delete(importTaskChanges)
      .where(notInArray(importTaskChanges.taskId, db.select({ id: importTasks.id }).from(importTasks).where(inArray(importTasks.status, IN_FLIGHT))));
  }
  return claimed.length;
}

// Between two write transactions of an import, its undo or its journal's clearing (api/db/breathe.ts).
export { breathe };

/** Journal rows undone or cleared per short transaction. */
const JOURNAL_PAGE = 1000;

/**
 * Undoes an all-or-nothing import from its journal, newest first, a page per short transaction (other requests run
 * between pages; a restart mid-way resumes from what is left). A product whose version is still the one the import
 * wrote is deleted (the import created it) or gets its `before` columns back, with its version raised once more so an
 * editor open on the imported state gets a 409. One edited or deleted since is left as it is: `skipped` counts those
 * still there.
 */
export async function rollbackImport(db: Db, taskId: string, now: Date): Promise<{ deleted: number; restored: number; skipped: number }> {
  const total = { deleted: 0, restored: 0, skipped: 0 };
  const j = importTaskChanges;
  const before = (key: keyof ImportChangeBefore) => sql.raw(`"import_task_changes"."before"->>'${key}'`);
  // Its images are not fetched for products that are about to be put back (nor for deleted ones: those rows cascade).
  await db.delete(importTaskImages).where(eq(importTaskImages.taskId, taskId));
  const [task] = await db.select({ fileName: importTasks.fileName }).from(importTasks).where(eq(importTasks.id, taskId)).limit(1);
  const undo = { taskId, reason: importUndoneStockReason(task?.fileName ?? ""), now };
  for (;;) {
    const more = await db.transaction(async (tx: Tx) => {
      const page = await tx.select({ id: j.id, productId: j.productId }).from(j).where(eq(j.taskId, taskId)).orderBy(desc(j.id)).limit(JOURNAL_PAGE);
      if (page.length === 0) return false;
      const inPage = and(eq(j.taskId, taskId), between(j.id, page[page.length - 1].id, page[0].id));
      const unchanged = (created: boolean) =>
        and(inPage, created ? isNull(j.before) : isNotNull(j.before), eq(j.productId, products.id), eq(j.writtenVersion, products.version));
      const deleted = await tx
        .delete(products)
        .where(
          exists(
            tx
              .select({ one: sql`1` })
              .from(j)
              .where(unchanged(true)),
          ),
        )
        .returning({ id: products.id });
      const restored = await tx
        .update(products)
        .set({
          title: sql`${before("title")}`,
          description: sql`${before("description")}`,
          published: sql`(${before("published")})::boolean`,
          tags: sql`array(select jsonb_array_elements_text("import_task_changes"."before"->'tags'))`,
          productType: sql`${before("productType")}`,
          vendor: sql`${before("vendor")}`,
          searchText: sql`${before("searchText")}`,
          updatedAt: sql`(${before("updatedAt")})::timestamptz`,
          version: sql`${products.version} + 1`,
        })
        .from(j)
        .where(unchanged(false))
        .returning({ id: products.id });
      await restoreVariants(
        tx,
        inPage,
        restored.map((r) => r.id),
        undo,
      );
      const [left] = await tx
        .select({ n: count() })
        .from(products)
        .where(
          inArray(
            products.id,
            page.map((r) => r.productId),
          ),
        );
      await tx.delete(j).where(inPage);
      total.deleted += deleted.length;
      total.restored += restored.length;
      total.skipped += left.n - restored.length;
      return true;
    });
    if (!more) return total;
    await breathe();
  }
}

/**
 * Puts back the options and variants of restored products whose journal holds them (the import replaced them): the
 * variants it added go, the ones it changed or removed get their columns back under their own ids (so the stock
 * history of a changed one stays), each with its version raised. A count put back on a variant still there is an
 * adjustment ("Import undone"), as the import's change was.
 */
async function restoreVariants(
  tx: Tx,
  inPage: ReturnType<typeof and>,
  restoredIds: string[],
  undo: { taskId: string; reason: string; now: Date },
): Promise<void> {
  if (restoredIds.length === 0) return;
  const j = importTaskChanges;
  const rows = await tx
    .select({ productId: j.productId, before: j.before })
    .from(j)
    .where(and(inPage, inArray(j.productId, restoredIds), sql`${j.before} ? 'variants'`));
  for (const { productId, before } of rows) {
    if (!before?.variants) continue;
    const keep = before.variants.map((v) => v.id);
    const storeId = (await tx.select({ storeId: products.storeId }).from(products).where(eq(products.id, productId)))[0]?.storeId;
    if (!storeId) continue;
    const own = eq(productVariants.productId, productId);
    await tx.delete(productVariants).where(keep.length > 0 ? and(own, notInArray(productVariants.id, keep)) : own);
    const stockNow = new Map(
      (await tx.select({ id: productVariants.id, quantity: productVariants.inventoryQuantity }).from(productVariants).where(own).for("update")).map((v) => [
        v.id,
        v.quantity,
      ]),
    );
    // SKUs may have moved between the product's variants: free them all before the old ones are written back.
    await tx.update(productVariants).set({ sku: "" }).where(own);
    for (let i = 0; i < before.variants.length; i += INSERT_CHUNK) {
      const values = before.variants.slice(i, i + INSERT_CHUNK).map((v) => ({
        ...v,
        storeId,
        productId,
        version: v.version + 1,
        createdAt: new Date(v.createdAt),
        updatedAt: new Date(v.updatedAt),
      }));
      await tx
        .insert(productVariants)
        .values(values)
        .onConflictDoUpdate({
          target: productVariants.id,
          set: {
            ...excludedColumns(VARIANT_COLUMNS),
            position: sql`excluded.position`,
            version: sql`${productVariants.version} + 1`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    const edits = before.variants.filter((v) => stockNow.has(v.id)).map((v) => ({ variantId: v.id, before: stockNow.get(v.id)!, after: v.inventoryQuantity }));
    await recordStockEdits(tx, storeId, null, edits, undo.reason, undo.now, undoAdjustmentKey(undo.taskId));
    if (before.options === undefined) continue;
    if (before.options === null) await tx.delete(productOptions).where(eq(productOptions.productId, productId));
    else
      await tx
        .update(productOptions)
        .set({ options: before.options, version: sql`${productOptions.version} + 1` })
        .where(eq(productOptions.productId, productId));
  }
}

/** Drops a finished task's journal, a page per statement (a 100k-row journal in one would hold PGlite for a while). */
export async function clearImportJournal(db: Db, taskId: string): Promise<void> {
  const j = importTaskChanges;
  for (;;) {
    const page = await db
      .select({ id: j.id })
      .from(j)
      .where(eq(j.taskId, taskId))
      .orderBy(j.id)
      .limit(JOURNAL_PAGE * 5);
    if (page.length === 0) return;
    await db.delete(j).where(and(eq(j.taskId, taskId), between(j.id, page[0].id, page[page.length - 1].id)));
    await breathe();
  }
}

type ProductFields = Pick<ProductForm, "title" | "description" | "published" | "tags" | "productType" | "vendor">;
const DEFAULTS: Omit<ProductFields, "title"> = { description: "", published: true, tags: [], productType: "", vendor: "" };
/** Rows per multi-row INSERT of variants or images: far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

type VariantRow = typeof productVariants.$inferSelect;
/** The variant columns an import writes, by the file's columns (sku: Variant SKU…). */
export type VariantColumn = keyof Pick<VariantRow, "price" | "compareAtPrice" | "cost" | "sku" | "barcode" | "inventoryQuantity" | "weight" | "weightUnit">;
const VARIANT_COLUMNS: VariantColumn[] = ["price", "compareAtPrice", "cost", "sku", "barcode", "inventoryQuantity", "weight", "weightUnit"];
const SQL_NAMES: Record<VariantColumn, string> = {
  price: "price",
  compareAtPrice: "compare_at_price",
  cost: "cost",
  sku: "sku",
  barcode: "barcode",
  inventoryQuantity: "inventory_quantity",
  weight: "weight",
  weightUnit: "weight_unit",
};
/** `SET column = excluded.column` for an upsert, for the given variant columns. */
const excludedColumns = (columns: readonly VariantColumn[]) => Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${SQL_NAMES[c]}`)]));

export interface BatchOptions {
  /** The task: its images are queued under it. */
  taskId: string;
  /** all-or-nothing: lock what is read and journal what is changed. */
  journal: boolean;
  /** The variant columns the file has: an existing variant keeps the others. */
  variantColumns: readonly VariantColumn[];
  /** Who started the import and the history's reason: a changed stock count of an existing variant is an adjustment. */
  stock: { userId: string | null; reason: string };
}

/** One adjustment per variant per import (and per undo): keyed so, a repeat of either cannot record it twice. */
const importAdjustmentKey = (taskId: string) => (variantId: string) => `import:${taskId}:${variantId}`;
const undoAdjustmentKey = (taskId: string) => (variantId: string) => `import-undo:${taskId}:${variantId}`;

const combination = (v: { option1: string; option2: string; option3: string }) => `${v.option1}\u0000${v.option2}\u0000${v.option3}`;

/**
 * Writes one batch of checked products with a few multi-row statements. A product whose handle exists is updated
 * (columns the file lacks keep their stored values; the version goes up, so an editor open on it gets a 409); a new
 * handle creates one; an empty handle creates one with a handle made from the title, never taking a handle that the
 * file names elsewhere (`reserved`) or that another product has. A product with variant rows gets the file's options
 * and variants: matched by their option values (so a kept variant keeps its id and stock history), new ones added,
 * the others deleted. Its images are queued for the image worker (ADR 023). With `journal` (all-or-nothing) the rows
 * read are locked and each product written gets a journal row in the same transaction: what it was, or null if created.
 */
export async function writeImportBatch(
  tx: Tx,
  storeId: string,
  items: ImportProduct[],
  reserved: Set<string>,
  now: Date,
  opts: BatchOptions,
): Promise<{ created: number; updated: number }> {
  const named = items.filter((r) => r.handle !== "").map((r) => r.handle);
  const existing = new Map<string, ProductFields & { id: string; searchText: string; updatedAt: Date }>();
  if (named.length > 0) {
    const read = tx
      .select({
        id: products.id,
        handle: products.handle,
        title: products.title,
        description: products.description,
        published: products.published,
        tags: products.tags,
        productType: products.productType,
        vendor: products.vendor,
        searchText: products.searchText,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.handle, named)));
    // Locked so that the `before` journaled is what the upsert replaces (PostgreSQL; PGlite runs one transaction anyway).
    const found = opts.journal ? await read.for("update") : await read;
    for (const { handle, ...fields } of found) existing.set(handle, fields);
  }
  let created = 0;
  let updated = 0;
  const values = [];
  const handles: string[] = [];
  for (const item of items) {
    const stored = item.handle ? existing.get(item.handle) : undefined;
    const handle = item.handle || (await freeHandle(tx, storeId, baseHandle(item.fields.title ?? ""), reserved));
    handles.push(handle);
    const kept = stored ? (({ id: _i, searchText: _s, updatedAt: _u, ...fields }) => fields)(stored) : undefined;
    const merged = { ...DEFAULTS, ...kept, ...item.fields } as ProductFields;
    if (stored) updated++;
    else created++;
    values.push({ storeId, handle, ...merged, searchText: buildSearchText({ ...merged, handle }), createdAt: now, updatedAt: now });
  }
  if (values.length === 0) return { created, updated };
  const written = await tx
    .insert(products)
    .values(values)
    .onConflictDoUpdate({
      target: [products.storeId, products.handle],
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        published: sql`excluded.published`,
        tags: sql`excluded.tags`,
        productType: sql`excluded.product_type`,
        vendor: sql`excluded.vendor`,
        searchText: sql`excluded.search_text`,
        version: sql`${products.version} + 1`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ id: products.id, handle: products.handle, version: products.version });
  const byHandle = new Map(written.map((p) => [p.handle, p]));
  const ids = handles.map((h) => byHandle.get(h)!.id);

  const snapshots = await writeVariants(tx, storeId, items, ids, existing, now, opts);
  await queueImages(tx, storeId, items, ids, snapshots.variantIds, opts.taskId);

  if (opts.journal) {
    const journal = items.map((item, i) => {
      const p = byHandle.get(handles[i])!;
      const stored = item.handle ? existing.get(item.handle) : undefined;
      // Inserted rows start at version 1; a higher one was updated: a product made under this handle after the read.
      if (!stored && p.version !== 1) throw new Error(`import: product ${p.handle} appeared during the batch`);
      let before: ImportChangeBefore | null = null;
      if (stored) {
        const { id: _id, ...fields } = stored;
        before = { ...fields, updatedAt: stored.updatedAt.toISOString(), ...snapshots.before.get(p.id) };
      }
      return { taskId: opts.taskId, productId: p.id, before, writtenVersion: p.version };
    });
    await tx.insert(importTaskChanges).values(journal);
  }
  return { created, updated };
}

/**
 * The options and variants of the batch's products that have variant rows. Returns the new variant ids by product and
 * option values (for Variant Image), and for updated products what they had before (for the journal).
 */
async function writeVariants(
  tx: Tx,
  storeId: string,
  items: ImportProduct[],
  ids: string[],
  existing: Map<string, { id: string }>,
  now: Date,
  opts: BatchOptions,
): Promise<{ variantIds: Map<string, string>; before: Map<string, Pick<ImportChangeBefore, "options" | "variants">> }> {
  const variantIds = new Map<string, string>();
  const before = new Map<string, Pick<ImportChangeBefore, "options" | "variants">>();
  const withVariants = items.map((item, i) => ({ item, id: ids[i] })).filter((x) => x.item.variants !== null);
  if (withVariants.length === 0) return { variantIds, before };
  const updatedIds = withVariants.filter((x) => x.item.handle && existing.has(x.item.handle)).map((x) => x.id);
  // Locked: the counts read are the ones the upsert replaces (an inventory adjustment meanwhile waits), so each
  // adjustment recorded below says what really changed.
  const oldVariants = updatedIds.length > 0 ? await tx.select().from(productVariants).where(inArray(productVariants.productId, updatedIds)).for("update") : [];
  const oldOptions = updatedIds.length > 0 ? await tx.select().from(productOptions).where(inArray(productOptions.productId, updatedIds)) : [];
  const optionsOf = new Map(oldOptions.map((o) => [o.productId, o]));
  const stockBefore = new Map(oldVariants.map((v) => [v.id, v.inventoryQuantity]));
  if (opts.journal) {
    for (const id of updatedIds)
      before.set(id, { options: optionsOf.get(id)?.options ?? null, variants: oldVariants.filter((v) => v.productId === id).map(snapshot) });
  }

  // Variants whose option values the file no longer has are deleted; SKUs are freed so they may move between variants.
  const wanted = new Map(withVariants.map(({ item, id }) => [id, new Set(item.variants!.map(combination))]));
  const gone = oldVariants.filter((v) => !wanted.get(v.productId)?.has(combination(v))).map((v) => v.id);
  if (gone.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, gone));
  if (updatedIds.length > 0 && opts.variantColumns.includes("sku")) {
    await tx
      .update(productVariants)
      .set({ sku: "" })
      .where(and(inArray(productVariants.productId, updatedIds), sql`${productVariants.sku} <> ''`));
  }
  const rows = withVariants.flatMap(({ item, id }) =>
    item.variants!.map(({ line: _line, imageUrl: _url, ...fields }, position) => ({
      ...fields,
      storeId,
      productId: id,
      position,
      createdAt: now,
      updatedAt: now,
    })),
  );
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const upserted = await tx
      .insert(productVariants)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoUpdate({
        target: [productVariants.productId, productVariants.option1, productVariants.option2, productVariants.option3],
        set: {
          ...excludedColumns(opts.variantColumns),
          position: sql`excluded.position`,
          version: sql`${productVariants.version} + 1`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning({
        id: productVariants.id,
        productId: productVariants.productId,
        option1: productVariants.option1,
        option2: productVariants.option2,
        option3: productVariants.option3,
        inventoryQuantity: productVariants.inventoryQuantity,
      });
    for (const v of upserted) variantIds.set(`${v.productId}\u0000${combination(v)}`, v.id);
    // A kept variant whose count the file changed gets an adjustment in this transaction, so the inventory history
    // explains it (a new variant starts at its count, as one made in the editor).
    const edits = upserted.filter((v) => stockBefore.has(v.id)).map((v) => ({ variantId: v.id, before: stockBefore.get(v.id)!, after: v.inventoryQuantity }));
    await recordStockEdits(tx, storeId, opts.stock.userId, edits, opts.stock.reason, now, importAdjustmentKey(opts.taskId));
  }

  // Options: written when there are some, or when the product had an options row (a product without options has none).
  const options = withVariants.filter(({ item, id }) => item.options!.length > 0 || optionsOf.has(id));
  if (options.length > 0) {
    await tx
      .insert(productOptions)
      .values(options.map(({ item, id }) => ({ productId: id, storeId, options: item.options!, createdAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: productOptions.productId,
        set: { options: sql`excluded.options`, version: sql`${productOptions.version} + 1`, updatedAt: sql`excluded.updated_at` },
      });
  }
  return { variantIds, before };
}

function snapshot(v: VariantRow): ImportVariantBefore {
  return {
    id: v.id,
    option1: v.option1,
    option2: v.option2,
    option3: v.option3,
    price: Number(v.price),
    compareAtPrice: v.compareAtPrice === null ? null : Number(v.compareAtPrice),
    cost: v.cost === null ? null : Number(v.cost),
    sku: v.sku,
    barcode: v.barcode,
    inventoryQuantity: v.inventoryQuantity,
    weight: Number(v.weight),
    weightUnit: v.weightUnit,
    imagePath: v.imagePath,
    position: v.position,
    version: v.version,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

const isWebUrl = (url: string) => {
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
};

/**
 * Queues the batch's images for the worker, in the product's order, with the variants that show each. An image the
 * product has no room for, or a URL that is not http(s), is reported at once (a failed image never fails the import).
 */
async function queueImages(
  tx: Executor,
  storeId: string,
  items: ImportProduct[],
  ids: string[],
  variantIds: Map<string, string>,
  taskId: string,
): Promise<void> {
  const rows: (typeof importTaskImages.$inferInsert)[] = [];
  const errors: (typeof importTaskErrors.$inferInsert)[] = [];
  items.forEach((item, i) => {
    const productId = ids[i];
    item.images.forEach((image, position) => {
      const problem = !isWebUrl(image.url) ? imageMessages.badUrl : position >= PRODUCT_IMAGES_MAX ? imageMessages.tooMany(PRODUCT_IMAGES_MAX) : null;
      const shows = (item.variants ?? [])
        .filter((v) => v.imageUrl === image.url)
        .map((v) => variantIds.get(`${productId}\u0000${combination(v)}`))
        .filter((id): id is string => !!id);
      rows.push({
        taskId,
        storeId,
        productId,
        line: image.line,
        column: image.column,
        url: image.url,
        position,
        alt: image.alt,
        variantIds: shows,
        status: problem ? "failed" : "pending",
      });
      if (problem) errors.push({ taskId, kind: "image", line: image.line, field: image.column, message: problem });
    });
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(importTaskImages).values(rows.slice(i, i + INSERT_CHUNK));
  for (let i = 0; i < errors.length; i += INSERT_CHUNK) await tx.insert(importTaskErrors).values(errors.slice(i, i + INSERT_CHUNK));
}

function baseHandle(title: string): string {
  return slug(title).slice(0, DERIVED_HANDLE_MAX).replace(/-+$/, "") || `product-${crypto.randomBytes(3).toString("hex")}`;
}

/** `base`, else `base-2`, `base-3`… free in the store and not reserved by the file; the one picked is reserved too. */
async function freeHandle(tx: Executor, storeId: string, base: string, reserved: Set<string>): Promise<string> {
  const BATCH = 20;
  for (let from = 1; ; from += BATCH) {
    const candidates = Array.from({ length: BATCH }, (_, i) => (from + i === 1 ? base : `${base}-${from + i}`)).filter((c) => !reserved.has(c));
    if (candidates.length === 0) continue;
    const taken = new Set(
      (
        await tx
          .select({ handle: products.handle })
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.handle, candidates)))
      ).map((r) => r.handle),
    );
    const free = candidates.find((c) => !taken.has(c));
    if (free) {
      reserved.add(free);
      return free;
    }
  }
}

// ---------------------------------------------------------------- every error of a task (the download)

export async function insertImportErrors(db: Executor, taskId: string, errors: readonly ImportRowError[], kind: "row" | "image" = "row"): Promise<void> {
  for (let i = 0; i < errors.length; i += INSERT_CHUNK) {
    await db
      .insert(importTaskErrors)
      .values(errors.slice(i, i + INSERT_CHUNK).map((e) => ({ taskId, kind, line: e.line, field: e.field ?? null, message: e.message })));
  }
}

/** Every error of a task in line order, a page at a time (keyset on line and id): a 100k-error task streams in constant memory. */
export async function* importErrorPages(db: Db, taskId: string, pageSize = 2000): AsyncGenerator<ImportRowError[]> {
  const e = importTaskErrors;
  let after: { line: number; id: number } | null = null;
  for (;;) {
    const where = and(eq(e.taskId, taskId), after ? or(gt(e.line, after.line), and(eq(e.line, after.line), gt(e.id, after.id))) : undefined);
    const rows = await db
      .select({ id: e.id, line: e.line, field: e.field, message: e.message })
      .from(e)
      .where(where)
      .orderBy(asc(e.line), asc(e.id))
      .limit(pageSize);
    if (rows.length > 0) yield rows.map((r) => ({ line: r.line, ...(r.field === null ? {} : { field: r.field }), message: r.message }));
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}

// ---------------------------------------------------------------- the image queue (ADR 023)

export type ImportImageRow = typeof importTaskImages.$inferSelect;

/** A task's images by state, and the first failures in line order. */
export async function importImageSummary(db: Db, taskId: string): Promise<ImportImagesDto> {
  const i = importTaskImages;
  const counts = await db.select({ status: i.status, n: count() }).from(i).where(eq(i.taskId, taskId)).groupBy(i.status);
  const n = (status: ImportImageRow["status"]) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  const failed = n("failed");
  const errors =
    failed === 0
      ? []
      : await db
          .select({ line: importTaskErrors.line, field: importTaskErrors.field, message: importTaskErrors.message })
          .from(importTaskErrors)
          .where(and(eq(importTaskErrors.taskId, taskId), eq(importTaskErrors.kind, "image")))
          .orderBy(asc(importTaskErrors.line), asc(importTaskErrors.id))
          .limit(IMPORT_ERRORS_KEPT);
  return {
    total: n("pending") + n("fetched") + failed + n("done"),
    done: n("done"),
    failed,
    pending: n("pending") + n("fetched"),
    errors: errors.map((e) => ({ line: e.line, ...(e.field === null ? {} : { field: e.field }), message: e.message })),
  };
}

/**
 * The next product with images to fetch or save, of a task whose rows are all written (done) or that stopped after
 * writing some (failed: a valid-only import keeps its batches; an undone all-or-nothing import has no rows left),
 * claimed for `instance`: its open rows get this process as owner. Rows another live process holds are not taken;
 * those of a process that has gone are. Claims are made one at a time (a transaction-scoped advisory lock), so two
 * processes never claim one product's rows between them.
 */
export async function nextImageWork(
  db: Db,
  instance: Pick<ServerInstance, "id" | "orphaned">,
): Promise<{ taskId: string; productId: string; storeId: string } | null> {
  const i = importTaskImages;
  return db.transaction(async (tx: Tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_NAMESPACE}, ${ADVISORY_KEYS.imageClaims})`);
    const [row] = await tx
      .select({ taskId: i.taskId, productId: i.productId, storeId: i.storeId })
      .from(i)
      .innerJoin(importTasks, eq(importTasks.id, i.taskId))
      .where(and(inArray(i.status, ["pending", "fetched"]), inArray(importTasks.status, ["done", "failed"]), instance.orphaned(i.owner)))
      .orderBy(asc(i.id))
      .limit(1);
    if (!row) return null;
    await tx
      .update(i)
      .set({ owner: instance.id })
      .where(and(eq(i.taskId, row.taskId), eq(i.productId, row.productId), inArray(i.status, ["pending", "fetched"])));
    return row;
  });
}

export async function productImageRows(db: Db, taskId: string, productId: string): Promise<ImportImageRow[]> {
  const i = importTaskImages;
  return db
    .select()
    .from(i)
    .where(and(eq(i.taskId, taskId), eq(i.productId, productId)))
    .orderBy(asc(i.position));
}

export async function markImageFetched(db: Db, id: number, key: string, size: number): Promise<void> {
  await db.update(importTaskImages).set({ status: "fetched", key, size }).where(eq(importTaskImages.id, id));
}

/** A failed image: its row, and an error for the task's list and download. */
export async function markImageFailed(db: Db, row: Pick<ImportImageRow, "id" | "taskId" | "line" | "column">, message: string): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await tx.update(importTaskImages).set({ status: "failed" }).where(eq(importTaskImages.id, row.id));
    await insertImportErrors(tx, row.taskId, [{ line: row.line, field: row.column, message }], "image");
  });
}

/**
 * Saves a product's fetched images, in the file's order, as the product's images (replacing the ones it had, as the
 * editor's Media card does), points the variants that show them at them, and raises the product's version (an editor
 * open on it gets a 409 rather than saving its old image list over these). Nothing fetched: its images stay as they were.
 */
export async function saveFetchedImages(db: Db, taskId: string, productId: string, publicUrl: (key: string) => string, now: Date): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const i = importTaskImages;
    const rows = await tx
      .select()
      .from(i)
      .where(and(eq(i.taskId, taskId), eq(i.productId, productId), eq(i.status, "fetched")))
      .orderBy(asc(i.position));
    const [product] = await tx.select({ storeId: products.storeId }).from(products).where(eq(products.id, productId)).for("update");
    if (product && rows.length > 0) {
      const images: ImageToSave[] = rows.map((r) => {
        const name = r.key!.slice(r.key!.lastIndexOf("/") + 1);
        return { id: null, kind: "image", src: r.key!, alt: r.alt || name, altText: r.alt || name, fullPath: publicUrl(r.key!), size: r.size };
      });
      await replaceProductImages(tx, product.storeId, productId, images);
      for (const r of rows) {
        if (r.variantIds.length === 0) continue;
        await tx
          .update(productVariants)
          .set({ imagePath: r.key })
          .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, r.variantIds)));
      }
      await tx
        .update(products)
        .set({ version: sql`${products.version} + 1`, updatedAt: now })
        .where(eq(products.id, productId));
    }
    await tx
      .update(i)
      .set({ status: "done" })
      .where(and(eq(i.taskId, taskId), eq(i.productId, productId), eq(i.status, "fetched")));
  });
}

/**
 * Which of `wanted` (SKU → the handle of the product the file gives it to; "" for a new product) another product of
 * the store already uses: the unique SKU index would refuse them (SKU_TAKEN_MESSAGE). Checked before anything is written.
 */
export async function skusTakenElsewhere(db: Db, storeId: string, wanted: Map<string, string>): Promise<Set<string>> {
  const taken = new Set<string>();
  const skus = [...wanted.keys()];
  for (let i = 0; i < skus.length; i += INSERT_CHUNK) {
    const rows = await db
      .select({ sku: productVariants.sku, handle: products.handle })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.sku, skus.slice(i, i + INSERT_CHUNK))));
    for (const r of rows) if (wanted.get(r.sku) !== r.handle) taken.add(r.sku);
  }
  return taken;
}
