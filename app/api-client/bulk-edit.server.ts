// Products bulk edit calls (docs/api-contract.md "Products bulk edit", scope `products`). Each takes the caller's ApiClients.
import { bulkEditEndpoints } from "@domain/contracts/bulk-edit";
import type { ResponseOf } from "@domain/contracts/endpoint";
import type { BulkPatch, BulkRow, BulkVariantRow, ProductSelection } from "@domain/bulk-edit";
import type { ProductDto } from "@domain/product";
import type { VariantDto } from "@domain/variant";
import { call } from "./call.server";
import { API_LONG_TIMEOUT_MS, type ApiClients } from "./client.server";
import { isApiError } from "./errors";

type Api = Pick<ApiClients, "store">;
export type SelectionQuery = Partial<ProductSelection>;

export type SelectionPage = ResponseOf<typeof bulkEditEndpoints.page>;

/**
 * The selection as a query string. SPEC §5: "no product type" travels as an empty `productType=`, which the client
 * would drop from `query`, so it goes in the path.
 */
function selectionPath(base: string, s: SelectionQuery): { path: string; query: Record<string, string | undefined> } {
  const { productType, ids, ...rest } = s;
  const query = { ...rest, ids: ids?.join(",") };
  return productType === "" ? { path: `${base}?productType=`, query } : { path: base, query: { ...query, productType } };
}

export function listSelection(api: Api, selection: SelectionQuery, page: number, limit: number): Promise<SelectionPage> {
  const { path, query } = selectionPath(bulkEditEndpoints.page.path, selection);
  return call(api.store, { ...bulkEditEndpoints.page, path }, { query: { ...query, page, limit } });
}

/** Shape (a): one change for every product of the selection. */
export async function patchSelection(api: Api, selection: SelectionQuery, product: BulkPatch) {
  const { path, query } = selectionPath(bulkEditEndpoints.save.path, selection);
  const answer = await call(api.store, { ...bulkEditEndpoints.save, path }, { query, body: { product }, timeoutMs: API_LONG_TIMEOUT_MS });
  // The two bodies have two answers; a compatible API answers this one with the counts.
  if (!("matched" in answer)) throw new Error("PATCH /products answered a bulk change with saved rows");
  return answer;
}

/**
 * Shape (b): spreadsheet rows, products' and variants'; 400 has `products.{i}.{field}` and `variants.{i}.{field}`
 * errors, 409 has `current` and `currentVariants` (see `conflictingRows`).
 */
export async function saveRows(api: Api, rows: { products: BulkRow[]; variants: BulkVariantRow[] }) {
  const answer = await call(api.store, bulkEditEndpoints.save, { body: rows });
  if ("matched" in answer) throw new Error("PATCH /products answered saved rows with a bulk change");
  return answer;
}

/** The rows saved now, from a 409 of saveRows; null for any other error. */
export function conflictingRows(error: unknown): { products: ProductDto[]; variants: VariantDto[] } | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as { current?: unknown; currentVariants?: unknown } | null;
  if (!Array.isArray(body?.current)) return null;
  return { products: body.current as ProductDto[], variants: Array.isArray(body.currentVariants) ? (body.currentVariants as VariantDto[]) : [] };
}
