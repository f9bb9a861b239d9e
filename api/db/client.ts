import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import pg from "pg";
import { ADVISORY_KEYS, ADVISORY_NAMESPACE } from "./instance";
import { textTypeParsers, usePreparedStatements } from "./pglite-prepared";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers when the database does (the health endpoint). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * PGlite (embedded) by default: `dataDir` on disk, or in memory when `dataDir` is "memory://".
 * PostgreSQL when `databaseUrl` is given. Migrations are applied before this returns.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | null;
  dataDir?: string;
  /** An idle PostgreSQL connection broke (server restart, failover, admin kill); the pool replaces it on next use. */
  onConnectionError?: (error: Error) => void;
  /**
   * PostgreSQL only: false skips the migrations (the workers of a WEB_CONCURRENCY start: their primary has run them).
   * PGlite always migrates: one process per directory (ADR 005).
   */
  migrate?: boolean;
  /**
   * PGlite in memory only: start from this dump of a migrated database (`dumpPgliteTemplate`) rather than an empty
   * one. The migrations still run and find nothing to do. The tests open a database per file; migrating each costs
   * 2-5 s, restoring a dump about 0.6 s.
   */
  template?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Without a listener, an idle client's error is re-thrown by the pool and kills the process.
    pool.on("error", opts.onConnectionError ?? ((error) => console.error(`database: idle connection lost (${error.message})`)));
    const db = drizzlePg(pool, { schema });
    try {
      if (opts.migrate !== false) await migrateOnce(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: "postgres", ping: () => ping(db), close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? "memory://";
  const release = dataDir.startsWith("memory://") ? () => {} : acquireDirectoryLock(dataDir);
  try {
    // pg_trgm backs the products search index (migration 0003).
    const inMemory = dataDir.startsWith("memory://");
    const client = await PGlite.create(inMemory ? undefined : dataDir, {
      extensions: { pg_trgm },
      parsers: textTypeParsers,
      loadDataDir: inMemory ? opts.template : undefined,
    });
    usePreparedStatements(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      ping: () => ping(db),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** A migrated, empty in-memory database as a dump: the `template` of `openDatabase`. */
export async function dumpPgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    return await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

/**
 * Several nodes starting at once on one PostgreSQL would each apply the same migration (drizzle's migrator takes no
 * lock): the first to get this advisory lock migrates, the others then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  const key = [ADVISORY_NAMESPACE, ADVISORY_KEYS.migrations];
  try {
    await client.query("select pg_advisory_lock($1, $2)", key);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1, $2)", key).catch(() => {});
    client.release();
  }
}

async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export class DatabaseLockedError extends Error {}

/**
 * PGlite allows one process per data directory; a second one corrupts it.
 * A lock file holding our pid refuses a second server; a stale lock (dead pid) is taken over.
 */
function acquireDirectoryLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "backroom.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(lockPath, "utf8"));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(
          `The database directory ${dataDir} is in use by another Backroom process (pid ${pid}). ` +
            `Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
