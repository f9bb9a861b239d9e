import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/** SPEC §3's funnel actions as the storefront reports them; analytics (issue 10) rolls them up. */
export const STOREFRONT_EVENT_KINDS = ["view_content", "add_to_cart", "reached_checkout", "session_converted"] as const;

export const storefrontEvents = pgTable(
  "storefront_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: STOREFRONT_EVENT_KINDS }).notNull(),
    sessionId: text("session_id").notNull(),
    productId: uuid("product_id"),
    variantId: uuid("variant_id"),
    orderId: uuid("order_id"),
    referrer: text("referrer").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    country: text("country").notNull().default(""),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("storefront_events_store_time_idx").on(t.storeId, t.occurredAt),
    // The report worker finds the session an order converted in (its UTM), and a store's rebuild replays its events.
    index("storefront_events_order_idx")
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index("storefront_events_store_id_idx").on(t.storeId, t.id),
  ],
);
