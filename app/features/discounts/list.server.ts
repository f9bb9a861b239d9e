// A discounts list (codes or automatic) on the list screen kit: tabs by status (from the dates), a search of titles
// and codes, one page of rows.
import { DISCOUNT_STATUSES, type DiscountMethod } from "@domain/discount";
import type { TFunction } from "@domain/i18n";
import { z } from "zod/v4";
import { filterText } from "@domain/validation";
import type { ApiClients } from "~/api-client/client.server";
import { listDiscounts } from "~/api-client/discounts.server";
import { loadList } from "~/components/list/load-list.server";
import { discountSummary } from "./summary";

export const DISCOUNT_TABS = ["all", ...DISCOUNT_STATUSES] as const;
export type DiscountTab = (typeof DISCOUNT_TABS)[number];
export const DiscountFiltersSchema = z.object({ search: filterText() });

export function loadDiscountsScreen(request: Request, api: Pick<ApiClients, "store">, method: DiscountMethod, t: TFunction<"discounts">) {
  return loadList(request, {
    filterSchema: DiscountFiltersSchema,
    tabs: DISCOUNT_TABS,
    defaultTab: "all",
    chips: (filters) => (filters.search ? [{ key: "search", label: filters.search }] : []),
    load: async (list) => {
      const page = await listDiscounts(api, {
        method,
        status: list.tab === "all" ? undefined : list.tab,
        search: list.filters.search,
        page: list.page,
        limit: list.limit,
      });
      return { rows: page.discounts.map((d) => ({ discount: d, summary: discountSummary(d, t) })), total: page.total };
    },
  });
}
