import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/** A postal address as orders, checkouts and customers keep it; `countryCode` is SPEC §3's two-letter code. */
export interface Address {
  firstName: string;
  lastName: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  province?: string;
  zip?: string;
  countryCode: string;
  phone?: string;
}

/** One customer per e-mail per store (case-insensitive); checkouts attach to it. Totals kept by the order flow. */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    acceptsMarketing: boolean("accepts_marketing").notNull().default(false),
    tags: jsonb("tags")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text("note").notNull().default(""),
    addresses: jsonb("addresses")
      .$type<Address[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The default address's country, kept apart for the list's country filter. */
    countryCode: text("country_code").notNull().default(""),
    ordersCount: integer("orders_count").notNull().default(0),
    amountSpentMinor: bigint("amount_spent_minor", { mode: "number" }).notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_store_email_uq")
      .on(t.storeId, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    index("customers_store_created_idx").on(t.storeId, t.createdAt.desc(), t.id),
    index("customers_store_phone_idx").on(t.storeId, t.phone),
    index("customers_store_spent_idx").on(t.storeId, t.amountSpentMinor),
  ],
);
