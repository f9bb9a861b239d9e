// The collections list's `_query` filters (search, type): their schema, the API's query and the filter chips.
import { z } from "zod/v4";
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import { COLLECTION_TYPES } from "../../../domain/collection";
import type { TFunction } from "../../../domain/i18n/core";
import { filterText } from "../../../domain/validation";
import type { CollectionListQuery } from "~/api-client/collections.server";
import type { FilterChip } from "~/components/list/FilterChips";
import type { ListState } from "~/components/list/list-state";

export const CollectionFiltersSchema = z.object({
  search: filterText(),
  type: z.enum(COLLECTION_TYPES).optional(),
});
export type CollectionListFilters = z.infer<typeof CollectionFiltersSchema>;
export type CollectionListState = ListState<CollectionListFilters>;

export function toCollectionListQuery(state: CollectionListState): CollectionListQuery {
  return { search: state.filters.search, type: state.filters.type, page: state.page, limit: state.limit };
}

/** The applied filters as chips, in the request's language (`t` of the collections namespace). */
export function collectionFilterChips(filters: CollectionListFilters, t: TFunction<"collections">): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.search !== undefined) chips.push({ key: "search", label: t("filters.searchChip", { value: filters.search }) });
  if (filters.type !== undefined) chips.push({ key: "type", label: t("filters.typeChip", { value: t(`type.${filters.type}`) }) });
  return chips;
}
