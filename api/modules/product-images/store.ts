// The product's images and videos (SPEC §3 Image), table product_images: read in order, replaced as a whole.
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { productImages, productVariants, storeWatermarks, themeMedia } from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ProductImageRow = typeof productImages.$inferSelect;

/** A validated entry ready to store: size from storage, alt defaults applied, video src in embed form. */
export interface ImageToSave {
  id: string | null;
  kind: "image" | "video";
  src: string;
  alt: string;
  altText: string;
  fullPath: string;
  size: number;
}

export async function listProductImages(db: Db | Tx, storeId: string, productId: string): Promise<ProductImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(and(eq(productImages.storeId, storeId), eq(productImages.productId, productId)))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
}

/** The first image (kind image) of each product, for feeds and lists. */
export async function coverImagesOf(db: Db | Tx, storeId: string, productIds: string[]): Promise<Map<string, ProductImageRow>> {
  const covers = new Map<string, ProductImageRow>();
  if (productIds.length === 0) return covers;
  const rows = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.storeId, storeId), inArray(productImages.productId, productIds), eq(productImages.kind, "image")))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) if (!covers.has(row.productId)) covers.set(row.productId, row);
  return covers;
}

/**
 * Replaces the product's list inside the caller's transaction (the one that bumped the product's version). Entries
 * that name one of this product's images keep its id; a variant whose image is no longer on the product loses it, so
 * no record points at a removed image. Files are not deleted here: the media sweep removes day-old unnamed ones (ADR 009).
 */
export async function replaceProductImages(tx: Tx, storeId: string, productId: string, images: ImageToSave[]): Promise<void> {
  const existing = new Set((await listProductImages(tx, storeId, productId)).map((r) => r.id));
  const seen = new Set<string>();
  await tx.delete(productImages).where(and(eq(productImages.storeId, storeId), eq(productImages.productId, productId)));
  if (images.length > 0) {
    await tx.insert(productImages).values(
      images.map((img, position) => {
        const keepId = img.id !== null && existing.has(img.id) && !seen.has(img.id);
        if (keepId) seen.add(img.id!);
        return {
          ...(keepId ? { id: img.id! } : {}),
          storeId,
          productId,
          position,
          kind: img.kind,
          src: img.src,
          alt: img.alt,
          altText: img.altText,
          fullPath: img.fullPath,
          size: img.size,
        };
      }),
    );
  }
  const kept = images.filter((i) => i.kind === "image").map((i) => i.src);
  const scope = and(eq(productVariants.storeId, storeId), eq(productVariants.productId, productId), isNotNull(productVariants.imagePath));
  await tx
    .update(productVariants)
    .set({ imagePath: null })
    .where(kept.length > 0 ? and(scope, notInArray(productVariants.imagePath, kept)) : scope);
}

/**
 * Which of `keys` any product image or variant names, in any store (keys carry their store, so this is exact). Used
 * before a stored object is deleted: the media sweep, and a save that refuses a file's content (ADR 009).
 */
export async function referencedMediaKeys(db: Db | Tx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [images, variants, watermarks, themeImages] = await Promise.all([
    db.selectDistinct({ key: productImages.src }).from(productImages).where(inArray(productImages.src, keys)),
    db.selectDistinct({ key: productVariants.imagePath }).from(productVariants).where(inArray(productVariants.imagePath, keys)),
    // A store's watermark image is one of its uploads too (ADR 061).
    db.selectDistinct({ key: storeWatermarks.imageKey }).from(storeWatermarks).where(inArray(storeWatermarks.imageKey, keys)),
    // Images uploaded for a theme (ADR 074): a theme setting names them by link, so their record keeps them.
    db.selectDistinct({ key: themeMedia.key }).from(themeMedia).where(inArray(themeMedia.key, keys)),
  ]);
  return new Set([...images, ...variants, ...watermarks, ...themeImages].map((r) => r.key).filter((k): k is string => k !== null));
}

/** Whether `src` is one of the product's images (a variant may only show one of those). */
export async function isProductImage(db: Db | Tx, storeId: string, productId: string, src: string): Promise<boolean> {
  const rows = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.storeId, storeId), eq(productImages.productId, productId), eq(productImages.src, src), eq(productImages.kind, "image")))
    .limit(1);
  return rows.length > 0;
}

/**
 * One of the store's product images, for previews such as the watermark's: the first image of its newest product that
 * has one, walking products by the store's creation-order index (a product without images is skipped). Null without any.
 */
export async function sampleProductImageKey(db: Db, storeId: string): Promise<string | null> {
  const rows = await db.execute<{ src: string }>(sql`
    select i.src from products p
    cross join lateral (
      select src from product_images where product_id = p.id and kind = 'image' order by position limit 1
    ) i
    where p.store_id = ${storeId}
    order by p.created_at desc nulls first, p.id desc nulls first
    limit 1`);
  return rows.rows[0]?.src ?? null;
}
