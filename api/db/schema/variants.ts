import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ProductOption } from "../../../domain/variant";
import { stores } from "./accounts";
import { products } from "./products";

/** A product's options (up to 3 names with values), in its own table so `products` stays as it is. */
export const productOptions = pgTable("product_options", {
  productId: uuid("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  storeId: uuid("store_id")
    .notNull()
    .references(() => stores.id, { onDelete: "cascade" }),
  options: jsonb("options")
    .$type<ProductOption[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money is numeric(14,2), read as a JS number: VND needs no minor unit, other currencies get cents.
 * Unused option slots hold '' (not NULL), so the unique index on the combination catches duplicates.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    option1: text("option1").notNull().default(""),
    option2: text("option2").notNull().default(""),
    option3: text("option3").notNull().default(""),
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    compareAtPrice: numeric("compare_at_price", { precision: 14, scale: 2, mode: "number" }),
    /** What one item costs the merchant (ADR 044): null when not known; customers never see it. */
    cost: numeric("cost", { precision: 14, scale: 2, mode: "number" }),
    sku: text("sku").notNull().default(""),
    barcode: text("barcode").notNull().default(""),
    inventoryQuantity: integer("inventory_quantity").notNull().default(0),
    weight: numeric("weight", { precision: 12, scale: 3, mode: "number" }).notNull().default(0),
    weightUnit: text("weight_unit", { enum: ["kg", "g", "lb", "oz"] })
      .notNull()
      .default("kg"),
    imagePath: text("image_path"),
    position: integer("position").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_variants_combination_uq").on(t.productId, t.option1, t.option2, t.option3),
    uniqueIndex("product_variants_store_sku_uq")
      .on(t.storeId, t.sku)
      .where(sql`${t.sku} <> ''`),
    index("product_variants_product_position_idx").on(t.productId, t.position, t.id),
    check("product_variants_weight_unit_ck", sql`${t.weightUnit} in ('kg', 'g', 'lb', 'oz')`),
  ],
);
