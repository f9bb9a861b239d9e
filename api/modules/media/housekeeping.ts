// The media sweep (ADR 009): uploaded images that no product image and no variant names are deleted once a day old.
// Run by server.ts every 6 hours, next to the CSV housekeeping.
import { isImageKey, storeImageKey } from "../../../domain/media";
import type { ApiDeps } from "../../deps";
import { startPeriodicSweep } from "../housekeeping/periodic";
import { referencedMediaKeys } from "../product-images/store";
import { listStoreIds } from "./store";

export type MediaSweepDeps = Pick<ApiDeps, "db" | "storage" | "clock" | "log">;

/**
 * Younger objects are left alone: an upload in progress, or one whose product has not been saved yet (an editor
 * open for hours). A day is far past the 15-minute upload link, so a save after that is a tab left open overnight.
 */
export const MEDIA_ORPHAN_AGE_MS = 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 6 * 3600 * 1000;
/** Keys checked against the database at once. */
const BATCH = 500;

/**
 * For each store, lists `stores/{id}/` (local: the directory; S3: ListObjectsV2) and deletes image keys older than a
 * day that no `product_images.src` or `product_variants.image_path` names. Only image-shaped keys under the store's
 * own prefix are ever touched: CSV exports live under `exports/` and are swept by the CSV housekeeping (7 days).
 * Returns how many objects were deleted. A store whose listing fails is logged and skipped.
 */
export async function sweepMediaFiles(deps: MediaSweepDeps): Promise<number> {
  const cutoff = deps.clock.now().getTime() - MEDIA_ORPHAN_AGE_MS;
  let removed = 0;
  const removeUnused = async (keys: string[]) => {
    const inUse = await referencedMediaKeys(deps.db, keys);
    for (const key of keys) {
      if (inUse.has(key)) continue;
      await deps.storage.remove(key);
      removed++;
    }
  };
  for (const storeId of await listStoreIds(deps.db)) {
    const prefix = storeImageKey(storeId, "");
    try {
      const batch: string[] = [];
      for await (const object of deps.storage.list(prefix)) {
        if (!object.key.startsWith(prefix) || !isImageKey(object.key) || object.lastModified.getTime() > cutoff) continue;
        batch.push(object.key);
        if (batch.length >= BATCH) await removeUnused(batch.splice(0));
      }
      await removeUnused(batch);
    } catch (error) {
      deps.log({ level: "error", msg: "media sweep failed for a store", storeId, error: String(error) });
    }
  }
  return removed;
}

/**
 * The sweep now and every 6 hours, once per period across every process sharing the database (housekeeping/periodic.ts);
 * the timer does not keep the process alive. Returns a stop function.
 */
export function startMediaHousekeeping(deps: MediaSweepDeps & Pick<ApiDeps, "instance">): () => void {
  return startPeriodicSweep(deps, "media-files", SWEEP_EVERY_MS, async () => {
    const removed = await sweepMediaFiles(deps);
    if (removed > 0) deps.log({ level: "info", msg: "unused media files removed", removed });
  });
}
