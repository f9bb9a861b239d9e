// Variants for seeded products (the demo store and the bench datasets): one "Size" option per product and a
// variant per chosen size, derived from the product's id alone, so a re-run gives the same data and inserts nothing twice.
import { sql } from "drizzle-orm";
import type { ProductOption } from "../../../domain/variant";
import type { Db } from "../../db/client";
import { productOptions, productVariants } from "../../db/schema";

const SIZES = ["XS", "S", "M", "L", "XL", "XXL"];

type NewVariant = typeof productVariants.$inferInsert;
type NewOptions = typeof productOptions.$inferInsert;

/** A small hash of the product id, so each product's variants are stable across runs. */
function hashOf(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** `counts(hash)` decides how many sizes a product gets (1..6); the average sets the dataset's variant total. */
export interface SeedVariantsOptions {
  counts?: (hash: number) => number;
  batchSize?: number;
}

const defaultCount = (h: number) => 1 + (h % 4); // 1–4, 2.5 on average

export async function seedVariantsFor(db: Db, storeId: string, productIds: string[], opts: SeedVariantsOptions = {}): Promise<number> {
  const { counts = defaultCount, batchSize = 2000 } = opts;
  const options: NewOptions[] = [];
  const variants: NewVariant[] = [];
  for (const productId of productIds) {
    const h = hashOf(productId);
    const n = Math.max(1, Math.min(SIZES.length, counts(h)));
    const start = h % (SIZES.length - n + 1);
    const sizes = SIZES.slice(start, start + n);
    const option: ProductOption = { name: "Size", values: sizes };
    options.push({ productId, storeId, options: [option] });
    // VND prices: 99,000 to 1,499,000 in steps of 1,000; a larger size costs a little more.
    const base = 99_000 + ((h >>> 8) % 1401) * 1000;
    // What an item costs the store (ADR 044): 35–60% of its price, to the 1,000 đ, so estimated profit means something.
    const costShare = 35 + ((h >>> 12) % 26);
    sizes.forEach((size, position) => {
      const price = base + position * 20_000;
      variants.push({
        storeId,
        productId,
        option1: size,
        price,
        compareAtPrice: (h >>> 4) % 3 === 0 ? price + 50_000 : null,
        cost: Math.round((price * costShare) / 100_000) * 1000,
        sku: `SKU-${productId.replace(/-/g, "").slice(0, 12).toUpperCase()}-${size}`,
        inventoryQuantity: (h >>> (position + 3)) % 61,
        weight: 0.2 + position * 0.05,
        position,
      });
    });
  }
  for (let i = 0; i < options.length; i += batchSize) {
    await db
      .insert(productOptions)
      .values(options.slice(i, i + batchSize))
      .onConflictDoNothing();
  }
  let inserted = 0;
  for (let i = 0; i < variants.length; i += batchSize) {
    const rows = await db
      .insert(productVariants)
      .values(variants.slice(i, i + batchSize))
      .onConflictDoNothing()
      .returning({ id: productVariants.id });
    inserted += rows.length;
  }
  return inserted;
}

/** Products of the store that have no variant yet, oldest id first (the bench tops up in slices). */
export async function productsWithoutVariants(db: Db, storeId: string, limit: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select p.id from products p
    where p.store_id = ${storeId}
      and not exists (select 1 from product_variants v where v.product_id = p.id)
    order by p.id limit ${limit}`);
  return result.rows.map((r) => r.id);
}
