// The redirects list on the list screen kit: its URL state and one page of rows.
import type { ApiClients } from "~/api-client/client.server";
import { listRedirects } from "~/api-client/redirects.server";
import { loadList } from "~/components/list/load-list.server";
import { RedirectFiltersSchema } from "./filters";

export function loadRedirectsScreen(request: Request, api: Pick<ApiClients, "store">) {
  return loadList(request, {
    filterSchema: RedirectFiltersSchema,
    load: async ({ filters, page, limit }) => {
      const found = await listRedirects(api, { search: filters.search, page, limit });
      return { redirects: found.redirects, total: found.total };
    },
  });
}
