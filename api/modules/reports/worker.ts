// The report worker (ADR 045): new storefront events (by id cursor) and queued orders → the rollups, in batches, one
// process at a time (a transaction-scoped advisory lock per batch: a second process finds it taken and leaves the work).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ADVISORY_KEYS, ADVISORY_NAMESPACE } from "../../db/instance";
import type { ApiDeps } from "../../deps";
import { applyEvent, Deltas, eventCursor, eventsAfter, loadSessions, recountOrders, saveSessions, sessionKey, type Executor } from "./rollup";

/** Events a batch: 2,000 is a transaction of a few hundred ms on PGlite, short enough for reports to answer between. */
export const EVENT_BATCH = 2000;
export const ORDER_BATCH = 1000;
/**
 * An id missing below newer events is an insert not committed yet (or rolled back: sequences never give ids back). The
 * worker waits this long for it before going past it; a rolled-back id costs that once.
 */
export const GAP_WAIT_MS = 10_000;
export const TICK_MS = 1000;
/**
 * A kick within this long of the last pass waits for the rest of it: at one batch per request the worker paid its ~15
 * statements for every event or two and took most of the CPU (ADR 051); this way a batch takes what came meanwhile.
 */
export const KICK_GAP_MS = 250;

export interface BatchResult {
  /** False: another process holds the worker lock. */
  locked: boolean;
  events: number;
  orders: number;
  /** More is waiting (a full batch was taken). */
  more: boolean;
}

/** Id gaps first seen (id → ms), kept by the caller across batches. */
export type GapMemory = Map<number, number>;

export async function runBatch(
  db: Db,
  opts: { eventLimit?: number; orderLimit?: number; gapWaitMs?: number; gaps?: GapMemory; nowMs?: number } = {},
): Promise<BatchResult> {
  const eventLimit = opts.eventLimit ?? EVENT_BATCH;
  const orderLimit = opts.orderLimit ?? ORDER_BATCH;
  const gaps = opts.gaps ?? new Map<number, number>();
  const nowMs = opts.nowMs ?? Date.now();
  const gapWait = opts.gapWaitMs ?? GAP_WAIT_MS;
  return db.transaction(async (tx) => {
    const { rows: lock } = await tx.execute(sql`select pg_try_advisory_xact_lock(${ADVISORY_NAMESPACE}, ${ADVISORY_KEYS.reports}) as ok`);
    if (!(lock[0] as { ok: boolean }).ok) return { locked: false, events: 0, orders: 0, more: false };
    const cursor = await eventCursor(tx);

    const fetched = await eventsAfter(tx, cursor, eventLimit);
    // Contiguous ids only, unless a gap has been waited for long enough.
    let take = fetched.length;
    let waiting = false;
    let expected = cursor + 1;
    for (let i = 0; i < fetched.length; i++) {
      const id = fetched[i]!.id;
      if (id !== expected) {
        const seen = gaps.get(expected) ?? nowMs;
        gaps.set(expected, seen);
        if (nowMs - seen < gapWait) {
          take = i;
          waiting = true;
          break;
        }
      }
      expected = id + 1;
    }
    const events = fetched.slice(0, take);
    for (const id of gaps.keys()) if (id <= (events.at(-1)?.id ?? cursor)) gaps.delete(id);

    const d = new Deltas();
    const stores = new Set<string>();
    const requeue: string[] = [];
    if (events.length) {
      const keys = new Map(events.map((e) => [sessionKey(e.storeId, e.sessionId), { storeId: e.storeId, sessionId: e.sessionId }]));
      const sessions = await loadSessions(tx, [...keys.values()]);
      for (const e of events) {
        stores.add(e.storeId);
        const orderId = applyEvent(sessions, e, d);
        if (orderId) requeue.push(orderId);
      }
      await saveSessions(tx, sessions.values());
      await tx.execute(sql`update report_cursor set last_event_id = ${events.at(-1)!.id} where id = 1`);
    }
    if (requeue.length) await enqueueOrders(tx, requeue);

    const { rows: queued } = await tx.execute(sql`delete from report_order_queue
      where id in (select id from report_order_queue order by id limit ${orderLimit}) returning order_id`);
    const orderIds = (queued as { order_id: string }[]).map((r) => r.order_id);
    for (const s of await recountOrders(tx, orderIds, d)) stores.add(s);
    await d.write(tx);

    if (stores.size)
      await tx.execute(sql`insert into report_store_state (store_id, processed_through)
        select s::uuid, now() from unnest(${`{${[...stores].sort().join(",")}}`}::text[]) as s
        where exists (select 1 from stores where id = s::uuid)
        on conflict (store_id) do update set processed_through = excluded.processed_through`);
    const more = fetched.length >= eventLimit || orderIds.length >= orderLimit;
    if (!more && !waiting) await tx.execute(sql`update report_cursor set caught_up_at = now() where id = 1`);
    return { locked: true, events: events.length, orders: orderIds.length, more };
  });
}

export async function enqueueOrders(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return;
  await db.execute(sql`insert into report_order_queue (order_id) select unnest(${`{${orderIds.join(",")}}`}::uuid[])`);
}

export interface ReportsWorker {
  /** Look now (the events route and the checkout call it): new data shows within a batch. */
  kick(): void;
  /** Runs batches until nothing is left (or another process holds the lock); the demo start and the tests wait on it. */
  drain(): Promise<void>;
  /** No more batches; resolves once the one running (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * The in-process loop: a kick or the 1 s timer runs batches until caught up. Every process may run one (PostgreSQL);
 * the advisory lock lets one work at a time. It waits for `resumeJobsAfter` (the seeding instance never resolves it).
 */
export function startReportsWorker(deps: Pick<ApiDeps, "db" | "log" | "resumeJobsAfter">, opts: { tickMs?: number; kickGapMs?: number } = {}): ReportsWorker {
  const gaps: GapMemory = new Map();
  const kickGapMs = opts.kickGapMs ?? KICK_GAP_MS;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastPassEnd = -Infinity;
  let pending: NodeJS.Timeout | null = null;

  async function loop() {
    await deps.resumeJobsAfter;
    for (;;) {
      if (stopped) return;
      const r = await runBatch(deps.db, { gaps });
      if (!r.locked || !r.more) break;
    }
  }

  const start = () => {
    again = false;
    running = loop()
      .catch((error) => {
        if (!stopped) deps.log({ level: "error", msg: "report worker batch failed", error: String(error) });
      })
      .finally(() => {
        running = null;
        lastPassEnd = Date.now();
        if (again) kick();
      });
  };

  const kick = () => {
    if (stopped || pending) return;
    if (running) {
      again = true;
      return;
    }
    const wait = lastPassEnd + kickGapMs - Date.now();
    if (wait <= 0) return start();
    pending = setTimeout(() => {
      pending = null;
      if (!stopped && !running) start();
      else if (running) again = true;
    }, wait);
    pending.unref();
  };
  const timer = setInterval(kick, opts.tickMs ?? TICK_MS);
  timer.unref();

  return {
    kick,
    async drain() {
      if (stopped) return;
      // A pass already running may have started before the caller's last write: run one more after it.
      while (running) await running;
      if (pending) clearTimeout(pending);
      pending = null;
      start();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (pending) clearTimeout(pending);
      while (running) await running;
    },
  };
}

/**
 * Runs batches until nothing is left, in the caller's time (the demo start, before it prints its sign-ins; the rebuild
 * command). Nothing else writes meanwhile, so an id gap is a rolled-back insert, never waited for.
 */
export async function drainReports(db: Db): Promise<{ events: number; orders: number }> {
  const total = { events: 0, orders: 0 };
  for (;;) {
    const r = await runBatch(db, { gapWaitMs: 0 });
    total.events += r.events;
    total.orders += r.orders;
    if (!r.locked || !r.more) return total;
  }
}
