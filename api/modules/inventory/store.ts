import crypto from "node:crypto";
import { and, asc, count, desc, eq, lte, sql, type SQL } from "drizzle-orm";
import { optionsLabel, type InventoryAdjust, type InventoryAdjustmentDto, type InventoryItemDto } from "../../../domain/inventory";
import type { Db } from "../../db/client";
import { inventoryAdjustments, products, productVariants, users } from "../../db/schema";
import { foldForSearch } from "../products/dto";

export type AdjustmentRow = typeof inventoryAdjustments.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Filters = { search?: string; lowStock?: number };

const itemColumns = {
  variantId: productVariants.id,
  productId: productVariants.productId,
  productTitle: products.title,
  option1: productVariants.option1,
  option2: productVariants.option2,
  option3: productVariants.option3,
  sku: productVariants.sku,
  inventoryQuantity: productVariants.inventoryQuantity,
  version: productVariants.version,
  updatedAt: productVariants.updatedAt,
};
type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]["_"]["data"] };

function toItem(r: ItemRow): InventoryItemDto {
  return {
    variantId: r.variantId,
    productId: r.productId,
    productTitle: r.productTitle,
    options: optionsLabel(r),
    sku: r.sku,
    inventoryQuantity: r.inventoryQuantity,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  };
}

const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The filters on the variants table alone. A search becomes a set of variant ids found two index-friendly ways
 * (products by their trigram-indexed search text, then their variants by product; variants by SKU), instead of
 * an OR across the join, which made PostgreSQL walk every variant of the store in list order.
 */
function filterSql(storeId: string, f: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(productVariants.storeId, storeId)];
  if (f.search) {
    const byProduct = sql`select pv.id from ${productVariants} pv join ${products} p on p.id = pv.product_id
      where p.store_id = ${storeId} and p.search_text like ${likeTerm(foldForSearch(f.search))}`;
    const bySku = sql`select pv.id from ${productVariants} pv where pv.store_id = ${storeId} and lower(pv.sku) like ${likeTerm(f.search.toLowerCase())}`;
    conditions.push(sql`${productVariants.id} in (${byProduct} union ${bySku})`);
  }
  if (f.lowStock !== undefined) conditions.push(lte(productVariants.inventoryQuantity, f.lowStock));
  return and(...conditions);
}

/**
 * The store's variants in the products list's order (newest product first, then variant position).
 * PostgreSQL walks products_store_created_idx and each product's variants by position (an incremental
 * sort), so a page costs its distance from the nearer end of the list, not the store's size.
 */
export async function listInventory(db: Db, storeId: string, filters: Filters, page: number, limit: number) {
  const offset = (page - 1) * limit;
  const where = filterSql(storeId, filters);
  const countAll = async () => Number((await db.select({ n: count() }).from(productVariants).where(where))[0]?.n ?? 0);
  const pick = (newestFirst: boolean, take: number, skip: number) =>
    db
      .select(itemColumns)
      .from(productVariants)
      .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.storeId, storeId)))
      .where(where)
      .orderBy(
        ...(newestFirst
          ? [desc(products.createdAt), desc(products.id), asc(productVariants.position), asc(productVariants.id)]
          : [asc(products.createdAt), asc(products.id), desc(productVariants.position), desc(productVariants.id)]),
      )
      .limit(take)
      .offset(skip);
  if (page === 1) {
    const rows = await pick(true, limit, 0);
    // A short first page is the whole list: no count needed.
    return { items: rows.map(toItem), total: rows.length < limit ? rows.length : await countAll() };
  }
  // Past the middle, walk from the oldest end instead, so the last page costs what the first does (as the products list).
  const total = await countAll();
  if (offset >= total) return { items: [], total };
  const fromOldest = offset + limit / 2 > total / 2;
  const rows = fromOldest
    ? (await pick(false, Math.min(limit, total - offset), Math.max(0, total - offset - limit))).reverse()
    : await pick(true, limit, offset);
  return { items: rows.map(toItem), total };
}

export async function findItem(db: Db, storeId: string, variantId: string): Promise<InventoryItemDto | null> {
  const [row] = await db
    .select(itemColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.storeId, storeId), eq(productVariants.id, variantId)))
    .limit(1);
  return row ? toItem(row) : null;
}

async function findAdjustmentByKey(db: Db, storeId: string, key: string): Promise<AdjustmentRow | null> {
  const [row] = await db
    .select()
    .from(inventoryAdjustments)
    .where(and(eq(inventoryAdjustments.storeId, storeId), eq(inventoryAdjustments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export type AdjustResult =
  | { kind: "applied" | "replayed"; adjustment: AdjustmentRow }
  | { kind: "not_found" }
  | { kind: "below_zero"; inStock: number }
  | { kind: "too_large"; inStock: number }
  | { kind: "key_reused" };

/**
 * One transaction: lock the variant, insert the adjustment under its (store, key) unique index, and
 * only if that insert happened move the quantity and bump the version. A repeat of the key (also
 * one racing this one: the insert waits for the other transaction and then conflicts) changes
 * nothing and gets the first adjustment back.
 */
export async function adjust(db: Db, storeId: string, userId: string, input: InventoryAdjust, max: number, now: Date): Promise<AdjustResult> {
  const replay = (row: AdjustmentRow): AdjustResult => (row.variantId === input.variantId ? { kind: "replayed", adjustment: row } : { kind: "key_reused" });
  const earlier = await findAdjustmentByKey(db, storeId, input.idempotencyKey);
  if (earlier) return replay(earlier);
  const result = await db.transaction(async (tx): Promise<AdjustResult | "conflict"> => {
    const [variant] = await tx
      .select({ quantity: productVariants.inventoryQuantity })
      .from(productVariants)
      .where(and(eq(productVariants.storeId, storeId), eq(productVariants.id, input.variantId)))
      .for("update");
    if (!variant) return { kind: "not_found" };
    const delta = input.set !== undefined ? input.set - variant.quantity : (input.delta ?? 0);
    const after = variant.quantity + delta;
    // Lowering stock may not take it below 0; raising it is always allowed (even from a negative count).
    if (delta < 0 && after < 0) return { kind: "below_zero", inStock: variant.quantity };
    if (after > max) return { kind: "too_large", inStock: variant.quantity };
    const [inserted] = await tx
      .insert(inventoryAdjustments)
      .values({
        storeId,
        variantId: input.variantId,
        delta,
        quantityAfter: after,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        userId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [inventoryAdjustments.storeId, inventoryAdjustments.idempotencyKey] })
      .returning();
    if (!inserted) return "conflict";
    if (delta !== 0) {
      await tx
        .update(productVariants)
        .set({ inventoryQuantity: after, version: sql`${productVariants.version} + 1`, updatedAt: now })
        .where(eq(productVariants.id, input.variantId));
    }
    return { kind: "applied", adjustment: inserted };
  });
  if (result !== "conflict") return result;
  const first = await findAdjustmentByKey(db, storeId, input.idempotencyKey);
  if (!first) throw new Error("idempotency key conflicted but no adjustment holds it");
  return replay(first);
}

/** Adjustments per multi-row INSERT: 9 parameters each, far below PostgreSQL's 65,535. */
const ADJUSTMENT_CHUNK = 1000;

/**
 * Stock set by an editor (the bulk editor's Stock cells, the variant editor) or written by an import, inside the
 * caller's transaction, after it read each variant's count: one adjustment per change, so the variant's history
 * explains its count. An editor's version check already makes a re-post a conflict, so each gets a fresh key unless
 * the caller names one (an import keys them by task and variant: one change per variant per task).
 */
export async function recordStockEdits(
  tx: Tx,
  storeId: string,
  userId: string | null,
  edits: { variantId: string; before: number; after: number }[],
  reason: string,
  now: Date,
  keyOf: (variantId: string) => string = () => `edit:${crypto.randomUUID()}`,
): Promise<void> {
  const values = edits
    .filter((e) => e.after !== e.before)
    .map((e) => ({
      storeId,
      variantId: e.variantId,
      delta: e.after - e.before,
      quantityAfter: e.after,
      reason,
      idempotencyKey: keyOf(e.variantId),
      userId,
      createdAt: now,
    }));
  for (let i = 0; i < values.length; i += ADJUSTMENT_CHUNK) await tx.insert(inventoryAdjustments).values(values.slice(i, i + ADJUSTMENT_CHUNK));
}

export async function listHistory(
  db: Db,
  storeId: string,
  variantId: string,
  page: number,
  limit: number,
): Promise<{ adjustments: InventoryAdjustmentDto[]; total: number }> {
  const where = and(eq(inventoryAdjustments.storeId, storeId), eq(inventoryAdjustments.variantId, variantId));
  const rows = await db
    .select({ a: inventoryAdjustments, email: users.email })
    .from(inventoryAdjustments)
    .leftJoin(users, eq(users.id, inventoryAdjustments.userId))
    .where(where)
    .orderBy(desc(inventoryAdjustments.createdAt), desc(inventoryAdjustments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [n] = await db.select({ n: count() }).from(inventoryAdjustments).where(where);
  return { adjustments: rows.map((r) => toAdjustmentDto(r.a, r.email)), total: Number(n?.n ?? 0) };
}

export function toAdjustmentDto(row: AdjustmentRow, userEmail: string | null = null): InventoryAdjustmentDto {
  return {
    _id: row.id,
    variantId: row.variantId,
    delta: row.delta,
    quantityAfter: row.quantityAfter,
    reason: row.reason,
    idempotencyKey: row.idempotencyKey,
    userEmail,
    createdAt: row.createdAt.toISOString(),
  };
}
