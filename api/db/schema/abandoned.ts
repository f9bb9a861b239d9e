// Abandoned-checkout recovery (ADR 040): each store's schedule of recovery e-mails and SMS, and the messages delivered
// by recipient (for the limits on whom a store writes to).
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { RecoveryChannel, RecoverySchedule } from "../../../domain/abandoned";
import { stores } from "./accounts";
import { checkouts } from "./checkouts";

/**
 * A store's recovery schedule, versioned like every editable record. A store without a row uses the defaults
 * (domain/abandoned.ts DEFAULT_RECOVERY_SCHEDULE).
 */
export const abandonedCheckoutSettings = pgTable("abandoned_checkout_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  schedule: jsonb("schedule").$type<RecoverySchedule>().notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Recovery messages delivered, by recipient (ADR 040, limits on whom a store writes to): the recipient as
 * domain/abandoned-limits.ts `recipientKey` normalises it, so the limits find every message to one person whatever
 * checkout or spelling it came by. A failed try is not kept here.
 */
export const recoverySends = pgTable(
  "recovery_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    channel: text("channel").$type<RecoveryChannel>().notNull(),
    recipient: text("recipient").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("recovery_sends_recipient_idx").on(t.storeId, t.recipient, t.sentAt.desc()),
    // The store's recovery SMS in the last 24 hours (RECOVERY_SMS_PER_DAY).
    index("recovery_sends_store_channel_idx").on(t.storeId, t.channel, t.sentAt),
  ],
);
