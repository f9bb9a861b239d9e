import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authTokens, storeMembers, stores, users } from "../../db/schema";

/** The user behind a live (unexpired, unrevoked) access token, or null. */
export async function findUserByAccessToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, "access"), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function findMembership(db: Db, storeId: string, userId: string) {
  const [row] = await db
    .select({ role: storeMembers.role, scopes: storeMembers.scopes, storeId: stores.id, domain: stores.domain, name: stores.name })
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}
