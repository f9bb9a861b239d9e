import { and, desc, eq } from "drizzle-orm";
import type { CachePurgeDto } from "../../../domain/cache";
import type { Db } from "../../db/client";
import { cachePurges, users } from "../../db/schema";

type PurgeRow = typeof cachePurges.$inferSelect;

export async function recordPurge(
  db: Db,
  values: { storeId: string; userId: string; scope: "urls" | "all"; urls: string[]; provider: string; status: "done" | "failed"; error: string | null; createdAt: Date },
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
