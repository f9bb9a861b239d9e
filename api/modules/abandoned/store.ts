// Abandoned checkouts in the database (ADR 040): the store's schedule, the list, one checkout, the sweep's candidates,
// the claim of a step (a conditional UPDATE: a step is recorded once, however many processes sweep), clicks, counters.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  ABANDONED_AFTER_MINUTES,
  DEFAULT_RECOVERY_SCHEDULE,
  RECOVERY_SEND_ATTEMPTS,
  type AbandonedListQuery,
  type RecoveryChannel,
  type RecoverySchedule,
} from "../../../domain/abandoned";
import type { RecoverySkipReason } from "../../../domain/abandoned-limits";
import { currencyOf, type CurrencyCode } from "../../../domain/money";
import type { Db } from "../../db/client";
import { abandonedCheckoutSettings, checkouts, customers, orders, stores, type RecoveryStep } from "../../db/schema";

export type CheckoutRow = typeof checkouts.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Settings {
  schedule: RecoverySchedule;
  version: number;
  updatedAt: Date | null;
}

export async function getSettings(db: Db, storeId: string): Promise<Settings> {
  const [row] = await db.select().from(abandonedCheckoutSettings).where(eq(abandonedCheckoutSettings.storeId, storeId)).limit(1);
  return row
    ? { schedule: row.schedule, version: row.version, updatedAt: row.updatedAt }
    : { schedule: DEFAULT_RECOVERY_SCHEDULE, version: 1, updatedAt: null };
}

/** Saves against `version` (a store without a row is at version 1, the defaults); a stale one gets the current settings. */
export async function saveSettings(
  db: Db,
  storeId: string,
  schedule: RecoverySchedule,
  version: number,
  now: Date,
): Promise<{ kind: "ok"; settings: Settings } | { kind: "conflict"; current: Settings }> {
  // Version 1 is the defaults (no row yet, or a row first saved and never since): insert, or update a row still at 1.
  const rows =
    version === 1
      ? await db
          .insert(abandonedCheckoutSettings)
          .values({ storeId, schedule, version: 2, updatedAt: now })
          .onConflictDoUpdate({
            target: abandonedCheckoutSettings.storeId,
            set: { schedule, version: sql`${abandonedCheckoutSettings.version} + 1`, updatedAt: now },
            setWhere: eq(abandonedCheckoutSettings.version, 1),
          })
          .returning()
      : await db
          .update(abandonedCheckoutSettings)
          .set({ schedule, version: sql`${abandonedCheckoutSettings.version} + 1`, updatedAt: now })
          .where(and(eq(abandonedCheckoutSettings.storeId, storeId), eq(abandonedCheckoutSettings.version, version)))
          .returning();
  const row = rows[0];
  if (row) return { kind: "ok", settings: { schedule: row.schedule, version: row.version, updatedAt: row.updatedAt } };
  return { kind: "conflict", current: await getSettings(db, storeId) };
}

/** The store as the messages and the screens need it. */
export interface Shop {
  id: string;
  name: string;
  language: string;
  currency: CurrencyCode;
  timezone: string;
}
export async function findShop(db: Db, storeId: string): Promise<Shop | null> {
  const [row] = await db
    .select({ id: stores.id, name: stores.name, language: stores.language, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ? { ...row, currency: currencyOf(row.language) } : null;
}

/** "now" as the abandonment rule sees it: `afterMinutes` before now (ABANDONED_AFTER_MINUTES, configurable, ADR 040). */
export const cutoffOf = (now: Date, afterMinutes = ABANDONED_AFTER_MINUTES) => new Date(now.getTime() - afterMinutes * 60_000);
const cutoff = (at: Date) => at.toISOString();

/** Abandoned: lines and a way to reach the buyer; open and untouched for an hour, or completed after recovery messages. */
const isAbandoned = (abandonedBefore: Date): SQL => sql`(${checkouts.lines} <> '[]'::jsonb and (${checkouts.email} <> '' or ${checkouts.phone} <> '') and (
  (${checkouts.completedAt} is null and ${checkouts.updatedAt} <= ${cutoff(abandonedBefore)}::timestamptz)
  or (${checkouts.completedAt} is not null and ${checkouts.recovery} <> '[]'::jsonb)))`;

export interface ListedCheckout {
  checkout: CheckoutRow;
  firstName: string | null;
  lastName: string | null;
}

/**
 * The list, last touched (when the buyer left; for a recovered one, when it was completed) newest first; the date range
 * is on the last touch too. Index `checkouts_store_touched_idx` (store, updated_at desc, id desc).
 */
export async function listAbandoned(
  db: Db,
  storeId: string,
  query: AbandonedListQuery,
  range: { from?: Date; to?: Date },
  abandonedBefore: Date,
): Promise<{ rows: ListedCheckout[]; total: number }> {
  const where: SQL[] = [eq(checkouts.storeId, storeId), isAbandoned(abandonedBefore)];
  if (range.from) where.push(sql`${checkouts.updatedAt} >= ${range.from.toISOString()}::timestamptz`);
  if (range.to) where.push(sql`${checkouts.updatedAt} <= ${range.to.toISOString()}::timestamptz`);
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${checkouts.email} ilike ${like} or ${checkouts.phone} ilike ${like}
      or coalesce(${checkouts.shippingAddress}->>'firstName', '') || ' ' || coalesce(${checkouts.shippingAddress}->>'lastName', '') ilike ${like}
      or ${customers.firstName} || ' ' || ${customers.lastName} ilike ${like})`);
  }
  const rows = await db
    .select({ checkout: checkouts, firstName: customers.firstName, lastName: customers.lastName, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(checkouts)
    .leftJoin(customers, and(eq(customers.id, checkouts.customerId), eq(customers.storeId, storeId)))
    .where(and(...where))
    .orderBy(desc(checkouts.updatedAt), desc(checkouts.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(checkouts)
      .leftJoin(customers, and(eq(customers.id, checkouts.customerId), eq(customers.storeId, storeId)))
      .where(and(...where));
    total = row?.n ?? 0;
  }
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}

/** One abandoned checkout of the store (another store's id, or a checkout that is not abandoned, finds nothing). */
export async function findAbandoned(db: Db, storeId: string, id: string, abandonedBefore: Date) {
  const [row] = await db
    .select({ checkout: checkouts, firstName: customers.firstName, lastName: customers.lastName, orderName: orders.name })
    .from(checkouts)
    .leftJoin(customers, and(eq(customers.id, checkouts.customerId), eq(customers.storeId, storeId)))
    .leftJoin(orders, and(eq(orders.id, checkouts.orderId), eq(orders.storeId, storeId)))
    .where(and(eq(checkouts.storeId, storeId), eq(checkouts.id, id), isAbandoned(abandonedBefore)))
    .limit(1);
  return row ?? null;
}

/** Open abandoned checkouts last touched between `since` and the abandonment cut-off, oldest first, after a cursor. */
export async function sweepCandidates(db: Db, abandonedBefore: Date, since: Date, after: { updatedAt: Date; id: string } | null, limit: number) {
  const cursor = after ? sql`and (${checkouts.updatedAt}, ${checkouts.id}) > (${after.updatedAt.toISOString()}::timestamptz, ${after.id}::uuid)` : sql``;
  return db
    .select({ checkout: checkouts, firstName: customers.firstName })
    .from(checkouts)
    .leftJoin(customers, eq(customers.id, checkouts.customerId))
    .where(
      sql`${checkouts.completedAt} is null and ${checkouts.updatedAt} >= ${since.toISOString()}::timestamptz
        and ${checkouts.updatedAt} <= ${cutoff(abandonedBefore)}::timestamptz
        and ${checkouts.lines} <> '[]'::jsonb and (${checkouts.email} <> '' or ${checkouts.phone} <> '') ${cursor}`,
    )
    .orderBy(checkouts.updatedAt, checkouts.id)
    .limit(limit);
}

/** Every store's schedule that differs from the defaults, by store id. */
export async function schedulesOf(db: Db, storeIds: readonly string[]): Promise<Map<string, RecoverySchedule>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ storeId: abandonedCheckoutSettings.storeId, schedule: abandonedCheckoutSettings.schedule })
    .from(abandonedCheckoutSettings)
    .where(sql`${abandonedCheckoutSettings.storeId} = any(${`{${storeIds.join(",")}}`}::uuid[])`);
  return new Map(rows.map((r) => [r.storeId, r.schedule]));
}

/**
 * Records `step` of `channel` as sent to the checkout, in one conditional UPDATE: only while it is open, and only if that
 * step (or a later one of the channel) is not recorded yet and, with a key, no entry carries the key. Of two processes
 * claiming at once, the second waits on the row and finds the step there, so a step is claimed once. Returns the
 * checkout as it is after the claim, or null when nothing was claimed. A failed send does not hold its step: the sweep may
 * claim it again until RECOVERY_SEND_ATTEMPTS failed, staff (a key) whenever they choose. A skipped entry (a limit, ADR
 * 040) is claimed the same way and holds its step for the sweep, not for staff.
 */
export async function claimStep(
  db: Db | Tx,
  storeId: string,
  id: string,
  entry: { channel: RecoveryChannel; step: number; sentAt: Date; key?: string; skipped?: RecoverySkipReason },
): Promise<CheckoutRow | null> {
  const value: RecoveryStep = {
    channel: entry.channel,
    step: entry.step,
    sentAt: entry.sentAt.toISOString(),
    ...(entry.key ? { key: entry.key } : {}),
    ...(entry.skipped ? { skipped: entry.skipped } : {}),
  };
  const keyFree = entry.key ? sql`and not ${checkouts.recovery} @> ${JSON.stringify([{ key: entry.key }])}::jsonb` : sql``;
  const [row] = await db
    .update(checkouts)
    .set({ recovery: sql`${checkouts.recovery} || ${JSON.stringify([value])}::jsonb` })
    .where(
      sql`${checkouts.storeId} = ${storeId} and ${checkouts.id} = ${id} and ${checkouts.completedAt} is null ${keyFree}
        and not exists (select 1 from jsonb_array_elements(${checkouts.recovery}) e
          where e->>'channel' = ${entry.channel} and (e->>'step')::int >= ${entry.step}
            and ((e->>'failedAt' is null and (e->>'skipped' is null or ${!entry.key}))
              or (${!entry.key} and e->>'failedAt' is not null and (select count(*) from jsonb_array_elements(${checkouts.recovery}) f
                where f->>'channel' = e->>'channel' and f->>'step' = e->>'step' and f->>'failedAt' is not null) >= ${RECOVERY_SEND_ATTEMPTS})))`,
    )
    .returning();
  return row ?? null;
}

/**
 * The first click on a message's link: sets `clickedAt` on that step's entry if it has none. Returns whether the
 * checkout exists (a click on an unknown step, or a second click, still restores the cart).
 */
export async function recordClick(db: Db, storeId: string, token: string, step: { channel: RecoveryChannel; step: number } | null, now: Date) {
  const [row] = await db
    .select({ id: checkouts.id, recovery: checkouts.recovery })
    .from(checkouts)
    .where(and(eq(checkouts.storeId, storeId), eq(checkouts.token, token)))
    .limit(1);
  if (!row) return false;
  if (!step) return true;
  const i = row.recovery.findIndex((e) => e.channel === step.channel && e.step === step.step && !e.clickedAt);
  if (i < 0) return true;
  // One statement, conditional on the entry still having no click: two clicks at once record one.
  await db.execute(sql`
    update checkouts set recovery = jsonb_set(recovery, ${`{${i},clickedAt}`}::text[], to_jsonb(${now.toISOString()}::text))
    where id = ${row.id} and recovery->(${i}::int)->>'channel' = ${step.channel} and (recovery->(${i}::int)->>'step')::int = ${step.step}
      and recovery->(${i}::int)->>'clickedAt' is null`);
  return true;
}

/**
 * Marks the entry a claim appended (the last one, if it is still that step's) as failed, so the step is not counted as
 * sent and a later sweep may try it again (closesStep). Returns the checkout as it now is.
 */
export async function markStepFailed(db: Db, claimed: CheckoutRow, failedAt: Date, error: string): Promise<CheckoutRow> {
  const i = claimed.recovery.length - 1;
  const entry = claimed.recovery[i]!;
  const patch = JSON.stringify({ failedAt: failedAt.toISOString(), error: error.slice(0, 300) });
  const [row] = await db
    .execute<{ id: string }>(
      sql`
    update checkouts set recovery = jsonb_set(recovery, ${`{${i}}`}::text[], recovery->(${i}::int) || ${patch}::jsonb)
    where id = ${claimed.id} and recovery->(${i}::int)->>'channel' = ${entry.channel} and (recovery->(${i}::int)->>'step')::int = ${entry.step}
      and recovery->(${i}::int)->>'sentAt' = ${entry.sentAt}
    returning id`,
    )
    .then((r) => r.rows);
  if (!row) return claimed;
  return { ...claimed, recovery: claimed.recovery.map((e, k) => (k === i ? { ...e, failedAt: failedAt.toISOString(), error: error.slice(0, 300) } : e)) };
}

export interface CounterRow {
  currency: CurrencyCode;
  emailSent: number;
  emailClick: number;
  completedOrder: number;
  revenueMinor: number;
  total: number;
}

/** SPEC §3's counters over `storeIds` for [from, to]: each count by when it happened (ADR 040). */
export async function counters(db: Db, storeIds: readonly string[], from: Date, to: Date, abandonedBefore: Date): Promise<CounterRow[]> {
  const ids = `{${storeIds.join(",")}}`;
  const f = from.toISOString();
  const t = to.toISOString();
  const { rows } = await db.execute<{ language: string; email_sent: string; email_click: string; completed: string; revenue: string; total: string }>(sql`
    select s.language,
      (select count(*) from checkouts c, jsonb_array_elements(c.recovery) e
        where c.store_id = s.id and c.recovery <> '[]'::jsonb and e->>'channel' = 'email' and e->>'failedAt' is null and e->>'skipped' is null
          and (e->>'sentAt')::timestamptz between ${f}::timestamptz and ${t}::timestamptz) as email_sent,
      (select count(*) from checkouts c, jsonb_array_elements(c.recovery) e
        where c.store_id = s.id and c.recovery <> '[]'::jsonb and e->>'channel' = 'email'
          and (e->>'clickedAt')::timestamptz between ${f}::timestamptz and ${t}::timestamptz) as email_click,
      (select count(*) from checkouts c join orders o on o.id = c.order_id and o.store_id = s.id
        where c.store_id = s.id and c.recovery <> '[]'::jsonb and c.completed_at between ${f}::timestamptz and ${t}::timestamptz) as completed,
      (select coalesce(sum(o.total_minor), 0) from checkouts c join orders o on o.id = c.order_id and o.store_id = s.id
        where c.store_id = s.id and c.recovery <> '[]'::jsonb and c.completed_at between ${f}::timestamptz and ${t}::timestamptz) as revenue,
      (select count(*) from checkouts c
        where c.store_id = s.id and c.created_at between ${f}::timestamptz and ${t}::timestamptz and c.lines <> '[]'::jsonb
          and (c.email <> '' or c.phone <> '')
          and ((c.completed_at is null and c.updated_at <= ${cutoff(abandonedBefore)}::timestamptz) or (c.completed_at is not null and c.recovery <> '[]'::jsonb))) as total
    from stores s where s.id = any(${ids}::uuid[])`);
  return rows.map((r) => ({
    currency: currencyOf(r.language),
    emailSent: Number(r.email_sent),
    emailClick: Number(r.email_click),
    completedOrder: Number(r.completed),
    revenueMinor: Number(r.revenue),
    total: Number(r.total),
  }));
}
