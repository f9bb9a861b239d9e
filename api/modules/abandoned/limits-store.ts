// The limits on whom a store writes to (ADR 040; domain/abandoned-limits.ts), in the database: a step is checked against
// them and claimed (store.claimStep) in one transaction, under an advisory lock per recipient (and per store for its
// SMS), so two sends to one person never both pass. A delivered message is recorded in `recovery_sends` by recipient;
// a failed one is taken out again.
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { DELAY_MAX_HOURS, STEP_GRACE_HOURS, type RecoveryChannel, type RecoverySchedule } from "../../../domain/abandoned";
import { RECIPIENT_QUIET_HOURS, seriesRunning, type RecoverySkipReason } from "../../../domain/abandoned-limits";
import type { Db } from "../../db/client";
import { checkouts, recoverySends } from "../../db/schema";
import { claimStep, type CheckoutRow, type Tx } from "./store";

const HOUR = 3_600_000;

export interface StepRequest {
  storeId: string;
  checkoutId: string;
  channel: RecoveryChannel;
  step: number;
  /** domain/abandoned-limits.ts recipientKey of the checkout's e-mail or phone. */
  recipient: string;
  now: Date;
  /** Staff's send: its idempotency key. */
  key?: string;
  /** The sweep's rules on the recipient, with the store's schedule; null for staff, who choose to write to this buyer. */
  recipientRules: { schedule: RecoverySchedule } | null;
  /** The store's cap on recovery SMS in 24 hours; null: none (e-mail). */
  smsPerDay: number | null;
}

export type Reserved = { kind: "claimed"; row: CheckoutRow; sendId: string } | { kind: "skipped"; row: CheckoutRow; reason: RecoverySkipReason } | null;

/**
 * Claims the step, or records it skipped with the limit that stops it; null when it was not claimed (sent already, or
 * the checkout is completed). A claimed step is counted against the limits at once, so the next check sees it.
 */
export async function reserveStep(db: Db, r: StepRequest): Promise<Reserved> {
  return db.transaction(async (tx) => {
    // Locks in one order (the recipient's, then the store's SMS), so two transactions never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`recovery:${r.storeId}:${r.recipient}`}, 0))`);
    if (r.smsPerDay !== null) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`recovery-sms:${r.storeId}`}, 0))`);
    const reason = await limitReached(tx, r);
    const row = await claimStep(tx, r.storeId, r.checkoutId, {
      channel: r.channel,
      step: r.step,
      sentAt: r.now,
      key: r.key,
      ...(reason ? { skipped: reason } : {}),
    });
    if (!row) return null;
    if (reason) return { kind: "skipped", row, reason };
    const [send] = await tx
      .insert(recoverySends)
      .values({ storeId: r.storeId, checkoutId: r.checkoutId, channel: r.channel, recipient: r.recipient, sentAt: r.now })
      .returning({ id: recoverySends.id });
    return { kind: "claimed", row, sendId: send!.id };
  });
}

/** A send that failed does not count against the limits. */
export async function releaseSend(db: Db, sendId: string): Promise<void> {
  await db.delete(recoverySends).where(eq(recoverySends.id, sendId));
}

async function limitReached(tx: Tx, r: StepRequest): Promise<RecoverySkipReason | null> {
  const toRecipient = and(eq(recoverySends.storeId, r.storeId), eq(recoverySends.recipient, r.recipient), ne(recoverySends.checkoutId, r.checkoutId));
  if (r.recipientRules) {
    const quietSince = new Date(r.now.getTime() - RECIPIENT_QUIET_HOURS * HOUR);
    const [recent] = await tx
      .select({ id: recoverySends.id })
      .from(recoverySends)
      .where(and(toRecipient, gt(recoverySends.sentAt, quietSince)))
      .limit(1);
    if (recent) return "recipient_recent";
    // Another open checkout written to this person whose series may still send (one untouched longer has no step left).
    const touchedSince = new Date(r.now.getTime() - (DELAY_MAX_HOURS + STEP_GRACE_HOURS) * HOUR);
    const others = await tx
      .select({ updatedAt: checkouts.updatedAt, recovery: checkouts.recovery })
      .from(checkouts)
      .where(
        sql`${checkouts.storeId} = ${r.storeId} and ${checkouts.completedAt} is null and ${checkouts.updatedAt} >= ${touchedSince.toISOString()}::timestamptz
          and ${checkouts.id} in (select ${recoverySends.checkoutId} from ${recoverySends} where ${toRecipient})`,
      );
    if (others.some((o) => seriesRunning(r.recipientRules!.schedule, r.channel, o.updatedAt, o.recovery, r.now))) return "recipient_series";
  }
  if (r.smsPerDay !== null) {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(recoverySends)
      .where(and(eq(recoverySends.storeId, r.storeId), eq(recoverySends.channel, "sms"), gt(recoverySends.sentAt, new Date(r.now.getTime() - 24 * HOUR))));
    if (n >= r.smsPerDay) return "sms_daily_cap";
  }
  return null;
}
