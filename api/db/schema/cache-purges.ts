import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores, users } from "./accounts";

/** Every cache purge asked for (POST /stores/cloudflare/clearCacheUrls | clearCache), and what the provider answered. */
export const cachePurges = pgTable(
  "cache_purges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    scope: text("scope", { enum: ["urls", "all"] }).notNull(),
    urls: jsonb("urls").$type<string[]>().notNull().default([]),
    provider: text("provider").notNull().default("local"),
    status: text("status").notNull().default("done"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cache_purges_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst())],
);
