import crypto from "node:crypto";
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { CollectionFilters, CollectionForm } from "../../../domain/collection";
import { slug } from "../../../domain/slug";
import type { Db } from "../../db/client";
import { sanitizeDescription } from "../../html/description";
import { collectionProducts, collections, products } from "../../db/schema";
import { conditionsSql } from "./conditions";
import type { CollectionRow } from "./dto";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const HANDLE_MAX = 240;
const SUFFIX_BATCH = 20;

export type SaveResult = { kind: "ok"; row: CollectionRow } | { kind: "handle_taken" };
export type UpdateResult = SaveResult | { kind: "not_found" } | { kind: "conflict"; current: CollectionRow };

export async function findCollection(db: Db | Tx, storeId: string, id: string): Promise<CollectionRow | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.storeId, storeId), eq(collections.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findCollectionByHandle(db: Db, storeId: string, handle: string): Promise<CollectionRow | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.storeId, storeId), eq(collections.handle, handle)))
    .limit(1);
  return row ?? null;
}

export async function createCollection(db: Db, storeId: string, form: CollectionForm, now: Date): Promise<SaveResult> {
  // A derived handle can lose a race to a concurrent create; pick the next free one and try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const handle = form.handle || (await freeHandle(db, storeId, baseHandle(form.title)));
    try {
      const [row] = await db
        .insert(collections)
        .values({ storeId, ...formColumns(form), handle, createdAt: now, updatedAt: now })
        .returning();
      return { kind: "ok", row };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (form.handle) return { kind: "handle_taken" };
    }
  }
  return { kind: "handle_taken" };
}

/** Optimistic concurrency as for products: one statement that matches the loaded version or changes nothing. */
export async function updateCollection(db: Db, storeId: string, id: string, form: CollectionForm & { version: number }, now: Date): Promise<UpdateResult> {
  const handle = form.handle || (await freeHandle(db, storeId, baseHandle(form.title), id));
  let updated: CollectionRow | null;
  try {
    // One transaction, so a collection turned smart never shows its old hand-picked members.
    updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(collections)
        .set({ ...formColumns(form), handle, version: sql`${collections.version} + 1`, updatedAt: now })
        .where(and(eq(collections.id, id), eq(collections.storeId, storeId), eq(collections.version, form.version)))
        .returning();
      if (row?.type === "smart") {
        await unlinkProducts(tx, [id]);
        await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, id));
      }
      return row ?? null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "handle_taken" };
    throw error;
  }
  if (updated) return { kind: "ok", row: updated };
  const current = await findCollection(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: CollectionRow };

export async function deleteCollection(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const current = await findCollection(tx, storeId, id);
    if (!current) return { kind: "not_found" } as const;
    if (version !== undefined && current.version !== version) return { kind: "conflict", current } as const;
    await unlinkProducts(tx, [id]);
    await tx.delete(collections).where(and(eq(collections.id, id), eq(collections.storeId, storeId)));
    return { kind: "deleted" } as const;
  });
}

/** Bulk delete: ids of other stores are silently not matched, so the count says what happened. */
export async function deleteCollections(db: Db, storeId: string, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.storeId, storeId), inArray(collections.id, ids)));
    if (own.length === 0) return 0;
    const ownIds = own.map((r) => r.id);
    await unlinkProducts(tx, ownIds);
    await tx.delete(collections).where(and(eq(collections.storeId, storeId), inArray(collections.id, ownIds)));
    return ownIds.length;
  });
}

export async function bulkUpdateCollections(
  db: Db,
  storeId: string,
  filters: CollectionFilters & { ids?: string[] },
  patch: { published: boolean },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(collections)
    .set({ published: patch.published, version: sql`${collections.version} + 1`, updatedAt: now })
    .where(and(filterSql(storeId, filters), filters.ids ? inArray(collections.id, filters.ids) : undefined))
    .returning({ id: collections.id });
  return rows.length;
}

export async function listCollections(db: Db, storeId: string, filters: CollectionFilters, page: number, limit: number) {
  const rows = await db
    .select()
    .from(collections)
    .where(filterSql(storeId, filters))
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = rows.length < limit && (rows.length > 0 || page === 1) ? (page - 1) * limit + rows.length : await countCollections(db, storeId, filters);
  return { rows, total };
}

export async function countCollections(db: Db, storeId: string, filters: CollectionFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collections).where(filterSql(storeId, filters));
  return Number(row?.n ?? 0);
}

type Stale = { kind: "conflict"; current: CollectionRow };
export type CollectResult =
  { kind: "ok"; added: number; version: number } | { kind: "not_found" } | { kind: "not_manual" } | { kind: "unknown_products"; ids: string[] } | Stale;

/**
 * A membership change is an edit of the collection (ADR 007): it checks the version the caller loaded, when given,
 * and bumps it, so an editor open elsewhere gets a conflict instead of silently overwriting. Locks the row.
 */
async function lockForEdit(tx: Tx, storeId: string, id: string, version: number | undefined) {
  const [collection] = await tx
    .select()
    .from(collections)
    .where(and(eq(collections.storeId, storeId), eq(collections.id, id)))
    .for("update");
  if (!collection) return { kind: "not_found" } as const;
  if (version !== undefined && collection.version !== version) return { kind: "conflict", current: collection } as const;
  return { kind: "ok", collection } as const;
}

async function bumpVersion(tx: Tx, id: string, now: Date): Promise<number> {
  const [row] = await tx
    .update(collections)
    .set({ version: sql`${collections.version} + 1`, updatedAt: now })
    .where(eq(collections.id, id))
    .returning({ version: collections.version });
  return row.version;
}

/**
 * Appends products to a manual collection after its last position. The collection row is locked
 * so two concurrent calls cannot hand out the same positions.
 */
export async function collectProducts(
  db: Db,
  storeId: string,
  id: string,
  productIds: string[],
  version: number | undefined,
  now: Date,
): Promise<CollectResult> {
  const unique = [...new Set(productIds)];
  return db.transaction(async (tx) => {
    const locked = await lockForEdit(tx, storeId, id, version);
    if (locked.kind !== "ok") return locked;
    const { collection } = locked;
    if (collection.type !== "manual") return { kind: "not_manual" } as const;
    const own = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.id, unique)));
    const ownIds = new Set(own.map((r) => r.id));
    const unknown = unique.filter((p) => !ownIds.has(p));
    if (unknown.length > 0) return { kind: "unknown_products", ids: unknown } as const;
    const existing = await tx
      .select({ productId: collectionProducts.productId })
      .from(collectionProducts)
      .where(and(eq(collectionProducts.collectionId, id), inArray(collectionProducts.productId, unique)));
    const already = new Set(existing.map((r) => r.productId));
    const fresh = unique.filter((p) => !already.has(p));
    if (fresh.length === 0) return { kind: "ok", added: 0, version: collection.version } as const;
    const [last] = await tx
      .select({ max: sql<number | null>`max(${collectionProducts.position})` })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, id));
    const start = Number(last?.max ?? 0) + 1;
    await tx.insert(collectionProducts).values(fresh.map((productId, i) => ({ collectionId: id, productId, position: start + i })));
    // products.collection_ids mirrors manual membership (SPEC §3 Product lists its collection ids).
    await tx
      .update(products)
      .set({ collectionIds: sql`array_append(${products.collectionIds}, ${id}::uuid)` })
      .where(and(eq(products.storeId, storeId), inArray(products.id, fresh)));
    return { kind: "ok", added: fresh.length, version: await bumpVersion(tx, id, now) } as const;
  });
}

export type RemoveResult = { kind: "ok"; version: number } | { kind: "not_found" } | Stale;

export async function removeProduct(db: Db, storeId: string, id: string, productId: string, version: number | undefined, now: Date): Promise<RemoveResult> {
  return db.transaction(async (tx) => {
    const locked = await lockForEdit(tx, storeId, id, version);
    if (locked.kind !== "ok") return locked;
    const removed = await tx
      .delete(collectionProducts)
      .where(and(eq(collectionProducts.collectionId, id), eq(collectionProducts.productId, productId)))
      .returning({ productId: collectionProducts.productId });
    if (removed.length === 0) return { kind: "not_found" } as const;
    await tx
      .update(products)
      .set({ collectionIds: sql`array_remove(${products.collectionIds}, ${id}::uuid)` })
      .where(and(eq(products.storeId, storeId), eq(products.id, productId)));
    return { kind: "ok", version: await bumpVersion(tx, id, now) } as const;
  });
}

export type ReorderResult =
  { kind: "ok"; version: number } | { kind: "not_found" } | { kind: "not_manual" } | { kind: "unknown_products"; ids: string[] } | Stale;

/**
 * The given products take positions 1..n in the given order; members left out keep their
 * relative order after them, so a partial list (one page of a long collection) is safe.
 */
export async function reorderProducts(
  db: Db,
  storeId: string,
  id: string,
  productIds: string[],
  version: number | undefined,
  now: Date,
): Promise<ReorderResult> {
  const ordered = [...new Set(productIds)];
  return db.transaction(async (tx) => {
    const locked = await lockForEdit(tx, storeId, id, version);
    if (locked.kind !== "ok") return locked;
    const { collection } = locked;
    if (collection.type !== "manual") return { kind: "not_manual" } as const;
    const members = await tx
      .select({ productId: collectionProducts.productId })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, id))
      .orderBy(asc(collectionProducts.position));
    const memberSet = new Set(members.map((m) => m.productId));
    const unknown = ordered.filter((p) => !memberSet.has(p));
    if (unknown.length > 0) return { kind: "unknown_products", ids: unknown } as const;
    const listed = new Set(ordered);
    const final = [...ordered, ...members.map((m) => m.productId).filter((p) => !listed.has(p))];
    const positions = sql.join(
      final.map((p, i) => sql`(${p}::uuid, ${i + 1}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update collection_products as cp set position = v.position
      from (values ${positions}) as v(product_id, position)
      where cp.collection_id = ${id} and cp.product_id = v.product_id`);
    return { kind: "ok", version: await bumpVersion(tx, id, now) } as const;
  });
}

/** Products of a collection: manual ones in the merchant's order, smart ones newest first. */
export async function listCollectionProducts(db: Db, storeId: string, collection: CollectionRow, page: number, limit: number) {
  const offset = (page - 1) * limit;
  if (collection.type === "smart") {
    const where = and(eq(products.storeId, storeId), conditionsSql(collection.conditions, collection.match));
    const rows = await db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)).limit(limit).offset(offset);
    const [n] = await db.select({ n: count() }).from(products).where(where);
    return { rows, total: Number(n?.n ?? 0) };
  }
  const where = and(eq(collectionProducts.collectionId, collection.id), eq(products.storeId, storeId));
  const rows = await db
    .select(getTableColumns(products))
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(where)
    .orderBy(asc(collectionProducts.position), asc(products.id))
    .limit(limit)
    .offset(offset);
  const [n] = await db.select({ n: count() }).from(collectionProducts).innerJoin(products, eq(products.id, collectionProducts.productId)).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** Takes collection ids out of their members' products.collection_ids before the rows go. */
async function unlinkProducts(tx: Tx, ids: string[]): Promise<void> {
  for (const id of ids) {
    await tx
      .update(products)
      .set({ collectionIds: sql`array_remove(${products.collectionIds}, ${id}::uuid)` })
      .where(inArray(products.id, tx.select({ id: collectionProducts.productId }).from(collectionProducts).where(eq(collectionProducts.collectionId, id))));
  }
}

function filterSql(storeId: string, f: CollectionFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(collections.storeId, storeId)];
  if (f.type) conditions.push(eq(collections.type, f.type));
  if (f.published !== undefined) conditions.push(eq(collections.published, f.published === "true"));
  if (f.search) {
    const term = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(collections.title, term), ilike(collections.handle, term)));
  }
  return and(...conditions);
}

function formColumns(form: CollectionForm) {
  return {
    title: form.title,
    description: sanitizeDescription(form.description),
    published: form.published,
    type: form.type,
    // A manual collection keeps no rules: they would be misleading when it is reopened.
    conditions: form.type === "smart" ? form.conditions : [],
    match: form.match,
  };
}

/** slug(title), or "collection-" + 6 random hex when the title has nothing to slug (e.g. CJK). */
function baseHandle(title: string): string {
  return slug(title).slice(0, HANDLE_MAX).replace(/-+$/, "") || `collection-${crypto.randomBytes(3).toString("hex")}`;
}

async function freeHandle(db: Db, storeId: string, base: string, exceptId?: string): Promise<string> {
  for (let from = 1; ; from += SUFFIX_BATCH) {
    const candidates = Array.from({ length: SUFFIX_BATCH }, (_, i) => (from + i === 1 ? base : `${base}-${from + i}`));
    const conditions = [eq(collections.storeId, storeId), inArray(collections.handle, candidates)];
    if (exceptId) conditions.push(ne(collections.id, exceptId));
    const taken = new Set(
      (
        await db
          .select({ handle: collections.handle })
          .from(collections)
          .where(and(...conditions))
      ).map((r) => r.handle),
    );
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
}

/** PostgreSQL unique_violation (23505), through drizzle's wrapping error. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
