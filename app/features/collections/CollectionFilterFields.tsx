import { NativeSelect, TextInput } from "@mantine/core";
import { SearchIcon } from "~/components/list/icons";
import { filterField } from "~/components/list/list-state";
import type { CollectionListFilters } from "./filters";
import { enhance } from "~/enhance/attributes";

/** The filter drawer's controls for collections: search and type (manual / smart). */
export function CollectionFilterFields({ filters }: { filters: CollectionListFilters }) {
  return (
    <>
      <TextInput
        id="filter-search"
        type="search"
        name={filterField("search")}
        label="Search"
        placeholder="Title or handle…"
        defaultValue={filters.search ?? ""}
        leftSection={<SearchIcon />}
        autoComplete="off"
        autoFocus
        {...enhance.autofocus()}
      />
      <NativeSelect
        name={filterField("type")}
        label="Type"
        defaultValue={filters.type ?? ""}
        data={[
          { value: "", label: "Any type" },
          { value: "manual", label: "Manual" },
          { value: "smart", label: "Smart" },
        ]}
      />
    </>
  );
}
