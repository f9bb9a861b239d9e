// The cache the app keeps and the provider that purges it: local, or local + Cloudflare when configured.
import { createCloudflarePurgeProvider, type CloudflareSettings } from "./cloudflare";
import { createLocalPurgeProvider } from "./local";
import type { PurgeProvider } from "./provider";
import { createResponseCache, type ResponseCache } from "./response-cache";

export type { CloudflareSettings } from "./cloudflare";
export { PurgeError, type PurgeProvider, type PurgeTarget } from "./provider";
export type { ResponseCache } from "./response-cache";

export interface CacheDeps {
  /** Whole responses of public, cacheable GETs (the feed XML), keyed by path. */
  responses: ResponseCache;
  purge: PurgeProvider;
}

export function createCache(opts: { feedTtlMs: number; cloudflare?: CloudflareSettings | null; fetch?: typeof fetch }): CacheDeps {
  const responses = createResponseCache({ ttlMs: opts.feedTtlMs });
  const local = createLocalPurgeProvider(responses);
  return { responses, purge: opts.cloudflare ? createCloudflarePurgeProvider(opts.cloudflare, local, opts.fetch) : local };
}

/** The public feed XML's entries in the response cache. */
export const FEED_CACHE_GROUP = "feed";

/**
 * Something a feed shows changed in the store (a product, variant, stock, image, collection or the feed itself):
 * drop that store's cached feed XML in this process, and nothing else (not other stores', not other cached answers,
 * not a CDN's copy, which Clear cache purges). Called after the change is committed.
 */
export function feedsChanged(cache: CacheDeps | undefined, storeId: string): void {
  cache?.responses.dropGroup(storeId, FEED_CACHE_GROUP);
}
