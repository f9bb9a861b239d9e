import { NativeSelect, TextInput } from "@mantine/core";
import { FINANCIAL_STATUSES, FULFILLMENT_STATUSES, PAYMENT_METHODS } from "@domain/order";
import { ORDER_SORTS } from "@domain/order-admin";
import { DateRangeFields } from "~/components/date-range/DateRangeFields";
import { SearchIcon } from "~/components/list/icons";
import { filterField, type RejectedFilters } from "~/components/list/list-state";
import type { OrderListFilters } from "./filters";
import { useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/** The filter drawer's controls for orders: search, statuses, payment method, tag, date range and sort. */
export function OrderFilterFields({ filters, rejected }: { filters: OrderListFilters; rejected: RejectedFilters }) {
  const t = useT("orders");
  const tc = useT();
  const localize = useMessage();
  const select = (key: "financial" | "fulfillment" | "payment", values: readonly string[], prefix: "financial" | "fulfillment" | "payment") => (
    <NativeSelect
      name={filterField(key)}
      label={t(`filters.${key}`)}
      defaultValue={filters[key] ?? ""}
      data={[{ value: "", label: t("filters.any") }, ...values.map((value) => ({ value, label: t(`${prefix}.${value}` as "financial.paid") }))]}
    />
  );
  return (
    <>
      <TextInput
        id="filter-search"
        type="search"
        name={filterField("search")}
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
        defaultValue={rejected.search?.value ?? filters.search ?? ""}
        error={rejected.search ? tc("list.notSearched", { message: localize(rejected.search.message) }) : undefined}
        leftSection={<SearchIcon />}
        autoComplete="off"
        autoFocus
        {...enhance.autofocus()}
      />
      {select("financial", FINANCIAL_STATUSES, "financial")}
      {select("fulfillment", FULFILLMENT_STATUSES, "fulfillment")}
      {select("payment", PAYMENT_METHODS, "payment")}
      <TextInput
        name={filterField("tag")}
        label={t("filters.tag")}
        defaultValue={rejected.tag?.value ?? filters.tag ?? ""}
        error={rejected.tag ? localize(rejected.tag.message) : undefined}
        autoComplete="off"
      />
      <DateRangeFields filters={filters} rejected={rejected} />
      <NativeSelect
        name={filterField("sort")}
        label={t("filters.sort")}
        defaultValue={filters.sort ?? ""}
        data={[{ value: "", label: t("sort.newest") }, ...ORDER_SORTS.filter((s) => s !== "newest").map((value) => ({ value, label: t(`sort.${value}`) }))]}
      />
    </>
  );
}
