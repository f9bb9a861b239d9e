// The pages list on the list screen kit: tabs All / Visible / Hidden, a search, one page of rows.
import { z } from "zod/v4";
import { filterText } from "@domain/validation";
import type { ApiClients } from "~/api-client/client.server";
import { listPages } from "~/api-client/pages.server";
import { loadList } from "~/components/list/load-list.server";

export const PAGE_LIST_TABS = ["all", "visible", "hidden"] as const;
export type PageListTab = (typeof PAGE_LIST_TABS)[number];
export const PageFiltersSchema = z.object({ search: filterText() });

export function loadPagesScreen(request: Request, api: Pick<ApiClients, "store">) {
  return loadList(request, {
    filterSchema: PageFiltersSchema,
    tabs: PAGE_LIST_TABS,
    defaultTab: "all",
    load: async ({ filters, tab, page, limit }) => {
      const found = await listPages(api, { search: filters.search, tab: tab === "all" ? undefined : tab, page, limit });
      return { pages: found.pages, total: found.total, now: new Date().toISOString() };
    },
  });
}
