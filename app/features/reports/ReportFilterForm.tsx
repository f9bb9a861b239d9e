import { Button, Checkbox, TextInput } from "@mantine/core";
import { CUSTOM_RANGE, DATE_RANGE_PRESETS, dmyFromDay } from "@domain/date-range";
import { IslandData } from "~/components/IslandData";
import { enhance } from "~/enhance/attributes";
import type { ReportRangePayload } from "~/islands/payloads";
import { Trans, useMessage, useT } from "~/lib/i18n";
import type { ReportFilter } from "./filter";

export interface ReportStore {
  storeId: string;
  name: string;
}

/**
 * The reports' range and stores as one plain GET form (works without JavaScript; ADR 046). Each preset is a submit
 * button named `preset`, so choosing one is one click and the typed days never fight it; Apply sends `preset=custom`
 * with the days. Apply comes first in the markup, so Enter in a day field applies the days (CSS puts the presets first).
 * `keep` carries a page's own parameters (the sales report's search and sort) through a change of range.
 * With JavaScript, once the reader turns to the form, an island (ADR 049) puts @mantine/dates' range picker in place of the two fields and
 * Apply: it writes the days into them and submits with Apply.
 */
export function ReportFilterForm({
  action,
  filter,
  stores,
  keep = {},
}: {
  action: string;
  filter: ReportFilter;
  stores: ReportStore[];
  keep?: Record<string, string | undefined>;
}) {
  const t = useT("reports");
  const tc = useT();
  const localize = useMessage();
  const chosen = new Set(filter.storeIds);
  const refused = (["from", "to"] as const).flatMap((key) => (filter.errors[key] ? [localize(filter.errors[key])] : []));
  const picker: ReportRangePayload = {
    from: filter.range.from,
    to: filter.range.to,
    maxDate: filter.today,
    label: `${t("filter.from")} – ${t("filter.to")}`,
    placeholder: `${tc("dateRange.placeholder")} – ${tc("dateRange.placeholder")}`,
    error: refused.length > 0 ? refused.join(" · ") : null,
  };
  return (
    <form method="get" action={action} className="br-report-filter" aria-label={t("filter.legend")}>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <fieldset className="br-report-days">
        <legend className="br-visually-hidden">{t("filter.custom")}</legend>
        <div {...enhance.island("report-range")} className="br-report-picker-slot">
          <IslandData data={picker} />
        </div>
        {(["from", "to"] as const).map((key) => (
          <TextInput
            key={key}
            name={key}
            size="sm"
            label={t(`filter.${key}`)}
            placeholder={tc("dateRange.placeholder")}
            inputMode="numeric"
            pattern="\d{1,2}[\-/.]\d{1,2}[\-/.]\d{4}"
            defaultValue={filter[key]}
            error={filter.errors[key] ? localize(filter.errors[key]) : undefined}
            autoComplete="off"
            className="br-report-day"
          />
        ))}
        <Button
          type="submit"
          name="preset"
          value={CUSTOM_RANGE}
          size="sm"
          variant={filter.preset === CUSTOM_RANGE ? "filled" : "default"}
          className="br-report-apply"
        >
          {t("filter.apply")}
        </Button>
      </fieldset>
      <div className="br-report-presets" role="group" aria-label={t("filter.preset")}>
        {DATE_RANGE_PRESETS.map((preset) => (
          <button key={preset} type="submit" name="preset" value={preset} className="br-report-preset" aria-pressed={filter.preset === preset}>
            {tc(`dateRange.presets.${preset}`)}
          </button>
        ))}
      </div>
      {stores.length > 1 && (
        <details className="br-report-stores" open={filter.storeIds.length > 1 || undefined}>
          <summary>
            {t("filter.stores")} ({filter.storeIds.length}/{stores.length})
          </summary>
          <p className="br-dim br-xs">{t("filter.storesHint")}</p>
          <div className="br-report-store-list">
            {stores.map((s) => (
              <Checkbox key={s.storeId} name="stores" value={s.storeId} label={s.name} defaultChecked={chosen.has(s.storeId)} size="sm" />
            ))}
          </div>
        </details>
      )}
      <p className="br-report-showing br-dim br-xs" data-range={`${filter.range.from}/${filter.range.to}`}>
        <Trans
          t={t}
          i18nKey="filter.showing"
          values={{
            from: dmyFromDay(filter.range.from),
            to: dmyFromDay(filter.range.to),
            prevFrom: dmyFromDay(filter.previous.from),
            prevTo: dmyFromDay(filter.previous.to),
          }}
          components={{ d: <span className="br-nowrap" /> }}
        />
      </p>
    </form>
  );
}
