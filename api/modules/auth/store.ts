import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prebuilt } from "../../db/prepared";
import { authTokens, emailTokens, storeMembers, stores, users } from "../../db/schema";

// The two reads of every signed-in call: named statements, parsed and planned once (ADR 048, 052), built once (ADR 080).
const userByAccessTokenQuery = prebuilt("backroom_user_by_access_token", (db) =>
  db
    .select({ id: users.id, email: users.email, name: users.name, version: users.version, emailVerifiedAt: users.emailVerifiedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder("tokenHash")),
        eq(authTokens.kind, "access"),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder("now")),
        // A disabled account's tokens are revoked when it is disabled; this keeps any that slipped past dead too.
        isNull(users.disabledAt),
      ),
    )
    .limit(1),
);

/** The user behind a live (unexpired, unrevoked) access token, or null. */
export async function findUserByAccessToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await userByAccessTokenQuery(db).execute({ tokenHash, now: now.toISOString() });
  return row ?? null;
}

const membershipQuery = prebuilt("backroom_membership", (db) =>
  db
    .select({
      role: storeMembers.role,
      scopes: storeMembers.scopes,
      storeId: stores.id,
      domain: stores.domain,
      name: stores.name,
      timezone: stores.timezone,
      language: stores.language,
    })
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(and(eq(storeMembers.storeId, sql.placeholder("storeId")), eq(storeMembers.userId, sql.placeholder("userId"))))
    .limit(1),
);

export async function findMembership(db: Db, storeId: string, userId: string) {
  const [row] = await membershipQuery(db).execute({ storeId, userId });
  return row ?? null;
}

/** A live token of the given kind (unexpired, unrevoked), with its family. */
export async function findLiveAuthToken(db: Db, tokenHash: string, kind: "access" | "refresh", now: Date) {
  const [row] = await db
    .select({ id: authTokens.id, userId: authTokens.userId, familyId: authTokens.familyId, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function insertAccessToken(db: Db, input: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(authTokens).values({ ...input, kind: "access" });
}

export type EmailTokenKind = "verify" | "reset" | "invite" | "email-change";

export async function insertEmailToken(
  db: Db,
  input: { kind: EmailTokenKind; email: string; tokenHash: string; expiresAt: Date; payload?: Record<string, unknown>; createdAt?: Date },
) {
  await db.insert(emailTokens).values({ ...input, email: input.email.toLowerCase(), payload: input.payload ?? null });
}

const liveEmailToken = (kind: EmailTokenKind, tokenHash: string, now: Date) =>
  and(eq(emailTokens.kind, kind), eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now));

/** Invitations sent since `since` from one store and by one inviter (the hourly invitation caps, ADR 019). */
export async function countInvitationsSince(db: Db, input: { storeId: string; invitedBy: string; since: Date }) {
  const [row] = await db
    .select({
      byStore: sql<number>`count(*) filter (where ${emailTokens.payload}->>'storeId' = ${input.storeId})`.mapWith(Number),
      byInviter: sql<number>`count(*) filter (where ${emailTokens.payload}->>'invitedBy' = ${input.invitedBy})`.mapWith(Number),
    })
    .from(emailTokens)
    .where(and(eq(emailTokens.kind, "invite"), gt(emailTokens.createdAt, input.since)));
  return { byStore: row?.byStore ?? 0, byInviter: row?.byInviter ?? 0 };
}

/** Reads an unused, unexpired e-mail token without using it up (the accept page shows it before the form is sent). */
export async function findLiveEmailToken(db: Db, kind: EmailTokenKind, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(liveEmailToken(kind, tokenHash, now))
    .limit(1);
  return row ?? null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps the first verification time. */
const verifiedNowUnlessAlready = (now: Date) => sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`;

/** Inserts the user unless the address is taken (also when a concurrent sign-up wins the race); null when taken. */
export async function insertUserIfAbsent(db: Db, input: { email: string; passwordHash: string; name: string }) {
  const [row] = await db
    .insert(users)
    .values({ email: input.email.toLowerCase(), passwordHash: input.passwordHash, name: input.name })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row ?? null;
}

/**
 * Accepting an invitation, all or nothing: the user the caller checked is still the one behind the address,
 * the token is used up, the user exists and is verified (the link proves the mailbox), and the membership is set.
 * An owner keeps ownership even when invited into their own store. Null when the token or the user check fails.
 */
export async function acceptInvitation(
  db: Db,
  input: { tokenHash: string; now: Date; expectedUserId: string | null; newUser: { passwordHash: string; name: string } | null },
) {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(emailTokens)
      .where(liveEmailToken("invite", input.tokenHash, input.now))
      .limit(1);
    if (!invite) return null;
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${invite.email}`)
      .limit(1);
    if ((existing?.id ?? null) !== input.expectedUserId) return null;
    const newUser = existing ? null : input.newUser;
    if (!existing && !newUser) return null;

    const [used] = await tx
      .update(emailTokens)
      .set({ usedAt: input.now })
      .where(liveEmailToken("invite", input.tokenHash, input.now))
      .returning({ id: emailTokens.id });
    if (!used) return null;

    const payload = invite.payload ?? {};
    const storeId = typeof payload.storeId === "string" && UUID_RE.test(payload.storeId) ? payload.storeId : null;
    if (!storeId) return null;
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1);
    if (!store) return null;

    let userId: string;
    if (existing) {
      userId = existing.id;
      await tx
        .update(users)
        .set({ emailVerifiedAt: verifiedNowUnlessAlready(input.now) })
        .where(eq(users.id, userId));
    } else if (newUser) {
      const [created] = await tx
        .insert(users)
        .values({ email: invite.email, passwordHash: newUser.passwordHash, name: newUser.name, emailVerifiedAt: input.now })
        .returning({ id: users.id });
      userId = created.id;
    } else {
      return null;
    }

    const role = payload.role === "admin" ? "admin" : "staff";
    const scopes = role === "admin" ? [] : (Array.isArray(payload.scopes) ? payload.scopes : []).map(String);
    await tx
      .insert(storeMembers)
      .values({ storeId: store.id, userId, role, scopes })
      .onConflictDoUpdate({
        target: [storeMembers.storeId, storeMembers.userId],
        set: {
          role: sql`case when ${storeMembers.role} = 'owner' then ${storeMembers.role} else excluded.role end`,
          scopes: sql`case when ${storeMembers.role} = 'owner' then ${storeMembers.scopes} else excluded.scopes end`,
          version: sql`${storeMembers.version} + 1`,
        },
      });
    return { userId, storeId: store.id };
  });
}

/** Uses a verify link and marks its address verified; null when the link is dead or the user is gone. */
export async function verifyEmailWithToken(db: Db, tokenHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(liveEmailToken("verify", tokenHash, now))
      .returning();
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: verifiedNowUnlessAlready(now) })
      .where(sql`lower(${users.email}) = ${used.email}`)
      .returning({ id: users.id });
    return user ?? null;
  });
}

/**
 * Uses a reset link: sets the password, marks the address verified (the link proves the mailbox),
 * revokes every access and refresh token of the user, and kills the user's other reset links.
 */
export async function resetPasswordWithToken(db: Db, input: { tokenHash: string; passwordHash: string; now: Date }) {
  const { now } = input;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(liveEmailToken("reset", input.tokenHash, now))
      .returning();
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash: input.passwordHash, emailVerifiedAt: verifiedNowUnlessAlready(now), updatedAt: now })
      .where(sql`lower(${users.email}) = ${used.email}`)
      .returning({ id: users.id });
    if (!user) return null;
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt)));
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.kind, "reset"), eq(emailTokens.email, used.email), isNull(emailTokens.usedAt)));
    return user;
  });
}

/** What the accept page shows for a live invitation: null when the link is dead or its store is gone. */
export async function findInvitation(db: Db, tokenHash: string, now: Date) {
  const invite = await findLiveEmailToken(db, "invite", tokenHash, now);
  const storeId = invite?.payload?.storeId;
  if (!invite || typeof storeId !== "string" || !UUID_RE.test(storeId)) return null;
  const [store] = await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${invite.email}`)
    .limit(1);
  return { email: invite.email, storeId: store.id, storeName: store.name, userId: user?.id ?? null };
}

/**
 * Uses an e-mail change link (ADR 062): the user named in the link gets the link's address, verified (the link proves
 * the mailbox), and a new version; their other pending change links die. Null when the link is dead, the user is gone,
 * or the address was taken by another account since the link was sent (the unique index decides a race).
 */
export async function changeEmailWithToken(db: Db, tokenHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(liveEmailToken("email-change", tokenHash, now))
      .returning();
    const userId = used?.payload?.userId;
    if (!used || typeof userId !== "string" || !UUID_RE.test(userId)) return null;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${used.email} and ${users.id} <> ${userId}`)
      .limit(1);
    if (taken) return null;
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update").limit(1);
    if (!before) return null;
    const [user] = await tx
      .update(users)
      .set({ email: used.email, emailVerifiedAt: now, version: sql`${users.version} + 1`, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.kind, "email-change"), isNull(emailTokens.usedAt), sql`${emailTokens.payload}->>'userId' = ${userId}`));
    return { ...user, previousEmail: before.email };
  });
}

/** Whether an account other than `userId` holds the address (any case). */
export async function emailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.id} <> ${userId}`)
    .limit(1);
  return Boolean(row);
}
