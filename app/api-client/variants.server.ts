// Variants and product options API calls (docs/api-contract.md "Variants and product options", scope `products`).
import type { OptionTemplate, ProductOption, ProductOptionsDto, VariantDto, VariantForm, VariantSummaryDto } from "@domain/variant";
import type { ResponseOf } from "@domain/contracts/endpoint";
import { variantEndpoints } from "@domain/contracts/variants";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { OptionTemplate, ProductOption, ProductOptionsDto, VariantDto, VariantSummaryDto };
type Api = Pick<ApiClients, "store">;

const v = variantEndpoints;

export type VariantList = ResponseOf<typeof v.list>;

export async function optionTemplates(api: Api): Promise<OptionTemplate[]> {
  return (await call(api.store, v.optionTemplates)).templates;
}

export async function getProductOptions(api: Api, id: string): Promise<ProductOptionsDto> {
  return (await call(api.store, v.options, { params: { id } })).options;
}

/** A save that would orphan variants answers 400 with `orphanedVariants` (see `orphanedVariantsOf`) unless deleteOrphanedVariants. */
export async function saveProductOptions(
  api: Api,
  id: string,
  body: { options: ProductOption[]; version?: number; deleteOrphanedVariants: boolean },
): Promise<{ options: ProductOptionsDto; deletedVariants: number }> {
  return call(api.store, v.saveOptions, { params: { id }, body });
}

export function listVariants(api: Api, id: string, query: { page?: number; limit?: number } = {}): Promise<VariantList> {
  return call(api.store, v.list, { params: { id }, query });
}

export async function variantSummary(api: Api, id: string): Promise<VariantSummaryDto> {
  return (await call(api.store, v.summary, { params: { id } })).summary;
}

export async function getVariant(api: Api, id: string, variantId: string): Promise<VariantDto> {
  return (await call(api.store, v.get, { params: { id, variantId } })).variant;
}

export async function createVariant(api: Api, id: string, variant: VariantForm): Promise<VariantDto> {
  return (await call(api.store, v.create, { params: { id }, body: { variant } })).variant;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingVariant`). */
export async function updateVariant(api: Api, id: string, variantId: string, variant: VariantForm & { version: number }): Promise<VariantDto> {
  return (await call(api.store, v.update, { params: { id, variantId }, body: { variant } })).variant;
}

export async function deleteVariant(api: Api, id: string, variantId: string, version?: number): Promise<void> {
  await call(api.store, v.delete, { params: { id, variantId }, query: { version } });
}

/**
 * "Create all variants": 201/200 `{ created, kept, message }`; a stale `optionsVersion` answers 409 with the current
 * options. A null price means "the first variant's prices", as when it is left out.
 */
export function createCombinations(
  api: Api,
  id: string,
  body: { optionsVersion: number; price: number | null },
): Promise<{ created: number; kept: number; message: string }> {
  return call(api.store, v.combinations, { params: { id }, body });
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
