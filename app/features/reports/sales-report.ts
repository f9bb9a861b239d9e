// The product sales report's URL state (SPEC §2 columns, §9: 20 a page): `q` (search), `sort`, `order`, `page`, next to
// the report filter's `preset`/`from`/`to`/`stores`. Pure: tests/app/reports-shaping.test.ts.
// Relative imports only: unit tests import this file without the app's path aliases.
import { PERFORMANCE_SORTS, type PerformanceSort } from "../../../domain/contracts/reports";

/** SPEC §9: the product sales report's page size. */
export const SALES_REPORT_PAGE_SIZE = 20;
export const SALES_REPORT_COLUMNS = PERFORMANCE_SORTS;
/** Numeric columns open largest first; the title A to Z. */
const firstOrder = (sort: PerformanceSort): "asc" | "desc" => (sort === "title" ? "asc" : "desc");

export interface SalesReportState {
  search: string;
  sort: PerformanceSort;
  order: "asc" | "desc";
  page: number;
}

export function salesReportState(params: URLSearchParams): SalesReportState {
  const sortParam = params.get("sort") ?? "";
  const sort = (PERFORMANCE_SORTS as readonly string[]).includes(sortParam) ? (sortParam as PerformanceSort) : "totalSales";
  const orderParam = params.get("order");
  const order = orderParam === "asc" || orderParam === "desc" ? orderParam : firstOrder(sort);
  const page = Math.min(10_000, Math.max(1, Math.floor(Number(params.get("page")) || 1)));
  return { search: (params.get("q") ?? "").trim().slice(0, 255), sort, order, page };
}

/** The API's performance query from the report query and the URL. */
export function performanceParams<Q extends object>(query: Q, params: URLSearchParams) {
  const s = salesReportState(params);
  return { ...query, search: s.search || undefined, sort: s.sort, order: s.order, page: s.page, limit: SALES_REPORT_PAGE_SIZE };
}

/** A column header's link: the same column flips the order, another column starts at its natural order, page 1. */
export function sortHref(base: URLSearchParams, state: SalesReportState, column: PerformanceSort): string {
  const params = new URLSearchParams(base);
  params.delete("page");
  params.set("sort", column);
  params.set("order", state.sort === column ? (state.order === "asc" ? "desc" : "asc") : firstOrder(column));
  return `?${params.toString()}`;
}

/** `aria-sort` of a column header. */
export const ariaSort = (state: SalesReportState, column: PerformanceSort) =>
  state.sort === column ? (state.order === "asc" ? "ascending" : "descending") : undefined;
