import { and, desc, eq, sql } from "drizzle-orm";
import type { CachePurgeDto } from "../../../domain/cache";
import type { Db } from "../../db/client";
import { cachePurges, cacheVersions, stores, users } from "../../db/schema";

type PurgeRow = typeof cachePurges.$inferSelect;

export async function recordPurge(
  db: Db,
  values: {
    storeId: string;
    userId: string;
    scope: "urls" | "all";
    urls: string[];
    provider: string;
    status: "done" | "failed";
    error: string | null;
    createdAt: Date;
  },
): Promise<PurgeRow> {
  const [row] = await db.insert(cachePurges).values(values).returning();
  return row;
}

export async function listPurges(db: Db, storeId: string, limit: number): Promise<CachePurgeDto[]> {
  const rows = await db
    .select({ p: cachePurges, email: users.email })
    .from(cachePurges)
    .leftJoin(users, eq(users.id, cachePurges.userId))
    .where(and(eq(cachePurges.storeId, storeId)))
    .orderBy(desc(cachePurges.createdAt), desc(cachePurges.id))
    .limit(limit);
  return rows.map((r) => toPurgeDto(r.p, r.email));
}

export function toPurgeDto(row: PurgeRow, userEmail: string | null = null): CachePurgeDto {
  return {
    _id: row.id,
    scope: row.scope,
    urls: row.urls,
    provider: row.provider,
    status: row.status === "failed" ? "failed" : "done",
    error: row.error,
    userEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The store's cache generation (0 until its first change): what a cached answer of the store was made under. */
export async function cacheVersion(db: Db, storeId: string): Promise<number> {
  const [row] = await db.select({ version: cacheVersions.version }).from(cacheVersions).where(eq(cacheVersions.storeId, storeId));
  return row?.version ?? 0;
}

/** Raises the store's cache generation (a store that no longer exists has nothing cached: nothing is written). */
export async function bumpCacheVersion(db: Db, storeId: string): Promise<void> {
  await db.execute(sql`
    insert into ${cacheVersions} (store_id, version) select ${stores.id}, 1 from ${stores} where ${stores.id} = ${storeId}
    on conflict (store_id) do update set version = ${cacheVersions.version} + 1`);
}
