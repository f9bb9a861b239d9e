// One run of each periodic sweep, whichever process gets there first (docs/decisions/028-several-processes.md).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { housekeepingRuns } from "../../db/schema";

/**
 * Claims the sweep `name` for `owner` when its last run started at least `everyMs` before `now` (or it never ran):
 * true for exactly one of several processes asking at once (the upsert's WHERE is checked again on the row a concurrent
 * claim just wrote), false while the last run is recent.
 */
export async function claimHousekeepingRun(db: Db, name: string, now: Date, everyMs: number, owner: number): Promise<boolean> {
  const due = new Date(now.getTime() - everyMs);
  const { rows } = await db.execute(sql`
    insert into ${housekeepingRuns} (name, started_at, owner) values (${name}, ${now.toISOString()}::timestamptz, ${owner})
    on conflict (name) do update set started_at = excluded.started_at, owner = excluded.owner
    where ${housekeepingRuns.startedAt} <= ${due.toISOString()}::timestamptz
    returning name`);
  return rows.length > 0;
}
