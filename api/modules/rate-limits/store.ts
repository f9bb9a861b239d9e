// The auth rate limits' hits in the database, when several processes share it (api/http/rate-limit.ts).
import crypto from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitHits } from "../../db/schema";

/** Rows older than this (the longest window, the mail limits' hour) count for no limit. */
const LONGEST_WINDOW_MS = 3600_000;
const SWEEP_EVERY_MS = 10 * 60_000;
let lastSweep = 0;

/** Keys hold client addresses and e-mails: only their hash is stored. */
const hashKey = (key: string) => crypto.createHash("sha256").update(key).digest("base64url");

/**
 * Counts a hit on every key only when each has had fewer than its `max` hits within its window; false, and nothing
 * counted, otherwise (the memory limiter's rule, api/http/rate-limit.ts). One transaction, holding a transaction-scoped
 * advisory lock per key (taken in one order, so two requests never wait on each other in a circle): requests for one key
 * from several processes are counted one after another, so together they get `max`, not `max` each.
 */
export async function hitSharedLimits(db: Db, hits: ReadonlyArray<{ key: string; max: number; windowMs: number }>, now: Date): Promise<boolean> {
  const rows = hits.map((h) => ({ ...h, key: hashKey(h.key) }));
  const allowed = await db.transaction(async (tx) => {
    for (const key of [...new Set(rows.map((r) => r.key))].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    for (const r of rows) {
      const since = new Date(now.getTime() - r.windowMs);
      // The key's hits that left its window go now: a key keeps at most `max` rows.
      await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, r.key), lte(rateLimitHits.at, since)));
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, r.key), gt(rateLimitHits.at, since)));
      if (n >= r.max) return false;
    }
    await tx.insert(rateLimitHits).values(rows.map((r) => ({ key: r.key, at: now })));
    return true;
  });
  // Keys nobody has hit for an hour (a client that went away) are deleted now and then, by whichever request comes.
  if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now.getTime();
    await db.delete(rateLimitHits).where(lte(rateLimitHits.at, new Date(now.getTime() - LONGEST_WINDOW_MS)));
  }
  return allowed;
}

/** Whether every key has had fewer than its `max` hits within its window, counting nothing (a check before an attempt). */
export async function sharedLimitsAllow(db: Db, hits: ReadonlyArray<{ key: string; max: number; windowMs: number }>, now: Date): Promise<boolean> {
  for (const h of hits) {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, hashKey(h.key)), gt(rateLimitHits.at, new Date(now.getTime() - h.windowMs))));
    if (n >= h.max) return false;
  }
  return true;
}
