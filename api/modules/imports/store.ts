import crypto from "node:crypto";
import { and, between, count, desc, eq, exists, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { importMessages, type ImportMode, type ImportRow, type ImportRowError, type ImportStatus } from "../../../domain/csv-import";
import type { ProductForm } from "../../../domain/product";
import { slug } from "../../../domain/slug";
import type { Db } from "../../db/client";
import { importTaskChanges, importTasks, products, type ImportChangeBefore } from "../../db/schema";
import { buildSearchText } from "../products/dto";

export type ImportTaskRow = typeof importTasks.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

const TASK_LIST_LIMIT = 50;
/** As the product editor's derived handles: room for a "-NNN" suffix inside 255. */
const DERIVED_HANDLE_MAX = 240;
const IN_FLIGHT: ImportStatus[] = ["validating", "writing"];

export async function createImportTask(db: Db, storeId: string, fields: { fileName: string; mode: ImportMode }, now: Date): Promise<ImportTaskRow> {
  const [row] = await db.insert(importTasks).values({ storeId, ...fields, status: "validating", createdAt: now, updatedAt: now }).returning();
  return row;
}

export async function listImportTasks(db: Db, storeId: string): Promise<ImportTaskRow[]> {
  return db.select().from(importTasks).where(eq(importTasks.storeId, storeId)).orderBy(desc(importTasks.createdAt), desc(importTasks.id)).limit(TASK_LIST_LIMIT);
}

export async function findImportTask(db: Db, storeId: string, id: string): Promise<ImportTaskRow | null> {
  const [row] = await db.select().from(importTasks).where(and(eq(importTasks.storeId, storeId), eq(importTasks.id, id))).limit(1);
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
}>;

export async function updateImportTask(db: Db, storeId: string, id: string, fields: ImportTaskFields, now: Date): Promise<void> {
  await db.update(importTasks).set({ ...fields, updatedAt: now }).where(and(eq(importTasks.storeId, storeId), eq(importTasks.id, id)));
}

/**
 * At start-up no import can still be running in this process (one process per database, ADR 005): an all-or-nothing
 * import caught writing is undone from its journal first, then every in-flight task is marked failed.
 */
export async function failInterruptedImports(db: Db, reason: string, now: Date): Promise<number> {
  const writing = await db
    .select({ id: importTasks.id, storeId: importTasks.storeId })
    .from(importTasks)
    .where(and(eq(importTasks.status, "writing"), eq(importTasks.mode, "all-or-nothing")));
  for (const task of writing) {
    const undone = await rollbackImport(db, task.id);
    await updateImportTask(db, task.storeId, task.id, { status: "failed", error: importMessages.interruptedRestored(undone.skipped), createdCount: 0, updatedCount: 0 }, now);
  }
  const rows = await db
    .update(importTasks)
    .set({ status: "failed", error: reason, updatedAt: now })
    .where(inArray(importTasks.status, IN_FLIGHT))
    .returning({ id: importTasks.id });
  // Journals left by a task that ended before its journal was cleared (a restart in between).
  await db.delete(importTaskChanges).where(notInArray(importTaskChanges.taskId, db.select({ id: importTasks.id }).from(importTasks).where(inArray(importTasks.status, IN_FLIGHT))));
  return rows.length + writing.length;
}

/**
 * A pause between two write transactions of an import, its undo or its journal's clearing: a request queued meanwhile
 * runs its few queries before the next transaction takes PGlite's one connection (without it each of its queries waited
 * for a whole batch: GET /products/count p50 ~400 ms during a 100k import, vs ~8 ms with 15 ms; costs ~1.5 s per 100k rows).
 */
const PAUSE_MS = 15;
export const breathe = () => new Promise<void>((r) => setTimeout(r, PAUSE_MS));

/** Journal rows undone or cleared per short transaction. */
const JOURNAL_PAGE = 1000;

/**
 * Undoes an all-or-nothing import from its journal, newest first, a page per short transaction (other requests run
 * between pages; a restart mid-way resumes from what is left). A product whose version is still the one the import
 * wrote is deleted (the import created it) or gets its `before` columns back, with its version raised once more so an
 * editor open on the imported state gets a 409. One edited or deleted since is left as it is: `skipped` counts those
 * still there.
 */
export async function rollbackImport(db: Db, taskId: string): Promise<{ deleted: number; restored: number; skipped: number }> {
  const total = { deleted: 0, restored: 0, skipped: 0 };
  const j = importTaskChanges;
  const before = (key: keyof ImportChangeBefore) => sql.raw(`"import_task_changes"."before"->>'${key}'`);
  for (;;) {
    const more = await db.transaction(async (tx: Tx) => {
      const page = await tx.select({ id: j.id, productId: j.productId }).from(j).where(eq(j.taskId, taskId)).orderBy(desc(j.id)).limit(JOURNAL_PAGE);
      if (page.length === 0) return false;
      const inPage = and(eq(j.taskId, taskId), between(j.id, page[page.length - 1].id, page[0].id));
      const unchanged = (created: boolean) => and(inPage, created ? isNull(j.before) : isNotNull(j.before), eq(j.productId, products.id), eq(j.writtenVersion, products.version));
      const deleted = await tx
        .delete(products)
        .where(exists(tx.select({ one: sql`1` }).from(j).where(unchanged(true))))
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
      const [left] = await tx.select({ n: count() }).from(products).where(inArray(products.id, page.map((r) => r.productId)));
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

/** Drops a finished task's journal, a page per statement (a 100k-row journal in one would hold PGlite for a while). */
export async function clearImportJournal(db: Db, taskId: string): Promise<void> {
  const j = importTaskChanges;
  for (;;) {
    const page = await db.select({ id: j.id }).from(j).where(eq(j.taskId, taskId)).orderBy(j.id).limit(JOURNAL_PAGE * 5);
    if (page.length === 0) return;
    await db.delete(j).where(and(eq(j.taskId, taskId), between(j.id, page[0].id, page[page.length - 1].id)));
    await breathe();
  }
}

type ProductFields = Pick<ProductForm, "title" | "description" | "published" | "tags" | "productType" | "vendor">;
const DEFAULTS: Omit<ProductFields, "title"> = { description: "", published: true, tags: [], productType: "", vendor: "" };

/**
 * Writes one batch of validated rows with one read and one multi-row upsert. A row whose handle exists updates that
 * product (columns the file lacks keep their stored values; the version goes up, so an editor open on it gets a 409);
 * a new handle creates one; an empty handle creates one with a handle made from the title, never taking a handle that
 * the file names elsewhere (`reserved`) or that another product has. With `journalTaskId` (all-or-nothing) the rows read
 * are locked and each product written gets a journal row in the same transaction: its columns before, or null if created.
 */
export async function writeImportBatch(
  tx: Executor,
  storeId: string,
  rows: ImportRow[],
  reserved: Set<string>,
  now: Date,
  journalTaskId?: string,
): Promise<{ created: number; updated: number }> {
  const named = rows.filter((r) => r.handle !== "").map((r) => r.handle);
  const existing = new Map<string, ProductFields & { searchText: string; updatedAt: Date }>();
  if (named.length > 0) {
    const read = tx
      .select({ handle: products.handle, title: products.title, description: products.description, published: products.published, tags: products.tags, productType: products.productType, vendor: products.vendor, searchText: products.searchText, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.handle, named)));
    // Locked so that the `before` journaled is what the upsert replaces (PostgreSQL; PGlite runs one transaction anyway).
    const found = journalTaskId ? await read.for("update") : await read;
    for (const { handle, ...fields } of found) existing.set(handle, fields);
  }
  let created = 0;
  let updated = 0;
  const values = [];
  for (const row of rows) {
    const stored = row.handle ? existing.get(row.handle) : undefined;
    const handle = row.handle || (await freeHandle(tx, storeId, baseHandle(row.fields.title ?? ""), reserved));
    const kept = stored ? (({ searchText: _s, updatedAt: _u, ...fields }) => fields)(stored) : undefined;
    const merged = { ...DEFAULTS, ...kept, ...row.fields } as ProductFields;
    if (stored) updated++;
    else created++;
    values.push({ storeId, handle, ...merged, searchText: buildSearchText({ ...merged, handle }), createdAt: now, updatedAt: now });
  }
  if (values.length > 0) {
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
    if (journalTaskId) {
      const journal = written.map((p) => {
        const stored = existing.get(p.handle);
        // Inserted rows start at version 1; a higher one was updated: a product made under this handle after the read.
        if (!stored && p.version !== 1) throw new Error(`import: product ${p.handle} appeared during the batch`);
        const before: ImportChangeBefore | null = stored ? { ...stored, updatedAt: stored.updatedAt.toISOString() } : null;
        return { taskId: journalTaskId, productId: p.id, before, writtenVersion: p.version };
      });
      await tx.insert(importTaskChanges).values(journal);
    }
  }
  return { created, updated };
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
      (await tx.select({ handle: products.handle }).from(products).where(and(eq(products.storeId, storeId), inArray(products.handle, candidates)))).map((r) => r.handle),
    );
    const free = candidates.find((c) => !taken.has(c));
    if (free) {
      reserved.add(free);
      return free;
    }
  }
}
