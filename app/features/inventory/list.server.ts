// The inventory list on the list screen kit, and the stock history of one variant (`?history=`), the same page's other state.
import type { ApiClients } from "~/api-client/client.server";
import { inventoryHistory, listInventory } from "~/api-client/inventory.server";
import { parseLimit, parsePage } from "~/components/list/list-state";
import { loadList } from "~/components/list/load-list.server";
import { throwRouteError } from "~/lib/guards.server";
import { INVENTORY_TABS, InventoryFiltersSchema, toInventoryQuery } from "./filters";

type Api = Pick<ApiClients, "store">;

export async function loadInventoryScreen(request: Request, api: Api) {
  const url = new URL(request.url);
  const historyOf = url.searchParams.get("history");
  if (historyOf) {
    const query = { page: parsePage(url.searchParams.get("page")), limit: parseLimit(url.searchParams.get("limit")) };
    return { history: await inventoryHistory(api, historyOf, query).catch(throwRouteError) };
  }
  const list = await loadList(request, {
    filterSchema: InventoryFiltersSchema,
    tabs: INVENTORY_TABS,
    load: async (state) => {
      const page = await listInventory(api, toInventoryQuery(state));
      // A fresh key per row and render: the same rendered form submitted twice is one adjustment.
      return { rows: page.items.map((item) => ({ ...item, idempotencyKey: crypto.randomUUID() })), total: page.total };
    },
  });
  return { history: null, ...list };
}
