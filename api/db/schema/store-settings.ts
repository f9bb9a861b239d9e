import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ContactMethod, FieldMode } from "../../../domain/checkout-settings";
import type { WatermarkPosition } from "../../../domain/watermark";
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

/** The online store's preferences (ADR 061): home page SEO and the storefront password; defaults until first saved. */
export const storePreferences = pgTable("store_preferences", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  homeTitle: text("home_title").notNull().default(""),
  homeDescription: text("home_description").notNull().default(""),
  passwordEnabled: boolean("password_enabled").notNull().default(false),
  storefrontPassword: text("storefront_password").notNull().default(""),
  passwordMessage: text("password_message").notNull().default(""),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The store's watermark (ADR 061): the mark image's storage key (one of the store's uploads, so the media sweep keeps
 * it while named here) and how it is laid over product images.
 */
export const storeWatermarks = pgTable("store_watermarks", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  imageKey: text("image_key").notNull().default(""),
  position: text("position").$type<WatermarkPosition>().notNull(),
  opacity: integer("opacity").notNull(),
  size: integer("size").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
