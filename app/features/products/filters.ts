// The products list's URL state (SPEC §2 tabs, `_query` filters) and how it maps onto the API's query (SPEC §5).
import { z } from "zod/v4";
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import { PRODUCT_TABS, type ProductListQuery, type ProductTab } from "../../../domain/product";
import { filterText } from "../../../domain/validation";
import type { TFunction } from "../../../domain/i18n";
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

/** SPEC §2's tabs, labelled in the reader's language. */
export const productTabList = (t: TFunction<"products">): { value: ProductTab; label: string }[] =>
  PRODUCT_TABS.map((value) => ({ value, label: t(`status.${value}`) }));

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

const FILTER_KEYS = ["search", "productType", "vendor", "tag"] as const satisfies readonly (keyof ProductListFilters)[];

/** The applied filters as chips ("Type: No type"), in the reader's language. */
export function productFilterChips(filters: ProductListFilters, t: TFunction<"products">): FilterChip[] {
  const labels: Record<keyof ProductListFilters, string> = {
    search: t("filters.search"),
    productType: t("filters.chipType"),
    vendor: t("filters.vendor"),
    tag: t("filters.tag"),
  };
  return FILTER_KEYS.filter((key) => filters[key] !== undefined).map((key) => {
    const value = key === "productType" && filters[key] === NO_TYPE ? t("filters.noType") : `${filters[key]}`;
    return { key, label: `${labels[key]}: ${value}` };
  });
}
