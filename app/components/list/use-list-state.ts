import { useLocation } from "@remix-run/react";
import type { z } from "zod/v4";
import { parseListState, type FilterValues, type ListStateOptions } from "./list-state";

/** The list state of the current location, parsed with the same rules as the loader. */
export function useListState<S extends z.ZodType<FilterValues>, T extends string = string>(schema: S, options: ListStateOptions<T> = {}) {
  const { pathname, search } = useLocation();
  return parseListState(pathname + search, schema, options);
}
