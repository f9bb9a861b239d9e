import { bigint, integer, numeric, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/**
 * What an order costs the store besides its goods (ADR 044): the payment provider's fee (a percent of what was paid plus
 * a fixed amount per order) and shipping paid to the carrier per order, in the store's currency's minor units. A store
 * without a row has all of them at 0 (version 0).
 */
export const storeProfitSettings = pgTable("store_profit_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  paymentFeePercent: numeric("payment_fee_percent", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
  paymentFeeFixedMinor: bigint("payment_fee_fixed_minor", { mode: "number" }).notNull().default(0),
  shippingCostPerOrderMinor: bigint("shipping_cost_per_order_minor", { mode: "number" }).notNull().default(0),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
