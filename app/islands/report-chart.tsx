// A report's series over time as a @mantine/charts chart (ADR 049), drawn from the table that says the figures on the
// page (ADR 078), with how to draw them from the JSON ColumnChart renders next to its server-drawn SVG. The SVG is put
// away once the chart has drawn; the table stays, as the figures' text.
import { useEffect } from "react";
import { AreaChart, BarChart } from "@mantine/charts";
import { yAxisTicks } from "../../domain/charts";
import type { Locale } from "../../domain/i18n/locales";
import { compact, formatMeasure } from "../features/reports/format";
import { islandData, pageLocale, renderIsland } from "./mount";
import type { ReportChartPayload } from "./payloads";

/** A chart's point: the label its table row says, and the figure its cell carries. */
interface Point {
  label: string;
  value: number;
}

/** The series as the table says it: each body row's first cell is the label, cell `cell` carries the figure. */
function tableSeries({ table, cell }: ReportChartPayload): Point[] | null {
  const el = document.getElementById(table);
  if (!(el instanceof HTMLTableElement)) return null;
  return [...el.tBodies].flatMap((body) =>
    [...body.rows].map((row) => ({ label: row.cells[0]?.textContent?.trim() ?? "", value: Number(row.cells[cell]?.getAttribute("data-value") ?? 0) })),
  );
}

export function mount(el: HTMLElement) {
  const data = islandData<ReportChartPayload>(el);
  const drawn = el.querySelector<HTMLElement>(".br-chart");
  const rows = data && tableSeries(data);
  if (!data || !drawn || !rows) return;
  const host = document.createElement("div");
  host.className = "br-chart-island";
  // Hidden from readers as the SVG was: the table under the chart says the same figures.
  host.setAttribute("aria-hidden", "true");
  el.insertBefore(host, drawn);
  void renderIsland(host, <ReportChart data={data} rows={rows} locale={pageLocale()} onDrawn={() => (drawn.style.display = "none")} />);
}

// Not animated: the chart takes the place of the same figures already drawn, and should not grow them again.
function ReportChart({ data, rows, locale, onDrawn }: { data: ReportChartPayload; rows: Point[]; locale: Locale; onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  const values = rows.map((r) => r.value);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  // SPEC §9's y-axis step (domain/charts.ts), as the server's chart has it; a loss (profit below 0) lets recharts
  // choose the ticks below zero.
  const ticks = yAxisTicks(max);
  const top = ticks[ticks.length - 1]!;
  const common = {
    h: 200,
    data: rows,
    dataKey: "label",
    series: [{ name: "value", label: data.name, color: "teal.6" }],
    valueFormatter: (n: number) => formatMeasure(n, data.measure, data.currency, locale),
    yAxisProps: {
      width: 52,
      tickFormatter: (n: number) => compact(n, locale),
      ...(min < 0 ? {} : { ticks, domain: [0, top], interval: 0 as const }),
    },
    xAxisProps: { minTickGap: 24, interval: "preserveStartEnd" as const },
    tooltipAnimationDuration: 120,
  };
  return data.kind === "area" ? (
    <AreaChart {...common} curveType="monotone" withDots={rows.length <= 31} fillOpacity={0.25} areaProps={{ isAnimationActive: false }} />
  ) : (
    <BarChart {...common} maxBarWidth={28} barProps={{ isAnimationActive: false }} />
  );
}
