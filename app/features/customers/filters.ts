// The customers list's URL state: SPEC §2 tabs (`tab`: segments) and the `_query` filters (search, marketing, order
// count, amount spent, tag, country, sort), their chips, and the API's query.
import { z } from "zod/v4";
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import { countryName, findCountry } from "../../../domain/countries";
import { CUSTOMER_SEGMENTS, CUSTOMER_SORTS, WHOLE_NUMBER_MESSAGE, type CustomerSegment } from "../../../domain/customer";
import type { TFunction } from "../../../domain/i18n/core";
import type { Locale } from "../../../domain/i18n/locales";
import { formatMoney, type CurrencyCode } from "../../../domain/money";
import { UNKNOWN_COUNTRY_MESSAGE } from "../../../domain/customer";
import { filterText, safeString } from "../../../domain/validation";
import type { CustomerListParams } from "~/api-client/customers.server";
import type { FilterChip } from "~/components/list/FilterChips";
import type { ListState, ListStateOptions } from "~/components/list/list-state";

const count = (label: string) =>
  safeString()
    .regex(/^\d{1,9}$/, WHOLE_NUMBER_MESSAGE(label))
    .optional();
const amount = (label: string) =>
  safeString()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, `${label} must be a number`)
    .optional();

export const CustomerFiltersSchema = z.object({
  search: filterText(),
  marketing: z.enum(["yes", "no"]).optional(),
  ordersMin: count("Orders from"),
  ordersMax: count("Orders to"),
  spentMin: amount("Amount spent from"),
  spentMax: amount("Amount spent to"),
  tag: filterText(),
  country: safeString()
    .transform((v) => v.toUpperCase())
    .refine((v) => !!findCountry(v), UNKNOWN_COUNTRY_MESSAGE)
    .optional(),
  sort: z.enum(CUSTOMER_SORTS).optional(),
});
export type CustomerListFilters = z.infer<typeof CustomerFiltersSchema>;
export type CustomerListState = ListState<CustomerListFilters, CustomerSegment>;

export const customerListOptions: ListStateOptions<CustomerSegment> = { tabs: CUSTOMER_SEGMENTS, defaultTab: "all" };

/** SPEC §2's tabs: the segments, labelled in the reader's language. */
export const customerTabList = (t: TFunction<"customers">) => CUSTOMER_SEGMENTS.map((value) => ({ value, label: t(`tabs.${value}`) }));

export function toCustomerListQuery(state: CustomerListState): CustomerListParams {
  const f = state.filters;
  return {
    search: f.search,
    segment: state.tab,
    acceptsMarketing: f.marketing === undefined ? undefined : f.marketing === "yes" ? "true" : "false",
    ordersMin: f.ordersMin,
    ordersMax: f.ordersMax,
    spentMin: f.spentMin,
    spentMax: f.spentMax,
    tag: f.tag,
    country: f.country,
    sort: f.sort,
    page: state.page,
    limit: state.limit,
  };
}

/** Which language says an amount of this currency (SPEC §9: vi gives đ, en gives $). */
export const moneyLanguage = (currency: CurrencyCode) => (currency === "USD" ? "en" : "vi");

/** The applied filters as chips, in the reader's language; amounts in the store's currency. */
export function customerFilterChips(filters: CustomerListFilters, t: TFunction<"customers">, locale: Locale, currency: CurrencyCode): FilterChip[] {
  const money = (v: string) => formatMoney(Number(v), moneyLanguage(currency));
  const shown: { [K in keyof CustomerListFilters]-?: (value: NonNullable<CustomerListFilters[K]>) => string } = {
    search: (v) => v,
    marketing: (v) => t(`filters.${v}`),
    ordersMin: (v) => v,
    ordersMax: (v) => v,
    spentMin: money,
    spentMax: money,
    tag: (v) => v,
    country: (v) => countryName(v, locale),
    sort: (v) => t(`sort.${v}`),
  };
  const chips: FilterChip[] = [];
  for (const key of Object.keys(shown) as (keyof CustomerListFilters)[]) {
    const value = filters[key];
    if (value === undefined) continue;
    chips.push({ key, label: t(`filters.chips.${key}`, { value: (shown[key] as (v: string) => string)(value) }) });
  }
  return chips;
}
