// Which process runs a piece of background work, and whether that process is still alive (docs/decisions/028-several-processes.md).
import crypto from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import pg from "pg";

/**
 * This process, as the owner of the work it runs: an export or import task, a bulk update, an import's images. A task
 * carries its owner's id (`owner` columns); work whose owner is no live process is "orphaned" (its process crashed, was
 * killed, or stopped) and another process may claim it, atomically, and resume or fail it.
 */
export interface ServerInstance {
  /** This process's mark in `owner` columns. */
  readonly id: number;
  /**
   * True when other processes or nodes may share the database (PostgreSQL): background work must then be claimed, and
   * state kept in memory (rate limits, cache versions) must live in the database instead.
   */
  readonly sharedDatabase: boolean;
  /** SQL condition: the owner named in `column` is no live process (or there is none). */
  orphaned(column: AnyPgColumn | SQL): SQL;
  /** Gives up the claim on life: from then on other processes may take over this one's work. */
  close(): Promise<void>;
}

/** Advisory locks are (namespace, key) pairs; Backroom's namespace keeps them apart from any other application's. */
export const ADVISORY_NAMESPACE = 0x4272_6d00; // "Brm\0"
/** Keys of Backroom's database-wide advisory locks within the namespace (instances use random keys above these). */
export const ADVISORY_KEYS = { migrations: 1, imageClaims: 2, reports: 3 } as const;
const FIRST_INSTANCE_KEY = 1024;
/**
 * With a shared database, how often each process looks for work that a process which has gone (a crash, a dead node)
 * left: bulk updates, CSV tasks, import images. A process that restarts looks at once.
 */
export const ORPHAN_CHECK_EVERY_MS = 30_000;

const randomKey = () => FIRST_INSTANCE_KEY + crypto.randomInt(2 ** 31 - 1 - FIRST_INSTANCE_KEY);

/**
 * PGlite: one process per database (ADR 005), so work owned by anyone but this process was left by one that has
 * stopped. Also what the test harness uses on either database: its API is "the only server", and a test that simulates
 * a restart makes a second instance, which takes everything the first one owned for orphaned.
 */
export function singleProcessInstance(): ServerInstance {
  const id = randomKey();
  return {
    id,
    sharedDatabase: false,
    orphaned: (column) => sql`(${column} is null or ${column} <> ${id})`,
    close: async () => {},
  };
}

/**
 * PostgreSQL, where several processes (WEB_CONCURRENCY) or nodes may share the database: each process holds a
 * session-level advisory lock (namespace, its id) on a connection of its own for as long as it lives. PostgreSQL drops
 * the lock the moment that connection ends, so a crashed or killed process is seen as gone at once, without heartbeats
 * or timeouts, and `pg_locks` tells the live owners. If the connection breaks while the process lives (a database
 * restart), it reconnects and takes its lock again; meanwhile its work may be claimed by another process, so the work
 * that cannot run twice checks its claim as it goes (a bulk update batch locks its job row by owner).
 */
export async function postgresInstance(connectionString: string, log: (entry: Record<string, unknown>) => void = () => {}): Promise<ServerInstance> {
  let id = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  async function hold(): Promise<void> {
    // Named after this process, so `pg_stat_activity` (joined to `pg_locks`) tells which process holds which work.
    const c = new pg.Client({ connectionString, application_name: `backroom-instance-${process.pid}` });
    c.on("error", (error) => {
      // Without a listener a broken idle connection would crash the process (as the pool's, api/db/client.ts).
      if (closed) return;
      log({ level: "warn", msg: "instance lock connection lost; reconnecting", error: error.message });
    });
    c.on("end", () => {
      if (closed || client !== c) return;
      client = null;
      retry = setTimeout(() => void reconnect(1000), 1000);
      retry.unref();
    });
    await c.connect();
    // A fresh id on the first connection; the same id on a reconnect, so the work stamped with it stays this process's.
    for (let attempt = 0; ; attempt++) {
      const key = id || randomKey();
      const { rows } = await c.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [ADVISORY_NAMESPACE, key]);
      if (rows[0]?.ok) {
        id = key;
        break;
      }
      if (id) throw new Error(`the instance lock ${key} is held by another session`);
      if (attempt > 10) throw new Error("no free instance lock");
    }
    client = c;
  }

  async function reconnect(delayMs: number) {
    if (closed) return;
    try {
      await hold();
      log({ level: "info", msg: "instance lock connection restored", instance: id });
    } catch (error) {
      const next = Math.min(delayMs * 2, 30_000);
      log({ level: "warn", msg: "instance lock not restored yet", error: String(error), retryMs: next });
      retry = setTimeout(() => void reconnect(next), next);
      retry.unref();
    }
  }

  await hold();
  return {
    get id() {
      return id;
    },
    sharedDatabase: true,
    orphaned: (column) => sql`(${column} is null or not exists (
      select 1 from pg_locks l
      where l.locktype = 'advisory' and l.granted and l.objsubid = 2
        and l.database = (select oid from pg_database where datname = current_database())
        and l.classid = ${ADVISORY_NAMESPACE}::bigint::oid and l.objid = ${column}::bigint::oid))`,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
