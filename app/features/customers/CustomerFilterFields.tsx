import { Group, NativeSelect, TextInput } from "@mantine/core";
import { countriesIn } from "@domain/countries";
import { CUSTOMER_SORTS } from "@domain/customer";
import type { CurrencyCode } from "@domain/money";
import { SearchIcon } from "~/components/list/icons";
import { filterField, type RejectedFilters } from "~/components/list/list-state";
import type { CustomerListFilters } from "./filters";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * The filter drawer's controls for customers: search, marketing, order count and amount spent (from / to), tag,
 * country and sort. A value the list refused stays in its field with the reason.
 */
export function CustomerFilterFields({ filters, rejected, currency }: { filters: CustomerListFilters; rejected: RejectedFilters; currency: CurrencyCode }) {
  const t = useT("customers");
  const tc = useT();
  const locale = useLocale();
  const localize = useMessage();
  const typed = (key: keyof CustomerListFilters) => rejected[key]?.value ?? filters[key] ?? "";
  const refused = (key: keyof CustomerListFilters) => (rejected[key] ? localize(rejected[key].message) : undefined);
  return (
    <>
      <TextInput
        id="filter-search"
        type="search"
        name={filterField("search")}
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
        defaultValue={typed("search")}
        error={rejected.search ? tc("list.notSearched", { message: localize(rejected.search.message) }) : undefined}
        leftSection={<SearchIcon />}
        autoComplete="off"
        autoFocus
        {...enhance.autofocus()}
      />
      <NativeSelect
        name={filterField("marketing")}
        label={t("filters.marketing")}
        defaultValue={filters.marketing ?? ""}
        data={[
          { value: "", label: t("filters.any") },
          { value: "yes", label: t("filters.yes") },
          { value: "no", label: t("filters.no") },
        ]}
      />
      <Group grow gap="sm" align="flex-start">
        <TextInput
          name={filterField("ordersMin")}
          label={t("filters.ordersMin")}
          inputMode="numeric"
          defaultValue={typed("ordersMin")}
          error={refused("ordersMin")}
          autoComplete="off"
        />
        <TextInput
          name={filterField("ordersMax")}
          label={t("filters.ordersMax")}
          inputMode="numeric"
          defaultValue={typed("ordersMax")}
          error={refused("ordersMax")}
          autoComplete="off"
        />
      </Group>
      <Group grow gap="sm" align="flex-start">
        <TextInput
          name={filterField("spentMin")}
          label={t("filters.spentMin", { currency })}
          inputMode="decimal"
          defaultValue={typed("spentMin")}
          error={refused("spentMin")}
          autoComplete="off"
        />
        <TextInput
          name={filterField("spentMax")}
          label={t("filters.spentMax", { currency })}
          inputMode="decimal"
          defaultValue={typed("spentMax")}
          error={refused("spentMax")}
          autoComplete="off"
        />
      </Group>
      <TextInput name={filterField("tag")} label={t("filters.tag")} defaultValue={typed("tag")} error={refused("tag")} autoComplete="off" />
      <NativeSelect
        name={filterField("country")}
        label={t("filters.country")}
        defaultValue={filters.country ?? ""}
        data={[{ value: "", label: t("filters.anyCountry") }, ...countriesIn(locale).map((c) => ({ value: c.code, label: c.name }))]}
      />
      <NativeSelect
        name={filterField("sort")}
        label={t("filters.sort")}
        defaultValue={filters.sort ?? ""}
        data={[{ value: "", label: t("sort.newest") }, ...CUSTOMER_SORTS.filter((s) => s !== "newest").map((value) => ({ value, label: t(`sort.${value}`) }))]}
      />
    </>
  );
}
