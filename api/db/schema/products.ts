import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

export const products = pgTable("products", {
  id: uuid("id").primaryKey().defaultRandom(),
  storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  handle: text("handle").notNull(),
  description: text("description").notNull().default(""),
  published: boolean("published").notNull().default(true),
  tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  productType: text("product_type").notNull().default(""),
  vendor: text("vendor").notNull().default(""),
  collectionIds: uuid("collection_ids").array().notNull().default(sql`'{}'::uuid[]`),
  optionsTemplate: text("options_template"),
  // Lower-cased title + handle + vendor + type + tags, for the list's search box.
  searchText: text("search_text").notNull().default(""),
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("products_store_handle_uq").on(t.storeId, t.handle),
  // The list's default order, per tab: newest first, id as the tie-breaker.
  index("products_store_published_created_idx").on(t.storeId, t.published, t.createdAt.desc(), t.id.desc()),
  index("products_store_created_idx").on(t.storeId, t.createdAt.desc(), t.id.desc()),
  index("products_tags_gin").using("gin", t.tags),
]);
