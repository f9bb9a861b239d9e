// The abandoned list's URL state: `_query` holds the search and the date range (the shared filter: a preset by name, or
// days dd-mm-yyyy, in the store's time zone; ADR 038), their chips, and the API's query (days: a preset is worked out
// for each request).
import { z } from "zod/v4";
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import { formatDate, presetRange } from "../../../domain/dates";
import { DATE_RANGE_PRESETS, presetLabel, type DateRangePreset } from "../../../domain/date-range";
import type { TFunction } from "../../../domain/i18n/core";
import { filterText } from "../../../domain/validation";
import type { AbandonedListParams } from "~/api-client/abandoned.server";
import { dateRangeChipValue, dateRangeFilterShape } from "../../components/date-range/date-range-filter";
import type { FilterChip } from "../../components/list/FilterChips";
import type { ListState } from "../../components/list/list-state";

export const AbandonedFiltersSchema = z.object({ search: filterText(), ...dateRangeFilterShape });
export type AbandonedFilters = z.infer<typeof AbandonedFiltersSchema>;
export type AbandonedListState = ListState<AbandonedFilters>;

const isPreset = (v: string | undefined): v is DateRangePreset => (DATE_RANGE_PRESETS as readonly string[]).includes(v ?? "");

/** The range's days (dd-mm-yyyy): a preset's, worked out now in the store's zone, or the days typed. */
export function abandonedDays(f: AbandonedFilters, now: Date, tz: string): { from?: string; to?: string } {
  if (!isPreset(f.date)) return { from: f.from, to: f.to };
  const [from, to] = presetRange(presetLabel(f.date), now, tz);
  return { from: formatDate(from, tz), to: formatDate(to, tz) };
}

export function toAbandonedQuery(state: AbandonedListState, now: Date, tz: string): AbandonedListParams {
  return { search: state.filters.search, ...abandonedDays(state.filters, now, tz), page: state.page, limit: state.limit };
}

export function abandonedChips(filters: AbandonedFilters, t: TFunction<"abandoned">, tc: TFunction<"common">): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: "search" | "from" | "to" | "date", value: string | null | undefined) =>
    value && chips.push({ key, label: t(`filters.chips.${key}`, { value }) });
  add("search", filters.search);
  // A preset is one chip; custom days are one each, so either end can be taken off alone.
  if (isPreset(filters.date)) add("date", dateRangeChipValue(filters, tc));
  else {
    add("from", filters.from);
    add("to", filters.to);
  }
  return chips;
}
