import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { PixelInput, PixelProvider, ProductPixelDto } from "../../../domain/product-extras";
import type { Db } from "../../db/client";
import { collectionProducts, collections, productPixels, products } from "../../db/schema";

export async function registeredProductIds(db: Db, storeId: string, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function productExists(db: Db, storeId: string, productId: string): Promise<boolean> {
  return (await registeredProductIds(db, storeId, [productId])).has(productId);
}

export type PositionResult =
  { kind: "ok"; position: number; collectionVersion: number; productIds: string[] } | { kind: "not_found" } | { kind: "not_manual" } | { kind: "not_member" };

/**
 * Moves one product inside a manual collection: the members are renumbered 1..n with the product at
 * `position` (past the end = last). The collection row is locked, as collect and reorder lock it, and
 * its version goes up so an editor opened before the move sees that the order changed.
 */
export async function moveInCollection(db: Db, storeId: string, productId: string, collectionId: string, position: number, now: Date): Promise<PositionResult> {
  return db.transaction(async (tx): Promise<PositionResult> => {
    const [collection] = await tx
      .select()
      .from(collections)
      .where(and(eq(collections.storeId, storeId), eq(collections.id, collectionId)))
      .for("update");
    if (!collection) return { kind: "not_found" };
    if (collection.type !== "manual") return { kind: "not_manual" };
    const members = (
      await tx
        .select({ productId: collectionProducts.productId })
        .from(collectionProducts)
        .where(eq(collectionProducts.collectionId, collectionId))
        .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId))
    ).map((m) => m.productId);
    const from = members.indexOf(productId);
    if (from < 0) return { kind: "not_member" };
    members.splice(from, 1);
    const to = Math.min(position, members.length + 1) - 1;
    members.splice(to, 0, productId);
    const values = sql.join(
      members.map((p, i) => sql`(${p}::uuid, ${i + 1}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update collection_products as cp set position = v.position
      from (values ${values}) as v(product_id, position)
      where cp.collection_id = ${collectionId} and cp.product_id = v.product_id and cp.position is distinct from v.position`);
    const [bumped] = await tx
      .update(collections)
      .set({ version: sql`${collections.version} + 1`, updatedAt: now })
      .where(eq(collections.id, collectionId))
      .returning({ version: collections.version });
    return { kind: "ok", position: to + 1, collectionVersion: bumped.version, productIds: members };
  });
}

export async function listPixels(db: Db, storeId: string, productId: string): Promise<ProductPixelDto[]> {
  const rows = await db
    .select()
    .from(productPixels)
    .where(and(eq(productPixels.storeId, storeId), eq(productPixels.productId, productId)))
    .orderBy(asc(productPixels.createdAt), asc(productPixels.provider), asc(productPixels.pixelId));
  return rows.map((r) => ({ provider: r.provider as PixelProvider, pixelId: r.pixelId, createdAt: r.createdAt.toISOString() }));
}

export type AddPixelsResult = { kind: "ok"; added: number } | { kind: "too_many" };

/** Adds the pixels a product does not have yet (a repeat is skipped, not an error), up to `max` in all. */
export async function addPixels(db: Db, storeId: string, productId: string, pixels: PixelInput[], max: number, now: Date): Promise<AddPixelsResult> {
  return db.transaction(async (tx): Promise<AddPixelsResult> => {
    // Lock the product so two concurrent adds cannot both pass the count check.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
      .for("update");
    const [n] = await tx.select({ n: count() }).from(productPixels).where(eq(productPixels.productId, productId));
    const existing = new Set((await tx.select().from(productPixels).where(eq(productPixels.productId, productId))).map((p) => `${p.provider}\n${p.pixelId}`));
    const fresh = pixels.filter(
      (p, i) => !existing.has(`${p.provider}\n${p.pixelId}`) && pixels.findIndex((q) => q.provider === p.provider && q.pixelId === p.pixelId) === i,
    );
    if (Number(n?.n ?? 0) + fresh.length > max) return { kind: "too_many" };
    if (fresh.length > 0)
      await tx.insert(productPixels).values(fresh.map((p) => ({ productId, storeId, provider: p.provider, pixelId: p.pixelId, createdAt: now })));
    return { kind: "ok", added: fresh.length };
  });
}

export async function removePixel(db: Db, storeId: string, productId: string, provider: string, pixelId: string): Promise<boolean> {
  const rows = await db
    .delete(productPixels)
    .where(
      and(eq(productPixels.storeId, storeId), eq(productPixels.productId, productId), eq(productPixels.provider, provider), eq(productPixels.pixelId, pixelId)),
    )
    .returning({ pixelId: productPixels.pixelId });
  return rows.length > 0;
}
