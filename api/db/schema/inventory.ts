import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { stores, users } from "./accounts";
import { productVariants } from "./variants";

/**
 * Every stock change of a variant. The unique (store, idempotency key) makes a double submit of the same
 * adjustment land once: the second insert conflicts and the first row's result is returned.
 */
export const inventoryAdjustments = pgTable(
  "inventory_adjustments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    quantityAfter: integer("quantity_after").notNull(),
    reason: text("reason").notNull().default(""),
    idempotencyKey: text("idempotency_key").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("inventory_adjustments_idempotency_uq").on(t.storeId, t.idempotencyKey),
    index("inventory_adjustments_variant_idx").on(t.variantId, t.createdAt.desc().nullsFirst()),
  ],
);
