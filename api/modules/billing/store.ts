// Billing's queries (ADR 058): the plans catalogue, the store's subscription, its card on file and the top-up ledger.
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { CurrentSubscription, LedgerEntry, PaymentInfoDto, SubscriptionDto } from "../../../domain/billing";
import { maskedCardNumber, type CardBrand } from "../../../domain/billing";
import { currencyOf, type CurrencyCode } from "../../../domain/money";
import type { Db } from "../../db/client";
import { billingLedger, plans, storePaymentInfos, stores, storeSubscriptions } from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function planDto(row: typeof plans.$inferSelect, currency: CurrencyCode): SubscriptionDto {
  return {
    _id: row.id,
    code: row.code,
    status: row.status === "ACTIVE" ? "ACTIVE" : "INACTIVE",
    plan: { name: row.name, priceMinor: currency === "VND" ? row.priceVndMinor : row.priceUsdMinor, currency, features: row.features },
  };
}

export async function listPlans(db: Db, currency: CurrencyCode): Promise<SubscriptionDto[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sort), asc(plans.code));
  return rows.map((r) => planDto(r, currency));
}

/** A plan by id; null for an unknown or malformed id (ids are uuids: a malformed one names nothing). */
export async function findPlan(db: Db, id: string, currency: CurrencyCode): Promise<SubscriptionDto | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ? planDto(row, currency) : null;
}

/** When the store was made (its trial's start) and the currency its language gives (SPEC §9). */
export async function storeBilling(db: Db, storeId: string): Promise<{ createdAt: Date; currency: CurrencyCode }> {
  const [row] = await db.select({ createdAt: stores.createdAt, language: stores.language }).from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!row) throw new Error(`store ${storeId} not found`);
  return { createdAt: row.createdAt, currency: currencyOf(row.language) };
}

export async function currentSubscription(db: Db, storeId: string, currency: CurrencyCode): Promise<CurrentSubscription> {
  const [row] = await db
    .select({ sub: storeSubscriptions, plan: plans })
    .from(storeSubscriptions)
    .innerJoin(plans, eq(plans.id, storeSubscriptions.planId))
    .where(eq(storeSubscriptions.storeId, storeId))
    .limit(1);
  if (!row) return { subscription: null, version: 1 };
  return { subscription: { ...planDto(row.plan, currency), startedAt: row.sub.startedAt.toISOString() }, version: row.sub.version };
}

/**
 * Chooses a plan against the version the page was opened at (rule 9): no row is version 1, so version 1 inserts or
 * updates a row still at 1; nothing written is a conflict.
 */
export async function choosePlan(db: Db, storeId: string, planId: string, version: number, now: Date): Promise<boolean> {
  const next = sql`${storeSubscriptions.version} + 1`;
  const rows =
    version === 1
      ? await db
          .insert(storeSubscriptions)
          .values({ storeId, planId, startedAt: now, version: 2 })
          .onConflictDoUpdate({
            target: storeSubscriptions.storeId,
            set: { planId, startedAt: now, version: next },
            setWhere: eq(storeSubscriptions.version, 1),
          })
          .returning({ v: storeSubscriptions.version })
      : await db
          .update(storeSubscriptions)
          .set({ planId, startedAt: now, version: next })
          .where(and(eq(storeSubscriptions.storeId, storeId), eq(storeSubscriptions.version, version)))
          .returning({ v: storeSubscriptions.version });
  return rows.length > 0;
}

// Payment info -----------------------------------------------------------------------------------------------------

type PaymentRow = typeof storePaymentInfos.$inferSelect;

function paymentDto(row: PaymentRow): PaymentInfoDto {
  return {
    cardHolder: row.cardHolder,
    cardNumber: maskedCardNumber(row.last4),
    brand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function paymentInfoRow(db: Db | Tx, storeId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(storePaymentInfos).where(eq(storePaymentInfos.storeId, storeId)).limit(1);
  return row ?? null;
}

export async function getPaymentInfo(db: Db, storeId: string): Promise<{ paymentInfo: PaymentInfoDto | null; version: number }> {
  const row = await paymentInfoRow(db, storeId);
  return { paymentInfo: row ? paymentDto(row) : null, version: row?.version ?? 1 };
}

export interface KeptCard {
  cardHolder: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  provider: string;
  providerToken: string | null;
}

/** Saves the card's kept parts against `version` (no row is version 1); null when stale. */
export async function savePaymentInfo(db: Db, storeId: string, card: KeptCard, version: number, now: Date): Promise<PaymentInfoDto | null> {
  const next = sql`${storePaymentInfos.version} + 1`;
  const values = { ...card, updatedAt: now };
  const rows =
    version === 1
      ? await db
          .insert(storePaymentInfos)
          .values({ storeId, ...values, version: 2 })
          .onConflictDoUpdate({ target: storePaymentInfos.storeId, set: { ...values, version: next }, setWhere: eq(storePaymentInfos.version, 1) })
          .returning()
      : await db
          .update(storePaymentInfos)
          .set({ ...values, version: next })
          .where(and(eq(storePaymentInfos.storeId, storeId), eq(storePaymentInfos.version, version)))
          .returning();
  return rows[0] ? paymentDto(rows[0]) : null;
}

// Ledger -----------------------------------------------------------------------------------------------------------

type LedgerRow = typeof billingLedger.$inferSelect;
const entryDto = (row: LedgerRow): LedgerEntry => ({
  _id: row.id,
  kind: "top_up",
  amountMinor: row.amountMinor,
  currency: row.currency as CurrencyCode,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

/** The balance in `currency`: the sum of the ledger's rows in it, always (there is no balance column). */
export async function balance(db: Db | Tx, storeId: string, currency: CurrencyCode): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${billingLedger.amountMinor}), 0)` })
    .from(billingLedger)
    .where(and(eq(billingLedger.storeId, storeId), eq(billingLedger.currency, currency)));
  return Number(row?.sum ?? 0);
}

async function entryByKey(db: Db | Tx, storeId: string, key: string): Promise<LedgerRow | null> {
  const [row] = await db
    .select()
    .from(billingLedger)
    .where(and(eq(billingLedger.storeId, storeId), eq(billingLedger.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export type TopUpResult = { kind: "created" | "replayed"; entry: LedgerEntry } | { kind: "key-reused" } | { kind: "declined" } | { kind: "no-card" };

/**
 * One transaction: insert the row under its (store, key) unique index, then charge the card through `charge`; a
 * refused charge rolls the row back. A second submission of the same key (a double click, a resubmit, a retry racing
 * the first) waits on the index and then conflicts, so it writes nothing and answers the first one's row: a key is
 * credited, and charged, once. The same key with another amount is refused.
 */
export async function topUp(
  db: Db,
  storeId: string,
  input: { amountMinor: number; currency: CurrencyCode; idempotencyKey: string; now: Date },
  charge: (card: PaymentRow) => Promise<{ ok: true; reference: string } | { ok: false }>,
): Promise<TopUpResult> {
  const answerFor = (row: LedgerRow): TopUpResult =>
    row.amountMinor === input.amountMinor && row.currency === input.currency ? { kind: "replayed", entry: entryDto(row) } : { kind: "key-reused" };
  const earlier = await entryByKey(db, storeId, input.idempotencyKey);
  if (earlier) return answerFor(earlier);
  const Declined = new Error("declined");
  try {
    const result = await db.transaction(async (tx): Promise<TopUpResult | "conflict"> => {
      const card = await paymentInfoRow(tx, storeId);
      if (!card) return { kind: "no-card" };
      const [row] = await tx
        .insert(billingLedger)
        .values({
          storeId,
          kind: "top_up",
          amountMinor: input.amountMinor,
          currency: input.currency,
          idempotencyKey: input.idempotencyKey,
          description: `${card.brand} •••• ${card.last4}`,
          createdAt: input.now,
        })
        .onConflictDoNothing({ target: [billingLedger.storeId, billingLedger.idempotencyKey] })
        .returning();
      if (!row) return "conflict";
      const charged = await charge(card);
      if (!charged.ok) throw Declined;
      const [done] = await tx.update(billingLedger).set({ providerReference: charged.reference }).where(eq(billingLedger.id, row.id)).returning();
      return { kind: "created", entry: entryDto(done ?? row) };
    });
    if (result !== "conflict") return result;
  } catch (error) {
    if (error === Declined) return { kind: "declined" };
    throw error;
  }
  const first = await entryByKey(db, storeId, input.idempotencyKey);
  if (!first) throw new Error("top-up key conflicted but no ledger row holds it");
  return answerFor(first);
}

export async function ledgerPage(db: Db, storeId: string, page: number, limit: number): Promise<{ entries: LedgerEntry[]; total: number }> {
  const where = eq(billingLedger.storeId, storeId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(billingLedger)
      .where(where)
      .orderBy(desc(billingLedger.createdAt), desc(billingLedger.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(billingLedger).where(where),
  ]);
  return { entries: rows.map(entryDto), total: totalRow?.n ?? 0 };
}
