import { TextInput } from "@mantine/core";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FILTER_FORM_EXCLUDES } from "./FilterDrawer";
import { HiddenParams } from "./HiddenParams";
import { SearchIcon } from "./icons";
import { filterField, type FilterValues } from "./list-state";
import { useFilterForm } from "./use-filter-form";

/**
 * The list's search box: a GET form writing the `search` filter into `_query` while keeping the other
 * applied filters. Enter submits without JavaScript; with JavaScript it applies a second after typing stops.
 */
export function ListSearch({
  filters,
  name = "search",
  label,
  placeholder,
}: {
  filters: FilterValues;
  name?: string;
  label: string;
  placeholder?: string;
}) {
  const location = useLocation();
  const filterForm = useFilterForm();
  const applied = typeof filters[name] === "string" ? String(filters[name]) : "";
  const [text, setText] = useState(applied);
  const inputRef = useRef<HTMLInputElement>(null);
  // Follow the URL (chips, drawer, back button) unless the user is typing here.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setText(applied);
  }, [applied]);

  return (
    <form method="get" action={location.pathname} role="search" className="br-list-search" onSubmit={filterForm.onSubmit} onChange={filterForm.onChange}>
      <HiddenParams search={location.search} exclude={FILTER_FORM_EXCLUDES} />
      {Object.entries(filters)
        .filter(([key, value]) => key !== name && value !== undefined)
        .map(([key, value]) => (
          <input key={key} type="hidden" name={filterField(key)} value={String(value)} />
        ))}
      <TextInput
        ref={inputRef}
        type="search"
        name={filterField(name)}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        aria-label={label}
        placeholder={placeholder ?? label}
        leftSection={<SearchIcon />}
        autoComplete="off"
      />
    </form>
  );
}
