import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/**
 * A store's own text of a notification template (ADR 064). A row exists only for a template the merchant changed;
 * everything else is the default (domain/notification-templates.ts) at version 1. A reset keeps the row with a null
 * body (so the version goes on counting and a stale page cannot overwrite the reset unseen).
 * Read by primary key on every mail (one indexed read).
 */
export const notificationTemplates = pgTable(
  "notification_templates",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    subject: text("subject"),
    /** Null: reset to the default. */
    body: text("body"),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] })],
);

/** The mail layout's branding and the "staff new order" recipients (ADR 064); the defaults at version 1 until saved. */
export const notificationSettings = pgTable("notification_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  logoUrl: text("logo_url").notNull().default(""),
  accentColor: text("accent_color").notNull().default("#1c7ed6"),
  recipients: jsonb("recipients").$type<string[]>().notNull().default([]),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
