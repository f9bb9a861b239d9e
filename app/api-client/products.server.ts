// Products API calls (docs/api-contract.md "Products", scope `products`). Each takes the caller's ApiClients.
import {
  TAGS_LIST_LIMIT,
  TYPES_LIST_LIMIT,
  VENDORS_LIST_LIMIT,
  type ProductDto,
  type ProductFilters,
  type ProductListItemDto,
  type ProductForm,
  type ProductListQuery,
} from "@domain/product";
import { productEndpoints } from "@domain/contracts/products";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { ProductDto };

export interface ProductList {
  products: ProductListItemDto[];
  total: number;
  page: number;
  limit: number;
}

type FilterQuery = Partial<ProductFilters> & Partial<Pick<ProductListQuery, "page" | "limit">>;

const { list, count, get, create, update, bulkDelete, delete: remove, tags, types, vendors } = productEndpoints;

/**
 * SPEC §5: "no product type" is sent as an empty `productType=`. The client drops empty query values,
 * so that one travels in the path; the rest go through `query` as usual.
 */
function withProductType<E extends { path: string }>(endpoint: E, query: FilterQuery): [E, FilterQuery] {
  const { productType, ...rest } = query;
  return productType === "" ? [{ ...endpoint, path: `${endpoint.path}?productType=` }, rest] : [endpoint, query];
}

export function listProducts(api: Pick<ApiClients, "store">, query: FilterQuery): Promise<ProductList> {
  const [endpoint, q] = withProductType(list, query);
  return call(api.store, endpoint, { query: q });
}

export async function productCount(api: Pick<ApiClients, "store">, filters: Partial<ProductFilters>): Promise<number> {
  const [endpoint, query] = withProductType(count, filters);
  return (await call(api.store, endpoint, { query })).count;
}

export async function getProduct(api: Pick<ApiClients, "store">, id: string): Promise<ProductDto> {
  return (await call(api.store, get, { params: { id } })).product;
}

export async function createProduct(api: Pick<ApiClients, "store">, product: ProductForm): Promise<ProductDto> {
  return (await call(api.store, create, { body: { product } })).product;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingProduct`). */
export async function updateProduct(api: Pick<ApiClients, "store">, id: string, product: ProductForm & { version: number }): Promise<ProductDto> {
  return (await call(api.store, update, { params: { id }, body: { product } })).product;
}

/** The list's bulk delete, DELETE /products?ids= (this store's products only); answers how many went. */
export async function deleteProducts(api: Pick<ApiClients, "store">, ids: string[]): Promise<number> {
  return (await call(api.store, bulkDelete, { query: { ids: ids.join(",") } })).deleted;
}

export async function deleteProduct(api: Pick<ApiClients, "store">, id: string, version?: number): Promise<string> {
  return (await call(api.store, remove, { params: { id }, query: { version } })).message;
}

export async function productTags(api: Pick<ApiClients, "store">, limit: number = TAGS_LIST_LIMIT): Promise<string[]> {
  return (await call(api.store, tags, { query: { limit } })).tags;
}

export async function productTypes(api: Pick<ApiClients, "store">, limit: number = TYPES_LIST_LIMIT): Promise<string[]> {
  return (await call(api.store, types, { query: { limit } })).types;
}

export async function productVendors(api: Pick<ApiClients, "store">, limit: number = VENDORS_LIST_LIMIT): Promise<string[]> {
  return (await call(api.store, vendors, { query: { limit } })).vendors;
}

/** The product as saved now, from a 409 answer of updateProduct/deleteProduct; null for any other error. */
export function conflictingProduct(error: unknown): ProductDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as ProductDto) : null;
}
