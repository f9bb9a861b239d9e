import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";
import { products } from "./products";

/**
 * SPEC §3 Image: src (the storage path), alt, alt_text (both default to the file name), fullPath, _id, size.
 * `kind` = 'video' holds an embed URL (SPEC §5: video-site URLs are converted to embed form) in `src`.
 * Order is `position` (0-based, dense); the first image is the product's cover.
 */
export const productImages = pgTable(
  "product_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    kind: text("kind", { enum: ["image", "video"] })
      .notNull()
      .default("image"),
    src: text("src").notNull(),
    alt: text("alt").notNull().default(""),
    altText: text("alt_text").notNull().default(""),
    fullPath: text("full_path").notNull().default(""),
    size: integer("size").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("product_images_product_position_idx").on(t.productId, t.position),
    // The theme editor's picker lists a store's images newest first (ADR 074).
    index("product_images_store_created_idx").on(t.storeId, t.createdAt),
  ],
);
