// The abandoned list's URL state: `_query` holds the search and the date range (days, dd-mm-yyyy, in the store's time
// zone), their chips, and the API's query.
import { z } from "zod/v4";
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import { DAY_MESSAGE, isDay } from "../../../domain/abandoned";
import type { TFunction } from "../../../domain/i18n/core";
import { filterText, safeString } from "../../../domain/validation";
import type { AbandonedListParams } from "~/api-client/abandoned.server";
import type { FilterChip } from "~/components/list/FilterChips";
import type { ListState } from "~/components/list/list-state";

const day = safeString()
  .trim()
  .refine((v) => isDay(v), DAY_MESSAGE)
  .optional();

export const AbandonedFiltersSchema = z.object({ search: filterText(), from: day, to: day });
export type AbandonedFilters = z.infer<typeof AbandonedFiltersSchema>;
export type AbandonedListState = ListState<AbandonedFilters>;

export function toAbandonedQuery(state: AbandonedListState): AbandonedListParams {
  const f = state.filters;
  return { search: f.search, from: f.from, to: f.to, page: state.page, limit: state.limit };
}

export function abandonedChips(filters: AbandonedFilters, t: TFunction<"abandoned">): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of ["search", "from", "to"] as const) {
    const value = filters[key];
    if (value) chips.push({ key, label: t(`filters.chips.${key}`, { value }) });
  }
  return chips;
}
