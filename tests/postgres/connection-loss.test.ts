// PostgreSQL only (vitest.config includes tests/postgres when TEST_DATABASE_URL is set): when the server drops idle connections (restart, failover, pg_terminate_backend),
// the process must survive and the next query must get a fresh connection.
import { sql } from "drizzle-orm";
import { adminQuery } from "../helpers/scratch-database";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database } from "../../api/db/client";

const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `backroom_conn_loss_${process.pid}_${Date.now().toString(36)}`;
let database: Database;
const lost: Error[] = [];

const admin = (query: string) => adminQuery(serverUrl, query);

beforeAll(async () => {
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  database = await openDatabase({ databaseUrl: url.toString(), onConnectionError: (e) => lost.push(e) });
});
afterAll(async () => {
  await database?.close();
  await admin(`drop database if exists ${name} with (force)`);
});

it("survives the server terminating its idle connections", async () => {
  const uncaught: unknown[] = [];
  const onUncaught = (e: unknown) => uncaught.push(e);
  process.on("uncaughtException", onUncaught);
  try {
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    const before = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    // pg_terminate_backend only in the select list, over a subquery the planner may not flatten (offset 0): in a WHERE
    // clause it may run before the database filter and end every session on the server, this one's included.
    const result = await admin(`select pg_terminate_backend(pid) as killed from (select pid from pg_stat_activity where datname = '${name}' offset 0) mine`);
    const killed = result.rows.filter((r) => r.killed).length;
    expect(killed).toBeGreaterThan(0);
    // Every killed connection must have reported before the next query, or the pool could hand out a dead one.
    await expect.poll(() => lost.length, { timeout: 5000 }).toBe(killed);
    expect(uncaught).toEqual([]);
    const after = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    expect(after.rows[0].pid).not.toBe(before.rows[0].pid);
  } finally {
    process.off("uncaughtException", onUncaught);
  }
});
