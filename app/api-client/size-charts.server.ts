// Size charts API calls (docs/api-contract.md "Size charts", scope `products`). Each takes the caller's ApiClients.
import type { ProductSizeChartDto, SizeChartDto, SizeChartForm, SizeChartSummaryDto } from "@domain/size-chart";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { SizeChartDto, SizeChartSummaryDto };
type Api = Pick<ApiClients, "store">;

export interface SizeChartList {
  sizeCharts: SizeChartSummaryDto[];
  total: number;
  page: number;
  limit: number;
}

const path = (id: string) => `/size-charts/${encodeURIComponent(id)}`;

export function listSizeCharts(api: Api, query: { search?: string; page?: number; limit?: number }): Promise<SizeChartList> {
  return api.store.get<SizeChartList>("/size-charts", { query: { ...query } });
}

export async function getSizeChart(api: Api, id: string): Promise<SizeChartDto> {
  return (await api.store.get<{ sizeChart: SizeChartDto }>(path(id))).sizeChart;
}

export async function createSizeChart(api: Api, sizeChart: SizeChartForm): Promise<SizeChartDto> {
  return (await api.store.post<{ sizeChart: SizeChartDto }>("/size-charts", { body: { sizeChart } })).sizeChart;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingSizeChart`). */
export async function updateSizeChart(api: Api, id: string, sizeChart: SizeChartForm & { version: number }): Promise<SizeChartDto> {
  return (await api.store.put<{ sizeChart: SizeChartDto }>(path(id), { body: { sizeChart } })).sizeChart;
}

export async function deleteSizeChart(api: Api, id: string, version?: number): Promise<void> {
  await api.store.del(path(id), { query: { version } });
}

/** The chart a product shows: its own, else one of its collections' (ADR 013). */
export function productSizeChart(api: Api, productId: string): Promise<ProductSizeChartDto> {
  return api.store.get<ProductSizeChartDto>(`/products/${encodeURIComponent(productId)}/size-chart`);
}

/** The chart as saved now, from a 409 answer of updateSizeChart/deleteSizeChart; null for any other error. */
export function conflictingSizeChart(error: unknown): SizeChartDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as SizeChartDto) : null;
}
