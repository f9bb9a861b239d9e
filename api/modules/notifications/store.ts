// The notification centre's queries (ADR 062). Every read is the store's, and only what the reader may see: their own
// personal rows and the store's rows of a scope they hold.
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
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
import { notifications, storeMembers } from "../../db/schema";

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

/** Deletes all but the store's newest NOTIFICATIONS_KEPT_PER_STORE: the N-th newest row's seq, by the inbox index. */
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

const dto = {
  id: notifications.id,
  kind: notifications.kind,
  params: notifications.params,
  link: notifications.link,
  userId: notifications.userId,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};
type Row = { id: string; kind: NotificationKind; params: NotificationParams; link: string | null; userId: string | null; readAt: Date | null; createdAt: Date };
const toDto = (r: Row): NotificationDto => ({
  id: r.id,
  kind: r.kind,
  params: r.params,
  link: r.link,
  personal: r.userId !== null,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** One page, unread first, newest first within each; with the total and the unread count of what the reader sees. */
export async function listNotifications(db: Db, r: Reader, opts: { page: number; limit: number; unreadOnly: boolean }) {
  const where = opts.unreadOnly ? and(visibleTo(r), isNull(notifications.readAt)) : visibleTo(r);
  const [rows, [counts]] = await Promise.all([
    db
      .select(dto)
      .from(notifications)
      .where(where)
      .orderBy(sql`${notifications.readAt} is null desc`, desc(notifications.seq))
      .offset((opts.page - 1) * opts.limit)
      .limit(opts.limit),
    db
      .select({
        total: sql<number>`count(*) filter (where ${opts.unreadOnly ? isNull(notifications.readAt) : sql`true`})`.mapWith(Number),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(visibleTo(r)),
  ]);
  return { notifications: rows.map(toDto), total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/**
 * The shell's badge: the unread rows the member may see, counted up to UNREAD_COUNT_CAP (a LIMIT inside, so a store
 * with thousands unread costs the same). The member's role and scopes come from the same statement.
 */
export async function countUnreadNotifications(db: Db, storeId: string, userId: string): Promise<number> {
  const visible = db
    .select({ one: sql`1` })
    .from(notifications)
    .innerJoin(storeMembers, and(eq(storeMembers.storeId, notifications.storeId), eq(storeMembers.userId, userId)))
    .where(
      and(
        eq(notifications.storeId, storeId),
        isNull(notifications.readAt),
        or(isNull(notifications.userId), eq(notifications.userId, userId)),
        sql`(${storeMembers.role} in ('owner', 'admin') or ${notifications.scope} in ('store', 'report') or ${notifications.scope} = any(${storeMembers.scopes}))`,
      ),
    )
    .limit(UNREAD_COUNT_CAP)
    .as("visible");
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(visible);
  return row?.n ?? 0;
}

/** Marks one read (already read stays as it was); null when the reader cannot see it (another store's id: 404). */
export async function markNotificationRead(db: Db, r: Reader, id: string, now: Date): Promise<NotificationDto | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(visibleTo(r), eq(notifications.id, id)))
    .returning(dto);
  return row ? toDto(row) : null;
}

/** Marks every unread notification the reader sees read; how many changed. */
export async function markAllNotificationsRead(db: Db, r: Reader, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(visibleTo(r), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
