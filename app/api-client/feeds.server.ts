// Product feeds API calls (docs/api-contract.md "Product feeds", scope `products`). Each takes the caller's ApiClients.
import { feedEndpoints } from "@domain/contracts/feeds";
import type { FeedDto, FeedForm, GoogleCategory } from "@domain/feed";
import type { ResponseOf } from "@domain/contracts/endpoint";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { FeedDto, GoogleCategory };
type Api = Pick<ApiClients, "store">;

export type FeedList = ResponseOf<typeof feedEndpoints.list>;

const { list, get, create, update, delete: remove, googleCategories } = feedEndpoints;

export function listFeeds(api: Api, query: { search?: string; page?: number; limit?: number }): Promise<FeedList> {
  return call(api.store, list, { query });
}

export async function getFeed(api: Api, id: string): Promise<FeedDto> {
  return (await call(api.store, get, { params: { id } })).productFeed;
}

export async function createFeed(api: Api, productFeed: FeedForm): Promise<FeedDto> {
  return (await call(api.store, create, { body: { productFeed } })).productFeed;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingFeed`). */
export async function updateFeed(api: Api, id: string, productFeed: FeedForm & { version: number }): Promise<FeedDto> {
  return (await call(api.store, update, { params: { id }, body: { productFeed } })).productFeed;
}

export async function deleteFeed(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, remove, { params: { id }, query: { version } });
}

export function searchGoogleCategories(api: Api, search: string, limit = 20): Promise<{ categories: GoogleCategory[]; total: number }> {
  return call(api.store, googleCategories, { query: { search, limit } });
}

/** The feed as saved now, from a 409 answer of updateFeed/deleteFeed; null for any other error. */
export function conflictingFeed(error: unknown): FeedDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as FeedDto) : null;
}
