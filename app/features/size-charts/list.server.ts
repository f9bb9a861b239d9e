// The size charts list on the list screen kit: its URL state and one page of rows.
import type { ApiClients } from "~/api-client/client.server";
import { listSizeCharts } from "~/api-client/size-charts.server";
import { loadList } from "~/components/list/load-list.server";
import { SizeChartFiltersSchema } from "./filters";

export function loadSizeChartsScreen(request: Request, api: Pick<ApiClients, "store">) {
  return loadList(request, {
    filterSchema: SizeChartFiltersSchema,
    load: async ({ filters, page, limit }) => {
      const found = await listSizeCharts(api, { search: filters.search, page, limit });
      return { charts: found.sizeCharts, total: found.total };
    },
  });
}
