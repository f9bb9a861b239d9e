import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { BulkPatch, BulkRow, ProductSelection } from "../../../domain/bulk-edit";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { buildSearchText, type ProductRow } from "../products/dto";
import { filterSql } from "../products/store";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

const BATCH = 500;

/** The list's filters and an optional id selection, scoped to the store: another store's product never matches. */
export function selectionSql(storeId: string, s: ProductSelection): SQL | undefined {
  const { ids, ...filters } = s;
  return and(filterSql(storeId, filters), ids ? inArray(products.id, ids) : undefined);
}

/** One page of the selection, newest first as the products list, with its total (the spreadsheet's rows). */
export async function listSelection(db: Db, storeId: string, selection: ProductSelection, page: number, limit: number): Promise<{ rows: ProductRow[]; total: number }> {
  const where = selectionSql(storeId, selection);
  const [rows, [total]] = await Promise.all([
    db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The editable fields of a product after a change; the search text is rebuilt from them. */
export interface ProductFields {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  tags: string[];
  published: boolean;
}

/**
 * Writes many products' fields in one statement (a JSON record set joined on id), bumping each version.
 * One statement, so the count triggers run once per batch rather than once per product.
 * Returns the new rows.
 */
export async function writeProductFields(db: Conn, storeId: string, rows: ProductFields[], now: Date): Promise<ProductRow[]> {
  if (rows.length === 0) return [];
  const payload = JSON.stringify(
    rows.map((r) => ({ id: r.id, title: r.title, vendor: r.vendor, product_type: r.productType, tags: r.tags, published: r.published, search_text: buildSearchText(r) })),
  );
  const result = await db.execute(sql`
    update products p set
      title = v.title, vendor = v.vendor, product_type = v.product_type, tags = v.tags, published = v.published,
      search_text = v.search_text, version = p.version + 1, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${payload}::jsonb) as v(id uuid, title text, vendor text, product_type text, tags text[], published boolean, search_text text)
    where p.id = v.id and p.store_id = ${storeId}
    returning p.id`);
  const ids = (result.rows as { id: string }[]).map((r) => r.id);
  return ids.length ? db.select().from(products).where(and(eq(products.storeId, storeId), inArray(products.id, ids))) : [];
}

const fieldsOf = (p: ProductRow): ProductFields => ({
  id: p.id,
  title: p.title,
  handle: p.handle,
  vendor: p.vendor,
  productType: p.productType,
  tags: p.tags,
  published: p.published,
});

const sameFields = (a: ProductFields, b: ProductFields) =>
  a.title === b.title && a.vendor === b.vendor && a.productType === b.productType && a.published === b.published && a.tags.join("\u0000") === b.tags.join("\u0000");

/** Shape (a) on one product's fields. Tags compare ignoring case, as the editor's tag list does. */
export function patchFields(p: ProductFields, patch: BulkPatch): ProductFields {
  const remove = new Set((patch.removeTags ?? []).map((t) => t.toLowerCase()));
  let tags = p.tags.filter((t) => !remove.has(t.toLowerCase()));
  const have = new Set(tags.map((t) => t.toLowerCase()));
  tags = [...tags, ...(patch.addTags ?? []).filter((t) => !have.has(t.toLowerCase()))];
  return {
    ...p,
    vendor: patch.vendor ?? p.vendor,
    productType: patch.productType ?? p.productType,
    published: patch.published ?? p.published,
    tags,
  };
}

/**
 * Shape (a): every product of the selection, in keyset batches of 500 by id inside one transaction
 * (all or nothing; rows locked as they are read). Products the patch would not change keep their version.
 */
export async function patchSelection(db: Db, storeId: string, selection: ProductSelection, patch: BulkPatch, now: Date): Promise<{ matched: number; updated: number }> {
  return db.transaction(async (tx) => {
    let matched = 0;
    let updated = 0;
    let after: string | null = null;
    for (;;) {
      const where = and(selectionSql(storeId, selection), after ? gt(products.id, after) : undefined);
      const batch = await tx.select().from(products).where(where).orderBy(asc(products.id)).limit(BATCH).for("update");
      matched += batch.length;
      const changed = batch.map(fieldsOf).map((f) => [f, patchFields(f, patch)] as const).filter(([f, next]) => !sameFields(f, next)).map(([, next]) => next);
      updated += (await writeProductFields(tx, storeId, changed, now)).length;
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1].id;
    }
    return { matched, updated };
  });
}

export type RowsResult =
  | { kind: "ok"; updated: ProductRow[] }
  | { kind: "not_found"; indexes: number[] }
  | { kind: "conflict"; current: ProductRow[] };

/**
 * Shape (b): spreadsheet rows, all or nothing. Every id must be this store's product and every version current;
 * rows whose values equal what is saved are not written (their version stays).
 */
export async function saveRows(db: Db, storeId: string, rows: BulkRow[], now: Date): Promise<RowsResult> {
  return db.transaction(async (tx): Promise<RowsResult> => {
    const ids = rows.map((r) => r._id.toLowerCase());
    const found = await tx.select().from(products).where(and(eq(products.storeId, storeId), inArray(products.id, ids))).for("update");
    const byId = new Map(found.map((p) => [p.id, p]));
    const missing = ids.flatMap((id, i) => (byId.has(id) ? [] : [i]));
    if (missing.length) return { kind: "not_found", indexes: missing };
    const stale = rows.filter((r) => byId.get(r._id.toLowerCase())!.version !== r.version).map((r) => byId.get(r._id.toLowerCase())!);
    if (stale.length) return { kind: "conflict", current: stale };
    const changed = rows
      .map((r) => {
        const f = fieldsOf(byId.get(r._id.toLowerCase())!);
        const next: ProductFields = {
          ...f,
          title: r.title ?? f.title,
          vendor: r.vendor ?? f.vendor,
          productType: r.productType ?? f.productType,
          tags: r.tags ?? f.tags,
          published: r.published ?? f.published,
        };
        return sameFields(f, next) ? null : next;
      })
      .filter((f): f is ProductFields => f !== null);
    return { kind: "ok", updated: await writeProductFields(tx, storeId, changed, now) };
  });
}
