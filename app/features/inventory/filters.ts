// The inventory list's URL state: tab (all / low / out) and the `_query` search, and the API's query for them.
import { z } from "zod/v4";
// Relative, not @domain/: unit tests may import this file without the app's path aliases.
import { LOW_STOCK_THRESHOLD } from "../../../domain/inventory";
import { filterText } from "../../../domain/validation";
import type { ListState } from "~/components/list/list-state";

export const INVENTORY_TABS = ["all", "low", "out"] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

export const InventoryFiltersSchema = z.object({ search: filterText() });
export type InventoryListState = ListState<z.infer<typeof InventoryFiltersSchema>, InventoryTab>;

export function toInventoryQuery(state: InventoryListState) {
  const lowStock = state.tab === "low" ? LOW_STOCK_THRESHOLD : state.tab === "out" ? 0 : undefined;
  return { search: state.filters.search, lowStock, page: state.page, limit: state.limit };
}
