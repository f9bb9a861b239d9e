import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ContactMethod, FieldMode } from "../../../domain/checkout-settings";
import { stores } from "./accounts";

/**
 * The store's checkout options (ADR 060): which contact and address fields the storefront checkout asks for. A store
 * without a row has the defaults (domain/checkout-settings.ts) at version 1; the first save inserts it at version 2.
 */
export const checkoutSettings = pgTable("checkout_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  contactMethod: text("contact_method").$type<ContactMethod>().notNull(),
  firstName: text("first_name").$type<FieldMode>().notNull(),
  company: text("company").$type<FieldMode>().notNull(),
  address2: text("address2").$type<FieldMode>().notNull(),
  province: text("province").$type<FieldMode>().notNull(),
  zip: text("zip").$type<FieldMode>().notNull(),
  phone: text("phone").$type<FieldMode>().notNull(),
  orderNotes: boolean("order_notes").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The store's legal policies (ADR 060): sanitised HTML, "" until written; versioned like the checkout options. */
export const storePolicies = pgTable("store_policies", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  refundPolicy: text("refund_policy").notNull().default(""),
  privacyPolicy: text("privacy_policy").notNull().default(""),
  termsOfService: text("terms_of_service").notNull().default(""),
  shippingPolicy: text("shipping_policy").notNull().default(""),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
