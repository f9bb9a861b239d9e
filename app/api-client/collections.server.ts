// Collections API calls (docs/api-contract.md "Collections", scope `products`). Each takes the caller's ApiClients.
import type { CollectionDto, CollectionForm, CollectionType } from "@domain/collection";
import type { ProductDto } from "@domain/product";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { CollectionDto };
type Api = Pick<ApiClients, "store">;

export interface CollectionList {
  collections: CollectionDto[];
  total: number;
  page: number;
  limit: number;
}

export interface CollectionProducts {
  products: ProductDto[];
  total: number;
  page: number;
  limit: number;
}

export interface CollectionListQuery {
  search?: string;
  type?: CollectionType;
  page?: number;
  limit?: number;
}

const path = (id: string) => `/collections/${encodeURIComponent(id)}`;

export function listCollections(api: Api, query: CollectionListQuery): Promise<CollectionList> {
  return api.store.get<CollectionList>("/collections", { query: { ...query } });
}

export async function getCollection(api: Api, id: string): Promise<CollectionDto> {
  return (await api.store.get<{ collection: CollectionDto }>(path(id))).collection;
}

export async function createCollection(api: Api, collection: CollectionForm): Promise<CollectionDto> {
  return (await api.store.post<{ collection: CollectionDto }>("/collections", { body: { collection } })).collection;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingCollection`). */
export async function updateCollection(api: Api, id: string, collection: CollectionForm & { version: number }): Promise<CollectionDto> {
  return (await api.store.put<{ collection: CollectionDto }>(path(id), { body: { collection } })).collection;
}

export async function deleteCollection(api: Api, id: string, version?: number): Promise<void> {
  await api.store.del(path(id), { query: { version } });
}

/** Members in order: a manual collection by position, a smart one newest first. */
export function collectionProducts(api: Api, id: string, query: { page?: number; limit?: number } = {}): Promise<CollectionProducts> {
  return api.store.get<CollectionProducts>(`/products/collections/${encodeURIComponent(id)}`, { query });
}

/** The products a smart collection's conditions select now. */
export function smartCollectionProducts(api: Api, id: string, query: { page?: number; limit?: number } = {}): Promise<CollectionProducts> {
  return api.store.get<CollectionProducts>(`/collections/smart/products/${encodeURIComponent(id)}`, { query });
}

/** Membership changes take the version the editor loaded (stale → 409, see `conflictingCollection`) and bump it. */
export async function collectProducts(api: Api, id: string, productIds: string[], version?: number): Promise<number> {
  return (await api.store.put<{ added: number }>(`${path(id)}/collect`, { body: { collection: { productIds, version } } })).added;
}

export async function removeCollectionProduct(api: Api, id: string, productId: string, version?: number): Promise<void> {
  await api.store.del(`${path(id)}/products/${encodeURIComponent(productId)}`, { query: { version } });
}

export async function reorderCollection(api: Api, id: string, productIds: string[], version?: number): Promise<void> {
  await api.store.put(`/collections/reorder/${encodeURIComponent(id)}`, { body: { productIds, version } });
}

/** Bulk delete by ids (other stores' ids are not matched); answers how many went. */
export async function deleteCollections(api: Api, ids: string[]): Promise<number> {
  return (await api.store.del<{ deleted: number }>("/collections", { query: { ids: ids.join(",") } })).deleted;
}

/** Publish or unpublish every collection the filters match (search, type), or only the given ids. */
export async function bulkPublishCollections(api: Api, filters: { search?: string; type?: CollectionType; ids?: string[] }, published: boolean): Promise<number> {
  const { ids, ...rest } = filters;
  const query = { ...rest, ids: ids?.join(",") };
  return (await api.store.patch<{ updated: number }>("/collections", { query, body: { collection: { published } } })).updated;
}

/** The collection as saved now, from a 409 answer of updateCollection/deleteCollection; null for any other error. */
export function conflictingCollection(error: unknown): CollectionDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as CollectionDto) : null;
}
