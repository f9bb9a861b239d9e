// Shipping zones and taxes (issue 11, ADR 059): the store's settings the checkout prices with.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/** A zone's rate as kept: price in minor units; `min`/`max` in minor units (price) or grams (weight). */
export interface ZoneRate {
  id: string;
  name: string;
  priceMinor: number;
  condition: "none" | "price" | "weight";
  min: number;
  max: number | null;
}

export const shippingZones = pgTable(
  "shipping_zones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    rates: jsonb("rates")
      .$type<ZoneRate[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shipping_zones_store_idx").on(t.storeId, t.createdAt)],
);

/** A zone's countries; the primary key makes a country belong to one zone of a store, even under racing saves. */
export const shippingZoneCountries = pgTable(
  "shipping_zone_countries",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    countryCode: text("country_code").notNull(),
    zoneId: uuid("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.countryCode] }), index("shipping_zone_countries_zone_idx").on(t.zoneId)],
);

/** A country's tax rate (thousandths of a percent) and its regions' overrides. */
export const taxCountries = pgTable(
  "tax_countries",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    countryCode: text("country_code").notNull(),
    rate: integer("rate").notNull(),
    regions: jsonb("regions")
      .$type<{ name: string; rate: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.countryCode] })],
);

/** The store-level tax switch; a store without a row has prices that include tax (version 1). */
export const taxSettings = pgTable("tax_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  pricesIncludeTax: boolean("prices_include_tax").notNull().default(true),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
