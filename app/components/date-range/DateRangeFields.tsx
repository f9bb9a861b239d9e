import { Group, NativeSelect, Text, TextInput } from "@mantine/core";
import { CUSTOM_RANGE, DATE_RANGE_PRESETS } from "@domain/date-range";
import { filterField, type RejectedFilters } from "~/components/list/list-state";
import type { DateRangeFilters } from "./date-range-filter";
import { useMessage, useT } from "~/lib/i18n";

/**
 * The date-range filter's controls, plain form fields (they work without JavaScript, ADR 038): SPEC §9's presets in a
 * select, and custom days typed dd-mm-yyyy. A preset wins over the days; a day the list refused stays in its field with
 * the reason (SPEC §5: nothing after today in the store's time zone). Named `date`, `from`, `to` in the list's `_query`.
 */
export function DateRangeFields({ filters, rejected }: { filters: DateRangeFilters; rejected: RejectedFilters }) {
  const t = useT();
  const localize = useMessage();
  const typed = (key: "from" | "to") => rejected[key]?.value ?? filters[key] ?? "";
  const refused = (key: "from" | "to" | "date") => (rejected[key] ? localize(rejected[key].message) : undefined);
  return (
    <fieldset className="br-date-range">
      <legend className="br-date-range-legend">{t("dateRange.label")}</legend>
      <NativeSelect
        name={filterField("date")}
        aria-label={t("dateRange.label")}
        defaultValue={filters.date ?? ""}
        error={refused("date")}
        data={[
          { value: "", label: t("dateRange.any") },
          ...DATE_RANGE_PRESETS.map((value) => ({ value, label: t(`dateRange.presets.${value}`) })),
          { value: CUSTOM_RANGE, label: t("dateRange.custom") },
        ]}
      />
      <Group grow gap="sm" align="flex-start" mt="xs">
        {(["from", "to"] as const).map((key) => (
          <TextInput
            key={key}
            name={filterField(key)}
            label={t(`dateRange.${key}`)}
            placeholder={t("dateRange.placeholder")}
            inputMode="numeric"
            pattern="\d{1,2}[\-/.]\d{1,2}[\-/.]\d{4}"
            defaultValue={typed(key)}
            error={refused(key)}
            autoComplete="off"
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t("dateRange.customHint")}
      </Text>
    </fieldset>
  );
}
