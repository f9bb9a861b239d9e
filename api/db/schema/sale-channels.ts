import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";
import { productFeeds } from "./feeds";

/** A stored secret (ADR 057): AES-256-GCM ciphertext (api/secret-box.ts) and the last four characters the page shows. */
export interface StoredSecret {
  ciphertext: string;
  last4: string;
}

/**
 * A store's connection to one sale channel (ADR 057). No row: never connected (version 1). A disconnect keeps the row,
 * emptied, so its version goes on counting and a page opened before it gets 409.
 */
export const storeSaleChannels = pgTable(
  "store_sale_channels",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    connected: boolean("connected").notNull().default(false),
    /** The non-secret ids by field name (pixel ids, tag ids): what the storefront may print. */
    values: jsonb("values").$type<Record<string, string>>().notNull().default({}),
    /** The secrets by field name: ciphertext only. */
    secrets: jsonb("secrets").$type<Record<string, StoredSecret>>().notNull().default({}),
    feedId: uuid("feed_id").references(() => productFeeds.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    connectedAt: timestamp("connected_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.channel] })],
);
