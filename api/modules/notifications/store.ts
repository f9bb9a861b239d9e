// The notification centre's queries (ADR 062). Every read is the store's, and only what the reader may see: their own
// personal rows and the store's rows of a scope they hold. Read or unread is the reader's own (ADR 081): a row is read
// for a member when they read it (notification_reads) or when it is at or below their read-all mark.
import { and, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import {
  NOTIFICATIONS_KEPT_PER_STORE,
  UNREAD_COUNT_CAP,
  type NotificationDto,
  type NotificationKind,
  type NotificationParams,
} from "../../../domain/notifications";
import type { Scope } from "../../../domain/permissions";
import type { Db } from "../../db/client";
import { prebuilt } from "../../db/prepared";
import { notificationReadMarks, notificationReads, notifications, storeMembers } from "../../db/schema";

export interface NewNotification {
  storeId: string;
  userId?: string | null;
  kind: NotificationKind;
  scope: Scope;
  params: NotificationParams;
  link?: string | null;
}

// Insert placeholders are encoded by their column (dates as Date, params as JSON).
const insertNotificationQuery = prebuilt("backroom_insert_notification", (db) =>
  db
    .insert(notifications)
    .values({
      storeId: sql.placeholder("storeId"),
      userId: sql.placeholder("userId"),
      kind: sql.placeholder("kind"),
      scope: sql.placeholder("scope"),
      params: sql.placeholder("params"),
      link: sql.placeholder("link"),
      createdAt: sql.placeholder("createdAt"),
    })
    .returning({ seq: notifications.seq }),
);

/**
 * Writes one notification. Every PRUNE_EVERY-th row (by the table's sequence, shared by all stores) also trims its
 * store to the newest NOTIFICATIONS_KEPT_PER_STORE: a new order's notice is on the checkout's path, so most inserts
 * are one statement, and a store holds at most a few dozen over the limit between trims.
 */
export async function insertNotification(db: Db, input: NewNotification, now: Date): Promise<void> {
  // A new order's notice is written by every checkout completion: built once, a named statement (ADR 048, 080).
  const [row] = await insertNotificationQuery(db).execute({
    storeId: input.storeId,
    userId: input.userId ?? null,
    kind: input.kind,
    scope: input.scope,
    params: input.params,
    link: input.link ?? null,
    createdAt: now,
  });
  if (!row || row.seq % PRUNE_EVERY !== 0) return;
  await pruneNotifications(db, input.storeId);
}

const PRUNE_EVERY = 20;

/**
 * Deletes all but the store's newest NOTIFICATIONS_KEPT_PER_STORE: the N-th newest row's seq, by the (store, seq) index.
 * The members' reads of the deleted rows go with them (FK cascade, by the reads' key).
 */
export async function pruneNotifications(db: Db, storeId: string): Promise<void> {
  const [edge] = await db
    .select({ seq: notifications.seq })
    .from(notifications)
    .where(eq(notifications.storeId, storeId))
    .orderBy(desc(notifications.seq))
    .offset(NOTIFICATIONS_KEPT_PER_STORE - 1)
    .limit(1);
  if (edge) await db.delete(notifications).where(and(eq(notifications.storeId, storeId), lt(notifications.seq, edge.seq)));
}

export interface Reader {
  storeId: string;
  userId: string;
  scopes: readonly Scope[];
}

const visibleTo = (r: Reader): SQL =>
  and(
    eq(notifications.storeId, r.storeId),
    or(isNull(notifications.userId), eq(notifications.userId, r.userId)),
    r.scopes.length ? inArray(notifications.scope, [...r.scopes]) : sql`false`,
  )!;

// The reader's own read of a row and their read-all mark: each at most one row, by its primary key.
const readOf = (userId: string) => and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId));
const markOf = (userId: string) => and(eq(notificationReadMarks.storeId, notifications.storeId), eq(notificationReadMarks.userId, userId));
/** Unread for the reader: not read by them, and after their read-all mark (every row is after a missing one). */
const unread = sql`(${notificationReads.userId} is null and ${notifications.seq} > coalesce(${notificationReadMarks.seq}, 0))`;

const dto = {
  id: notifications.id,
  kind: notifications.kind,
  params: notifications.params,
  link: notifications.link,
  userId: notifications.userId,
  // Their own read's time, else their mark's when the row is under it.
  readAt: sql<
    string | Date | null
  >`coalesce(${notificationReads.readAt}, case when ${notifications.seq} <= ${notificationReadMarks.seq} then ${notificationReadMarks.readAt} end)`,
  createdAt: notifications.createdAt,
};
type Row = {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  link: string | null;
  userId: string | null;
  readAt: string | Date | null;
  createdAt: Date;
};
const toDto = (r: Row): NotificationDto => ({
  id: r.id,
  kind: r.kind,
  params: r.params,
  link: r.link,
  personal: r.userId !== null,
  // A raw timestamptz (not mapped by a column): a Date or a string by driver.
  readAt: r.readAt === null ? null : new Date(r.readAt).toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/** The rows the reader sees, each with the reader's own read and mark joined. */
const selectVisible = (db: Db, r: Reader, where?: SQL) =>
  db
    .select(dto)
    .from(notifications)
    .leftJoin(notificationReads, readOf(r.userId))
    .leftJoin(notificationReadMarks, markOf(r.userId))
    .where(where ? and(visibleTo(r), where) : visibleTo(r));

/** Of what the reader sees: how many (only the unread when asked), how many unread, and the newest unread's seq. */
async function countVisible(db: Db, r: Reader, unreadOnly: boolean) {
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${unreadOnly ? unread : sql`true`})`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${unread})`.mapWith(Number),
      newestUnreadSeq: sql<number | null>`max(${notifications.seq}) filter (where ${unread})`.mapWith(Number),
    })
    .from(notifications)
    .leftJoin(notificationReads, readOf(r.userId))
    .leftJoin(notificationReadMarks, markOf(r.userId))
    .where(visibleTo(r));
  return row ?? { total: 0, unread: 0, newestUnreadSeq: null };
}

/** One page, unread first, newest first within each; with the total and the unread count of what the reader sees. */
export async function listNotifications(db: Db, r: Reader, opts: { page: number; limit: number; unreadOnly: boolean }) {
  const [rows, counts] = await Promise.all([
    selectVisible(db, r, opts.unreadOnly ? unread : undefined)
      .orderBy(sql`${unread} desc`, desc(notifications.seq))
      .offset((opts.page - 1) * opts.limit)
      .limit(opts.limit),
    countVisible(db, r, opts.unreadOnly),
  ]);
  return { notifications: rows.map(toDto), total: counts.total, unread: counts.unread };
}

/**
 * The shell's badge: the rows the member may see that are unread for them, counted up to UNREAD_COUNT_CAP (a LIMIT
 * inside, so a store with thousands unread costs the same). The member's role and scopes, and their read-all mark, come
 * from the same statement; only rows after the mark are scanned (the (store, seq) index), each probed for the member's
 * read by its key.
 */
export async function countUnreadNotifications(db: Db, storeId: string, userId: string): Promise<number> {
  const visible = db
    .select({ one: sql`1` })
    .from(notifications)
    .innerJoin(storeMembers, and(eq(storeMembers.storeId, notifications.storeId), eq(storeMembers.userId, userId)))
    .leftJoin(notificationReads, readOf(userId))
    .where(
      and(
        eq(notifications.storeId, storeId),
        // A scalar subquery, not a join: its value bounds the index range (store, seq > mark) before any row is read.
        gt(
          notifications.seq,
          sql`coalesce((${db
            .select({ seq: notificationReadMarks.seq })
            .from(notificationReadMarks)
            .where(and(eq(notificationReadMarks.storeId, storeId), eq(notificationReadMarks.userId, userId)))}), 0)`,
        ),
        isNull(notificationReads.userId),
        or(isNull(notifications.userId), eq(notifications.userId, userId)),
        sql`(${storeMembers.role} in ('owner', 'admin') or ${notifications.scope} in ('store', 'report') or ${notifications.scope} = any(${storeMembers.scopes}))`,
      ),
    )
    .limit(UNREAD_COUNT_CAP)
    .as("visible");
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(visible);
  return row?.n ?? 0;
}

/** Marks one read for the reader (already read stays as it was); null when they cannot see it (another store's: 404). */
export async function markNotificationRead(db: Db, r: Reader, id: string, now: Date): Promise<NotificationDto | null> {
  const byId = eq(notifications.id, id);
  const [row] = await selectVisible(db, r, byId);
  if (!row) return null;
  if (row.readAt !== null) return toDto(row);
  // A second tab marking the same row meanwhile keeps the first read's time: read it back.
  await db.insert(notificationReads).values({ notificationId: id, userId: r.userId, readAt: now }).onConflictDoNothing();
  const [saved] = await selectVisible(db, r, byId);
  return saved ? toDto(saved) : null;
}

/**
 * Marks every notification the reader sees read, as one mark: "read up to the newest unread seq" (ADR 081), one row
 * however many it covers. A row written after the count stays unread (its seq is above the mark). How many changed.
 */
export async function markAllNotificationsRead(db: Db, r: Reader, now: Date): Promise<number> {
  const { unread: changed, newestUnreadSeq } = await countVisible(db, r, true);
  if (!changed || newestUnreadSeq === null) return 0;
  await db
    .insert(notificationReadMarks)
    .values({ storeId: r.storeId, userId: r.userId, seq: newestUnreadSeq, readAt: now })
    .onConflictDoUpdate({
      target: [notificationReadMarks.storeId, notificationReadMarks.userId],
      // Two read-alls at once: the higher mark wins.
      set: { seq: sql`greatest(${notificationReadMarks.seq}, excluded.seq)`, readAt: now },
    });
  return changed;
}
