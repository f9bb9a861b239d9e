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
