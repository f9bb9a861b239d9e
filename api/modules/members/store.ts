// The operators' members view (ADR 063): every user of the platform, with their stores. Read-only; no store scope
// (operators see all members), so nothing here names a store the caller belongs to.
import { and, count, desc, eq, gt, ilike, isNull, max, or, sql } from "drizzle-orm";
import { trialTime } from "../../../domain/billing";
import type { MemberDetail, MemberListQuery, MemberRow } from "../../../domain/members";
import type { Db } from "../../db/client";
import { authTokens, plans, storeMembers, storeSubscriptions, stores, users } from "../../db/schema";

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

// Qualified by hand: inside the subquery drizzle would write the bare "id", which is the membership's own.
const storeCount = sql<number>`(select count(*)::int from store_members sm where sm.user_id = "users"."id")`;

const rowOf = (u: {
  id: string;
  email: string;
  name: string;
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  storeCount: number;
}): MemberRow => ({
  id: u.id,
  email: u.email,
  name: u.name,
  verified: u.emailVerifiedAt !== null,
  disabled: u.disabledAt !== null,
  storeCount: Number(u.storeCount),
  createdAt: u.createdAt.toISOString(),
});

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  storeCount,
};

/** A page of users, newest first (ties by id), whose e-mail or name contains `search`. */
export async function listMembers(db: Db, q: MemberListQuery): Promise<{ members: MemberRow[]; total: number }> {
  const term = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = term ? or(ilike(users.email, term), ilike(users.name, term)) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { members: rows.map(rowOf), total: Number(totalRow?.n ?? 0) };
}

export async function findMember(db: Db, id: string, now: Date): Promise<MemberDetail | null> {
  const [user] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  if (!user) return null;
  const live = and(eq(authTokens.userId, id), eq(authTokens.kind, "refresh"));
  const [memberships, [signIn]] = await Promise.all([
    db
      .select({
        storeId: stores.id,
        name: stores.name,
        domain: stores.domain,
        role: storeMembers.role,
        joinedAt: storeMembers.createdAt,
        storeCreatedAt: stores.createdAt,
        planCode: plans.code,
        planName: plans.name,
      })
      .from(storeMembers)
      .innerJoin(stores, eq(stores.id, storeMembers.storeId))
      .leftJoin(storeSubscriptions, eq(storeSubscriptions.storeId, stores.id))
      .leftJoin(plans, eq(plans.id, storeSubscriptions.planId))
      .where(eq(storeMembers.userId, id))
      .orderBy(stores.seq),
    db
      .select({
        last: max(authTokens.createdAt),
        active: sql<number>`count(distinct ${authTokens.familyId}) filter (where ${isNull(authTokens.revokedAt)} and ${gt(authTokens.expiresAt, now)})`,
      })
      .from(authTokens)
      .where(live),
  ]);
  return {
    ...rowOf(user),
    verifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    lastSignInAt: signIn?.last ? new Date(signIn.last).toISOString() : null,
    activeSessions: Number(signIn?.active ?? 0),
    stores: memberships.map((m) => {
      const trial = trialTime(m.storeCreatedAt, now);
      return {
        storeId: m.storeId,
        name: m.name,
        domain: m.domain,
        role: (["owner", "admin", "staff"].includes(m.role) ? m.role : "staff") as "owner" | "admin" | "staff",
        plan: m.planCode && m.planName ? { code: m.planCode, name: m.planName } : null,
        trial: { status: trial.status, endsAt: trial.endsAt },
        joinedAt: m.joinedAt.toISOString(),
      };
    }),
  };
}

/**
 * Disables or enables the account. Disabling revokes every token of the user in the same transaction, so each of their
 * sessions ends at its next call; enabling lets them sign in again. False when there is no such user.
 */
export async function setMemberDisabled(db: Db, id: string, disabled: boolean, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, ${now.toISOString()}::timestamptz)` : null, updatedAt: now })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (rows.length === 0) return false;
    if (disabled)
      await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.userId, id), isNull(authTokens.revokedAt)));
    return true;
  });
}
