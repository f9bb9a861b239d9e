import { and, asc, count, desc, eq, lte, or, sql, type SQL } from "drizzle-orm";
import { optionsLabel, type InventoryAdjust, type InventoryAdjustmentDto, type InventoryItemDto } from "../../../domain/inventory";
import type { Db } from "../../db/client";
import { inventoryAdjustments, products, productVariants, users } from "../../db/schema";
import { foldForSearch } from "../products/dto";

export type AdjustmentRow = typeof inventoryAdjustments.$inferSelect;
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

function filterSql(storeId: string, f: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(productVariants.storeId, storeId)];
  if (f.search) {
    const term = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(sql`${products.searchText} like ${term(foldForSearch(f.search))}`, sql`lower(${productVariants.sku}) like ${term(f.search.toLowerCase())}`));
  }
  if (f.lowStock !== undefined) conditions.push(lte(productVariants.inventoryQuantity, f.lowStock));
  return and(...conditions);
}

/**
 * The store's variants in the products list's order (newest product first, then variant position).
 * The page's ids are picked first from the narrow join, then the rows are read for those ids only;
 * a short page gives the total without a second scan, as the products list does.
 */
export async function listInventory(db: Db, storeId: string, filters: Filters, page: number, limit: number) {
  const offset = (page - 1) * limit;
  const where = filterSql(storeId, filters);
  const order = [desc(products.createdAt), desc(products.id), asc(productVariants.position), asc(productVariants.id)];
  const rows = await db
    .select(itemColumns)
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.storeId, storeId)))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const lastPage = rows.length < limit && (rows.length > 0 || offset === 0);
  const total = lastPage
    ? offset + rows.length
    : Number((await db.select({ n: count() }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(where))[0]?.n ?? 0);
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
  const [row] = await db.select().from(inventoryAdjustments).where(and(eq(inventoryAdjustments.storeId, storeId), eq(inventoryAdjustments.idempotencyKey, key))).limit(1);
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
      .values({ storeId, variantId: input.variantId, delta, quantityAfter: after, reason: input.reason, idempotencyKey: input.idempotencyKey, userId, createdAt: now })
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

export async function listHistory(db: Db, storeId: string, variantId: string, page: number, limit: number): Promise<{ adjustments: InventoryAdjustmentDto[]; total: number }> {
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
