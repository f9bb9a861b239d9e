import crypto from "node:crypto";
import { ensureDefaultMenus } from "../menus/store";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { defaultTimezoneFor } from "../../../domain/dates";
import { DEFAULT_LANGUAGE } from "../../../domain/money";
import { authTokens, emailTokens, storeMembers, stores, users } from "../../db/schema";
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS, hashToken, newToken } from "../../http/tokens";

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function createUser(db: Db, input: { email: string; passwordHash: string; name?: string; verified?: boolean }, now = new Date()) {
  const [row] = await db
    .insert(users)
    .values({ email: input.email.trim().toLowerCase(), passwordHash: input.passwordHash, name: input.name ?? "", emailVerifiedAt: input.verified ? now : null })
    .returning();
  return row;
}

export async function createStoreWithOwner(
  db: Db,
  input: { name: string; domain: string; ownerId: string; referralCode?: string | null; language?: "vi" | "en" },
) {
  // The column's own default is SPEC §5's; a new store starts in its language's zone instead (ADR 025).
  const language = input.language ?? DEFAULT_LANGUAGE;
  return db.transaction(async (tx) => {
    const [store] = await tx
      .insert(stores)
      .values({
        name: input.name,
        domain: input.domain,
        ownerId: input.ownerId,
        referralCode: input.referralCode ?? null,
        language,
        timezone: defaultTimezoneFor(language),
        // The owner's address until someone sets another in the general settings (ADR 054).
        contactEmail: sql`(select "users"."email" from "users" where "users"."id" = ${input.ownerId})`,
      })
      .returning();
    await tx.insert(storeMembers).values({ storeId: store.id, userId: input.ownerId, role: "owner", scopes: [] });
    // The menus the starter themes read (ADR 065).
    await ensureDefaultMenus(tx, store.id, language);
    return store;
  });
}

export async function addStoreMember(db: Db, input: { storeId: string; userId: string; role: "admin" | "staff"; scopes: string[] }) {
  const [row] = await db
    .insert(storeMembers)
    .values(input)
    .onConflictDoUpdate({ target: [storeMembers.storeId, storeMembers.userId], set: { role: input.role, scopes: input.scopes } })
    .returning();
  return row;
}

/** Swaps a user's hash for a rehash of the same password, unless the password changed meanwhile (a reset won). */
export async function replacePasswordHash(db: Db, userId: string, oldHash: string, newHash: string) {
  await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}

/**
 * The user changed their own password (PUT /users/password, ADR 056): every session but `keepFamilyId` (the one that
 * asked) is revoked, and unused reset links die with the old password.
 */
export async function changePasswordKeepingSession(db: Db, input: { userId: string; email: string; passwordHash: string; keepFamilyId: string; now: Date }) {
  const { now } = input;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: input.passwordHash, updatedAt: now }).where(eq(users.id, input.userId));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, input.userId), sql`${authTokens.revokedAt} is null`, ne(authTokens.familyId, input.keepFamilyId)));
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.kind, "reset"), eq(emailTokens.email, input.email.toLowerCase()), isNull(emailTokens.usedAt)));
  });
}

/** A new password chosen outside the reset flow (create-operator, the demo start): verified, every session revoked. */
export async function setPasswordAndRevokeSessions(db: Db, userId: string, passwordHash: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(users.id, userId));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, userId), sql`${authTokens.revokedAt} is null`));
  });
}

/** A new access + refresh pair in a fresh family. Only hashes are stored. */
export async function issueTokenPair(db: Db, userId: string, now: Date) {
  const familyId = crypto.randomUUID();
  const token = newToken();
  const refreshToken = newToken();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  await db.insert(authTokens).values([
    { userId, kind: "access", tokenHash: hashToken(token), familyId, expiresAt },
    { userId, kind: "refresh", tokenHash: hashToken(refreshToken), familyId, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) },
  ]);
  return { token, refreshToken, expiresAt };
}

export async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.familyId, familyId), sql`${authTokens.revokedAt} is null`));
}
