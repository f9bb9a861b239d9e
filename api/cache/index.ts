// The cache the app keeps and the provider that purges it: local, or local + Cloudflare when configured.
import { createCloudflarePurgeProvider, type CloudflareSettings } from "./cloudflare";
import { createLocalPurgeProvider } from "./local";
import type { PurgeProvider } from "./provider";
import { createResponseCache, type CacheVersions, type ResponseCache } from "./response-cache";

export type { CloudflareSettings } from "./cloudflare";
export { PurgeError, type PurgeProvider, type PurgeTarget } from "./provider";
export { localCacheVersions, type CacheVersions, type ResponseCache, type ResponseRecorder } from "./response-cache";

export interface CacheDeps {
  /** Whole responses of public, cacheable GETs (the feed XML), keyed by path. */
  responses: ResponseCache;
  purge: PurgeProvider;
}

/**
 * `versions`: where the stores' cache generations live. By default in this process; with several processes on one
 * PostgreSQL, in the database (`databaseCacheVersions`), so a change made through one process retires every process's copy.
 */
export function createCache(opts: { feedTtlMs: number; cloudflare?: CloudflareSettings | null; fetch?: typeof fetch; versions?: CacheVersions }): CacheDeps {
  const responses = createResponseCache({ ttlMs: opts.feedTtlMs, versions: opts.versions });
  const local = createLocalPurgeProvider(responses);
  return { responses, purge: opts.cloudflare ? createCloudflarePurgeProvider(opts.cloudflare, local, opts.fetch) : local };
}

/** The public feed XML's entries in the response cache. */
export const FEED_CACHE_GROUP = "feed";

/**
 * Something a feed shows changed in the store (a product, variant, stock, image, collection or the feed itself):
 * drop that store's cached feed XML (here, and by its cache generation in every process), and nothing else (not other
 * stores', not a CDN's copy, which Clear cache purges). Called, and awaited, after the change is committed: the answer
 * to the change goes out only once no process will serve the old feed.
 */
export async function feedsChanged(cache: CacheDeps | undefined, storeId: string): Promise<void> {
  await cache?.responses.dropGroup(storeId, FEED_CACHE_GROUP);
}
