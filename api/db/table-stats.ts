// The engine-level SQL of the database housekeeping (api/db/housekeeping.ts, ADR 086): what the cumulative statistics
// say of each table, and the VACUUM or ANALYZE of one table.
import { sql } from "drizzle-orm";
import type { Db } from "./client";

export type TableStats = {
  schema: string;
  name: string;
  /** Dead row versions since the last VACUUM (pg_stat_user_tables; ANALYZE also refreshes it from its sample). */
  deadTuples: number;
  /** Rows inserted, updated or deleted since the last ANALYZE. */
  modifiedSinceAnalyze: number;
  /** The planner's row count, as of the last VACUUM or ANALYZE; -1 if neither ever ran. */
  reltuples: number;
  /** The table's pages as of the last VACUUM or ANALYZE. */
  relpages: number;
  /** The table's pages now. */
  pages: number;
  /** What a VACUUM reads, in bytes: the table now, its indexes and TOAST as of their last VACUUM or ANALYZE. */
  totalBytes: number;
};

/**
 * Every user table's counters. PGlite keeps them in memory only: they start from zero at each start (a closed and
 * reopened database reads 0 dead rows), so `pages` against `relpages` tells the growth that came before.
 *
 * A session hands its counts to the shared statistics when it goes idle, at most once a second; PostgreSQL sets a
 * timer for the rest, PGlite has none, so the last statement's counts wait for the next statement. `flush` first asks
 * for them (PostgreSQL 15 or later, which PGlite is).
 */
export async function readTableStats(db: Db, opts: { flush?: boolean } = {}): Promise<TableStats[]> {
  if (opts.flush) await db.execute(sql`select pg_stat_force_next_flush()`);
  // The table's own size is read now; its indexes' and TOAST's are taken as of their last VACUUM or ANALYZE, since
  // reading each file's size (pg_total_relation_size) made this 37 ms rather than 9 with the 101 tables of 2026-11.
  const { rows } = await db.execute<TableStats>(sql`
    select s.schemaname as "schema", s.relname as "name",
      s.n_dead_tup::float8 as "deadTuples", s.n_mod_since_analyze::float8 as "modifiedSinceAnalyze",
      c.reltuples::float8 as "reltuples", c.relpages::float8 as "relpages",
      (pg_relation_size(c.oid) / current_setting('block_size')::int)::float8 as "pages",
      (pg_relation_size(c.oid) + current_setting('block_size')::int * (
        coalesce((select sum(i.relpages) from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = c.oid), 0)
        + coalesce((select t.relpages from pg_class t where t.oid = c.reltoastrelid), 0)))::float8 as "totalBytes"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid`);
  return rows.map((r) => ({
    ...r,
    deadTuples: Number(r.deadTuples),
    modifiedSinceAnalyze: Number(r.modifiedSinceAnalyze),
    reltuples: Number(r.reltuples),
    relpages: Number(r.relpages),
    pages: Number(r.pages),
    totalBytes: Number(r.totalBytes),
  }));
}

/**
 * VACUUM (with ANALYZE) or ANALYZE of one table. SKIP_LOCKED: on a shared PostgreSQL another process (or autovacuum)
 * may be at the same table; this one then leaves it rather than wait.
 */
export async function maintainTable(db: Db, table: Pick<TableStats, "schema" | "name">, action: "vacuum" | "analyze"): Promise<void> {
  const name = sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
  if (action === "vacuum") await db.execute(sql`vacuum (analyze, skip_locked) ${name}`);
  else await db.execute(sql`analyze (skip_locked) ${name}`);
}
