import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { NotificationKind, NotificationParams } from "../../../domain/notifications";
import { stores, users } from "./accounts";

/**
 * The in-app notification centre (ADR 062): one row per event of a store. `scope` is the permission that may see it;
 * `user_id` set makes it personal (the user who started an import or export). `read_at` is the row's, so a store-wide
 * notification read by one member is read for all of them. The newest 500 per store are kept.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    scope: text("scope").notNull(),
    params: jsonb("params").$type<NotificationParams>().notNull().default({}),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Insertion order: "newest first" holds even when two rows share a created_at.
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    // The shell's unread badge and the unread-first list: a store's unread rows are one range of this index.
    index("notifications_inbox_idx").on(t.storeId, t.readAt, t.seq),
    index("notifications_user_idx").on(t.userId),
  ],
);
