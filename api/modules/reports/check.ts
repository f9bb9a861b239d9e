// The rollups against the raw data (ADR 045): `npm run reports:check` replays each store's events (up to the worker's
// cursor) and recounts its orders with the worker's own functions (rollup.ts), under the worker's advisory lock, so
// nothing moves while it compares. The rebuild (rebuild.ts) writes the same in SQL; this check is how the two agree.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ADVISORY_KEYS, ADVISORY_NAMESPACE } from "../../db/instance";
import {
  applyEvent,
  applyOrder,
  contributionsOf,
  Deltas,
  eventCursor,
  eventsAfter,
  loadFacts,
  TABLES,
  type Executor,
  type SessionState,
  type TableName,
} from "./rollup";
import { drainReports } from "./worker";

export interface Difference {
  storeId: string;
  table: string;
  key: string[];
  column: string;
  rollup: number;
  raw: number;
}

const REPLAY_BATCH = 5000;
const ORDER_BATCH = 1000;
/** About 1M events' sessions (a few hundred MB of JavaScript objects at most) are held at once by a check. */
export const EVENTS_PER_PART = 1_000_000;

async function storeIdsOf(db: Executor, storeId?: string): Promise<string[]> {
  const { rows } = await db.execute(storeId ? sql`select id from stores where id = ${storeId}::uuid` : sql`select id from stores order by id`);
  return (rows as { id: string }[]).map((r) => r.id);
}

/**
 * A store's events up to `throughId`, replayed from nothing: its sessions in parts (by a hash of the session id) of
 * about `eventsPerPart` events each, so a store with tens of millions of events never holds all its sessions at once.
 * Each part's events are added to `deltasOf(part)`, then `done` gets that part's sessions. Answers how many events.
 */
async function replayEvents(
  db: Executor,
  storeId: string,
  throughId: number,
  {
    eventsPerPart,
    deltasOf,
    done,
  }: { eventsPerPart: number; deltasOf: () => Deltas; done?: (sessions: Map<string, SessionState>, d: Deltas) => Promise<void> },
): Promise<number> {
  const { rows } = await db.execute(sql`select count(*) as n from storefront_events where store_id = ${storeId}::uuid and id <= ${throughId}`);
  const total = Number((rows[0] as { n: unknown }).n);
  const of = Math.max(1, Math.ceil(total / eventsPerPart));
  for (let index = 0; index < of; index++) {
    const sessions = new Map<string, SessionState>();
    const d = deltasOf();
    for (let after = 0; ;) {
      const events = await eventsAfter(db, after, REPLAY_BATCH, storeId, throughId, { of, index });
      for (const e of events) applyEvent(sessions, e, d);
      if (events.length < REPLAY_BATCH) break;
      after = events.at(-1)!.id;
    }
    await done?.(sessions, d);
  }
  return total;
}

async function orderIdsOf(db: Executor, storeId: string): Promise<string[]> {
  const { rows } = await db.execute(sql`select id from orders where store_id = ${storeId}::uuid order by id`);
  return (rows as { id: string }[]).map((r) => r.id);
}

const keyOf = (parts: unknown[]) => parts.map((p) => (p instanceof Date ? p.toISOString() : String(p))).join("\u0001");
const normal = (type: string, v: unknown) => (type === "timestamptz" ? new Date(v as string).toISOString() : String(v));

/** Compares every store's rollups (or one's) with its raw orders and events; drains the worker first. */
export async function checkReports(db: Db, storeId?: string, { eventsPerPart = EVENTS_PER_PART } = {}): Promise<{ stores: number; differences: Difference[] }> {
  await drainReports(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_NAMESPACE}, ${ADVISORY_KEYS.reports})`);
    const cursor = await eventCursor(tx);
    const { rows: queued } = await tx.execute(sql`select distinct order_id from report_order_queue`);
    const pending = new Set((queued as { order_id: string }[]).map((r) => r.order_id));
    const differences: Difference[] = [];
    const stores = await storeIdsOf(tx, storeId);
    for (const id of stores) {
      const d = new Deltas();
      await replayEvents(tx, id, cursor, { eventsPerPart, deltasOf: () => d });
      const orderIds = await orderIdsOf(tx, id);
      for (let i = 0; i < orderIds.length; i += ORDER_BATCH) {
        const chunk = orderIds.slice(i, i + ORDER_BATCH);
        const now = await contributionsOf(
          tx,
          chunk.filter((o) => !pending.has(o)),
        );
        // An order still queued counts as the rollups have it until the worker recounts it.
        const facts = await loadFacts(
          tx,
          chunk.filter((o) => pending.has(o)),
        );
        for (const c of [...now.values(), ...facts.values()]) if (c) applyOrder(c, d, 1);
      }
      for (const name of Object.keys(TABLES) as TableName[]) {
        const spec = TABLES[name];
        const { rows } = await tx.execute(sql`select * from ${sql.raw(spec.table)} where store_id = ${id}::uuid`);
        const actual = new Map<string, { key: string[]; v: number[] }>();
        for (const r of rows as Record<string, unknown>[]) {
          const key = spec.keys.map(([c, type]) => normal(type, r[c]));
          actual.set(keyOf(key), { key, v: spec.values.map((c) => Number(r[c] ?? 0)) });
        }
        const expected = new Map([...d.maps[name].values()].map((row) => [keyOf(row.key), row]));
        for (const k of new Set([...actual.keys(), ...expected.keys()])) {
          const a = actual.get(k);
          const e = expected.get(k);
          spec.values.forEach((column, i) => {
            const rollup = a?.v[i] ?? 0;
            const raw = e?.v[i] ?? 0;
            if (rollup !== raw) differences.push({ storeId: id, table: spec.table, key: (a ?? e)!.key, column, rollup, raw });
          });
        }
      }
    }
    return { stores: stores.length, differences };
  });
}
