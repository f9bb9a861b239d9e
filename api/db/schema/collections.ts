import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Condition } from "../../../domain/collection";
import { stores } from "./accounts";
import { products } from "./products";

export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    handle: text("handle").notNull(),
    description: text("description").notNull().default(""),
    published: boolean("published").notNull().default(true),
    type: text("type", { enum: ["manual", "smart"] })
      .notNull()
      .default("manual"),
    // Smart rules, evaluated against products in SQL at read time so membership follows product edits.
    conditions: jsonb("conditions")
      .$type<Condition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    match: text("match", { enum: ["all", "any"] })
      .notNull()
      .default("all"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("collections_store_handle_uq").on(t.storeId, t.handle),
    index("collections_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Membership of manual collections, in the merchant's order. Smart collections have no rows here. */
export const collectionProducts = pgTable(
  "collection_products",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index("collection_products_order_idx").on(t.collectionId, t.position),
    index("collection_products_product_idx").on(t.productId),
  ],
);
