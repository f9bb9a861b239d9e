import crypto from "node:crypto";
import { and, asc, count, desc, eq, gt, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { FeedForm } from "../../../domain/feed";
import type { Db } from "../../db/client";
import { collectionProducts, collections, productFeeds, productVariants, products, stores } from "../../db/schema";
import { conditionsSql } from "../collections/conditions";
import type { FeedRow } from "./dto";

export type ProductRow = typeof products.$inferSelect;
export type UpdateResult = { kind: "ok"; row: FeedRow } | { kind: "not_found" } | { kind: "conflict"; current: FeedRow };
export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: FeedRow };

export async function findFeed(db: Db, storeId: string, id: string): Promise<FeedRow | null> {
  const [row] = await db
    .select()
    .from(productFeeds)
    .where(and(eq(productFeeds.storeId, storeId), eq(productFeeds.id, id)))
    .limit(1);
  return row ?? null;
}

export async function collectionBelongsToStore(db: Db, storeId: string, collectionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.storeId, storeId), eq(collections.id, collectionId)))
    .limit(1);
  return rows.length > 0;
}

export async function createFeed(db: Db, storeId: string, form: FeedForm, now: Date): Promise<FeedRow> {
  const [row] = await db
    .insert(productFeeds)
    .values({ storeId, ...form, token: newToken(), createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** Optimistic concurrency: one statement that matches the loaded version or changes nothing. The token never changes. */
export async function updateFeed(db: Db, storeId: string, id: string, form: FeedForm & { version: number }, now: Date): Promise<UpdateResult> {
  const { version, ...fields } = form;
  const rows = await db
    .update(productFeeds)
    .set({ ...fields, version: sql`${productFeeds.version} + 1`, updatedAt: now })
    .where(and(eq(productFeeds.id, id), eq(productFeeds.storeId, storeId), eq(productFeeds.version, version)))
    .returning();
  if (rows[0]) return { kind: "ok", row: rows[0] };
  const current = await findFeed(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

export async function deleteFeed(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  const conditions = [eq(productFeeds.id, id), eq(productFeeds.storeId, storeId)];
  if (version !== undefined) conditions.push(eq(productFeeds.version, version));
  const rows = await db
    .delete(productFeeds)
    .where(and(...conditions))
    .returning({ id: productFeeds.id });
  if (rows.length > 0) return { kind: "deleted" };
  const current = version === undefined ? null : await findFeed(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

export async function listFeeds(db: Db, storeId: string, search: string | undefined, page: number, limit: number) {
  const where = feedFilter(storeId, search);
  const rows = await db
    .select()
    .from(productFeeds)
    .where(where)
    .orderBy(desc(productFeeds.createdAt), desc(productFeeds.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: await countFeeds(db, storeId, search) };
}

export async function countFeeds(db: Db, storeId: string, search: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productFeeds).where(feedFilter(storeId, search));
  return Number(row?.n ?? 0);
}

/** The public XML's look-up: no user, so the token alone names the feed and its store. */
export async function findFeedByToken(db: Db, token: string) {
  const [row] = await db
    .select({ feed: productFeeds, store: { name: stores.name, domain: stores.domain, language: stores.language } })
    .from(productFeeds)
    .innerJoin(stores, eq(stores.id, productFeeds.storeId))
    .where(eq(productFeeds.token, token))
    .limit(1);
  return row ?? null;
}

/**
 * The feed's products in batches by id (keyset, not offset), so a 100k-product feed is read
 * in constant memory and every batch costs the same.
 */
export async function* feedProductBatches(db: Db, feed: FeedRow, batchSize = 500): AsyncGenerator<ProductRow[]> {
  const selection = await selectionSql(db, feed);
  let after: string | null = null;
  for (;;) {
    const where: SQL | undefined = and(eq(products.storeId, feed.storeId), selection, after ? gt(products.id, after) : undefined);
    const rows = await db.select().from(products).where(where).orderBy(asc(products.id)).limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].id;
  }
}

async function selectionSql(db: Db, feed: FeedRow): Promise<SQL | undefined> {
  if (feed.selection === "all") return undefined;
  if (feed.selection === "published") return eq(products.published, true);
  if (!feed.collectionId) return sql`false`;
  const [collection] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.storeId, feed.storeId), eq(collections.id, feed.collectionId)))
    .limit(1);
  if (!collection) return sql`false`;
  if (collection.type === "smart") return conditionsSql(collection.conditions, collection.match);
  return inArray(
    products.id,
    db.select({ id: collectionProducts.productId }).from(collectionProducts).where(eq(collectionProducts.collectionId, collection.id)),
  );
}

function feedFilter(storeId: string, search: string | undefined): SQL | undefined {
  if (!search) return eq(productFeeds.storeId, storeId);
  return and(eq(productFeeds.storeId, storeId), ilike(productFeeds.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
}

/** 192 random bits, URL-safe: the feed URL is a capability, so it must not be guessable. */
function newToken(): string {
  return crypto.randomBytes(24).toString("base64url");
}

/** What Google sells a product at: its lowest variant price above 0, and whether a variant at a price above 0 is in stock. */
export interface FeedOffer {
  price: number;
  inStock: boolean;
}

/**
 * The offers of a batch of products in one grouped read. A product with no variant priced above 0 has none: it has
 * no price to list (Google refuses an item without one), so the feed leaves it out. Stock is the variants' own count;
 * the model has no "untracked inventory", so 0 or less is out of stock.
 */
export async function offersOf(db: Db, storeId: string, productIds: string[]): Promise<Map<string, FeedOffer>> {
  if (productIds.length === 0) return new Map();
  const priced = sql`${productVariants.price} > 0`;
  const rows = await db
    .select({
      productId: productVariants.productId,
      price: sql<string>`min(${productVariants.price}) filter (where ${priced})`,
      inStock: sql<boolean>`coalesce(bool_or(${productVariants.inventoryQuantity} > 0) filter (where ${priced}), false)`,
    })
    .from(productVariants)
    .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, productIds), priced))
    .groupBy(productVariants.productId);
  return new Map(rows.map((r) => [r.productId, { price: Number(r.price), inStock: r.inStock === true }]));
}
