// Migration 0052 (ADR 081): a notification read before it, when `read_at` was the row's, stays read for every member of
// its store who could see it (a personal row: only its user), with the old read time; an unread one stays unread for all.
// Migrates a database to 0051, writes rows the old way, then runs the real migrations to the end. PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { createScratchDatabase } from "../helpers/scratch-database";

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../api/db/migrations");
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backroom-migrations-"));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** A database and a way to migrate it up to a folder's journal. */
async function openRaw(): Promise<{ query: Query; migrateTo(folder: string): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "backroom_migr");
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    cleanups.push(async () => {
      await pool.end();
      await scratch.drop();
    });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      migrateTo: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    };
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  cleanups.push(() => client.close());
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    migrateTo: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
  };
}

it("carries each read notification to every member who could see it, and drops the row's read_at", { timeout: 120_000 }, async () => {
  const db = await openRaw();
  await db.migrateTo(migrationsBefore("0052_notification_reads"));

  const user = async (email: string) => (await db.query(`insert into users (email, password_hash) values ($1, 'x') returning id`, [email]))[0]!.id as string;
  const [owner, clerk, outsider] = [await user("owner@m.test"), await user("clerk@m.test"), await user("outsider@m.test")];
  const store = (await db.query(`insert into stores (name, domain, owner_id) values ('S', 's.shop.test', $1) returning id`, [owner]))[0]!.id as string;
  const elsewhere = (await db.query(`insert into stores (name, domain, owner_id) values ('T', 't.shop.test', $1) returning id`, [outsider]))[0]!.id;
  await db.query(`insert into store_members (store_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'staff'), ($4, $5, 'owner')`, [
    store,
    owner,
    clerk,
    elsewhere,
    outsider,
  ]);
  const readAt = "2026-11-01T08:00:00.000Z";
  const note = async (rows: string, read: boolean, userId: string | null = null) =>
    (
      await db.query(
        `insert into notifications (store_id, user_id, kind, scope, params, read_at) values ($1, $2, 'export_done', 'products', $3, $4) returning id`,
        [store, userId, JSON.stringify({ rows }), read ? readAt : null],
      )
    )[0]!.id as string;
  const storeWideRead = await note("read", true);
  const unread = await note("unread", false);
  const clerksRead = await note("clerk's", true, clerk);

  await db.migrateTo(migrations);

  const reads = await db.query(`select notification_id, user_id, read_at from notification_reads order by notification_id, user_id`);
  const got = reads.map((r) => [r.notification_id, r.user_id, new Date(r.read_at as string).toISOString()]);
  const want = [
    [storeWideRead, owner, readAt],
    [storeWideRead, clerk, readAt],
    [clerksRead, clerk, readAt],
  ].sort((a, b) => (a[0]! + a[1]! < b[0]! + b[1]! ? -1 : 1));
  expect(got).toEqual(want);
  expect(got.some((r) => r[0] === unread)).toBe(false);
  const columns = await db.query(`select column_name from information_schema.columns where table_name = 'notifications' and column_name = 'read_at'`);
  expect(columns).toEqual([]);
});
