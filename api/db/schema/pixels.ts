import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";
import { products } from "./products";

/** Tracking pixels attached to one product (POST /products/{id}/add-pixels): provider + pixel id. */
export const productPixels = pgTable(
  "product_pixels",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    pixelId: text("pixel_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.provider, t.pixelId] })],
);
