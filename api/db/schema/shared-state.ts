// State that several processes on one PostgreSQL share, kept in memory when there is one process (docs/decisions/028-several-processes.md).
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/**
 * A store's cache generation: raised after every change its cached answers (the public feeds) show, and by Clear cache.
 * A process serves a cached answer only while the generation it was made under is still the current one, so a change
 * made through one process is never served stale by another.
 */
export const cacheVersions = pgTable("cache_versions", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Hits of the auth rate limits (api/http/rate-limit.ts) when several processes share the limits: one row per counted
 * hit, `key` a hash of the limit's bucket and key (client address, e-mail), so no address or e-mail is stored.
 * Rows older than the longest window (an hour) are deleted.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_key_at_idx").on(t.key, t.at), index("rate_limit_hits_at_idx").on(t.at)],
);

/** When each periodic sweep last started, and by which process: one process claims each run (api/modules/housekeeping). */
export const housekeepingRuns = pgTable("housekeeping_runs", {
  name: text("name").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  owner: integer("owner"),
});
