import { NativeSelect, TextInput } from "@mantine/core";
import { filterField, type RejectedFilters } from "~/components/list/list-state";
import { SearchIcon } from "~/components/list/icons";
import { NO_TYPE, type ProductListFilters } from "./filters";
import type { FilterOptions } from "./list.server";
import { useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/** Options of a select: the "any" choice, the loaded values, and the applied value even before the lists arrive. */
function choices(anyLabel: string, values: readonly string[] | undefined, current: string | undefined, extra: { value: string; label: string }[] = []) {
  const list = [...(values ?? [])];
  if (current && current !== NO_TYPE && !list.includes(current)) list.unshift(current);
  return [{ value: "", label: anyLabel }, ...extra, ...list.map((v) => ({ value: v, label: v }))];
}

/**
 * The filter drawer's controls for products (SPEC: search, product type with 'none', vendor, tag). A search the list
 * refused (`rejected`) stays in its field with the reason, as in the list's search box.
 */
export function ProductFilterFields({
  filters,
  rejected = {},
  options,
}: {
  filters: ProductListFilters;
  rejected?: RejectedFilters;
  options: FilterOptions | null;
}) {
  const loading = options === null;
  const t = useT("products");
  const tc = useT();
  const localize = useMessage();
  return (
    <>
      <TextInput
        id="filter-search"
        type="search"
        name={filterField("search")}
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
        defaultValue={rejected.search?.value ?? filters.search ?? ""}
        error={rejected.search ? tc("list.notSearched", { message: localize(rejected.search.message) }) : undefined}
        leftSection={<SearchIcon />}
        autoComplete="off"
        autoFocus
        {...enhance.autofocus()}
      />
      <NativeSelect
        name={filterField("productType")}
        label={t("filters.productType")}
        defaultValue={filters.productType ?? ""}
        data={choices(t("filters.anyType"), options?.types, filters.productType, [{ value: NO_TYPE, label: t("filters.noType") }])}
        description={loading ? t("filters.loadingTypes") : undefined}
      />
      <NativeSelect
        name={filterField("vendor")}
        label={t("filters.vendor")}
        defaultValue={filters.vendor ?? ""}
        data={choices(t("filters.anyVendor"), options?.vendors, filters.vendor)}
        description={loading ? t("filters.loadingVendors") : undefined}
      />
      <NativeSelect
        name={filterField("tag")}
        label={t("filters.tag")}
        defaultValue={filters.tag ?? ""}
        data={choices(t("filters.anyTag"), options?.tags, filters.tag)}
        description={loading ? t("filters.loadingTags") : undefined}
      />
    </>
  );
}
