import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/**
 * URL redirects (ADR 066): a store path answered with 301 to `target`. `path_key` is the path's comparison form
 * (canonical percent-encoding, lower-cased): one redirect per key per store, and the storefront's lookup is one probe of
 * that unique index. `target_key` is the same form of a target that is a store path (null for a URL): the chain checks.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    pathKey: text("path_key").notNull(),
    target: text("target").notNull(),
    targetKey: text("target_key"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("redirects_store_path_key_idx").on(t.storeId, t.pathKey),
    index("redirects_store_target_key_idx").on(t.storeId, t.targetKey),
    index("redirects_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
