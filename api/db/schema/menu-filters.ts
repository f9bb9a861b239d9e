import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { FilterCondition } from "../../../domain/menu-filter";
import { stores } from "./accounts";

/**
 * Menu filters (ADR 072): a filter group shown on the store's collection pages, every collection or the
 * `collection_ids` when `scoped`. Its conditions are one JSON document, versioned with the record.
 */
export const menuFilters = pgTable(
  "menu_filters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scoped: boolean("scoped").notNull().default(false),
    collectionIds: uuid("collection_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    conditions: jsonb("conditions")
      .$type<FilterCondition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The list (newest first) and the storefront's read of a store's filters both walk this index.
  (t) => [index("menu_filters_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
