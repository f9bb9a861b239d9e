import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

const profile = { id: users.id, email: users.email, name: users.name, version: users.version };

export async function findUserProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ ...profile, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Saves only when `version` is still the stored one; null means someone else saved in between. */
export async function updateUserName(db: Db, input: { userId: string; name: string; version: number; now: Date }) {
  const [row] = await db
    .update(users)
    .set({ name: input.name, version: sql`${users.version} + 1`, updatedAt: input.now })
    .where(and(eq(users.id, input.userId), eq(users.version, input.version)))
    .returning(profile);
  return row ?? null;
}
