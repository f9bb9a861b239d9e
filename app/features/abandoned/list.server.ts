// The abandoned list on the list screen kit: its URL state, one page of rows, the recovery schedule and the counter of
// the range (SPEC §7 Reports, on the report base).
import { formatDate } from "@domain/dates";
import type { TFunction } from "@domain/i18n";
import type { ApiClients } from "~/api-client/client.server";
import { abandonedCounter, getRecoverySettings, listAbandoned } from "~/api-client/abandoned.server";
import { loadList } from "~/components/list/load-list.server";
import { AbandonedFiltersSchema, abandonedChips, toAbandonedQuery } from "./filters";

/** Without a range the counter shows the last 30 days, in the store's time zone. */
export const COUNTER_DEFAULT_DAYS = 30;

export function loadAbandonedScreen(request: Request, api: ApiClients, store: { id: string; timezone: string }, t: TFunction<"abandoned">) {
  return loadList(request, {
    filterSchema: AbandonedFiltersSchema,
    chips: (filters) => abandonedChips(filters, t),
    load: async (list) => {
      const now = Date.now();
      const range = {
        from: list.filters.from ?? formatDate(now - (COUNTER_DEFAULT_DAYS - 1) * 86_400_000, store.timezone),
        to: list.filters.to ?? formatDate(now, store.timezone),
      };
      const [page, settings, counter] = await Promise.all([
        listAbandoned(api, toAbandonedQuery(list)),
        getRecoverySettings(api),
        abandonedCounter(api, { ...range, storeIds: [store.id], timezone: store.timezone }),
      ]);
      return { checkouts: page.checkouts, total: page.total, settings, counter, range };
    },
  });
}
