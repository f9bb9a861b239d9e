// Cache purge calls (SPEC §7 Cache; docs/api-contract.md "Cache"), scope `products`.
import type { CachePurgeDto } from "@domain/cache";
import type { ApiClients } from "./client.server";

export type { CachePurgeDto };
type Api = Pick<ApiClients, "store">;
export interface PurgeAnswer {
  message: string;
  purge: CachePurgeDto;
  localDropped: number;
}

export function clearCacheUrls(api: Api, urls: string[]): Promise<PurgeAnswer> {
  return api.store.post<PurgeAnswer>("/stores/cloudflare/clearCacheUrls", { body: { urls } });
}

export function clearCache(api: Api): Promise<PurgeAnswer> {
  return api.store.post<PurgeAnswer>("/stores/cloudflare/clearCache", { body: {} });
}

export function listPurges(api: Api, limit = 20): Promise<{ purges: CachePurgeDto[]; provider: string }> {
  return api.store.get("/stores/cloudflare/purges", { query: { limit } });
}
