// The stores' cache generations in the database, for several processes on one PostgreSQL (docs/decisions/028-several-processes.md).
import type { Db } from "../db/client";
import { bumpCacheVersion, cacheVersion } from "../modules/cache-purges/store";
import type { CacheVersions } from "./response-cache";

/**
 * One primary-key read per cached answer served, one upsert per change: a process serves its copy of a feed only while
 * no process has changed the store since the copy was made.
 */
export function databaseCacheVersions(db: Db): CacheVersions {
  return {
    current: (storeId) => cacheVersion(db, storeId),
    bump: (storeId) => bumpCacheVersion(db, storeId),
  };
}
