// Abandoned-checkout recovery (ADR 040): each store's schedule of recovery e-mails and SMS.
import { integer, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { RecoverySchedule } from "../../../domain/abandoned";
import { stores } from "./accounts";

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
