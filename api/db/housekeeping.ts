// The database housekeeping PGlite lacks (ADR 086): it runs no autovacuum and no autoanalyze, so the tables updated
// and deleted from all day (the report queue and rollups, checkouts, stock, sessions, jobs, the outbox…) kept every dead
// row version, and the planner kept the statistics of empty tables. This loop does autovacuum's work, one table at a
// time, on autovacuum's own thresholds, and only while no request is being served: PGlite runs inside this process
// and a VACUUM holds everything (the event loop included) until it is done.
import type { Db } from "./client";
import { maintainTable, readTableStats, type TableStats } from "./table-stats";

/** PostgreSQL's defaults, under their settings' names: VACUUM when dead rows pass 50 + 20 % of the table's rows. */
export const AUTOVACUUM_VACUUM_THRESHOLD = 50;
export const AUTOVACUUM_VACUUM_SCALE_FACTOR = 0.2;
/** ANALYZE when rows inserted, updated or deleted since the last one pass 50 + 10 % of the table's rows. */
export const AUTOVACUUM_ANALYZE_THRESHOLD = 50;
export const AUTOVACUUM_ANALYZE_SCALE_FACTOR = 0.1;
/** How often the statistics are read when nothing is due (autovacuum_naptime). */
export const AUTOVACUUM_NAPTIME_MS = 60_000;
/**
 * PGlite's counters start from zero at each start (api/db/table-stats.ts): a table that grew past its pages at the last
 * VACUUM or ANALYZE by this share, and at least GROWN_MIN_PAGES, is analyzed, which also counts its dead rows again.
 */
export const GROWN_SCALE_FACTOR = 0.1;
export const GROWN_MIN_PAGES = 8;
/**
 * How long the server must have gone without a request (and have none in flight) before a chore, by what it costs: a
 * VACUUM or ANALYZE reads the table and its indexes (a VACUUM after the first skips the pages it saw all-visible; an
 * ANALYZE reads at most 30,000 pages). Measured on PGlite, 2 CPUs (bench/housekeeping-vacuum.bench.ts): the report
 * queue after 100,000 orders with no VACUUM ever, 4 MB: 19-28 ms; a month's product rollups, 30,000 rows updated 20
 * times, 10.6 MB: 44-113 ms; storefront_events, 1M rows, 258 MB: ANALYZE 272-566 ms, VACUUM 183-757 ms, 0.5-1.1 s with
 * a quarter of its rows deleted (ADR 086). A request that arrives meanwhile waits that long.
 */
export const SMALL_TABLE_BYTES = 8 * 1024 * 1024;
export const SMALL_TABLE_QUIET_MS = 1_000;
export const QUIET_MS = 5_000;
/** A table above this is vacuumed only after a long quiet; its ANALYZE (bounded, above) after QUIET_MS. */
export const BIG_TABLE_BYTES = 64 * 1024 * 1024;
export const BIG_TABLE_QUIET_MS = 60_000;
/** When more tables could be done, the next pass comes this soon (each pass still waits for its quiet). */
export const NEXT_TABLE_MS = 1_000;
/**
 * A table just vacuumed or analyzed is left alone for AUTOVACUUM_NAPTIME_MS (one whose dead rows stay, say skipped on
 * a shared PostgreSQL, is not taken again every second); one whose VACUUM or ANALYZE failed, for this long.
 */
export const FAILED_RETRY_MS = 60 * 60_000;

export interface Chore {
  table: TableStats;
  action: "vacuum" | "analyze";
  /** How far past its threshold (1 = at it): the most overdue goes first. */
  urgency: number;
  /** Milliseconds without requests it waits for. */
  quietMs: number;
}

/** What one table needs, if anything, by autovacuum's rules (pure). */
export function choreFor(t: TableStats): Chore | null {
  const rows = Math.max(0, t.reltuples); // -1: never vacuumed or analyzed
  const quiet = t.totalBytes <= SMALL_TABLE_BYTES ? SMALL_TABLE_QUIET_MS : QUIET_MS;
  const vacuumAt = AUTOVACUUM_VACUUM_THRESHOLD + AUTOVACUUM_VACUUM_SCALE_FACTOR * rows;
  if (t.deadTuples > vacuumAt)
    return { table: t, action: "vacuum", urgency: t.deadTuples / vacuumAt, quietMs: t.totalBytes > BIG_TABLE_BYTES ? BIG_TABLE_QUIET_MS : quiet };
  const analyzeAt = AUTOVACUUM_ANALYZE_THRESHOLD + AUTOVACUUM_ANALYZE_SCALE_FACTOR * rows;
  if (t.modifiedSinceAnalyze > analyzeAt) return { table: t, action: "analyze", urgency: t.modifiedSinceAnalyze / analyzeAt, quietMs: quiet };
  const grownAt = Math.max(t.relpages * (1 + GROWN_SCALE_FACTOR), t.relpages + GROWN_MIN_PAGES);
  if (t.pages > grownAt || (t.reltuples < 0 && t.pages > 0)) return { table: t, action: "analyze", urgency: 1, quietMs: quiet };
  return null;
}

/**
 * The one chore to run after `quietMs` without requests: the most overdue of those whose quiet has come; `more` counts
 * the others that could run now too, `waiting` those due that wait for a longer quiet (`waitingQuietMs`: the shortest).
 */
export function nextChore(
  stats: readonly TableStats[],
  quietMs: number,
  resting: ReadonlySet<string> = new Set(),
): { chore: Chore | null; more: number; waiting: number; waitingQuietMs: number } {
  const due = stats.filter((t) => !resting.has(tableKey(t))).flatMap((t) => choreFor(t) ?? []);
  const allowed = due.filter((c) => c.quietMs <= quietMs).sort((a, b) => b.urgency - a.urgency);
  const waitingQuietMs = Math.min(...due.filter((c) => c.quietMs > quietMs).map((c) => c.quietMs));
  return { chore: allowed[0] ?? null, more: Math.max(0, allowed.length - 1), waiting: due.length - allowed.length, waitingQuietMs };
}

const tableKey = (t: Pick<TableStats, "schema" | "name">) => `${t.schema}.${t.name}`;

export interface PassResult {
  /** busy: a request came within SMALL_TABLE_QUIET_MS (or is in flight); idle: nothing that may run now. */
  outcome: "busy" | "idle" | "ran" | "failed";
  chore?: { table: string; action: Chore["action"]; ms: number };
  /** Other tables that could be done now: the next pass comes soon. */
  more: number;
  /** Tables due that wait for a longer quiet: passes come every SMALL_TABLE_QUIET_MS, reading nothing until it has come. */
  waiting: number;
}

export interface Housekeeping {
  /** One pass now (the tests; the timer runs them otherwise). */
  pass(): Promise<PassResult>;
  /** No more passes; resolves once the running one (if any) is done. */
  stop(): Promise<void>;
}

/**
 * Starts the loop: a pass every AUTOVACUUM_NAPTIME_MS, sooner while tables are due. `quietMs` says how long the server
 * has been without requests (server/request-activity.ts); a pass that finds too little quiet for every due table does
 * nothing, and a busy one does not even read the statistics.
 */
export function startHousekeeping(
  deps: { db: Db; log: (entry: Record<string, unknown>) => void; quietMs: () => number; flushStats?: boolean },
  opts: { timer?: boolean; now?: () => number } = {},
): Housekeeping {
  const now = opts.now ?? Date.now;
  /** Table → until when it is left alone. */
  const restUntil = new Map<string, number>();
  let stopped = false;
  let running: Promise<PassResult> | null = null;
  let timeout: NodeJS.Timeout | null = null;
  /**
   * The last read found only tables waiting for a longer quiet: until it comes (or the naptime is over) a pass does not
   * read the statistics again. The read costs 10-40 ms on PGlite, and a server with a request every few seconds would
   * otherwise pay it in every gap.
   */
  let waitFor: { quietMs: number; until: number; tables: number } | null = null;

  async function pass(): Promise<PassResult> {
    if (deps.quietMs() < SMALL_TABLE_QUIET_MS) return { outcome: "busy", more: 0, waiting: 0 };
    if (waitFor && now() < waitFor.until && deps.quietMs() < waitFor.quietMs) return { outcome: "idle", more: 0, waiting: waitFor.tables };
    waitFor = null;
    for (const [key, until] of restUntil) if (now() >= until) restUntil.delete(key);
    const stats = await readTableStats(deps.db, { flush: deps.flushStats });
    // Reading took a moment: a request that came meanwhile goes first.
    const quiet = deps.quietMs();
    if (quiet < SMALL_TABLE_QUIET_MS) return { outcome: "busy", more: 0, waiting: 0 };
    const { chore, more, waiting, waitingQuietMs } = nextChore(stats, quiet, new Set(restUntil.keys()));
    if (!chore) {
      if (waiting) waitFor = { quietMs: waitingQuietMs, until: now() + AUTOVACUUM_NAPTIME_MS, tables: waiting };
      return { outcome: "idle", more, waiting };
    }
    const table = tableKey(chore.table);
    const start = performance.now();
    try {
      await maintainTable(deps.db, chore.table, chore.action);
    } catch (error) {
      restUntil.set(table, now() + FAILED_RETRY_MS);
      deps.log({ level: "warn", msg: "housekeeping failed", table, action: chore.action, error: String(error) });
      return { outcome: "failed", more, waiting };
    }
    restUntil.set(table, now() + AUTOVACUUM_NAPTIME_MS);
    const ms = Math.round(performance.now() - start);
    const t = chore.table;
    deps.log({ level: "info", msg: "housekeeping", table, action: chore.action, ms, dead: t.deadTuples, modified: t.modifiedSinceAnalyze, rows: t.reltuples });
    return { outcome: "ran", chore: { table, action: chore.action, ms }, more, waiting };
  }

  const runPass = () => {
    const p = pass().finally(() => {
      if (running === p) running = null;
    });
    running = p;
    return p;
  };

  function schedule(ms: number) {
    if (stopped || opts.timer === false) return;
    timeout = setTimeout(() => {
      timeout = null;
      runPass()
        .then((r) =>
          schedule(r.outcome === "busy" ? SMALL_TABLE_QUIET_MS : r.more > 0 ? NEXT_TABLE_MS : r.waiting > 0 ? SMALL_TABLE_QUIET_MS : AUTOVACUUM_NAPTIME_MS),
        )
        .catch((error) => {
          if (!stopped) deps.log({ level: "error", msg: "housekeeping pass failed", error: String(error) });
          schedule(AUTOVACUUM_NAPTIME_MS);
        });
    }, ms);
    timeout.unref();
  }
  schedule(AUTOVACUUM_NAPTIME_MS);

  return {
    pass: async () => {
      while (running) await running.catch(() => {});
      return runPass();
    },
    async stop() {
      stopped = true;
      if (timeout) clearTimeout(timeout);
      while (running) await running.catch(() => {});
    },
  };
}
