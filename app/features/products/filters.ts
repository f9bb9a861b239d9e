// The products list's URL state (SPEC §2 tabs, filters) and how it maps onto the API's query (SPEC §5).
// Browser-safe: no zod here (see filter-schema.ts).
import type { z } from "zod/v4";
import type { ProductListQuery, ProductTab } from "../../../domain/product";
import type { FilterChip } from "~/components/list/FilterChips";
import type { ListState } from "~/components/list/list-state";
import type { ProductFiltersSchema } from "./filter-schema";

/** The product type option meaning "products without a type" (SPEC §5: sent to the API as an empty value). */
export const NO_TYPE = "none";

export type ProductListFilters = z.infer<typeof ProductFiltersSchema>;
export type ProductListState = ListState<ProductListFilters, ProductTab>;

export const PRODUCT_TAB_LIST = [
  { value: "published", label: "Published" },
  { value: "unpublished", label: "Unpublished" },
] as const satisfies readonly { value: ProductTab; label: string }[];

/** SPEC §4: the tab filters by published true/false; 'none' type becomes the empty productType. */
export function toProductListQuery(state: ProductListState): Partial<ProductListQuery> {
  const { search, productType, vendor, tag } = state.filters;
  return {
    published: state.tab === "published" ? "true" : "false",
    search,
    productType: productType === NO_TYPE ? "" : productType,
    vendor,
    tag,
    page: state.page,
    limit: state.limit,
  };
}

const FILTER_LABELS: Record<keyof ProductListFilters, string> = {
  search: "Search",
  productType: "Type",
  vendor: "Vendor",
  tag: "Tag",
};

export function productFilterChips(filters: ProductListFilters): FilterChip[] {
  return (Object.keys(FILTER_LABELS) as (keyof ProductListFilters)[])
    .filter((key) => filters[key] !== undefined)
    .map((key) => {
      const value = key === "productType" && filters[key] === NO_TYPE ? "No type" : `${filters[key]}`;
      return { key, label: `${FILTER_LABELS[key]}: ${value}` };
    });
}
