// Size charts API calls (docs/api-contract.md "Size charts", scope `products`). Each takes the caller's ApiClients.
import type { ProductSizeChartDto, SizeChartDto, SizeChartForm, SizeChartSummaryDto } from "@domain/size-chart";
import type { ResponseOf } from "@domain/contracts/endpoint";
import { sizeChartEndpoints } from "@domain/contracts/size-charts";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { SizeChartDto, SizeChartSummaryDto };
type Api = Pick<ApiClients, "store">;

export type SizeChartList = ResponseOf<typeof sizeChartEndpoints.list>;

const sc = sizeChartEndpoints;

export function listSizeCharts(api: Api, query: { search?: string; page?: number; limit?: number }): Promise<SizeChartList> {
  return call(api.store, sc.list, { query });
}

export async function getSizeChart(api: Api, id: string): Promise<SizeChartDto> {
  return (await call(api.store, sc.get, { params: { id } })).sizeChart;
}

export async function createSizeChart(api: Api, sizeChart: SizeChartForm): Promise<SizeChartDto> {
  return (await call(api.store, sc.create, { body: { sizeChart } })).sizeChart;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingSizeChart`). */
export async function updateSizeChart(api: Api, id: string, sizeChart: SizeChartForm & { version: number }): Promise<SizeChartDto> {
  return (await call(api.store, sc.update, { params: { id }, body: { sizeChart } })).sizeChart;
}

export async function deleteSizeChart(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, sc.delete, { params: { id }, query: { version } });
}

/** The chart a product shows: its own, else one of its collections' (ADR 013). */
export function productSizeChart(api: Api, productId: string): Promise<ProductSizeChartDto> {
  return call(api.store, sc.forProduct, { params: { id: productId } });
}

/** The chart as saved now, from a 409 answer of updateSizeChart/deleteSizeChart; null for any other error. */
export function conflictingSizeChart(error: unknown): SizeChartDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as SizeChartDto) : null;
}
