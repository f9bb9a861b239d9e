// Discounts API calls (domain/contracts/discounts.ts, scope `discounts`). Each takes the caller's ApiClients.
import { discountEndpoints as de } from "@domain/contracts/discounts";
import type { ResponseOf } from "@domain/contracts/endpoint";
import { toApiDiscountForm, type CodeJobDto, type DiscountDto, type DiscountForm, type DiscountListQuery, type GenerateCodesForm } from "@domain/discount";
import { call, download } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { CodeJobDto, DiscountDto };
type Api = Pick<ApiClients, "store">;

export type DiscountList = ResponseOf<typeof de.list>;
export type DiscountTargets = ResponseOf<typeof de.targets>;
export type DiscountCodesPage = ResponseOf<typeof de.codes>;

export function listDiscounts(api: Api, query: DiscountListQuery): Promise<DiscountList> {
  return call(api.store, de.list, { query });
}

export async function getDiscount(api: Api, id: string): Promise<DiscountDto> {
  return (await call(api.store, de.get, { params: { id } })).discount;
}

export async function createDiscount(api: Api, discount: DiscountForm): Promise<DiscountDto> {
  return (await call(api.store, de.create, { body: { discount: toApiDiscountForm(discount) } })).discount;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingDiscount`). */
export async function updateDiscount(api: Api, id: string, discount: DiscountForm & { version: number }): Promise<DiscountDto> {
  return (await call(api.store, de.update, { params: { id }, body: { discount: toApiDiscountForm(discount) } })).discount;
}

export async function deleteDiscount(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, de.delete, { params: { id }, query: { version } });
}

export function discountTargets(
  api: Api,
  query: { productIds: string[]; collectionIds: string[]; productSearch?: string; collectionSearch?: string },
): Promise<DiscountTargets> {
  return call(api.store, de.targets, {
    query: {
      productIds: query.productIds.join(","),
      collectionIds: query.collectionIds.join(","),
      productSearch: query.productSearch,
      collectionSearch: query.collectionSearch,
    },
  });
}

export function listDiscountCodes(api: Api, id: string, limit = 10): Promise<DiscountCodesPage> {
  return call(api.store, de.codes, { params: { id }, query: { limit } });
}

export async function generateCodes(api: Api, id: string, generate: GenerateCodesForm): Promise<CodeJobDto> {
  return (await call(api.store, de.generateCodes, { params: { id }, body: { generate } })).codeJob;
}

export function downloadCodes(api: Api, id: string): Promise<Response> {
  return download(api.store, de.exportCodes, { params: { id } });
}

/** The discount as saved now, from a 409 answer of updateDiscount/deleteDiscount; null for any other error. */
export function conflictingDiscount(error: unknown): DiscountDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as DiscountDto) : null;
}
