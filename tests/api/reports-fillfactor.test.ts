// Rollup pages keep room for their rows' next versions (ADR 084, migration 0053): the worker adds to the same rows
// batch after batch, and with room on the page each update is a HOT update pruned in place, so the table stays its
// size without a VACUUM (PGlite runs none). Without it, the month table below grew about tenfold.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Deltas, TABLES } from "../../api/modules/reports/rollup";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await h.reports.stop();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const pagesOf = async (table: string) =>
  Number((await h.database.db.execute<{ n: string }>(sql`select (pg_relation_size(${table}::regclass) / 8192)::text as n`)).rows[0]!.n);

it("gives every rollup table a fillfactor with room for updates", async () => {
  const tables = Object.values(TABLES).map((t) => t.table);
  const { rows } = await h.database.db.execute<{ relname: string; reloptions: string[] | null }>(
    sql`select relname, reloptions from pg_class where relname = any(${`{${tables.join(",")}}`}::text[])`,
  );
  expect(rows.map((r) => r.relname).sort()).toEqual([...tables].sort());
  for (const r of rows) {
    const ff = Number((r.reloptions ?? []).find((o) => o.startsWith("fillfactor="))?.split("=")[1] ?? 100);
    expect(ff, r.relname).toBeLessThanOrEqual(70);
  }
});

it("keeps the month's product rows on their pages through a hundred batches of updates", async () => {
  const owner = await h.owner();
  const products = Array.from({ length: 400 }, () => randomUUID());
  const bucket = "2026-11-15T10:00:00.000Z";
  const batch = async () => {
    const d = new Deltas();
    for (const p of products) d.add("product", [owner.storeId, bucket, p], { page_views: 1, orders: 1, sales_minor: 1000 });
    await h.database.db.transaction((tx) => d.write(tx));
  };
  await batch();
  const first = await pagesOf("report_product_m");
  for (let i = 0; i < 100; i++) await batch();
  const { rows } = await h.database.db.execute<{ v: string }>(
    sql`select sum(page_views)::text as v from report_product_m where store_id = ${owner.storeId} and month = '2026-11-01T00:00:00Z'`,
  );
  expect(Number(rows[0]!.v)).toBe(101 * products.length);
  expect(await pagesOf("report_product_m"), `pages after 101 batches (${first} after the first)`).toBeLessThanOrEqual(first * 3);
});
