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

/**
 * SPEC §5: "no product type" is sent as an empty `productType=`. The client drops empty query values,
 * so that one travels in the path; the rest go through `query` as usual.
 */
function productsPath(base: string, query: FilterQuery): { path: string; query: Record<string, string | number | undefined> } {
  const { productType, ...rest } = query;
  return productType === "" ? { path: `${base}?productType=`, query: rest } : { path: base, query: { ...rest, productType } };
}

export function listProducts(api: Pick<ApiClients, "store">, query: FilterQuery): Promise<ProductList> {
  const { path, query: q } = productsPath("/products", query);
  return api.store.get<ProductList>(path, { query: q });
}

export async function productCount(api: Pick<ApiClients, "store">, filters: Partial<ProductFilters>): Promise<number> {
  const { path, query } = productsPath("/products/count", filters);
  return (await api.store.get<{ count: number }>(path, { query })).count;
}

export async function getProduct(api: Pick<ApiClients, "store">, id: string): Promise<ProductDto> {
  return (await api.store.get<{ product: ProductDto }>(`/products/${encodeURIComponent(id)}`)).product;
}

export async function createProduct(api: Pick<ApiClients, "store">, product: ProductForm): Promise<ProductDto> {
  return (await api.store.post<{ product: ProductDto }>("/products", { body: { product } })).product;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingProduct`). */
export async function updateProduct(api: Pick<ApiClients, "store">, id: string, product: ProductForm & { version: number }): Promise<ProductDto> {
  return (await api.store.put<{ product: ProductDto }>(`/products/${encodeURIComponent(id)}`, { body: { product } })).product;
}

/** The list's bulk delete, DELETE /products?ids= (this store's products only); answers how many went. */
export async function deleteProducts(api: Pick<ApiClients, "store">, ids: string[]): Promise<number> {
  return (await api.store.del<{ deleted: number }>("/products", { query: { ids: ids.join(",") } })).deleted;
}

export async function deleteProduct(api: Pick<ApiClients, "store">, id: string, version?: number): Promise<string> {
  const answer = await api.store.del<{ message?: string }>(`/products/${encodeURIComponent(id)}`, { query: { version } });
  return answer?.message ?? "Product deleted";
}

export async function productTags(api: Pick<ApiClients, "store">, limit: number = TAGS_LIST_LIMIT): Promise<string[]> {
  return (await api.store.get<{ tags: string[] }>("/products/tags/list", { query: { limit } })).tags;
}

export async function productTypes(api: Pick<ApiClients, "store">, limit: number = TYPES_LIST_LIMIT): Promise<string[]> {
  return (await api.store.get<{ types: string[] }>("/products/types/list", { query: { limit } })).types;
}

export async function productVendors(api: Pick<ApiClients, "store">, limit: number = VENDORS_LIST_LIMIT): Promise<string[]> {
  return (await api.store.get<{ vendors: string[] }>("/products/vendors/list", { query: { limit } })).vendors;
}

/** The product as saved now, from a 409 answer of updateProduct/deleteProduct; null for any other error. */
export function conflictingProduct(error: unknown): ProductDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as ProductDto) : null;
}
