// The customers list on the list screen kit: its URL state and one page of rows.
import type { TFunction } from "@domain/i18n";
import type { Locale } from "@domain/i18n/locales";
import { currencyOf } from "@domain/money";
import type { ApiClients } from "~/api-client/client.server";
import { listCustomers } from "~/api-client/customers.server";
import { loadList } from "~/components/list/load-list.server";
import { customerFiltersSchema, customerFilterChips, customerListOptions, toCustomerListQuery } from "./filters";

/** `storeLanguage` gives the currency the amount filters are typed in (SPEC §9), before any row says it. */
export function loadCustomersScreen(
  request: Request,
  api: Pick<ApiClients, "store">,
  t: TFunction<"customers">,
  locale: Locale,
  storeLanguage: string | undefined,
) {
  const currency = currencyOf(storeLanguage);
  return loadList(request, {
    filterSchema: customerFiltersSchema(currency),
    ...customerListOptions,
    chips: (filters) => customerFilterChips(filters, t, locale, currency),
    load: async (list) => {
      const page = await listCustomers(api, toCustomerListQuery(list, currency));
      return { customers: page.customers, total: page.total, currency };
    },
  });
}
