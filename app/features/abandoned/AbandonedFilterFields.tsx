import { Group, TextInput } from "@mantine/core";
import { SearchIcon } from "~/components/list/icons";
import { filterField, type RejectedFilters } from "~/components/list/list-state";
import { enhance } from "~/enhance/attributes";
import { useMessage, useT } from "~/lib/i18n";
import type { AbandonedFilters } from "./filters";

// TODO(lead): swap the from/to fields for H1's date-range component (presets, SPEC §9) once it is merged.
/** The filter drawer: search, and the date range as two dd-mm-yyyy days. A refused value stays with its reason. */
export function AbandonedFilterFields({ filters, rejected }: { filters: AbandonedFilters; rejected: RejectedFilters }) {
  const t = useT("abandoned");
  const tc = useT();
  const localize = useMessage();
  const typed = (key: keyof AbandonedFilters) => rejected[key]?.value ?? filters[key] ?? "";
  const refused = (key: keyof AbandonedFilters) => (rejected[key] ? localize(rejected[key].message) : undefined);
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
      <Group grow gap="sm" align="flex-start">
        <TextInput
          name={filterField("from")}
          label={t("filters.from")}
          placeholder={t("filters.datePlaceholder")}
          defaultValue={typed("from")}
          error={refused("from")}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextInput
          name={filterField("to")}
          label={t("filters.to")}
          placeholder={t("filters.datePlaceholder")}
          defaultValue={typed("to")}
          error={refused("to")}
          inputMode="numeric"
          autoComplete="off"
        />
      </Group>
    </>
  );
}
