// The PGlite housekeeping (api/db/housekeeping.ts, ADR 086): autovacuum's work, one table a pass, only when no request
// is being served. On a real in-memory PGlite whatever TEST_DATABASE_URL says: PGlite is the database it is for.
import fs from "node:fs";
import fsp from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../api/db/client";
import {
  BIG_TABLE_BYTES,
  BIG_TABLE_QUIET_MS,
  choreFor,
  nextChore,
  QUIET_MS,
  SMALL_TABLE_BYTES,
  SMALL_TABLE_QUIET_MS,
  startHousekeeping,
  type Housekeeping,
} from "../../api/db/housekeeping";
import { readTableStats, type TableStats } from "../../api/db/table-stats";
import { loadConfig } from "../../config";
import { requestActivity } from "../../server/request-activity";
import { PGLITE_TEMPLATE_ENV } from "../helpers/pglite-template.setup";

let database: Database;
let housekeeping: Housekeeping;
const logs: Record<string, unknown>[] = [];
let clock = 1_000_000;
const activity = requestActivity({ now: () => clock });

beforeAll(async () => {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  const template = file ? new Blob([await fsp.readFile(file)]) : undefined;
  database = await openDatabase({ dataDir: "memory://", template });
  housekeeping = startHousekeeping(
    { db: database.db, log: (e) => logs.push(e), quietMs: activity.quietMs, flushStats: true },
    { timer: false, now: () => clock },
  );
  // What the migrations left (tables never analyzed) is done first, so each test sees only its own table due.
  clock += QUIET_MS;
  for (let i = 0; i < 500 && (await housekeeping.pass()).outcome !== "idle"; i++);
}, 120_000);
afterAll(async () => {
  await housekeeping?.stop();
  await database?.close();
});

const db = () => database.db;
/** Moves the clock past every table's rest after its last chore, and past the quiet the loop waits for. */
const later = () => (clock += 3_600_000);
const statsOf = async (table: string) => {
  await db().execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = await db().execute<{ dead: number; vacuums: number; analyzes: number; pages: number; reltuples: number }>(sql`
    select s.n_dead_tup::int as dead, s.vacuum_count::int as vacuums, s.analyze_count::int as analyzes,
      (pg_relation_size(s.relid) / 8192)::int as pages, c.reltuples::float8 as reltuples
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = ${table}`);
  return rows[0]!;
};
/** A report queue's day: orders queued, then taken by the worker (insert, then delete), as api/modules/reports/worker.ts. */
const churnQueue = async (orders: number) => {
  for (let done = 0; done < orders; done += 200) {
    await db().execute(sql`insert into report_order_queue (order_id) select gen_random_uuid() from generate_series(1, 200)`);
    await db().execute(sql`delete from report_order_queue where id in (select id from report_order_queue order by id limit 1000)`);
  }
};

it("vacuums a table bloated by inserts and deletes in one pass, so it stops growing", async () => {
  await churnQueue(4000);
  const bloated = await statsOf("report_order_queue");
  expect(bloated.dead).toBeGreaterThanOrEqual(4000);
  later();
  const r = await housekeeping.pass();
  expect(r.outcome).toBe("ran");
  expect(r.chore).toMatchObject({ table: "public.report_order_queue", action: "vacuum" });
  const after = await statsOf("report_order_queue");
  expect(after.dead).toBe(0);
  expect(after.vacuums).toBe(bloated.vacuums + 1);
  expect(logs.at(-1)).toMatchObject({ level: "info", msg: "housekeeping", table: "public.report_order_queue", action: "vacuum" });

  // Five more days with a pass after each, then one more: the queue stays its size (26 pages here; without the passes
  // the seven days leave 179).
  for (let day = 0; day < 5; day++) {
    await churnQueue(4000);
    later();
    expect((await housekeeping.pass()).chore?.table).toBe("public.report_order_queue");
  }
  await churnQueue(4000);
  expect((await statsOf("report_order_queue")).pages).toBeLessThanOrEqual(bloated.pages);
});

it("analyzes a freshly filled table, so the planner knows its rows", async () => {
  await db().execute(sql`create table house_filled (id int primary key, colour text not null)`);
  await db().execute(sql`insert into house_filled select g, (array['red', 'green', 'blue'])[g % 3 + 1] from generate_series(1, 5000) g`);
  expect((await statsOf("house_filled")).reltuples).toBe(-1);
  later();
  const r = await housekeeping.pass();
  expect(r.chore).toMatchObject({ table: "public.house_filled", action: "analyze" });
  expect((await statsOf("house_filled")).reltuples).toBe(5000);
  const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from pg_stats where tablename = 'house_filled'`);
  expect(rows[0]!.n).toBe(2);
  // Done: later passes take the other tables due (the queue the test above left), never this one again.
  const taken: string[] = [];
  later();
  for (let r = await housekeeping.pass(); r.chore; r = await housekeeping.pass()) taken.push(r.chore.table);
  expect(taken).not.toContain("public.house_filled");
});

it("after a restart, whose counters start from zero, finds a bloated table by its growth", async () => {
  await db().execute(sql`create table house_restart (id int primary key, n int not null)`);
  await db().execute(sql`insert into house_restart select g, 0 from generate_series(1, 2000) g`);
  await db().execute(sql`analyze house_restart`);
  for (let i = 0; i < 3; i++) await db().execute(sql`update house_restart set n = n + 1`);
  // A restart: the same data in a new PGlite.
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  const restarted = await openDatabase({ dataDir: "memory://", template: dump });
  const again = startHousekeeping({ db: restarted.db, log: () => {}, quietMs: () => 3_600_000, flushStats: true }, { timer: false, now: () => clock });
  try {
    const before = (await readTableStats(restarted.db, { flush: true })).find((t) => t.name === "house_restart")!;
    expect(before.deadTuples).toBe(0);
    const taken: string[] = [];
    for (let i = 0; i < 50 && !taken.includes("public.house_restart vacuum"); i++) {
      later();
      const r = await again.pass();
      if (r.chore) taken.push(`${r.chore.table} ${r.chore.action}`);
    }
    expect(taken.filter((c) => c.startsWith("public.house_restart"))).toEqual(["public.house_restart analyze", "public.house_restart vacuum"]);
  } finally {
    await again.stop();
    await restarted.close();
    await db().execute(sql`drop table house_restart`); // the tests below see only their own table due
  }
});

describe("the idle rule", () => {
  let server: ReturnType<express.Express["listen"]>;
  let url = "";
  let release: () => void = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(activity.middleware);
    app.get("/held", async (_req, res) => {
      await new Promise<void>((resolve) => (release = resolve));
      res.json({ ok: true });
    });
    app.get("/quick", async (_req, res) => {
      await db().execute(sql`select 1`);
      res.json({ ok: true });
    });
    app.get("/health", (_req, res) => res.json({ ok: true }));
    await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", resolve)));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("runs nothing while a request is in flight or one came within SMALL_TABLE_QUIET_MS (a small table), then it", async () => {
    await db().execute(sql`create table house_updated (id int primary key, n int not null)`);
    await db().execute(sql`insert into house_updated select g, 0 from generate_series(1, 2000) g`);
    later();
    expect((await housekeeping.pass()).chore).toMatchObject({ table: "public.house_updated", action: "analyze" });
    for (let i = 0; i < 3; i++) await db().execute(sql`update house_updated set n = n + 1`);
    const before = await statsOf("house_updated");
    expect(before.dead).toBeGreaterThan(1000);
    later();

    const held = fetch(`${url}/held`);
    await new Promise((r) => setTimeout(r, 100));
    clock += 10 * QUIET_MS; // however long it has been running
    expect(await housekeeping.pass()).toMatchObject({ outcome: "busy" });
    release();
    await held;

    for (let i = 0; i < 5; i++) {
      await fetch(`${url}/quick`);
      clock += SMALL_TABLE_QUIET_MS / 2;
      expect(await housekeeping.pass()).toMatchObject({ outcome: "busy" });
    }
    expect((await statsOf("house_updated")).vacuums).toBe(before.vacuums);

    // A load balancer's /health does not count as a request.
    await fetch(`${url}/health`);
    clock += SMALL_TABLE_QUIET_MS / 2; // SMALL_TABLE_QUIET_MS since the last /quick
    expect((await housekeeping.pass()).chore).toMatchObject({ table: "public.house_updated", action: "vacuum" });
    expect(await statsOf("house_updated")).toMatchObject({ dead: 0, vacuums: before.vacuums + 1 });
  });

  it("leaves a table above SMALL_TABLE_BYTES for QUIET_MS, then vacuums it", async () => {
    await db().execute(sql`create table house_medium (id int primary key, pad text not null)`);
    await db().execute(sql`insert into house_medium select g, repeat('x', 150) from generate_series(1, 60000) g`);
    await db().execute(sql`analyze house_medium`);
    await db().execute(sql`delete from house_medium where id % 2 = 0`);
    later();
    await fetch(`${url}/quick`);
    clock += SMALL_TABLE_QUIET_MS;
    expect(await housekeeping.pass()).toMatchObject({ outcome: "idle", waiting: 1 });
    clock += QUIET_MS - SMALL_TABLE_QUIET_MS - 1;
    expect(await housekeeping.pass()).toMatchObject({ outcome: "idle", waiting: 1 });
    clock += 1;
    expect((await housekeeping.pass()).chore).toMatchObject({ table: "public.house_medium", action: "vacuum" });
    expect((await statsOf("house_medium")).dead).toBe(0);
  });
});

describe("choosing the table", () => {
  const table = (over: Partial<TableStats>): TableStats => ({
    schema: "public",
    name: "t",
    deadTuples: 0,
    modifiedSinceAnalyze: 0,
    reltuples: 1000,
    relpages: 10,
    pages: 10,
    totalBytes: 80 * 1024,
    ...over,
  });

  it("follows autovacuum's thresholds: 50 + 20 % of the rows dead, 50 + 10 % changed", () => {
    expect(choreFor(table({ deadTuples: 250 }))).toBeNull();
    expect(choreFor(table({ deadTuples: 251 }))?.action).toBe("vacuum");
    expect(choreFor(table({ modifiedSinceAnalyze: 150 }))).toBeNull();
    expect(choreFor(table({ modifiedSinceAnalyze: 151 }))?.action).toBe("analyze");
    // Counters lost at a restart: a table grown past its last known pages is analyzed (which counts its dead rows).
    expect(choreFor(table({ pages: 18 }))).toBeNull();
    expect(choreFor(table({ pages: 19 }))?.action).toBe("analyze");
    expect(choreFor(table({ reltuples: -1, relpages: 0, pages: 1 }))?.action).toBe("analyze");
  });

  it("waits longer for a bigger table, vacuums a big one only after a long quiet, and takes the most overdue first", () => {
    const small = table({ name: "small", deadTuples: 300 });
    const medium = table({ name: "medium", deadTuples: 1000, totalBytes: SMALL_TABLE_BYTES + 1 });
    const big = table({ name: "big", deadTuples: 1_000_000, reltuples: 1_000_000, totalBytes: BIG_TABLE_BYTES + 1 });
    expect(nextChore([big, medium, small], SMALL_TABLE_QUIET_MS - 1)).toMatchObject({ chore: null, waiting: 3 });
    expect(nextChore([big, medium, small], SMALL_TABLE_QUIET_MS)).toMatchObject({ chore: { table: { name: "small" } }, more: 0, waiting: 2 });
    expect(nextChore([big, medium, small], QUIET_MS)).toMatchObject({ chore: { table: { name: "medium" } }, more: 1, waiting: 1 });
    expect(nextChore([big, medium, small], BIG_TABLE_QUIET_MS)).toMatchObject({ chore: { table: { name: "big" } }, more: 2, waiting: 0 });
    expect(nextChore([big, medium, small], BIG_TABLE_QUIET_MS, new Set(["public.big"]))).toMatchObject({ chore: { table: { name: "medium" } } });
    // A big table's ANALYZE reads a bounded sample: the ordinary quiet does.
    const grown = table({ name: "big", modifiedSinceAnalyze: 200_000, reltuples: 1_000_000, totalBytes: BIG_TABLE_BYTES + 1 });
    expect(nextChore([grown], QUIET_MS).chore?.action).toBe("analyze");
  });
});

describe("the DB_HOUSEKEEPING setting", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backroom-config-house-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const load = (vars: Record<string, string>) => loadConfig({ NODE_ENV: "test", DATA_DIR: dir, ...vars }).dbHousekeeping;

  it("is on with PGlite and off with PostgreSQL unless set", () => {
    expect(load({})).toBe(true);
    expect(load({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x" })).toBe(false);
    expect(load({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x", DB_HOUSEKEEPING: "on" })).toBe(true);
    expect(load({ DB_HOUSEKEEPING: "off" })).toBe(false);
  });
});
