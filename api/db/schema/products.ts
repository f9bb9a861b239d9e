import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    handle: text("handle").notNull(),
    description: text("description").notNull().default(""),
    published: boolean("published").notNull().default(true),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productType: text("product_type").notNull().default(""),
    vendor: text("vendor").notNull().default(""),
    collectionIds: uuid("collection_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    optionsTemplate: text("options_template"),
    // Lower-cased title + handle + vendor + type + tags, for the list's search box.
    searchText: text("search_text").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_store_handle_uq").on(t.storeId, t.handle),
    // The list's default order, per tab: newest first, id as the tie-breaker. NULLS FIRST is what a
    // plain `ORDER BY … DESC` means; an index sorted NULLS LAST would not serve it (the planner sorts instead).
    index("products_store_published_created_idx").on(t.storeId, t.published, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The filter drawer's type and vendor lists read these with a skip scan (see store.ts).
    index("products_store_type_idx").on(t.storeId, t.productType),
    index("products_store_vendor_idx").on(t.storeId, t.vendor),
    index("products_tags_gin").using("gin", t.tags),
    // Keyset walks of a store by id (bulk update batches, exports): a range scan in order, never a sort of the store.
    index("products_store_id_idx").on(t.storeId, t.id),
    // products_search_trgm_idx (GIN, gin_trgm_ops on search_text) lives in the hand-written migration 0003.
  ],
);

/**
 * Per-store product counts by published flag, kept by statement triggers on `products`
 * (migration 0001_product_counts_triggers). The list's total for a tab is one row read
 * instead of a 100k-entry index scan, and it lets deep pages be read from the far end.
 */
export const productCounts = pgTable(
  "product_counts",
  {
    storeId: uuid("store_id").notNull(),
    published: boolean("published").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.published] })],
);

/** Per-store tag usage, kept by the same triggers: the filter drawer's tag list without unnesting every product. */
export const productTagCounts = pgTable(
  "product_tag_counts",
  {
    storeId: uuid("store_id").notNull(),
    tag: text("tag").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.tag] })],
);
