// The reports' range as @mantine/dates' range picker (ADR 049). It writes the two days into the plain GET form's own
// fields and submits it with the form's Apply button (preset=custom), so the URL holds the range exactly as without
// JavaScript, and the server checks the days as it always does.
import { useEffect, useState } from "react";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import "dayjs/locale/vi";
import { islandData, pageLocale, renderIsland } from "./mount";
import type { ReportRangePayload } from "./payloads";

const dmy = (day: string) => day.split("-").reverse().join("-");

export function mount(el: HTMLElement) {
  const data = islandData<ReportRangePayload>(el);
  const form = el.closest("form");
  const fields = el.closest("fieldset");
  const apply = form?.querySelector<HTMLButtonElement>('button[type="submit"][value="custom"]');
  const from = form?.elements.namedItem("from");
  const to = form?.elements.namedItem("to");
  if (!data || !form || !fields || !apply || !(from instanceof HTMLInputElement) || !(to instanceof HTMLInputElement)) return;
  // Someone already typing a day (a finger's tap on the field brought the picker) keeps the fields they are in.
  if (document.activeElement === from || document.activeElement === to) return;
  const submit = (first: string, last: string) => {
    from.value = dmy(first);
    to.value = dmy(last);
    form.requestSubmit(apply);
  };
  const host = document.createElement("div");
  host.className = "br-report-picker";
  el.appendChild(host);
  void renderIsland(host, <RangePicker data={data} onRange={submit} onShown={() => fields.classList.add("br-report-days-picked")} />);
}

function RangePicker({ data, onRange, onShown }: { data: ReportRangePayload; onRange: (from: string, to: string) => void; onShown: () => void }) {
  const [value, setValue] = useState<[string | null, string | null]>([data.from, data.to]);
  useEffect(onShown, [onShown]);
  // Two months side by side where there is room (Mantine's breakpoint md), one on a phone.
  const [wide] = useState(() => window.matchMedia("(min-width: 62em)").matches);
  return (
    <DatesProvider settings={{ locale: pageLocale(), firstDayOfWeek: 1, consistentWeeks: true }}>
      <DatePickerInput
        type="range"
        size="sm"
        label={data.label}
        placeholder={data.placeholder}
        valueFormat="DD-MM-YYYY"
        maxDate={data.maxDate}
        allowSingleDateInRange
        numberOfColumns={wide ? 2 : 1}
        value={value}
        error={data.error}
        onChange={(next) => {
          setValue(next);
          if (next[0] && next[1]) onRange(next[0], next[1]);
        }}
        className="br-report-range"
      />
    </DatesProvider>
  );
}
