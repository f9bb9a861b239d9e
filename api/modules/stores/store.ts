import { and, asc, eq, gt, like, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storeMembers, stores } from "../../db/schema";

/** The stores a user belongs to, in creation order, after `afterSeq`. */
export async function listMemberStores(db: Db, input: { userId: string; afterSeq: number; limit: number }) {
  return db
    .select({ id: stores.id, seq: stores.seq, name: stores.name, domain: stores.domain, role: storeMembers.role })
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(and(eq(storeMembers.userId, input.userId), gt(stores.seq, input.afterSeq)))
    .orderBy(asc(stores.seq))
    .limit(input.limit);
}

/** Domains equal to `{label}{suffix}` or numbered `{label}-N{suffix}`; `label` is a slug, so it holds no LIKE wildcards. */
export async function findDomainsLike(db: Db, label: string, suffix: string) {
  const rows = await db
    .select({ domain: stores.domain })
    .from(stores)
    .where(or(eq(stores.domain, `${label}${suffix}`), like(stores.domain, `${label}-%${suffix}`)));
  return rows.map((r) => r.domain);
}

export async function saveSurvey(db: Db, storeId: string, survey: Record<string, string>, now: Date) {
  await db.update(stores).set({ survey, updatedAt: now }).where(eq(stores.id, storeId));
}

/** Postgres unique violation, as raised by pg and PGlite (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
