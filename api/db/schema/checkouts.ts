import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RecoverySkipReason } from "../../../domain/abandoned-limits";
import type { CurrencyCode } from "../../../domain/money";
import { stores } from "./accounts";
import { customers, type Address } from "./customers";
import type { ShippingLine } from "./orders";

export interface CheckoutLine {
  variantId: string;
  quantity: number;
}

/** Where the visit came from (storefront events and the checkout keep the same). */
export interface Attribution {
  sessionId?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  country?: string;
}

export interface RecoveryStep {
  channel: "email" | "sms";
  step: number;
  sentAt: string;
  clickedAt?: string;
  /** Sent by staff ("Send recovery e-mail now"): the form's idempotency key, so a resubmitted form sends nothing more. */
  key?: string;
  /** The send failed (ADR 040): when, and the provider's message. */
  failedAt?: string;
  error?: string;
  /** Not sent for a limit on whom the store writes to (ADR 040): why. */
  skipped?: RecoverySkipReason;
}

/**
 * A storefront's checkout, public by its unguessable token. Prices are read from the variants when it is priced and
 * again when it completes; a checkout never completed is an abandoned checkout (once it has a way to reach the buyer).
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    lines: jsonb("lines")
      .$type<CheckoutLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** The buyer's note to the store, when the store takes notes (checkout settings, ADR 060); the order keeps it. */
    note: text("note").notNull().default(""),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    shippingAddress: jsonb("shipping_address").$type<Address | null>(),
    shippingLine: jsonb("shipping_line").$type<ShippingLine | null>(),
    discountCode: text("discount_code"),
    currency: text("currency").$type<CurrencyCode>().notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull().default(0),
    attribution: jsonb("attribution")
      .$type<Attribution>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    recovery: jsonb("recovery")
      .$type<RecoveryStep[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    orderId: uuid("order_id"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("checkouts_token_uq").on(t.token),
    // The abandoned list (ADR 040): a store's checkouts, last touched newest first, open ones and those completed after
    // recovery messages alike (its date range is on the last touch too).
    index("checkouts_store_touched_idx").on(t.storeId, t.updatedAt.desc(), t.id.desc()),
    // The recovery sweep's scan across stores: open checkouts last touched in a window (ADR 040).
    index("checkouts_open_updated_idx")
      .on(t.updatedAt)
      .where(sql`${t.completedAt} is null`),
  ],
);
