// Product feeds API calls (docs/api-contract.md "Product feeds", scope `products`). Each takes the caller's ApiClients.
import type { FeedDto, FeedForm, GoogleCategory } from "@domain/feed";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { FeedDto, GoogleCategory };
type Api = Pick<ApiClients, "store">;

export interface FeedList {
  productFeeds: FeedDto[];
  total: number;
  page: number;
  limit: number;
}

const path = (id: string) => `/feed/${encodeURIComponent(id)}`;

export function listFeeds(api: Api, query: { search?: string; page?: number; limit?: number }): Promise<FeedList> {
  return api.store.get<FeedList>("/feed", { query: { ...query } });
}

export async function getFeed(api: Api, id: string): Promise<FeedDto> {
  return (await api.store.get<{ productFeed: FeedDto }>(path(id))).productFeed;
}

export async function createFeed(api: Api, productFeed: FeedForm): Promise<FeedDto> {
  return (await api.store.post<{ productFeed: FeedDto }>("/feed", { body: { productFeed } })).productFeed;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingFeed`). */
export async function updateFeed(api: Api, id: string, productFeed: FeedForm & { version: number }): Promise<FeedDto> {
  return (await api.store.put<{ productFeed: FeedDto }>(path(id), { body: { productFeed } })).productFeed;
}

export async function deleteFeed(api: Api, id: string, version?: number): Promise<void> {
  await api.store.del(path(id), { query: { version } });
}

export function searchGoogleCategories(api: Api, search: string, limit = 20): Promise<{ categories: GoogleCategory[]; total: number }> {
  return api.store.get("/feed/google/categories", { query: { search, limit } });
}

/** The feed as saved now, from a 409 answer of updateFeed/deleteFeed; null for any other error. */
export function conflictingFeed(error: unknown): FeedDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as FeedDto) : null;
}
