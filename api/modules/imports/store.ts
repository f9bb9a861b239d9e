import crypto from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ImportMode, ImportRow, ImportRowError, ImportStatus } from "../../../domain/csv-import";
import type { ProductForm } from "../../../domain/product";
import { slug } from "../../../domain/slug";
import type { Db } from "../../db/client";
import { importTasks, products } from "../../db/schema";
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

/** At start-up no import can still be running in this process (one process per database, ADR 005): the rest failed. */
export async function failInterruptedImports(db: Db, reason: string, now: Date): Promise<number> {
  const rows = await db
    .update(importTasks)
    .set({ status: "failed", error: reason, updatedAt: now })
    .where(inArray(importTasks.status, IN_FLIGHT))
    .returning({ id: importTasks.id });
  return rows.length;
}

type ProductFields = Pick<ProductForm, "title" | "description" | "published" | "tags" | "productType" | "vendor">;
const DEFAULTS: Omit<ProductFields, "title"> = { description: "", published: true, tags: [], productType: "", vendor: "" };

/**
 * Writes one batch of validated rows with one read and one multi-row upsert. A row whose handle exists updates that
 * product (columns the file lacks keep their stored values; the version goes up, so an editor open on it gets a 409);
 * a new handle creates one; an empty handle creates one with a handle made from the title, never taking a handle that
 * the file names elsewhere (`reserved`) or that another product has.
 */
export async function writeImportBatch(tx: Executor, storeId: string, rows: ImportRow[], reserved: Set<string>, now: Date): Promise<{ created: number; updated: number }> {
  const named = rows.filter((r) => r.handle !== "").map((r) => r.handle);
  const existing = new Map<string, ProductFields>();
  if (named.length > 0) {
    const found = await tx
      .select({ handle: products.handle, title: products.title, description: products.description, published: products.published, tags: products.tags, productType: products.productType, vendor: products.vendor })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.handle, named)));
    for (const { handle, ...fields } of found) existing.set(handle, fields);
  }
  let created = 0;
  let updated = 0;
  const values = [];
  for (const row of rows) {
    const stored = row.handle ? existing.get(row.handle) : undefined;
    const handle = row.handle || (await freeHandle(tx, storeId, baseHandle(row.fields.title ?? ""), reserved));
    const merged = { ...DEFAULTS, ...stored, ...row.fields } as ProductFields;
    if (stored) updated++;
    else created++;
    values.push({ storeId, handle, ...merged, searchText: buildSearchText({ ...merged, handle }), createdAt: now, updatedAt: now });
  }
  if (values.length > 0) {
    await tx
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
      });
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
