// Variants and product options API calls (docs/api-contract.md "Variants and product options", scope `products`).
import type { OptionTemplate, ProductOption, ProductOptionsDto, VariantDto, VariantForm, VariantSummaryDto } from "@domain/variant";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { OptionTemplate, ProductOption, ProductOptionsDto, VariantDto, VariantSummaryDto };
type Api = Pick<ApiClients, "store">;

const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;
const variantPath = (id: string, variantId: string) => `${productPath(id)}/variants/${encodeURIComponent(variantId)}`;

export interface VariantList {
  variants: VariantDto[];
  total: number;
  page: number;
  limit: number;
}

export async function optionTemplates(api: Api): Promise<OptionTemplate[]> {
  return (await api.store.get<{ templates: OptionTemplate[] }>("/products/options/template")).templates;
}

export async function getProductOptions(api: Api, id: string): Promise<ProductOptionsDto> {
  return (await api.store.get<{ options: ProductOptionsDto }>(`${productPath(id)}/options`)).options;
}

/** A save that would orphan variants answers 400 with `orphanedVariants` (see `orphanedVariantsOf`) unless deleteOrphanedVariants. */
export async function saveProductOptions(
  api: Api,
  id: string,
  body: { options: ProductOption[]; version?: number; deleteOrphanedVariants: boolean },
): Promise<{ options: ProductOptionsDto; deletedVariants: number }> {
  return api.store.put(`${productPath(id)}/options`, { body });
}

export function listVariants(api: Api, id: string, query: { page?: number; limit?: number } = {}): Promise<VariantList> {
  return api.store.get<VariantList>(`${productPath(id)}/variants`, { query });
}

export async function variantSummary(api: Api, id: string): Promise<VariantSummaryDto> {
  return (await api.store.get<{ summary: VariantSummaryDto }>(`${productPath(id)}/variants/summary`)).summary;
}

export async function getVariant(api: Api, id: string, variantId: string): Promise<VariantDto> {
  return (await api.store.get<{ variant: VariantDto }>(variantPath(id, variantId))).variant;
}

export async function createVariant(api: Api, id: string, variant: VariantForm): Promise<VariantDto> {
  return (await api.store.post<{ variant: VariantDto }>(`${productPath(id)}/variants`, { body: { variant } })).variant;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingVariant`). */
export async function updateVariant(api: Api, id: string, variantId: string, variant: VariantForm & { version: number }): Promise<VariantDto> {
  return (await api.store.put<{ variant: VariantDto }>(variantPath(id, variantId), { body: { variant } })).variant;
}

export async function deleteVariant(api: Api, id: string, variantId: string, version?: number): Promise<void> {
  await api.store.del(variantPath(id, variantId), { query: { version } });
}

/** "Create all variants": 201/200 `{ created, kept, message }`; a stale `optionsVersion` answers 409 with the current options. */
export function createCombinations(api: Api, id: string, body: { optionsVersion: number; price: number | null }): Promise<{ created: number; kept: number; message: string }> {
  return api.store.post(`${productPath(id)}/variants/combinations`, { body: body.price === null ? { optionsVersion: body.optionsVersion } : body });
}

const bodyOf = (error: unknown): Record<string, unknown> | null =>
  isApiError(error) && error.body && typeof error.body === "object" ? (error.body as Record<string, unknown>) : null;

/** The variant as saved now, from a 409 answer of updateVariant/deleteVariant; null for any other error. */
export function conflictingVariant(error: unknown): VariantDto | null {
  const current = isApiError(error) && error.status === 409 ? bodyOf(error)?.current : null;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as VariantDto) : null;
}

/** The variants an options save would orphan, from its 400 answer; null for any other error. */
export function orphanedVariantsOf(error: unknown): VariantDto[] | null {
  const orphaned = isApiError(error) && error.status === 400 ? bodyOf(error)?.orphanedVariants : null;
  return Array.isArray(orphaned) ? (orphaned as VariantDto[]) : null;
}
