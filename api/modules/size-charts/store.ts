import { and, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { SizeChartForm, SizeChartTarget } from "../../../domain/size-chart";
import type { Db } from "../../db/client";
import { collectionProducts, collections, products, sizeChartTargets, sizeCharts } from "../../db/schema";
import { conditionsSql } from "../collections/conditions";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type SizeChartRow = typeof sizeCharts.$inferSelect;
export interface SizeChartTargets {
  products: SizeChartTarget[];
  collections: SizeChartTarget[];
}
export type SizeChartListRow = SizeChartRow & { productCount: number; collectionCount: number };

export async function findSizeChart(db: Db | Tx, storeId: string, id: string): Promise<SizeChartRow | null> {
  const [row] = await db
    .select()
    .from(sizeCharts)
    .where(and(eq(sizeCharts.storeId, storeId), eq(sizeCharts.id, id)))
    .limit(1);
  return row ?? null;
}

/** The chart's targets that still exist in its store, by title (a deleted product or collection simply drops out). */
export async function targetsOf(db: Db | Tx, storeId: string, id: string): Promise<SizeChartTargets> {
  const [ps, cs] = await Promise.all([
    db
      .select({ _id: products.id, title: products.title })
      .from(sizeChartTargets)
      .innerJoin(products, and(eq(products.id, sizeChartTargets.targetId), eq(products.storeId, storeId)))
      .where(and(eq(sizeChartTargets.sizeChartId, id), eq(sizeChartTargets.targetType, "product")))
      .orderBy(products.title),
    db
      .select({ _id: collections.id, title: collections.title })
      .from(sizeChartTargets)
      .innerJoin(collections, and(eq(collections.id, sizeChartTargets.targetId), eq(collections.storeId, storeId)))
      .where(and(eq(sizeChartTargets.sizeChartId, id), eq(sizeChartTargets.targetType, "collection")))
      .orderBy(collections.title),
  ]);
  return { products: ps, collections: cs };
}

/** Ids that are not this store's products / collections: the API answers 400 naming them. */
export async function unknownTargets(db: Db, storeId: string, form: Pick<SizeChartForm, "productIds" | "collectionIds">) {
  const [ps, cs] = await Promise.all([
    form.productIds.length
      ? db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.id, form.productIds)))
      : [],
    form.collectionIds.length
      ? db
          .select({ id: collections.id })
          .from(collections)
          .where(and(eq(collections.storeId, storeId), inArray(collections.id, form.collectionIds)))
      : [],
  ]);
  const ownP = new Set(ps.map((r) => r.id));
  const ownC = new Set(cs.map((r) => r.id));
  return { productIds: form.productIds.filter((id) => !ownP.has(id)), collectionIds: form.collectionIds.filter((id) => !ownC.has(id)) };
}

async function writeTargets(tx: Tx, id: string, form: Pick<SizeChartForm, "productIds" | "collectionIds">) {
  await tx.delete(sizeChartTargets).where(eq(sizeChartTargets.sizeChartId, id));
  const values = [
    ...form.productIds.map((targetId) => ({ sizeChartId: id, targetType: "product" as const, targetId })),
    ...form.collectionIds.map((targetId) => ({ sizeChartId: id, targetType: "collection" as const, targetId })),
  ];
  if (values.length > 0) await tx.insert(sizeChartTargets).values(values);
}

const chartColumns = (form: SizeChartForm) => ({ title: form.title, description: form.description, unit: form.unit, columns: form.columns, rows: form.rows });

export async function createSizeChart(db: Db, storeId: string, form: SizeChartForm, now: Date): Promise<SizeChartRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sizeCharts)
      .values({ storeId, ...chartColumns(form), createdAt: now, updatedAt: now })
      .returning();
    await writeTargets(tx, row.id, form);
    return row;
  });
}

export type UpdateResult = { kind: "ok"; row: SizeChartRow } | { kind: "not_found" } | { kind: "conflict"; current: SizeChartRow };

/** One statement that matches the loaded version or changes nothing (ADR 007); targets are replaced in the same transaction. */
export async function updateSizeChart(db: Db, storeId: string, id: string, form: SizeChartForm & { version: number }, now: Date): Promise<UpdateResult> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sizeCharts)
      .set({ ...chartColumns(form), version: sql`${sizeCharts.version} + 1`, updatedAt: now })
      .where(and(eq(sizeCharts.id, id), eq(sizeCharts.storeId, storeId), eq(sizeCharts.version, form.version)))
      .returning();
    if (row) await writeTargets(tx, id, form);
    return row ?? null;
  });
  if (updated) return { kind: "ok", row: updated };
  const current = await findSizeChart(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: SizeChartRow };

export async function deleteSizeChart(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const current = await findSizeChart(tx, storeId, id);
    if (!current) return { kind: "not_found" } as const;
    if (version !== undefined && current.version !== version) return { kind: "conflict", current } as const;
    // Targets go with the chart (ON DELETE CASCADE).
    await tx.delete(sizeCharts).where(and(eq(sizeCharts.id, id), eq(sizeCharts.storeId, storeId)));
    return { kind: "deleted" } as const;
  });
}

function searchSql(storeId: string, search?: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(sizeCharts.storeId, storeId)];
  if (search) conditions.push(ilike(sizeCharts.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return and(...conditions);
}

const targetCount = (type: "product" | "collection") =>
  sql<number>`(select count(*)::int from ${sizeChartTargets} t where t.size_chart_id = ${sizeCharts.id} and t.target_type = ${type})`;

export async function listSizeCharts(
  db: Db,
  storeId: string,
  search: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: SizeChartListRow[]; total: number }> {
  const rows = await db
    .select({ chart: sizeCharts, productCount: targetCount("product"), collectionCount: targetCount("collection") })
    .from(sizeCharts)
    .where(searchSql(storeId, search))
    .orderBy(desc(sizeCharts.createdAt), desc(sizeCharts.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = rows.length < limit && (rows.length > 0 || page === 1) ? (page - 1) * limit + rows.length : await countSizeCharts(db, storeId, search);
  return { rows: rows.map((r) => ({ ...r.chart, productCount: Number(r.productCount), collectionCount: Number(r.collectionCount) })), total };
}

export async function countSizeCharts(db: Db, storeId: string, search?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sizeCharts).where(searchSql(storeId, search));
  return Number(row?.n ?? 0);
}

export type ProductChart =
  | { kind: "found"; row: SizeChartRow; via: { type: "product" } | { type: "collection"; collection: SizeChartTarget } }
  | { kind: "none" }
  | { kind: "no_product" };

/**
 * ADR 013 resolution: a chart attached to the product itself wins; else a chart attached to one of its collections
 * (manual membership, or a smart collection whose conditions select it). Among several, the latest updated wins.
 */
export async function chartForProduct(db: Db, storeId: string, productId: string): Promise<ProductChart> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
    .limit(1);
  if (!product) return { kind: "no_product" };
  const [direct] = await db
    .select({ chart: sizeCharts })
    .from(sizeChartTargets)
    .innerJoin(sizeCharts, eq(sizeCharts.id, sizeChartTargets.sizeChartId))
    .where(and(eq(sizeCharts.storeId, storeId), eq(sizeChartTargets.targetType, "product"), eq(sizeChartTargets.targetId, productId)))
    .orderBy(desc(sizeCharts.updatedAt), desc(sizeCharts.id))
    .limit(1);
  if (direct) return { kind: "found", row: direct.chart, via: { type: "product" } };

  // Every collection of this store that some chart is attached to, latest updated chart first.
  const charted = await db
    .select({ chart: sizeCharts, collection: collections })
    .from(sizeChartTargets)
    .innerJoin(sizeCharts, eq(sizeCharts.id, sizeChartTargets.sizeChartId))
    .innerJoin(collections, and(eq(collections.id, sizeChartTargets.targetId), eq(collections.storeId, storeId)))
    .where(and(eq(sizeCharts.storeId, storeId), eq(sizeChartTargets.targetType, "collection")))
    .orderBy(desc(sizeCharts.updatedAt), desc(sizeCharts.id));
  if (charted.length === 0) return { kind: "none" };
  const manualIds = [...new Set(charted.filter((c) => c.collection.type === "manual").map((c) => c.collection.id))];
  const memberOf = new Set(
    manualIds.length
      ? (
          await db
            .select({ id: collectionProducts.collectionId })
            .from(collectionProducts)
            .where(and(eq(collectionProducts.productId, productId), inArray(collectionProducts.collectionId, manualIds)))
        ).map((r) => r.id)
      : [],
  );
  const smartMatches = new Map<string, boolean>();
  for (const { chart, collection } of charted) {
    let member = memberOf.has(collection.id);
    if (collection.type === "smart") {
      if (!smartMatches.has(collection.id)) {
        const hit = await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.storeId, storeId), conditionsSql(collection.conditions, collection.match)))
          .limit(1);
        smartMatches.set(collection.id, hit.length > 0);
      }
      member = smartMatches.get(collection.id) ?? false;
    }
    if (member) return { kind: "found", row: chart, via: { type: "collection", collection: { _id: collection.id, title: collection.title } } };
  }
  return { kind: "none" };
}
