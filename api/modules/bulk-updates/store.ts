import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { ProductSelection } from "../../../domain/bulk-edit";
import {
  applyActions,
  sameSnapshot,
  snapshotOf,
  type BulkAction,
  type BulkPreviewRow,
  type BulkUpdateInput,
  type PricePair,
  type ProductSnapshot,
} from "../../../domain/bulk-update";
import type { Db } from "../../db/client";
import type { ServerInstance } from "../../db/instance";
import { bulkUpdateChanges, bulkUpdates, products, productVariants } from "../../db/schema";
import { selectionSql, writeProductFields, type ProductFields, type Tx } from "../bulk-edit/store";
import type { ProductRow } from "../products/dto";

export type BulkUpdateRow = typeof bulkUpdates.$inferSelect;
const LIST_LIMIT = 50;

export const jobSelection = (row: BulkUpdateRow) => row.filters as ProductSelection;
export const jobActions = (row: BulkUpdateRow): BulkAction[] => row.actions;

export async function countSelection(db: Db, storeId: string, selection: ProductSelection): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(selectionSql(storeId, selection));
  return Number(row?.n ?? 0);
}

export async function createBulkUpdate(db: Db, storeId: string, userId: string, input: BulkUpdateInput, now: Date): Promise<BulkUpdateRow> {
  const total = await countSelection(db, storeId, input.filters);
  const [row] = await db
    .insert(bulkUpdates)
    .values({
      storeId,
      createdBy: userId,
      name: input.name,
      filters: input.filters,
      actions: input.actions,
      status: "queued",
      total,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

export async function listBulkUpdates(db: Db, storeId: string): Promise<BulkUpdateRow[]> {
  return db.select().from(bulkUpdates).where(eq(bulkUpdates.storeId, storeId)).orderBy(desc(bulkUpdates.createdAt), desc(bulkUpdates.id)).limit(LIST_LIMIT);
}

export async function findBulkUpdate(db: Db, storeId: string, id: string): Promise<BulkUpdateRow | null> {
  const [row] = await db
    .select()
    .from(bulkUpdates)
    .where(and(eq(bulkUpdates.storeId, storeId), eq(bulkUpdates.id, id)))
    .limit(1);
  return row ?? null;
}

/** Undo is possible once the job has stopped with something written: done, or failed after some batches. */
export async function requestUndo(db: Db, storeId: string, id: string, now: Date): Promise<BulkUpdateRow | null> {
  const [row] = await db
    .update(bulkUpdates)
    // No owner: whichever process's worker claims it next runs the undo.
    .set({ status: "undoing", undoProcessed: 0, undoSkipped: 0, error: null, owner: null, version: sql`${bulkUpdates.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(bulkUpdates.storeId, storeId),
        eq(bulkUpdates.id, id),
        sql`(${bulkUpdates.status} = 'done' or (${bulkUpdates.status} = 'failed' and ${bulkUpdates.processed} > 0 and ${bulkUpdates.undoneAt} is null))`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function findJob(db: Db, id: string): Promise<BulkUpdateRow | null> {
  const [row] = await db.select().from(bulkUpdates).where(eq(bulkUpdates.id, id)).limit(1);
  return row ?? null;
}

export async function setJob(db: Db, id: string, fields: Partial<BulkUpdateRow>, now: Date): Promise<void> {
  await db
    .update(bulkUpdates)
    .set({ ...fields, version: sql`${bulkUpdates.version} + 1`, updatedAt: now })
    .where(eq(bulkUpdates.id, id));
}

/**
 * After a crash or restart: a job left `running` by a process that is gone (api/db/instance.ts) goes back to the queue
 * and resumes after the last product it wrote (each batch is one transaction, so the log says exactly how far it got).
 * An `undoing` one loses its owner and resumes from `undo_processed`. Jobs of live processes are left alone: with
 * several processes on one PostgreSQL, a process starting is not a restart of the others.
 */
export async function requeueInterrupted(db: Db, now: Date, instance: Pick<ServerInstance, "orphaned">): Promise<number> {
  const orphaned = and(isNotNull(bulkUpdates.owner), instance.orphaned(bulkUpdates.owner));
  const running = await db
    .update(bulkUpdates)
    .set({ status: "queued", owner: null, updatedAt: now })
    .where(and(eq(bulkUpdates.status, "running"), instance.orphaned(bulkUpdates.owner)))
    .returning({ id: bulkUpdates.id });
  const undoing = await db
    .update(bulkUpdates)
    .set({ owner: null, updatedAt: now })
    .where(and(eq(bulkUpdates.status, "undoing"), orphaned))
    .returning({ id: bulkUpdates.id });
  return running.length + undoing.length;
}

/** Another process took the job over (this one's claim lapsed while it ran): this process stops working on it. */
export class JobTakenOver extends Error {}

/**
 * Fresh planner statistics for the tables a job walks, before its first batch. PGlite runs no autovacuum: a catalog
 * imported since the last ANALYZE looked like a few dozen rows to the planner, which then sorted the rest of the store
 * for every batch (164 ms a batch of 500 at 20k products) instead of reading the next 500 by index (5 ms). ANALYZE
 * reads a sample of each table (a few hundred ms at most), once a job; on PostgreSQL it only repeats autovacuum's work.
 */
export async function refreshJobStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze products, product_variants, bulk_update_changes`);
}

/**
 * The oldest job waiting for work, claimed for `owner` (this process): a queued one becomes running; an undo nobody
 * runs yet is taken as it is. The row is locked while it is claimed (SKIP LOCKED: two processes never take one job),
 * and a job claimed by another process has an owner, so it is not waiting any more.
 */
export async function claimNext(db: Db, now: Date, owner: number): Promise<BulkUpdateRow | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select()
      .from(bulkUpdates)
      .where(or(eq(bulkUpdates.status, "queued"), and(eq(bulkUpdates.status, "undoing"), isNull(bulkUpdates.owner))))
      .orderBy(asc(bulkUpdates.updatedAt), asc(bulkUpdates.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return null;
    const [row] = await tx
      .update(bulkUpdates)
      .set(next.status === "undoing" ? { owner } : { status: "running", owner, startedAt: next.startedAt ?? now, updatedAt: now })
      .where(eq(bulkUpdates.id, next.id))
      .returning();
    return row;
  });
}

/**
 * Locks the job's row for this batch's transaction: batches of one job never overlap, even with two workers on one
 * database. With `owner`, only while this process still owns the job (else JobTakenOver): a process whose claim lapsed
 * (its instance lock was lost for a while) stops instead of writing beside the process that took the job over.
 */
async function lockJob(tx: Tx, jobId: string, owner: number | undefined): Promise<void> {
  const [row] = await tx
    .select({ id: bulkUpdates.id })
    .from(bulkUpdates)
    .where(and(eq(bulkUpdates.id, jobId), owner === undefined ? undefined : eq(bulkUpdates.owner, owner)))
    .for("update");
  if (!row && owner !== undefined) throw new JobTakenOver(`bulk update ${jobId} is run by another process now`);
}

interface Loaded {
  row: ProductRow;
  values: { vendor: string; productType: string; tags: string[]; published: boolean; prices: Record<string, PricePair> };
}

/** Products with their variants' prices (only read when an action needs them), rows locked for the batch. */
async function loadProducts(tx: Tx, storeId: string, rows: ProductRow[], withPrices: boolean): Promise<Loaded[]> {
  const prices = new Map<string, Record<string, PricePair>>();
  if (withPrices && rows.length) {
    const variants = await tx
      .select({ id: productVariants.id, productId: productVariants.productId, price: productVariants.price, compareAtPrice: productVariants.compareAtPrice })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.storeId, storeId),
          inArray(
            productVariants.productId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .for("update");
    for (const v of variants) {
      const map = prices.get(v.productId) ?? {};
      map[v.id] = [Number(v.price), v.compareAtPrice === null ? null : Number(v.compareAtPrice)];
      prices.set(v.productId, map);
    }
  }
  return rows.map((row) => ({
    row,
    values: { vendor: row.vendor, productType: row.productType, tags: row.tags, published: row.published, prices: prices.get(row.id) ?? {} },
  }));
}

const needsPrices = (actions: readonly BulkAction[]) => actions.some((a) => a.type === "changePrice");

/** The dry run: how many products, and the first 20 (newest first, as the list) before → after. Writes nothing. */
export async function previewSelection(
  db: Db,
  storeId: string,
  selection: ProductSelection,
  actions: BulkAction[],
  limit: number,
): Promise<{ total: number; rows: BulkPreviewRow[] }> {
  const total = await countSelection(db, storeId, selection);
  const rows = await db.transaction(async (tx) => {
    const first = await tx.select().from(products).where(selectionSql(storeId, selection)).orderBy(desc(products.createdAt), desc(products.id)).limit(limit);
    return loadProducts(tx, storeId, first, needsPrices(actions));
  });
  return {
    total,
    rows: rows.map(({ row, values }) => {
      const before = snapshotOf(values, actions);
      return { _id: row.id, title: row.title, before, after: applyActions(before, actions) };
    }),
  };
}

function fieldsWith(row: ProductRow, s: ProductSnapshot): ProductFields {
  return {
    id: row.id,
    title: row.title,
    handle: row.handle,
    vendor: s.vendor ?? row.vendor,
    productType: s.productType ?? row.productType,
    tags: s.tags ?? row.tags,
    published: s.published ?? row.published,
  };
}

const touchesProduct = (s: ProductSnapshot) => s.vendor !== undefined || s.productType !== undefined || s.tags !== undefined || s.published !== undefined;
const productPart = (s: ProductSnapshot): ProductSnapshot => ({ ...s, prices: undefined });

async function writePrices(tx: Tx, storeId: string, prices: { id: string; price: number; compareAtPrice: number | null }[], now: Date) {
  if (!prices.length) return;
  await tx.execute(sql`
    update product_variants pv set price = v.price, compare_at_price = v.compare_at_price, version = pv.version + 1, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(prices.map((p) => ({ id: p.id, price: p.price, compare_at_price: p.compareAtPrice })))}::jsonb)
      as v(id uuid, price numeric(14,2), compare_at_price numeric(14,2))
    where pv.id = v.id and pv.store_id = ${storeId}`);
}

const pricesToWrite = (before: ProductSnapshot, after: ProductSnapshot) =>
  Object.entries(after.prices ?? {})
    .filter(([id, pair]) => JSON.stringify(before.prices?.[id]) !== JSON.stringify(pair))
    .map(([id, [price, compareAtPrice]]) => ({ id, price, compareAtPrice }));

/**
 * One batch of a job, in one transaction: the next products after the last one logged (by id), their new values,
 * one log row each (before/after, also for products the actions leave as they were), and `processed`.
 * Returns how many products it took; fewer than `size` means the selection is done.
 */
export async function runJobBatch(db: Db, job: BulkUpdateRow, size: number, now: Date, owner?: number): Promise<number> {
  const actions = jobActions(job);
  return db.transaction(async (tx) => {
    // The cursor below is read under this lock.
    await lockJob(tx, job.id, owner);
    // PostgreSQL has no max(uuid); the (job, product) index gives the last one as cheaply.
    const [cursor] = await tx
      .select({ last: bulkUpdateChanges.productId })
      .from(bulkUpdateChanges)
      .where(eq(bulkUpdateChanges.bulkUpdateId, job.id))
      .orderBy(desc(bulkUpdateChanges.productId))
      .limit(1);
    const where = and(selectionSql(job.storeId, jobSelection(job)), cursor?.last ? gt(products.id, cursor.last) : undefined);
    const batch = await tx.select().from(products).where(where).orderBy(asc(products.id)).limit(size).for("update");
    if (!batch.length) return 0;
    const loaded = await loadProducts(tx, job.storeId, batch, needsPrices(actions));
    const changes = loaded.map(({ row, values }) => {
      const before = snapshotOf(values, actions);
      return { row, before, after: applyActions(before, actions) };
    });
    const fields = changes
      .filter((c) => touchesProduct(c.after) && !sameSnapshot(productPart(c.before), productPart(c.after)))
      .map((c) => fieldsWith(c.row, c.after));
    await writeProductFields(tx, job.storeId, fields, now);
    await writePrices(
      tx,
      job.storeId,
      changes.flatMap((c) => pricesToWrite(c.before, c.after)),
      now,
    );
    await tx.insert(bulkUpdateChanges).values(
      changes.map((c) => ({
        bulkUpdateId: job.id,
        productId: c.row.id,
        before: c.before as Record<string, unknown>,
        after: c.after as Record<string, unknown>,
      })),
    );
    await tx
      .update(bulkUpdates)
      .set({ processed: sql`${bulkUpdates.processed} + ${batch.length}`, updatedAt: now })
      .where(eq(bulkUpdates.id, job.id));
    return batch.length;
  });
}

/** Where an interrupted undo resumes: the product id of the last log row it looked at (the log is read by product id). */
export async function undoCursor(db: Db, job: BulkUpdateRow): Promise<string | null> {
  if (job.undoProcessed <= 0) return null;
  const [row] = await db
    .select({ productId: bulkUpdateChanges.productId })
    .from(bulkUpdateChanges)
    .where(eq(bulkUpdateChanges.bulkUpdateId, job.id))
    .orderBy(asc(bulkUpdateChanges.productId))
    .offset(job.undoProcessed - 1)
    .limit(1);
  return row?.productId ?? null;
}

/**
 * One batch of an undo, in one transaction: each logged product whose current values (the fields the job wrote)
 * still equal `after` gets `before` back; one that changed since is left alone and counted as skipped.
 * Returns the batch's size and the last product id looked at.
 */
export async function runUndoBatch(
  db: Db,
  job: BulkUpdateRow,
  after: string | null,
  size: number,
  now: Date,
  owner?: number,
): Promise<{ taken: number; last: string | null }> {
  const actions = jobActions(job);
  return db.transaction(async (tx) => {
    await lockJob(tx, job.id, owner);
    const log = await tx
      .select()
      .from(bulkUpdateChanges)
      .where(and(eq(bulkUpdateChanges.bulkUpdateId, job.id), after ? gt(bulkUpdateChanges.productId, after) : undefined))
      .orderBy(asc(bulkUpdateChanges.productId))
      .limit(size);
    if (!log.length) return { taken: 0, last: after };
    const rows = await tx
      .select()
      .from(products)
      .where(
        and(
          eq(products.storeId, job.storeId),
          inArray(
            products.id,
            log.map((c) => c.productId),
          ),
        ),
      )
      .for("update");
    const current = new Map((await loadProducts(tx, job.storeId, rows, needsPrices(actions))).map((l) => [l.row.id, l]));
    let skipped = 0;
    const fields: ProductFields[] = [];
    const prices: { id: string; price: number; compareAtPrice: number | null }[] = [];
    for (const change of log) {
      const before = change.before as ProductSnapshot;
      const logged = change.after as ProductSnapshot;
      const now_ = current.get(change.productId);
      if (!now_) continue; // deleted since: nothing to restore (its log row went with it, so this is a race at most)
      const currentSnap = snapshotOf(now_.values, actions);
      // Only the variants the job wrote are compared; variants added since are not the job's business.
      if (currentSnap.prices && logged.prices) currentSnap.prices = Object.fromEntries(Object.keys(logged.prices).map((id) => [id, currentSnap.prices![id]]));
      if (sameSnapshot(before, logged)) continue;
      if (!sameSnapshot(currentSnap, logged)) {
        skipped++;
        continue;
      }
      if (touchesProduct(before) && !sameSnapshot(productPart(before), productPart(logged))) fields.push(fieldsWith(now_.row, before));
      prices.push(...pricesToWrite(logged, before));
    }
    await writeProductFields(tx, job.storeId, fields, now);
    await writePrices(tx, job.storeId, prices, now);
    await tx
      .update(bulkUpdates)
      .set({ undoProcessed: sql`${bulkUpdates.undoProcessed} + ${log.length}`, undoSkipped: sql`${bulkUpdates.undoSkipped} + ${skipped}`, updatedAt: now })
      .where(eq(bulkUpdates.id, job.id));
    return { taken: log.length, last: log[log.length - 1].productId };
  });
}
