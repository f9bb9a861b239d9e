import { NativeSelect, TextInput } from "@mantine/core";
import { SearchIcon } from "~/components/list/icons";
import { filterField } from "~/components/list/list-state";
import type { CollectionListFilters } from "./filters";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/** The filter drawer's controls for collections: search and type (manual / smart). */
export function CollectionFilterFields({ filters }: { filters: CollectionListFilters }) {
  const t = useT("collections");
  return (
    <>
      <TextInput
        id="filter-search"
        type="search"
        name={filterField("search")}
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
        defaultValue={filters.search ?? ""}
        leftSection={<SearchIcon />}
        autoComplete="off"
        autoFocus
        {...enhance.autofocus()}
      />
      <NativeSelect
        name={filterField("type")}
        label={t("filters.type")}
        defaultValue={filters.type ?? ""}
        data={[
          { value: "", label: t("filters.anyType") },
          { value: "manual", label: t("type.manual") },
          { value: "smart", label: t("type.smart") },
        ]}
      />
    </>
  );
}
