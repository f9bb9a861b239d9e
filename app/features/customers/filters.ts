// The customers list's URL state: SPEC §2 tabs (`tab`: segments) and the `_query` filters (search, marketing, order
// count, amount spent, tag, country, sort), their chips, and the API's query.
import { z } from "zod/v4";
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import { countryName, findCountry } from "../../../domain/countries";
import { CUSTOMER_SEGMENTS, CUSTOMER_SORTS, WHOLE_NUMBER_MESSAGE, type CustomerSegment } from "../../../domain/customer";
import type { TFunction } from "../../../domain/i18n/core";
import type { Locale } from "../../../domain/i18n/locales";
import { formatMoney, readMoneyField, type CurrencyCode } from "../../../domain/money";
import { UNKNOWN_COUNTRY_MESSAGE } from "../../../domain/customer";
import { filterText, safeString } from "../../../domain/validation";
import type { CustomerListParams } from "~/api-client/customers.server";
import type { FilterChip } from "~/components/list/FilterChips";
import type { ListState, ListStateOptions } from "~/components/list/list-state";

const count = (label: string) =>
  safeString()
    .regex(/^\d{1,9}$/, WHOLE_NUMBER_MESSAGE(label))
    .optional();
/** Below numeric(14,2)'s limit: what an amount filter may ask. */
const AMOUNT_FILTER_MAX = 9_999_999_999_999;

/** An amount filter as typed, or null when it is not an amount of the store's currency (domain/money.ts). */
const typedAmount = (text: string, currency: CurrencyCode, label: string) => {
  const read = readMoneyField(text, currency, label);
  return read.ok && read.amount > AMOUNT_FILTER_MAX ? { ok: false as const, message: `${label} is too large` } : read;
};

/**
 * An amount spent, kept as typed (the drawer and the URL show it so) and checked in the store's currency: "150.000"
 * is 150000 đ, "1,234.50" is $1234.50. A figure the currency reads two ways is dropped with the way to write it.
 */
const amount = (label: string, currency: CurrencyCode) =>
  safeString()
    .superRefine((v, ctx) => {
      const read = typedAmount(v, currency, label);
      if (!read.ok) ctx.addIssue({ code: "custom", message: read.message });
    })
    .optional();

/** The amount filter's value in the API's terms (a plain decimal), or undefined when unset or unreadable. */
export function amountQuery(text: string | undefined, currency: CurrencyCode): string | undefined {
  if (text === undefined) return undefined;
  const read = typedAmount(text, currency, "Amount");
  return read.ok ? String(read.amount) : undefined;
}

/** The list's filters; the amounts are typed in the store's `currency`. */
export const customerFiltersSchema = (currency: CurrencyCode) =>
  z.object({
    search: filterText(),
    marketing: z.enum(["yes", "no"]).optional(),
    ordersMin: count("Orders from"),
    ordersMax: count("Orders to"),
    spentMin: amount("Amount spent from", currency),
    spentMax: amount("Amount spent to", currency),
    tag: filterText(),
    country: safeString()
      .transform((v) => v.toUpperCase())
      .refine((v) => !!findCountry(v), UNKNOWN_COUNTRY_MESSAGE)
      .optional(),
    sort: z.enum(CUSTOMER_SORTS).optional(),
  });
export type CustomerListFilters = z.infer<ReturnType<typeof customerFiltersSchema>>;
export type CustomerListState = ListState<CustomerListFilters, CustomerSegment>;

export const customerListOptions: ListStateOptions<CustomerSegment> = { tabs: CUSTOMER_SEGMENTS, defaultTab: "all" };

/** SPEC §2's tabs: the segments, labelled in the reader's language. */
export const customerTabList = (t: TFunction<"customers">) => CUSTOMER_SEGMENTS.map((value) => ({ value, label: t(`tabs.${value}`) }));

/** The list's state as the API's query; `currency` reads the amounts as they were typed. */
export function toCustomerListQuery(state: CustomerListState, currency: CurrencyCode): CustomerListParams {
  const f = state.filters;
  return {
    search: f.search,
    segment: state.tab,
    acceptsMarketing: f.marketing === undefined ? undefined : f.marketing === "yes" ? "true" : "false",
    ordersMin: f.ordersMin,
    ordersMax: f.ordersMax,
    spentMin: amountQuery(f.spentMin, currency),
    spentMax: amountQuery(f.spentMax, currency),
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
  const money = (v: string) => {
    const read = typedAmount(v, currency, "Amount");
    return read.ok ? formatMoney(read.amount, moneyLanguage(currency)) : v;
  };
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
