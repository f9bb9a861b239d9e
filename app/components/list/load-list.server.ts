// The server half of the list screen kit (ListScreen.tsx): the URL's list state, read once per request.
import { redirect } from "@remix-run/node";
import { z } from "zod/v4";
import type { FilterChip } from "./FilterChips";
import { parseListState, type FilterValues, type ListState } from "./list-state";

const NoFilters = z.object({});

export interface ListConfig<S extends z.ZodType<FilterValues>, T extends string, R> {
  /** The `_query` filters' zod schema (filters.ts of the area); none for a list without filters. */
  filterSchema?: S;
  tabs?: readonly T[];
  defaultTab?: T;
  /** Applied filters → chips, computed here so the filter schema and its labels stay on the server. */
  chips?: (filters: z.infer<S>) => FilterChip[];
  /** One page of rows for this state: the area's one API call (ARCHITECTURE rule 1). */
  load: (list: ListState<z.infer<S>, T>) => Promise<R>;
}

/**
 * Parses `tab`, `page`, `limit` and `_query` (ARCHITECTURE rule 7), redirects a filter drawer that was submitted
 * without JavaScript to its canonical `_query` URL, and loads the page. Returns what ListScreen takes: `list`, `chips`
 * and the loader's own fields.
 */
export async function loadList<S extends z.ZodType<FilterValues> = typeof NoFilters, T extends string = string, R extends object = object>(
  request: Request,
  config: ListConfig<S, T, R>,
): Promise<{ list: ListState<z.infer<S>, T>; chips: FilterChip[] } & R> {
  const list = parseListState(request.url, config.filterSchema ?? (NoFilters as unknown as S), { tabs: config.tabs, defaultTab: config.defaultTab });
  if (list.redirect) throw redirect(list.redirect);
  const loaded = await config.load(list);
  return { list, chips: config.chips?.(list.filters) ?? [], ...loaded };
}

/** The list's own URL, from a post to it (without the `?index` a plain form to an index route carries): where a bulk action redirects back. */
export function listUrlOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return url.pathname + url.search;
}
