// The products list's URL state (SPEC §2 tabs, `_query` filters) and how it maps onto the API's query (SPEC §5).
import { z } from "zod/v4";
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import { PRODUCT_TABS, type ProductListQuery, type ProductTab } from "../../../domain/product";
import { filterText } from "../../../domain/validation";
import type { FilterChip } from "~/components/list/FilterChips";
import type { ListState, ListStateOptions } from "~/components/list/list-state";

export const ProductFiltersSchema = z.object({
  search: filterText(),
  productType: filterText(),
  vendor: filterText(),
  tag: filterText(),
});

export const productListOptions: ListStateOptions<ProductTab> = { tabs: PRODUCT_TABS };

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
