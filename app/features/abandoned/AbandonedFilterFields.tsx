import { TextInput } from "@mantine/core";
import { DateRangeFields } from "~/components/date-range/DateRangeFields";
import { SearchIcon } from "~/components/list/icons";
import { filterField, type RejectedFilters } from "~/components/list/list-state";
import { enhance } from "~/enhance/attributes";
import { useMessage, useT } from "~/lib/i18n";
import type { AbandonedFilters } from "./filters";

/** The filter drawer: search, and the shared date range (SPEC's presets, or two dd-mm-yyyy days; ADR 038). */
export function AbandonedFilterFields({ filters, rejected }: { filters: AbandonedFilters; rejected: RejectedFilters }) {
  const t = useT("abandoned");
  const tc = useT();
  const localize = useMessage();
  const typed = (key: keyof AbandonedFilters) => rejected[key]?.value ?? filters[key] ?? "";
  return (
    <>
      <TextInput
        id="filter-search"
        type="search"
        name={filterField("search")}
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
        defaultValue={typed("search")}
        error={rejected.search ? tc("list.notSearched", { message: localize(rejected.search.message) }) : undefined}
        leftSection={<SearchIcon />}
        autoComplete="off"
        autoFocus
        {...enhance.autofocus()}
      />
      <DateRangeFields filters={filters} rejected={rejected} />
    </>
  );
}
