import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import {
  combinationCount,
  combinationsOf,
  fitsOptions,
  VARIANT_COMBINATIONS_MAX,
  type CreateCombinations,
  type ProductOptionsForm,
  type VariantForm,
  type VariantSummaryDto,
} from "../../../domain/variant";
import type { Db } from "../../db/client";
import { productOptions, products, productVariants } from "../../db/schema";
import { recordStockEdits } from "../inventory/store";
import type { ProductOptionsRow, VariantRow } from "./dto";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Clash = { kind: "duplicate_combination" } | { kind: "sku_taken" };
export type CreateResult = { kind: "ok"; rows: VariantRow[] } | Clash;
export type UpdateResult = { kind: "ok"; row: VariantRow } | { kind: "not_found" } | { kind: "conflict"; current: VariantRow } | Clash;
export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: VariantRow };
export type CombinationsResult =
  | { kind: "ok"; created: number; kept: number }
  | { kind: "no_options" }
  | { kind: "too_many"; options: ProductOptionsRow }
  | { kind: "conflict"; current: ProductOptionsRow };
export type OptionsResult =
  | { kind: "ok"; row: ProductOptionsRow; deleted: number }
  | { kind: "conflict"; current: ProductOptionsRow | null }
  | { kind: "orphans"; variants: VariantRow[] };

/** Rows per INSERT: 15 parameters each stays far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 500;

export async function productExists(db: Db | Tx, storeId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
    .limit(1);
  return rows.length > 0;
}

export async function findOptions(db: Db | Tx, storeId: string, productId: string): Promise<ProductOptionsRow | null> {
  const [row] = await db
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.storeId, storeId), eq(productOptions.productId, productId)))
    .limit(1);
  return row ?? null;
}

export async function listVariants(db: Db, storeId: string, productId: string, page: number, limit: number) {
  const where = and(eq(productVariants.storeId, storeId), eq(productVariants.productId, productId));
  const rows = await db
    .select()
    .from(productVariants)
    .where(where)
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const offset = (page - 1) * limit;
  const lastPage = rows.length < limit && (rows.length > 0 || offset === 0);
  const total = lastPage ? offset + rows.length : Number((await db.select({ n: count() }).from(productVariants).where(where))[0]?.n ?? 0);
  return { rows, total };
}

export async function findVariant(db: Db | Tx, storeId: string, productId: string, id: string): Promise<VariantRow | null> {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.storeId, storeId), eq(productVariants.productId, productId), eq(productVariants.id, id)))
    .limit(1);
  return row ?? null;
}

/** All in one transaction: either every variant is added or none. Positions continue after the last one. */
export async function createVariants(db: Db, storeId: string, productId: string, forms: VariantForm[], now: Date): Promise<CreateResult> {
  try {
    const rows = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ max: sql<number | null>`max(${productVariants.position})` })
        .from(productVariants)
        .where(and(eq(productVariants.storeId, storeId), eq(productVariants.productId, productId)));
      let next = (last?.max === null || last?.max === undefined ? -1 : Number(last.max)) + 1;
      const values = forms.map((f) => ({ storeId, productId, ...columns(f), position: f.position ?? next++, createdAt: now, updatedAt: now }));
      const inserted: VariantRow[] = [];
      for (let i = 0; i < values.length; i += INSERT_CHUNK) {
        inserted.push(
          ...(await tx
            .insert(productVariants)
            .values(values.slice(i, i + INSERT_CHUNK))
            .returning()),
        );
      }
      return inserted;
    });
    return { kind: "ok", rows };
  } catch (error) {
    const clash = uniqueClash(error);
    if (clash) return clash;
    throw error;
  }
}

/**
 * "Create all variants": one transaction that locks the options row (an options save waits, and a stale
 * `optionsVersion` is a conflict), then inserts every combination the product lacks after its last position.
 * Existing variants are kept as they are; one added meanwhile by someone else is skipped by the combination's
 * unique index (ON CONFLICT DO NOTHING), never duplicated. New variants copy the first variant's prices, cost and
 * weight (the given price replaces its price; a compare-at price below it is dropped), else price 0.
 */
export async function createCombinations(db: Db, storeId: string, productId: string, input: CreateCombinations, now: Date): Promise<CombinationsResult> {
  return db.transaction(async (tx): Promise<CombinationsResult> => {
    const [options] = await tx
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.storeId, storeId), eq(productOptions.productId, productId)))
      .for("update");
    if (!options) return { kind: "no_options" };
    if (options.version !== input.optionsVersion) return { kind: "conflict", current: options };
    if (options.options.length === 0) return { kind: "no_options" };
    if (combinationCount(options.options) > VARIANT_COMBINATIONS_MAX) return { kind: "too_many", options };
    const existing = await tx
      .select({
        option1: productVariants.option1,
        option2: productVariants.option2,
        option3: productVariants.option3,
        price: productVariants.price,
        compareAtPrice: productVariants.compareAtPrice,
        cost: productVariants.cost,
        weight: productVariants.weight,
        weightUnit: productVariants.weightUnit,
        position: productVariants.position,
      })
      .from(productVariants)
      .where(and(eq(productVariants.storeId, storeId), eq(productVariants.productId, productId)))
      .orderBy(asc(productVariants.position), asc(productVariants.id));
    const have = new Set(existing.map((v) => JSON.stringify([v.option1, v.option2, v.option3])));
    const missing = combinationsOf(options.options).filter((c) => !have.has(JSON.stringify([c.option1, c.option2, c.option3])));
    const first = existing[0];
    const price = input.price ?? first?.price ?? 0;
    const compareAtPrice = first?.compareAtPrice != null && first.compareAtPrice >= price ? first.compareAtPrice : null;
    let next = existing.reduce((max, v) => Math.max(max, v.position), -1) + 1;
    const values = missing.map((c) => ({
      storeId,
      productId,
      ...c,
      price,
      compareAtPrice,
      cost: first?.cost ?? null,
      weight: first?.weight ?? 0,
      weightUnit: first?.weightUnit ?? "kg",
      position: next++,
      createdAt: now,
      updatedAt: now,
    }));
    let created = 0;
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      const rows = await tx
        .insert(productVariants)
        .values(values.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing({ target: [productVariants.productId, productVariants.option1, productVariants.option2, productVariants.option3] })
        .returning({ id: productVariants.id });
      created += rows.length;
    }
    return { kind: "ok", created, kept: existing.length };
  });
}

/**
 * Optimistic concurrency, as products: the row changes only if its version is still the loaded one. A changed stock
 * count is also written to the inventory history (reason "Variant edited"), in the same transaction.
 */
export async function updateVariant(
  db: Db,
  storeId: string,
  productId: string,
  id: string,
  form: VariantForm & { version: number },
  userId: string | null,
  now: Date,
): Promise<UpdateResult> {
  let rows: VariantRow[];
  try {
    rows = await db.transaction(async (tx) => {
      const where = and(
        eq(productVariants.storeId, storeId),
        eq(productVariants.productId, productId),
        eq(productVariants.id, id),
        eq(productVariants.version, form.version),
      );
      const [before] = await tx.select({ quantity: productVariants.inventoryQuantity }).from(productVariants).where(where).for("update");
      if (!before) return [];
      const updated = await tx
        .update(productVariants)
        .set({
          ...columns(form),
          ...(form.position === undefined ? {} : { position: form.position }),
          version: sql`${productVariants.version} + 1`,
          updatedAt: now,
        })
        .where(where)
        .returning();
      await recordStockEdits(tx, storeId, userId, [{ variantId: id, before: before.quantity, after: form.inventoryQuantity }], "Variant edited", now);
      return updated;
    });
  } catch (error) {
    const clash = uniqueClash(error);
    if (clash) return clash;
    throw error;
  }
  if (rows[0]) return { kind: "ok", row: rows[0] };
  const current = await findVariant(db, storeId, productId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

export async function deleteVariant(db: Db, storeId: string, productId: string, id: string, version?: number): Promise<DeleteResult> {
  const conditions = [eq(productVariants.storeId, storeId), eq(productVariants.productId, productId), eq(productVariants.id, id)];
  if (version !== undefined) conditions.push(eq(productVariants.version, version));
  const rows = await db
    .delete(productVariants)
    .where(and(...conditions))
    .returning({ id: productVariants.id });
  if (rows.length > 0) return { kind: "deleted" };
  const current = version === undefined ? null : await findVariant(db, storeId, productId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

/**
 * Saves the options. Variants that would no longer fit them (a removed value, a removed or added
 * option) are never left behind silently: they are returned as orphans, or deleted when the caller says so.
 */
export async function saveOptions(db: Db, storeId: string, productId: string, form: ProductOptionsForm, now: Date): Promise<OptionsResult> {
  return db.transaction(async (tx): Promise<OptionsResult> => {
    const [current] = await tx
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.storeId, storeId), eq(productOptions.productId, productId)))
      .for("update");
    if (form.version !== undefined && (current?.version ?? 0) !== form.version) return { kind: "conflict", current: current ?? null };
    const variants = await tx
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.storeId, storeId), eq(productVariants.productId, productId)))
      .orderBy(asc(productVariants.position));
    const orphans = variants.filter((v) => !fitsOptions(form.options, v));
    if (orphans.length > 0 && !form.deleteOrphanedVariants) return { kind: "orphans", variants: orphans };
    if (orphans.length > 0)
      await tx.delete(productVariants).where(
        inArray(
          productVariants.id,
          orphans.map((v) => v.id),
        ),
      );
    const [row] = current
      ? await tx
          .update(productOptions)
          .set({ options: form.options, version: sql`${productOptions.version} + 1`, updatedAt: now })
          .where(eq(productOptions.productId, productId))
          .returning()
      : await tx.insert(productOptions).values({ productId, storeId, options: form.options, createdAt: now, updatedAt: now }).returning();
    return { kind: "ok", row, deleted: orphans.length };
  });
}

/** The summaries of one list page's products in one grouped read of the (product_id, position) index. */
export async function summarizeVariantsOf(db: Db, storeId: string, productIds: string[]): Promise<Map<string, VariantSummaryDto>> {
  const out = new Map<string, VariantSummaryDto>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({
      productId: productVariants.productId,
      n: count(),
      min: sql<string | null>`min(${productVariants.price})`,
      max: sql<string | null>`max(${productVariants.price})`,
      inventory: sql<string>`coalesce(sum(${productVariants.inventoryQuantity}), 0)`,
    })
    .from(productVariants)
    .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, productIds)))
    .groupBy(productVariants.productId);
  for (const row of rows) out.set(row.productId, toSummary(row));
  return out;
}

export const EMPTY_VARIANT_SUMMARY: VariantSummaryDto = { variantCount: 0, priceMin: null, priceMax: null, inventoryTotal: 0 };

function toSummary(row: { n: number; min: string | null; max: string | null; inventory: string } | undefined): VariantSummaryDto {
  return {
    variantCount: Number(row?.n ?? 0),
    priceMin: row?.min == null ? null : Number(row.min),
    priceMax: row?.max == null ? null : Number(row.max),
    inventoryTotal: Number(row?.inventory ?? 0),
  };
}

export async function summarizeVariants(db: Db, storeId: string, productId: string): Promise<VariantSummaryDto> {
  const [row] = await db
    .select({
      n: count(),
      min: sql<string | null>`min(${productVariants.price})`,
      max: sql<string | null>`max(${productVariants.price})`,
      inventory: sql<string>`coalesce(sum(${productVariants.inventoryQuantity}), 0)`,
    })
    .from(productVariants)
    .where(and(eq(productVariants.storeId, storeId), eq(productVariants.productId, productId)));
  return toSummary(row);
}

function columns(f: VariantForm) {
  return {
    option1: f.option1,
    option2: f.option2,
    option3: f.option3,
    price: f.price,
    compareAtPrice: f.compareAtPrice,
    cost: f.cost,
    sku: f.sku,
    barcode: f.barcode,
    inventoryQuantity: f.inventoryQuantity,
    weight: f.weight,
    weightUnit: f.weightUnit,
    imagePath: f.imagePath,
  };
}

/** A unique violation (23505) through drizzle's wrapping error, named by its index. */
function uniqueClash(error: unknown): Clash | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code !== "23505") continue;
    const detail = `${String((e as { constraint?: unknown }).constraint ?? "")} ${String((e as { message?: unknown }).message ?? "")}`;
    return detail.includes("product_variants_store_sku_uq") ? { kind: "sku_taken" } : { kind: "duplicate_combination" };
  }
  return null;
}
