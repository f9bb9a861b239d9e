// The orders list's URL state: SPEC §2 tabs (`tab`) and the `_query` filters (search, statuses, payment method, tag,
// date range, sort), their chips, and the API's query (ADR 038).
import { z } from "zod/v4";
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import type { TFunction } from "../../../domain/i18n/core";
import { FINANCIAL_STATUSES, FULFILLMENT_STATUSES, PAYMENT_METHODS } from "../../../domain/order";
import { ORDER_SORTS, ORDER_TABS, type OrderFilter, type OrderListParams, type OrderTab } from "../../../domain/order-admin";
import { filterText } from "../../../domain/validation";
import { dateRangeChipValue, dateRangeFilterShape, toDateRangeQuery } from "../../components/date-range/date-range-filter";
import type { FilterChip } from "../../components/list/FilterChips";
import type { ListState, ListStateOptions } from "../../components/list/list-state";

export const OrderFiltersSchema = z.object({
  /** Number (#1001), e-mail, phone, customer name or product. */
  search: filterText(),
  financial: z.enum(FINANCIAL_STATUSES).optional(),
  fulfillment: z.enum(FULFILLMENT_STATUSES).optional(),
  payment: z.enum(PAYMENT_METHODS).optional(),
  tag: filterText(),
  ...dateRangeFilterShape,
  sort: z.enum(ORDER_SORTS).optional(),
});
export type OrderListFilters = z.infer<typeof OrderFiltersSchema>;
export type OrderListState = ListState<OrderListFilters, OrderTab>;

export const orderListOptions: ListStateOptions<OrderTab> = { tabs: ORDER_TABS, defaultTab: "all" };

/** The list's filters as the API reads them (also the export's and the counts'). */
export function toOrderFilter(state: Pick<OrderListState, "tab" | "filters">): Partial<OrderFilter> {
  const f = state.filters;
  return {
    tab: state.tab,
    q: f.search,
    financialStatus: f.financial,
    fulfillmentStatus: f.fulfillment,
    paymentMethod: f.payment,
    tag: f.tag,
    ...toDateRangeQuery(f),
  };
}

/** The export dialog's two choices. */
export const ORDER_EXPORT_SCOPES = ["filter", "all"] as const;
export type OrderExportScope = (typeof ORDER_EXPORT_SCOPES)[number];

/**
 * What an export sends (`POST /orders/doExport`): the list's tab and filters as they are applied, or every order the
 * API's widest tab holds. That is `all`, which leaves archived orders out (ADR 038: archiving puts an order away) and no
 * tab takes every status, so the dialog words this choice as what it does: archived orders come from the Archived tab.
 */
export function toOrderExportFilter(scope: OrderExportScope, state: Pick<OrderListState, "tab" | "filters">): Partial<OrderFilter> {
  return scope === "all" ? { tab: "all" } : toOrderFilter(state);
}

export function toOrderListQuery(state: OrderListState): OrderListParams {
  return { ...toOrderFilter(state), sort: state.filters.sort, page: state.page, limit: state.limit, ...state.cursor };
}

/** The applied filters as chips, in the reader's language. */
export function orderFilterChips(filters: OrderListFilters, t: TFunction<"orders">, tc: TFunction<"common">): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, value: string | undefined | null) =>
    value && chips.push({ key, label: t(`filters.chips.${key}` as "filters.chips.search", { value }) });
  add("search", filters.search);
  add("financial", filters.financial && t(`financial.${filters.financial}`));
  add("fulfillment", filters.fulfillment && t(`fulfillment.${filters.fulfillment}`));
  add("payment", filters.payment && t(`payment.${filters.payment}`));
  add("tag", filters.tag);
  // A preset is one chip; custom days are one each, so either end can be taken off alone.
  if (filters.date && filters.date !== "custom") add("date", dateRangeChipValue(filters, tc));
  else {
    add("from", filters.from);
    add("to", filters.to);
  }
  add("sort", filters.sort && t(`sort.${filters.sort}`));
  return chips;
}

export const orderTabList = (t: TFunction<"orders">, counts: Record<string, number> | null, count: (n: number) => string) =>
  ORDER_TABS.map((value) => ({ value, label: counts ? `${t(`tabs.${value}`)} (${count(counts[value] ?? 0)})` : t(`tabs.${value}`) }));
