export { FilterButton, FilterDrawer, FILTER_DRAWER_ID, FILTER_FORM_EXCLUDES } from "./FilterDrawer";
export { FilterChips, type FilterChip } from "./FilterChips";
export { ListEmptyState, type EmptyContent } from "./ListEmptyState";
export { ListSearch } from "./ListSearch";
export { ListTabs, type ListTab } from "./ListTabs";
export { Pager } from "./Pager";
export * from "./list-state";
export { urlToggle, type UrlToggle } from "./url-toggle";
export * from "./icons";
