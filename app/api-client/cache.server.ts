// Cache purge calls (SPEC §7 Cache; docs/api-contract.md "Cache"), scope `products`.
import type { CachePurgeDto } from "@domain/cache";
import { cachePurgeEndpoints as cp } from "@domain/contracts/cache-purges";
import type { ResponseOf } from "@domain/contracts/endpoint";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

export type { CachePurgeDto };
type Api = Pick<ApiClients, "store">;
export type PurgeAnswer = ResponseOf<typeof cp.clearAll>;

export function clearCacheUrls(api: Api, urls: string[]): Promise<PurgeAnswer> {
  return call(api.store, cp.clearUrls, { body: { urls } });
}

export function clearCache(api: Api): Promise<PurgeAnswer> {
  return call(api.store, cp.clearAll);
}

export function listPurges(api: Api, limit = 20): Promise<{ purges: CachePurgeDto[]; provider: string }> {
  return call(api.store, cp.purges, { query: { limit } });
}
