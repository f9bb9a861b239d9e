import listStyles from "./list.css";

export { FilterButton, FilterDrawer, FILTER_FORM_EXCLUDES } from "./FilterDrawer";
export { FilterChips, type FilterChip } from "./FilterChips";
export { ListSearch } from "./ListSearch";
export { ListTabs, type ListTab } from "./ListTabs";
export { Pager } from "./Pager";
export * from "./list-state";
export { useListState } from "./use-list-state";
export { useUrlToggle, type UrlToggle } from "./use-url-toggle";
export * from "./icons";

/** Add to a route's `links()` to style the list kit. */
export const listStylesHref = listStyles;
