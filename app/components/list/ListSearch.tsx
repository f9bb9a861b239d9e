import { TextInput } from "@mantine/core";
import { useLocation } from "@remix-run/react";
import { FILTER_FORM_EXCLUDES } from "./FilterDrawer";
import { HiddenParams } from "./HiddenParams";
import { SearchIcon } from "./icons";
import { filterField, type FilterValues, type RejectedFilters } from "./list-state";
import { useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * The list's search box: a GET form writing the `search` filter into `_query` while keeping the other applied
 * filters. Enter submits without JavaScript; with JavaScript (app/enhance/list-forms.ts) it also applies a second
 * after typing stops. A search the URL holds but the list refused (`rejected`: a NUL character, too long) stays in the
 * box with its reason under it, so the merchant sees why the list is not searched rather than a silent reset.
 */
export function ListSearch({
  filters,
  rejected,
  name = "search",
  label,
  placeholder,
}: {
  filters: FilterValues;
  rejected?: RejectedFilters;
  name?: string;
  label: string;
  placeholder?: string;
}) {
  const location = useLocation();
  const t = useT();
  const localize = useMessage();
  const refused = rejected?.[name];
  const applied = refused ? refused.value : typeof filters[name] === "string" ? String(filters[name]) : "";
  return (
    <form method="get" action={location.pathname} role="search" className="br-list-search" {...enhance.filterForm()}>
      <HiddenParams search={location.search} exclude={FILTER_FORM_EXCLUDES} />
      {Object.entries(filters)
        .filter(([key, value]) => key !== name && value !== undefined)
        .map(([key, value]) => (
          <input key={key} type="hidden" name={filterField(key)} value={String(value)} />
        ))}
      <TextInput
        id="list-search"
        type="search"
        name={filterField(name)}
        defaultValue={applied}
        aria-label={label}
        placeholder={placeholder ?? label}
        leftSection={<SearchIcon />}
        autoComplete="off"
        error={refused ? t("list.notSearched", { message: localize(refused.message) }) : undefined}
      />
    </form>
  );
}
