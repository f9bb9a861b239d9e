// The menu filters list on the list screen kit: a search and one page of rows.
import { z } from "zod/v4";
import { filterText } from "@domain/validation";
import type { ApiClients } from "~/api-client/client.server";
import { listMenuFilters } from "~/api-client/menu-filters.server";
import { loadList } from "~/components/list/load-list.server";

const MenuFilterListFiltersSchema = z.object({ search: filterText() });

export function loadMenuFiltersScreen(request: Request, api: Pick<ApiClients, "store">) {
  return loadList(request, {
    filterSchema: MenuFilterListFiltersSchema,
    load: async ({ filters, page, limit }) => {
      const found = await listMenuFilters(api, { search: filters.search, page, limit });
      return { menuFilters: found.menuFilters, total: found.total };
    },
  });
}
