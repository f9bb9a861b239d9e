// Discounts' queries: every one scoped to the store. Money in minor units and percentages in basis points (ADR 035).
import crypto from "node:crypto";
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { codeFromBytes, type CodeRefusal, type DiscountForm, type DiscountListQuery, type GenerateCodesForm } from "../../../domain/discount";
import type { PricingDiscount } from "../../../domain/discount-pricing";
import { currencyOf, MINOR_DIGITS, toMinor, type CurrencyCode } from "../../../domain/money";
import type { Db } from "../../db/client";
import type { ServerInstance } from "../../db/instance";
import { prebuilt } from "../../db/prepared";
import { collectionProducts, collections, discountCodeJobs, discountCodes, discounts, discountUsages, products, stores } from "../../db/schema";
import { conditionsSql } from "../collections/conditions";
import { isUniqueViolation } from "../stores/store";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A query runs on the database or inside a caller's transaction (a checkout's completion). */
export type Conn = Db | Tx;
export type DiscountRow = typeof discounts.$inferSelect;
export type CodeJobRow = typeof discountCodeJobs.$inferSelect;
export type CodeRow = typeof discountCodes.$inferSelect;

export interface StoreMoney {
  currency: CurrencyCode;
  timezone: string;
}

export async function storeMoney(db: Db, storeId: string): Promise<StoreMoney> {
  const [row] = await db.select({ language: stores.language, timezone: stores.timezone }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return { currency: currencyOf(row?.language), timezone: row?.timezone ?? "UTC" };
}

/** The form's decimal amounts and percent as stored: basis points, minor units, or a quantity. */
export function storedValues(form: DiscountForm, currency: CurrencyCode) {
  const value = form.type === "percentage" ? Math.round(form.value * 100) : form.type === "fixed_amount" ? toMinor(form.value, currency) : 0;
  const minimumValue = form.minimumKind === "amount" ? toMinor(form.minimumValue, currency) : form.minimumKind === "quantity" ? form.minimumValue : 0;
  return {
    method: form.method,
    title: form.title,
    type: form.type,
    value,
    minimumKind: form.minimumKind,
    minimumValue,
    appliesTo: form.appliesTo,
    productIds: form.productIds,
    collectionIds: form.collectionIds,
    buyXGetY: form.buyXGetY,
    getsAppliesTo: form.getsAppliesTo,
    getsProductIds: form.getsProductIds,
    getsCollectionIds: form.getsCollectionIds,
    combinesWith: form.combinesWith,
    startsAt: new Date(form.startsAt),
    endsAt: form.endsAt ? new Date(form.endsAt) : null,
    usageLimit: form.usageLimit,
    oncePerCustomer: form.oncePerCustomer,
  };
}

/** An amount with more decimals than the currency has (10.5 đ, $1.005) is refused rather than rounded. */
export function fitsCurrency(amount: number, currency: CurrencyCode): boolean {
  return toMinor(amount, currency) === Math.round(amount * 10 ** MINOR_DIGITS[currency] * 1e6) / 1e6;
}

export async function productsOfStore(db: Db, storeId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, ids)));
  return Number(row?.n ?? 0);
}

export async function collectionsOfStore(db: Db, storeId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(collections)
    .where(and(eq(collections.storeId, storeId), inArray(collections.id, ids)));
  return Number(row?.n ?? 0);
}

/** A discount's targets by name: the chosen ones (by id) and a title search's first matches, this store's only. */
export async function targetNames(
  db: Db,
  storeId: string,
  q: { productIds: string[]; collectionIds: string[]; productSearch?: string; collectionSearch?: string },
  limit: number,
) {
  const like = (s: string) => `%${escapeLike(s)}%`;
  const p = { _id: products.id, title: products.title };
  const c = { _id: collections.id, title: collections.title };
  const [chosenProducts, foundProducts, chosenCollections, foundCollections] = await Promise.all([
    q.productIds.length
      ? db
          .select(p)
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.id, q.productIds)))
          .orderBy(asc(products.title))
      : [],
    q.productSearch
      ? db
          .select(p)
          .from(products)
          .where(and(eq(products.storeId, storeId), ilike(products.title, like(q.productSearch))))
          .orderBy(asc(products.title))
          .limit(limit)
      : [],
    q.collectionIds.length
      ? db
          .select(c)
          .from(collections)
          .where(and(eq(collections.storeId, storeId), inArray(collections.id, q.collectionIds)))
          .orderBy(asc(collections.title))
      : [],
    q.collectionSearch
      ? db
          .select(c)
          .from(collections)
          .where(and(eq(collections.storeId, storeId), ilike(collections.title, like(q.collectionSearch))))
          .orderBy(asc(collections.title))
          .limit(limit)
      : [],
  ]);
  return { chosenProducts, foundProducts, chosenCollections, foundCollections };
}

export type SaveResult = { kind: "ok"; row: DiscountRow } | { kind: "code_taken" } | { kind: "not_found" } | { kind: "conflict"; current: DiscountRow };

/** The discount and, for a code discount, its own code, in one transaction: a code another discount has is refused. */
export async function createDiscount(db: Db, storeId: string, form: DiscountForm, currency: CurrencyCode, now: Date): Promise<SaveResult> {
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(discounts)
        .values({ storeId, ...storedValues(form, currency), createdAt: now, updatedAt: now })
        .returning();
      if (form.code) await tx.insert(discountCodes).values({ storeId, discountId: created!.id, code: form.code, createdAt: now });
      return created!;
    });
    return { kind: "ok", row };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "code_taken" };
    throw error;
  }
}

export async function findDiscount(db: Conn, storeId: string, id: string): Promise<DiscountRow | null> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.storeId, storeId), eq(discounts.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Optimistic concurrency (one statement that matches the loaded version or changes nothing). A code discount's title
 * is its own code, so a new code renames that code's row (found by the old title) in the same transaction.
 */
export async function updateDiscount(
  db: Db,
  storeId: string,
  id: string,
  form: DiscountForm & { version: number },
  currency: CurrencyCode,
  now: Date,
): Promise<SaveResult> {
  try {
    return await db.transaction(async (tx): Promise<SaveResult> => {
      const before = await findDiscount(tx, storeId, id);
      if (!before) return { kind: "not_found" };
      const { method: _method, ...fields } = storedValues(form, currency);
      const [row] = await tx
        .update(discounts)
        .set({ ...fields, version: sql`${discounts.version} + 1`, updatedAt: now })
        .where(and(eq(discounts.id, id), eq(discounts.storeId, storeId), eq(discounts.version, form.version)))
        .returning();
      if (!row) return { kind: "conflict", current: before };
      if (before.method === "code" && form.code && form.code !== before.title) {
        await tx
          .update(discountCodes)
          .set({ code: form.code })
          .where(and(eq(discountCodes.discountId, id), sql`upper(${discountCodes.code}) = upper(${before.title})`));
      }
      return { kind: "ok", row };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "code_taken" };
    throw error;
  }
}

export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: DiscountRow };

export async function deleteDiscount(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  const conditions = [eq(discounts.id, id), eq(discounts.storeId, storeId)];
  if (version !== undefined) conditions.push(eq(discounts.version, version));
  const rows = await db
    .delete(discounts)
    .where(and(...conditions))
    .returning({ id: discounts.id });
  if (rows.length > 0) return { kind: "deleted" };
  const current = version === undefined ? null : await findDiscount(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Active, scheduled and expired are the dates against `now` (the store's zone only matters where the dates were typed). */
function statusSql(status: DiscountListQuery["status"], now: Date): SQL | undefined {
  if (status === "scheduled") return gt(discounts.startsAt, now);
  if (status === "expired") return lte(discounts.endsAt, now);
  if (status === "active") return and(lte(discounts.startsAt, now), or(isNull(discounts.endsAt), gt(discounts.endsAt, now)));
  return undefined;
}

/** A search matches a title, or any of the store's codes exactly (in any case: the unique index answers it). */
function listFilter(storeId: string, query: DiscountListQuery, now: Date): SQL | undefined {
  const search = query.search?.trim();
  const matches = search
    ? or(
        ilike(discounts.title, `%${escapeLike(search)}%`),
        sql`${discounts.id} in (select ${discountCodes.discountId} from ${discountCodes} where ${discountCodes.storeId} = ${storeId} and upper(${discountCodes.code}) = upper(${search}))`,
      )
    : undefined;
  return and(eq(discounts.storeId, storeId), query.method ? eq(discounts.method, query.method) : undefined, statusSql(query.status, now), matches);
}

export async function listDiscounts(db: Db, storeId: string, query: DiscountListQuery & { page: number; limit: number }, now: Date) {
  const rows = await db
    .select()
    .from(discounts)
    .where(listFilter(storeId, query, now))
    .orderBy(desc(discounts.createdAt), desc(discounts.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total: await countDiscounts(db, storeId, query, now) };
}

export async function countDiscounts(db: Db, storeId: string, query: DiscountListQuery, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discounts)
    .where(listFilter(storeId, query, now));
  return Number(row?.n ?? 0);
}

export interface CodesSummary {
  codesCount: number;
  job: CodeJobRow | null;
}

/**
 * Each discount's number of codes (its own plus what its jobs generated: counting a million rows per page would not
 * do) and latest job, for a page of discounts in two grouped reads.
 */
export async function codesSummaries(db: Db, rows: readonly DiscountRow[]): Promise<Map<string, CodesSummary>> {
  const ids = rows.map((r) => r.id);
  const out = new Map<string, CodesSummary>(rows.map((r) => [r.id, { codesCount: r.method === "code" ? 1 : 0, job: null }]));
  if (ids.length === 0) return out;
  const [sums, latest] = await Promise.all([
    db
      .select({ discountId: discountCodeJobs.discountId, generated: sql<string>`sum(${discountCodeJobs.generated})` })
      .from(discountCodeJobs)
      .where(inArray(discountCodeJobs.discountId, ids))
      .groupBy(discountCodeJobs.discountId),
    db
      .selectDistinctOn([discountCodeJobs.discountId])
      .from(discountCodeJobs)
      .where(inArray(discountCodeJobs.discountId, ids))
      .orderBy(discountCodeJobs.discountId, desc(discountCodeJobs.createdAt), desc(discountCodeJobs.id)),
  ]);
  for (const s of sums) out.get(s.discountId)!.codesCount += Number(s.generated);
  for (const job of latest) out.get(job.discountId)!.job = job;
  return out;
}

/** A page of the discount's codes by id; the total is `codesSummaries`' (counting a million rows per page would not do). */
export async function listCodes(db: Db, row: DiscountRow, page: number, limit: number) {
  const [rows, summaries] = await Promise.all([
    db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.discountId, row.id))
      .orderBy(asc(discountCodes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    codesSummaries(db, [row]),
  ]);
  return { rows, total: summaries.get(row.id)!.codesCount };
}

/** The discount's codes by id (keyset on `discount_codes_discount_idx`), a batch at a time: the CSV export streams them. */
export async function* codeBatches(db: Db, discountId: string, batchSize = 5000): AsyncGenerator<CodeRow[]> {
  let after: string | null = null;
  for (;;) {
    const rows: CodeRow[] = await db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.discountId, discountId), after ? gt(discountCodes.id, after) : undefined))
      .orderBy(asc(discountCodes.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

// ——— Code generation jobs ———

export type QueueResult = { kind: "ok"; job: CodeJobRow } | { kind: "running"; job: CodeJobRow };

/** One job at a time per discount: a second request while one is queued or running is refused. */
export async function queueCodeJob(db: Db, storeId: string, discountId: string, form: GenerateCodesForm, now: Date): Promise<QueueResult> {
  return db.transaction(async (tx) => {
    // The discount's row is the lock that makes "none running" and the insert one step.
    await tx.select({ id: discounts.id }).from(discounts).where(eq(discounts.id, discountId)).for("update");
    const [busy] = await tx
      .select()
      .from(discountCodeJobs)
      .where(and(eq(discountCodeJobs.discountId, discountId), inArray(discountCodeJobs.status, ["queued", "running"])))
      .limit(1);
    if (busy) return { kind: "running" as const, job: busy };
    const [job] = await tx
      .insert(discountCodeJobs)
      .values({ storeId, discountId, requested: form.count, prefix: form.prefix, length: form.length, createdAt: now, updatedAt: now })
      .returning();
    return { kind: "ok" as const, job: job! };
  });
}

export async function findCodeJob(db: Db, id: string): Promise<CodeJobRow | null> {
  const [row] = await db.select().from(discountCodeJobs).where(eq(discountCodeJobs.id, id)).limit(1);
  return row ?? null;
}

export async function setCodeJob(db: Db, id: string, fields: Partial<CodeJobRow>, now: Date): Promise<void> {
  await db
    .update(discountCodeJobs)
    .set({ ...fields, updatedAt: now })
    .where(eq(discountCodeJobs.id, id));
}

/** Jobs whose process has gone go back to the queue; their codes so far stay, `generated` says how many. */
export async function requeueCodeJobs(db: Db, now: Date, instance: Pick<ServerInstance, "orphaned">): Promise<number> {
  const rows = await db
    .update(discountCodeJobs)
    .set({ status: "queued", owner: null, updatedAt: now })
    .where(and(eq(discountCodeJobs.status, "running"), instance.orphaned(discountCodeJobs.owner)))
    .returning({ id: discountCodeJobs.id });
  return rows.length;
}

/** The oldest queued job, claimed for this process (SKIP LOCKED: two processes never take one). */
export async function claimNextCodeJob(db: Db, now: Date, owner: number): Promise<CodeJobRow | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select()
      .from(discountCodeJobs)
      .where(eq(discountCodeJobs.status, "queued"))
      .orderBy(asc(discountCodeJobs.createdAt), asc(discountCodeJobs.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return null;
    const [row] = await tx
      .update(discountCodeJobs)
      .set({ status: "running", owner, startedAt: next.startedAt ?? now, updatedAt: now })
      .where(eq(discountCodeJobs.id, next.id))
      .returning();
    return row ?? null;
  });
}

export class CodeJobTakenOver extends Error {}

export async function refreshCodeStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze discount_codes`);
}

/**
 * One batch: up to `size` new random codes inserted (a code that exists anywhere in the store is skipped by the unique
 * index) and `generated` raised by what went in, in one transaction under the job's row lock, so a crash loses nothing
 * and repeats nothing. Returns how many went in and how many are still to make.
 */
export async function runCodeBatch(db: Db, jobId: string, size: number, now: Date, owner?: number): Promise<{ inserted: number; left: number }> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(discountCodeJobs)
      .where(and(eq(discountCodeJobs.id, jobId), owner === undefined ? undefined : eq(discountCodeJobs.owner, owner)))
      .for("update");
    if (!job) throw new CodeJobTakenOver(`code job ${jobId} is run by another process now`);
    const wanted = Math.min(size, job.requested - job.generated);
    if (wanted <= 0) return { inserted: 0, left: 0 };
    const bytes = crypto.randomBytes(wanted * job.length);
    const codes: string[] = [];
    for (let i = 0; i < wanted; i++) codes.push(codeFromBytes(job.prefix, bytes.subarray(i * job.length, (i + 1) * job.length), job.length));
    // One parameter for the whole batch (codes hold no commas: CODE_ALPHABET and the prefix's characters).
    const result = await tx.execute(sql`
      insert into ${discountCodes} (store_id, discount_id, code, created_at)
      select ${job.storeId}, ${job.discountId}, c, ${now} from unnest(string_to_array(${codes.join(",")}, ',')) as c
      on conflict do nothing`);
    const inserted = Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
    await tx
      .update(discountCodeJobs)
      .set({ generated: sql`${discountCodeJobs.generated} + ${inserted}`, updatedAt: now })
      .where(eq(discountCodeJobs.id, jobId));
    return { inserted, left: job.requested - job.generated - inserted };
  });
}

// ——— What a checkout uses ———

export function toPricingDiscount(row: DiscountRow, code: string | null = null): PricingDiscount {
  return {
    id: row.id,
    method: row.method,
    code,
    type: row.type,
    value: row.value,
    minimum: { kind: row.minimumKind, value: row.minimumValue },
    appliesTo: row.appliesTo,
    productIds: row.productIds,
    collectionIds: row.collectionIds,
    buyXGetY: row.buyXGetY
      ? { ...row.buyXGetY, gets: { appliesTo: row.getsAppliesTo, productIds: row.getsProductIds, collectionIds: row.getsCollectionIds } }
      : null,
    combinesWith: row.combinesWith,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}

export interface Applicable {
  /** The automatic discounts running now, and the code's discount when it may be used: what `priceCart` takes. */
  discounts: PricingDiscount[];
  /** Their rows by id (title, version, limits): the completion takes their usage and records it. */
  rows: Map<string, DiscountRow>;
  /** The code as stored, with its row, when it was found and may be used. */
  code: { discountId: string; codeId: string; code: string } | null;
  /** Why the code may not be used (null: no code was given, or it may be). */
  refusal: CodeRefusal | null;
}

const running = (now: Date | SQLWrapper) =>
  and(
    lte(discounts.startsAt, now),
    or(isNull(discounts.endsAt), gt(discounts.endsAt, now)),
    or(isNull(discounts.usageLimit), sql`${discounts.usageCount} < ${discounts.usageLimit}`),
  );

// One read on every checkout read and completion (ADR 048): the automatic discounts running now and the typed code's
// discount, each with whether this buyer used it already (for a once-per-customer one), as one named statement
// (api/db/prepared.ts) whose text never changes, built once (ADR 080). `ordinal` keeps the automatic ones in the order
// they were made. Spelled out: drizzle leaves a one-table select's columns unqualified, and `id` in the subquery would
// be the usage's.
const applicableQuery = prebuilt("backroom_applicable_discounts", (db) => {
  const buyer = sql.placeholder("buyer");
  const typed = sql.placeholder("typed");
  const storeId = sql.placeholder("storeId");
  const usedByBuyer = sql<boolean>`(${buyer}::text <> '' and "discounts"."once_per_customer" and exists (select 1 from discount_usages du
    where du.discount_id = "discounts"."id" and du.customer_key = ${buyer}::text))`.as("used_by_buyer");
  return db
    .select({
      discount: discounts,
      codeId: sql<string | null>`null::uuid`.as("code_id"),
      code: sql<string | null>`null::text`.as("code"),
      usedByBuyer,
      ordinal: sql<number>`row_number() over (order by "discounts"."created_at", "discounts"."id")`.as("ordinal"),
    })
    .from(discounts)
    .where(and(eq(discounts.storeId, storeId), eq(discounts.method, "automatic"), running(sql.placeholder("now"))))
    .unionAll(
      db
        .select({ discount: discounts, codeId: discountCodes.id, code: discountCodes.code, usedByBuyer, ordinal: sql<number>`0`.as("ordinal") })
        .from(discountCodes)
        .innerJoin(discounts, eq(discounts.id, discountCodes.discountId))
        .where(and(sql`${typed}::text <> ''`, eq(discountCodes.storeId, storeId), sql`upper(${discountCodes.code}) = upper(${typed}::text)`))
        .limit(1),
    )
    .orderBy(sql`ordinal`);
});

/**
 * The discounts a checkout of `storeId` may price with at `now`: every automatic one running and not used up, plus the
 * typed code's (any case) unless it has not started, has ended, is used up, or (once per customer) this customer
 * (`customerKey`: a lower-cased e-mail or phone) used it already. Taking a use is `takeUsage`, at completion.
 */
export async function findApplicable(db: Conn, storeId: string, code: string | null, now: Date, customerKey?: string | null): Promise<Applicable> {
  const typed = code?.trim() ?? "";
  const buyer = customerKey?.trim().toLowerCase() ?? "";
  const rows = await applicableQuery(db).execute({ storeId, typed, buyer, now: now.toISOString() });
  // An automatic discount once per customer that this buyer has used is not offered again (ADR 041).
  const offered = rows.filter((row) => row.codeId === null && !row.usedByBuyer).map((row) => row.discount);
  const applicable = new Map(offered.map((row) => [row.id, row]));
  const out: Applicable = { discounts: offered.map((row) => toPricingDiscount(row)), rows: applicable, code: null, refusal: null };
  if (!typed) return out;
  const found = rows.find((row) => row.codeId !== null);
  if (!found) return { ...out, refusal: "unknown" };
  const d = found.discount;
  // Not started yet: refused exactly as a code that does not exist (ADR 041), so probing cannot find a launch early.
  if (now.getTime() < d.startsAt.getTime()) return { ...out, refusal: "unknown" };
  if (d.endsAt && now.getTime() >= d.endsAt.getTime()) return { ...out, refusal: "expired" };
  if (d.usageLimit !== null && d.usageCount >= d.usageLimit) return { ...out, refusal: "used_up" };
  if (found.usedByBuyer) return { ...out, refusal: "used_by_customer" };
  applicable.set(d.id, d);
  return {
    discounts: [...out.discounts, toPricingDiscount(d, found.code)],
    rows: applicable,
    code: { discountId: d.id, codeId: found.codeId!, code: found.code! },
    refusal: null,
  };
}

/**
 * Takes one use of a discount (and of its code) if its limit allows: one conditional increment, so concurrent
 * checkouts can never take more uses than the limit (`usage_count < usage_limit` is checked by the row's update
 * itself, under its row lock). Returns false when the limit was reached. Call it in the completion's transaction.
 */
export async function takeUsage(db: Conn, storeId: string, discountId: string, codeId?: string | null): Promise<boolean> {
  const taken = await db
    .update(discounts)
    .set({ usageCount: sql`${discounts.usageCount} + 1` })
    .where(
      and(
        eq(discounts.id, discountId),
        eq(discounts.storeId, storeId),
        or(isNull(discounts.usageLimit), sql`${discounts.usageCount} < ${discounts.usageLimit}`),
      ),
    )
    .returning({ id: discounts.id });
  if (taken.length === 0) return false;
  if (codeId)
    await db
      .update(discountCodes)
      .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
      .where(and(eq(discountCodes.id, codeId), eq(discountCodes.storeId, storeId)));
  return true;
}

/** Records who used a discount on which order and how much it took (the per-customer limit and refunds read it). */
export async function recordUsage(
  db: Conn,
  usage: { storeId: string; discountId: string; codeId: string | null; orderId: string; customerKey: string; amountMinor: number },
  now: Date,
): Promise<void> {
  await db.insert(discountUsages).values({ ...usage, customerKey: usage.customerKey.trim().toLowerCase(), createdAt: now });
}

/**
 * Which of `collectionIds` (the ones the discounts on offer name) each of the cart's products is in: manual collections
 * by their rows, smart ones by their rules (evaluated now, as the collection pages do). Read only when a discount on
 * offer targets collections.
 */
export async function cartCollections(
  db: Conn,
  storeId: string,
  collectionIds: readonly string[],
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (collectionIds.length === 0 || productIds.length === 0) return out;
  const add = (productId: string, collectionId: string) => out.set(productId, [...(out.get(productId) ?? []), collectionId]);
  const found = await db
    .select({ id: collections.id, type: collections.type, conditions: collections.conditions, match: collections.match })
    .from(collections)
    .where(and(eq(collections.storeId, storeId), inArray(collections.id, [...collectionIds])));
  const manual = found.filter((c) => c.type === "manual").map((c) => c.id);
  if (manual.length > 0) {
    const rows = await db
      .select({ collectionId: collectionProducts.collectionId, productId: collectionProducts.productId })
      .from(collectionProducts)
      .where(and(inArray(collectionProducts.collectionId, manual), inArray(collectionProducts.productId, [...productIds])));
    for (const row of rows) add(row.productId, row.collectionId);
  }
  // One after another: `db` may be the completion's transaction, whose one connection takes a query at a time.
  for (const smart of found.filter((c) => c.type === "smart")) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.id, [...productIds]), conditionsSql(smart.conditions, smart.match)));
    for (const row of rows) add(row.id, smart.id);
  }
  return out;
}

/**
 * Gives back the uses an order took (its cancel calls this in its transaction): each discount's and code's count goes
 * down by one and the usage rows go, so the code's limit and the buyer's once-per-customer use are free again. Deleting
 * the rows is what makes it happen once: a second call finds none.
 */
export async function releaseDiscountUsage(tx: Conn, storeId: string, orderId: string): Promise<number> {
  const released = await tx
    .delete(discountUsages)
    .where(and(eq(discountUsages.storeId, storeId), eq(discountUsages.orderId, orderId)))
    .returning({ discountId: discountUsages.discountId, codeId: discountUsages.codeId });
  if (released.length === 0) return 0;
  const discountIds = released.map((r) => r.discountId).sort();
  await tx
    .update(discounts)
    .set({ usageCount: sql`greatest(${discounts.usageCount} - 1, 0)` })
    .where(and(eq(discounts.storeId, storeId), inArray(discounts.id, discountIds)));
  const codeIds = released.map((r) => r.codeId).filter((id): id is string => !!id);
  if (codeIds.length > 0)
    await tx
      .update(discountCodes)
      .set({ usageCount: sql`greatest(${discountCodes.usageCount} - 1, 0)` })
      .where(and(eq(discountCodes.storeId, storeId), inArray(discountCodes.id, codeIds)));
  return released.length;
}
