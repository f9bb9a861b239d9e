// ADR 052: drizzle's PGlite driver passes its "leave as text" parsers with every query, and PGlite copied its whole
// parser table for each; the client is made with them instead and a query's identical set is dropped.
import { types, type QueryOptions } from "@electric-sql/pglite";
import { PglitePreparedQuery } from "drizzle-orm/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutTextTypeParsers } from "../api/db/pglite-prepared";
import { stores } from "../api/db/schema";
import { startHarness, type Harness } from "./helpers/harness";

/** The options drizzle's PGlite driver passes with a query: `queryConfig` for selects it maps, `rawQueryConfig` for the rest. */
const drizzleConfigs = () =>
  new PglitePreparedQuery(null as never, "select 1", [], null as never, null as never, undefined, undefined, undefined, undefined, false) as unknown as {
    queryConfig: QueryOptions;
    rawQueryConfig: QueryOptions;
  };

describe("drizzle's text-type parsers on PGlite", () => {
  it("drops exactly drizzle's set, so PGlite uses its own table as it is", () => {
    const query = drizzleConfigs();
    for (const config of [query.queryConfig, query.rawQueryConfig]) {
      const stripped = withoutTextTypeParsers(config);
      expect(stripped).not.toHaveProperty("parsers");
      expect(stripped?.rowMode).toBe(config.rowMode);
    }
  });

  it("keeps any other parsers", () => {
    const own = { rowMode: "object" as const, parsers: { [types.INT4]: (value: string) => Number(value) * 2 } };
    expect(withoutTextTypeParsers(own)).toBe(own);
    const more = { parsers: { ...drizzleConfigs().queryConfig.parsers, [types.INT4]: String } };
    expect(withoutTextTypeParsers(more)).toBe(more);
    expect(withoutTextTypeParsers(undefined)).toBeUndefined();
  });
});

describe("values read through drizzle on PGlite", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it("reads dates, times and intervals as drizzle expects them", async () => {
    const { db } = h.database;
    const { rows } = await db.execute<Record<string, unknown>>(
      sql`select '2026-03-08 10:30:00+00'::timestamptz as at, '2026-03-08'::date as day, '1 day 02:00:00'::interval as span, 2.50::numeric as amount, 7::int as n`,
    );
    expect(rows[0]).toMatchObject({ day: "2026-03-08", span: "1 day 02:00:00", n: 7 });
    expect(new Date(String(rows[0]!.at)).toISOString()).toBe("2026-03-08T10:30:00.000Z");
    const { storeId } = await h.owner();
    const [store] = await db.select({ createdAt: stores.createdAt }).from(stores).where(eq(stores.id, storeId));
    expect(store!.createdAt).toBeInstanceOf(Date);
  });
});
