import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { BulkPatch, BulkSheet, BulkVariantRow, ProductSelection } from "../../../domain/bulk-edit";
import { SKU_TAKEN_MESSAGE } from "../../../domain/variant";
import type { Db } from "../../db/client";
import { products, productVariants } from "../../db/schema";
import { recordStockEdits } from "../inventory/store";
import { buildSearchText, type ProductRow } from "../products/dto";
import { filterSql } from "../products/store";
import type { VariantRow } from "../variants/dto";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

const BATCH = 500;

/** The list's filters and an optional id selection, scoped to the store: another store's product never matches. */
export function selectionSql(storeId: string, s: ProductSelection): SQL | undefined {
  const { ids, ...filters } = s;
  return and(filterSql(storeId, filters), ids ? inArray(products.id, ids) : undefined);
}

/** One page of the selection, newest first as the products list, with its total (the spreadsheet's rows). */
export async function listSelection(
  db: Db,
  storeId: string,
  selection: ProductSelection,
  page: number,
  limit: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = selectionSql(storeId, selection);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
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
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      vendor: r.vendor,
      product_type: r.productType,
      tags: r.tags,
      published: r.published,
      search_text: buildSearchText(r),
    })),
  );
  const result = await db.execute(sql`
    update products p set
      title = v.title, vendor = v.vendor, product_type = v.product_type, tags = v.tags, published = v.published,
      search_text = v.search_text, version = p.version + 1, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${payload}::jsonb) as v(id uuid, title text, vendor text, product_type text, tags text[], published boolean, search_text text)
    where p.id = v.id and p.store_id = ${storeId}
    returning p.id`);
  const ids = (result.rows as { id: string }[]).map((r) => r.id);
  return ids.length
    ? db
        .select()
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.id, ids)))
    : [];
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
  a.title === b.title &&
  a.vendor === b.vendor &&
  a.productType === b.productType &&
  a.published === b.published &&
  a.tags.join("\u0000") === b.tags.join("\u0000");

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
export async function patchSelection(
  db: Db,
  storeId: string,
  selection: ProductSelection,
  patch: BulkPatch,
  now: Date,
): Promise<{ matched: number; updated: number }> {
  return db.transaction(async (tx) => {
    let matched = 0;
    let updated = 0;
    let after: string | null = null;
    for (;;) {
      const where = and(selectionSql(storeId, selection), after ? gt(products.id, after) : undefined);
      const batch = await tx.select().from(products).where(where).orderBy(asc(products.id)).limit(BATCH).for("update");
      matched += batch.length;
      const changed = batch
        .map(fieldsOf)
        .map((f) => [f, patchFields(f, patch)] as const)
        .filter(([f, next]) => !sameFields(f, next))
        .map(([, next]) => next);
      updated += (await writeProductFields(tx, storeId, changed, now)).length;
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1].id;
    }
    return { matched, updated };
  });
}

export type RowsResult =
  | { kind: "ok"; updated: ProductRow[]; updatedVariants: VariantRow[] }
  | { kind: "not_found"; products: number[]; variants: number[] }
  | { kind: "conflict"; current: ProductRow[]; currentVariants: VariantRow[] }
  | { kind: "invalid"; errors: Record<string, string[]> };

/**
 * Shape (b): spreadsheet rows, products' and variants', all or nothing in one transaction. Every id must be this
 * store's and every version current (products are locked first, then variants, as every other writer does);
 * rows whose values equal what is saved are not written (their version stays). A stock change is also written
 * to the inventory history, so the variant's history still adds up to its count.
 */
export async function saveRows(db: Db, storeId: string, userId: string | null, sheet: BulkSheet, now: Date): Promise<RowsResult> {
  return db.transaction(async (tx): Promise<RowsResult> => {
    const rows = sheet.products;
    const ids = rows.map((r) => r._id.toLowerCase());
    const found = ids.length
      ? await tx
          .select()
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.id, ids)))
          .for("update")
      : [];
    const byId = new Map(found.map((p) => [p.id, p]));
    const variantIds = sheet.variants.map((v) => v._id.toLowerCase());
    const foundVariants = variantIds.length
      ? await tx
          .select()
          .from(productVariants)
          .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, variantIds)))
          .for("update")
      : [];
    const variantById = new Map(foundVariants.map((v) => [v.id, v]));
    const missing = ids.flatMap((id, i) => (byId.has(id) ? [] : [i]));
    const missingVariants = variantIds.flatMap((id, i) => (variantById.has(id) ? [] : [i]));
    if (missing.length || missingVariants.length) return { kind: "not_found", products: missing, variants: missingVariants };
    const stale = rows.filter((r) => byId.get(r._id.toLowerCase())!.version !== r.version).map((r) => byId.get(r._id.toLowerCase())!);
    const staleVariants = sheet.variants
      .filter((r) => variantById.get(r._id.toLowerCase())!.version !== r.version)
      .map((r) => variantById.get(r._id.toLowerCase())!);
    if (stale.length || staleVariants.length) return { kind: "conflict", current: stale, currentVariants: staleVariants };

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
    const variantChanges = sheet.variants.map((r) => {
      const v = variantById.get(r._id.toLowerCase())!;
      return { before: v, next: { ...variantFieldsOf(v), ...definedFields(r) } };
    });
    const errors = await checkVariantChanges(tx, storeId, variantChanges);
    if (Object.keys(errors).length) return { kind: "invalid", errors };
    const writes = variantChanges.filter((c) => !sameVariantFields(variantFieldsOf(c.before), c.next));
    const updated = await writeProductFields(tx, storeId, changed, now);
    // PostgreSQL checks the SKU index row by row, so two variants swapping SKUs in one statement would clash: the
    // moving ones let go of theirs first ('' is outside the index).
    const moving = writes.filter((c) => c.next.sku !== c.before.sku).map((c) => c.before.id);
    if (moving.length)
      await tx
        .update(productVariants)
        .set({ sku: "" })
        .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, moving)));
    const updatedVariants = await writeVariantFields(
      tx,
      storeId,
      writes.map((c) => c.next),
      now,
    );
    await recordStockEdits(
      tx,
      storeId,
      userId,
      writes.map((c) => ({ variantId: c.before.id, before: c.before.inventoryQuantity, after: c.next.inventoryQuantity })),
      "Bulk edit",
      now,
    );
    return { kind: "ok", updated, updatedVariants };
  });
}

/** The cells the sheet edits of a variant. */
interface VariantFields {
  id: string;
  price: number;
  compareAtPrice: number | null;
  cost: number | null;
  sku: string;
  inventoryQuantity: number;
}

const variantFieldsOf = (v: VariantRow): VariantFields => ({
  id: v.id,
  price: v.price,
  compareAtPrice: v.compareAtPrice,
  cost: v.cost,
  sku: v.sku,
  inventoryQuantity: v.inventoryQuantity,
});
const sameVariantFields = (a: VariantFields, b: VariantFields) =>
  a.price === b.price && a.compareAtPrice === b.compareAtPrice && a.cost === b.cost && a.sku === b.sku && a.inventoryQuantity === b.inventoryQuantity;

function definedFields(r: BulkVariantRow): Partial<VariantFields> {
  const out: Partial<VariantFields> = {};
  if (r.price !== undefined) out.price = r.price;
  if (r.compareAtPrice !== undefined) out.compareAtPrice = r.compareAtPrice;
  if (r.cost !== undefined) out.cost = r.cost;
  if (r.sku !== undefined) out.sku = r.sku;
  if (r.inventoryQuantity !== undefined) out.inventoryQuantity = r.inventoryQuantity;
  return out;
}

/**
 * The rules the variant editor's schema and the SKU index hold, on the values a save would leave (a price cell
 * changed alone is checked against the saved compare-at price). Errors are keyed `variants.{i}.{field}`.
 */
async function checkVariantChanges(tx: Tx, storeId: string, changes: { before: VariantRow; next: VariantFields }[]): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  changes.forEach(({ next }, i) => {
    if (next.compareAtPrice !== null && next.compareAtPrice < next.price)
      errors[`variants.${i}.compareAtPrice`] = ["Compare-at price must be at least the price"];
  });
  // Two rows given the same new SKU: the later one is refused.
  const given = new Set<string>();
  changes.forEach(({ before, next }, i) => {
    if (next.sku === "" || next.sku === before.sku) return;
    if (given.has(next.sku)) errors[`variants.${i}.sku`] = [SKU_TAKEN_MESSAGE];
    given.add(next.sku);
  });
  // A new SKU is taken if a variant holds it that is not giving it away in this save.
  const moving = changes.filter((c) => c.next.sku !== c.before.sku);
  const wanted = [...new Set(moving.map((c) => c.next.sku).filter((sku) => sku !== ""))];
  if (wanted.length) {
    const released = new Set(moving.map((c) => c.before.id));
    const holders = await tx
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.sku, wanted)));
    const taken = new Set(holders.filter((h) => !released.has(h.id)).map((h) => h.sku));
    changes.forEach(({ before, next }, i) => {
      if (next.sku !== before.sku && taken.has(next.sku)) errors[`variants.${i}.sku`] = [SKU_TAKEN_MESSAGE];
    });
  }
  return errors;
}

/** As writeProductFields, for the variants' cells: one statement (a JSON record set joined on id), each version + 1. */
async function writeVariantFields(db: Conn, storeId: string, rows: VariantFields[], now: Date): Promise<VariantRow[]> {
  if (rows.length === 0) return [];
  const payload = JSON.stringify(
    rows.map((r) => ({ id: r.id, price: r.price, compare_at_price: r.compareAtPrice, cost: r.cost, sku: r.sku, inventory_quantity: r.inventoryQuantity })),
  );
  const result = await db.execute(sql`
    update product_variants v set
      price = r.price, compare_at_price = r.compare_at_price, cost = r.cost, sku = r.sku, inventory_quantity = r.inventory_quantity,
      version = v.version + 1, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${payload}::jsonb) as r(id uuid, price numeric, compare_at_price numeric, cost numeric, sku text, inventory_quantity integer)
    where v.id = r.id and v.store_id = ${storeId}
    returning v.id`);
  const ids = (result.rows as { id: string }[]).map((r) => r.id);
  return ids.length
    ? db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, ids)))
    : [];
}

/**
 * The first `perProduct` variants (by position) of each product of a page: one lateral read of the
 * (product_id, position) index per product, then the rows themselves.
 */
export async function firstVariantsOf(db: Db, storeId: string, productIds: string[], perProduct: number): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  const picked = await db.execute(sql`
    select v.id from unnest(array[${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]) as p(id)
    cross join lateral (
      select pv.id from product_variants pv where pv.product_id = p.id and pv.store_id = ${storeId}
      order by pv.position, pv.id limit ${perProduct}
    ) v`);
  const ids = (picked.rows as { id: string }[]).map((r) => r.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, ids)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}
