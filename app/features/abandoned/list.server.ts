// The abandoned list on the list screen kit: its URL state, one page of rows, the recovery schedule and the counter of
// the range (SPEC §7 Reports, on the report base).
import { formatDate } from "@domain/dates";
import type { TFunction } from "@domain/i18n";
import type { ApiClients } from "~/api-client/client.server";
import { abandonedCounter, getRecoverySettings, listAbandoned } from "~/api-client/abandoned.server";
import { loadList } from "~/components/list/load-list.server";
import { checkDateRange } from "~/components/date-range/date-range-filter";
import { AbandonedFiltersSchema, abandonedChips, abandonedDays, toAbandonedQuery } from "./filters";

/** Without a range the counter shows the last 30 days, in the store's time zone. */
export const COUNTER_DEFAULT_DAYS = 30;

export function loadAbandonedScreen(
  request: Request,
  api: ApiClients,
  store: { id: string; timezone: string },
  t: TFunction<"abandoned">,
  tc: TFunction<"common">,
) {
  return loadList(request, {
    filterSchema: AbandonedFiltersSchema,
    chips: (filters) => abandonedChips(filters, t, tc),
    load: async (list) => {
      const now = new Date();
      // Days after today or a start after the end are refused on their fields (SPEC §5), the list runs without them.
      list.filters = checkDateRange(list.filters, list.rejected, now, store.timezone);
      const days = abandonedDays(list.filters, now, store.timezone);
      const range = {
        from: days.from ?? formatDate(now.getTime() - (COUNTER_DEFAULT_DAYS - 1) * 86_400_000, store.timezone),
        to: days.to ?? formatDate(now, store.timezone),
      };
      const [page, settings, counter] = await Promise.all([
        listAbandoned(api, toAbandonedQuery(list, now, store.timezone)),
        getRecoverySettings(api),
        abandonedCounter(api, { ...range, storeIds: [store.id], timezone: store.timezone }),
      ]);
      return { checkouts: page.checkouts, total: page.total, settings, counter, range };
    },
  });
}
