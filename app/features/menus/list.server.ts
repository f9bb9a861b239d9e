// The menus list on the list screen kit: a search and one page of rows.
import { z } from "zod/v4";
import { filterText } from "@domain/validation";
import type { ApiClients } from "~/api-client/client.server";
import { listMenus } from "~/api-client/menus.server";
import { loadList } from "~/components/list/load-list.server";

const MenuFiltersSchema = z.object({ search: filterText() });

export function loadMenusScreen(request: Request, api: Pick<ApiClients, "store">) {
  return loadList(request, {
    filterSchema: MenuFiltersSchema,
    load: async ({ filters, page, limit }) => {
      const found = await listMenus(api, { search: filters.search, page, limit });
      return { menus: found.menus, total: found.total };
    },
  });
}
