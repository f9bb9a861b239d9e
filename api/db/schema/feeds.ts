import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { FeedMapping } from "../../../domain/feed";
import { stores } from "./accounts";
import { collections } from "./collections";

export const productFeeds = pgTable(
  "product_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    selection: text("selection", { enum: ["all", "published", "collection"] })
      .notNull()
      .default("all"),
    // A deleted collection leaves the feed empty rather than deleting the merchant's feed settings.
    collectionId: uuid("collection_id").references(() => collections.id, { onDelete: "set null" }),
    googleCategoryId: integer("google_category_id"),
    mapping: jsonb("mapping").$type<FeedMapping>().notNull(),
    // The unguessable part of the public XML URL: Google fetches it without signing in.
    token: text("token").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_feeds_token_uq").on(t.token),
    index("product_feeds_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
