import { bigint, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { NotificationKind, NotificationParams } from "../../../domain/notifications";
import { storeMembers, stores, users } from "./accounts";

/**
 * The in-app notification centre (ADR 062): one row per event of a store. `scope` is the permission that may see it;
 * `user_id` set makes it personal (the user who started an import or export). Whether it is read is each member's
 * (ADR 081): `notification_reads` and `notification_read_marks`. The newest 500 per store are kept.
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Insertion order: "newest first" holds even when two rows share a created_at.
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    // The list, the badge and pruning: a store's rows newest first, and those after a member's read-all mark, are one
    // range of this index.
    index("notifications_store_seq_idx").on(t.storeId, t.seq),
    index("notifications_user_idx").on(t.userId),
  ],
);

/**
 * One member read one notification (ADR 081). Keyed by the notification first: pruning a store's old rows cascades
 * here by that key, and "has this reader read it" is one probe of the same key.
 */
export const notificationReads = pgTable(
  "notification_reads",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    // The list joins the reader's reads: by this index the join reads only theirs, never every store's (and a deleted
    // user's reads go by it too).
    index("notification_reads_user_idx").on(t.userId),
  ],
);

/**
 * A member's "read all": every notification of the store up to `seq` is read for them (ADR 081), one row per member
 * however many it covers. It goes with the membership.
 */
export const notificationReadMarks = pgTable(
  "notification_read_marks",
  {
    storeId: uuid("store_id").notNull(),
    userId: uuid("user_id").notNull(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.userId] }),
    foreignKey({
      name: "notification_read_marks_member_fk",
      columns: [t.storeId, t.userId],
      foreignColumns: [storeMembers.storeId, storeMembers.userId],
    }).onDelete("cascade"),
  ],
);
