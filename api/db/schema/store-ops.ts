import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/**
 * The payment methods an operator assigned to a store (ADR 063): which manual methods its checkout offers and what
 * bank transfer tells the buyer. The fee lives in store_profit_settings (the profit report reads it there). No row =
 * both methods on, no instructions, version 1.
 */
export const storePaymentSettings = pgTable("store_payment_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  codEnabled: boolean("cod_enabled").notNull().default(true),
  bankTransferEnabled: boolean("bank_transfer_enabled").notNull().default(true),
  bankTransferInstructions: text("bank_transfer_instructions").notNull().default(""),
  version: integer("version").notNull().default(2),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where the store's money is paid out (ADR 063). The account number is sealed (api/secret-box.ts) and only its last
 * four characters are kept in the clear. No row = nothing entered, version 1.
 */
export const storePayoutSettings = pgTable("store_payout_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  accountHolder: text("account_holder").notNull(),
  bankName: text("bank_name").notNull(),
  accountNumberSealed: text("account_number_sealed").notNull(),
  accountNumberLast4: text("account_number_last4").notNull(),
  branch: text("branch").notNull().default(""),
  swiftCode: text("swift_code").notNull().default(""),
  version: integer("version").notNull().default(2),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The store's outbound HTTP proxy for its integrations (ADR 063); the password is sealed. No row = off, version 1.
 */
export const storeProxySettings = pgTable("store_proxy_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  url: text("url").notNull().default(""),
  username: text("username").notNull().default(""),
  passwordSealed: text("password_sealed"),
  version: integer("version").notNull().default(2),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
