// Collections API calls (docs/api-contract.md "Collections", scope `products`). Each takes the caller's ApiClients.
import type { CollectionDto, CollectionForm, CollectionType } from "@domain/collection";
import { collectionEndpoints } from "@domain/contracts/collections";
import type { ResponseOf } from "@domain/contracts/endpoint";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { CollectionDto };
type Api = Pick<ApiClients, "store">;

export type CollectionList = ResponseOf<typeof collectionEndpoints.list>;
export type CollectionProducts = ResponseOf<typeof collectionEndpoints.products>;

export interface CollectionListQuery {
  search?: string;
  type?: CollectionType;
  page?: number;
  limit?: number;
}

const c = collectionEndpoints;

export function listCollections(api: Api, query: CollectionListQuery): Promise<CollectionList> {
  return call(api.store, c.list, { query });
}

export async function getCollection(api: Api, id: string): Promise<CollectionDto> {
  return (await call(api.store, c.get, { params: { id } })).collection;
}

export async function createCollection(api: Api, collection: CollectionForm): Promise<CollectionDto> {
  return (await call(api.store, c.create, { body: { collection } })).collection;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingCollection`). */
export async function updateCollection(api: Api, id: string, collection: CollectionForm & { version: number }): Promise<CollectionDto> {
  return (await call(api.store, c.update, { params: { id }, body: { collection } })).collection;
}

export async function deleteCollection(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, c.delete, { params: { id }, query: { version } });
}

/** Members in order: a manual collection by position, a smart one newest first. */
export function collectionProducts(api: Api, id: string, query: { page?: number; limit?: number } = {}): Promise<CollectionProducts> {
  return call(api.store, c.products, { params: { id }, query });
}

/** The products a smart collection's conditions select now. */
export function smartCollectionProducts(api: Api, id: string, query: { page?: number; limit?: number } = {}): Promise<CollectionProducts> {
  return call(api.store, c.smartProducts, { params: { id }, query });
}

/** Membership changes take the version the editor loaded (stale → 409, see `conflictingCollection`) and bump it. */
export async function collectProducts(api: Api, id: string, productIds: string[], version?: number): Promise<number> {
  return (await call(api.store, c.collect, { params: { id }, body: { collection: { productIds, version } } })).added;
}

export async function removeCollectionProduct(api: Api, id: string, productId: string, version?: number): Promise<void> {
  await call(api.store, c.removeProduct, { params: { id, pid: productId }, query: { version } });
}

export async function reorderCollection(api: Api, id: string, productIds: string[], version?: number): Promise<void> {
  await call(api.store, c.reorder, { params: { id }, body: { productIds, version } });
}

/** Bulk delete by ids (other stores' ids are not matched); answers how many went. */
export async function deleteCollections(api: Api, ids: string[]): Promise<number> {
  return (await call(api.store, c.bulkDelete, { query: { ids: ids.join(",") } })).deleted;
}

/** Publish or unpublish every collection the filters match (search, type), or only the given ids. */
export async function bulkPublishCollections(
  api: Api,
  filters: { search?: string; type?: CollectionType; ids?: string[] },
  published: boolean,
): Promise<number> {
  const { ids, ...rest } = filters;
  const query = { ...rest, ids: ids?.join(",") };
  return (await call(api.store, c.bulkUpdate, { query, body: { collection: { published } } })).updated;
}

/** The collection as saved now, from a 409 answer of updateCollection/deleteCollection; null for any other error. */
export function conflictingCollection(error: unknown): CollectionDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as CollectionDto) : null;
}
