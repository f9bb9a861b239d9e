import type { ReactNode } from "react";
import { Card, Text, Title } from "@mantine/core";
import { yAxisTicks } from "@domain/charts";
import { IslandData } from "~/components/IslandData";
import { enhance } from "~/enhance/attributes";
import type { ReportChartPayload } from "~/islands/payloads";
import type { ReportFreshness } from "@domain/contracts/reports";
import { useLocale, useT } from "~/lib/i18n";
import { compact, formatMeasure, type Measure } from "./format";

/** A time series as a chart reads it: `labels[i]` carries `values[i]` (the API's details.labels / details.dataset). */
export interface Series {
  labels: string[];
  values: number[];
}

/**
 * A column chart drawn on the server (ADR 046): an SVG of bars and grid lines that
 * stretches to its box, with the axis labels in HTML so they stay readable on a phone. The SVG is hidden from screen
 * readers; the same figures are the table under it, with a caption, which is also what a page without JavaScript and a
 * reader get. Bars and cells carry the raw figure in `data-value`, so a test can hold one against the other.
 * With JavaScript, once the reader points at it, an island (ADR 049) draws the same series with @mantine/charts (`kind`)
 * and puts the SVG away. It reads the days and figures from that table (ADR 078): the page says each day once, and its
 * JSON holds only how to draw them.
 */
export function ColumnChart({
  id,
  title,
  caption,
  labelHeader,
  valueHeader,
  series,
  measure,
  currency,
  aside,
  numbersIn,
  kind = "bar",
}: {
  id: string;
  title: string;
  caption: string;
  labelHeader: string;
  valueHeader: string;
  series: Series;
  measure: Measure;
  currency: string;
  aside?: ReactNode;
  /**
   * A table elsewhere on the page that already holds these figures (and more): its id and the cell of each body row
   * that holds the figure (its `data-value`; the row's first cell is the label). Then no table is repeated here.
   */
  numbersIn?: { table: string; cell: number };
  /** What the island draws: an area for money over time, columns for counts. */
  kind?: ReportChartPayload["kind"];
}) {
  const locale = useLocale();
  const say = (n: number) => formatMeasure(n, measure, currency, locale);
  const max = Math.max(0, ...series.values);
  const ticks = yAxisTicks(max);
  const top = ticks[ticks.length - 1]!;
  const n = Math.max(series.values.length, 1);
  const xLabels = [...new Set([0, Math.floor((n - 1) / 2), n - 1])].filter((i) => i < series.labels.length);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`${id}-title`} className="br-chart-card" data-chart={id}>
      <Title order={2} fz="md" id={`${id}-title`}>
        {title}
      </Title>
      {aside}
      <div {...enhance.island("report-chart")}>
        <IslandData data={{ kind, measure, currency, name: valueHeader, ...(numbersIn ?? { table: `${id}-numbers`, cell: 1 }) } satisfies ReportChartPayload} />
        <div className="br-chart" aria-hidden="true">
          <div className="br-chart-y">
            {ticks.map((tick) => (
              <span key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
                {compact(tick, locale)}
              </span>
            ))}
          </div>
          <div className="br-chart-plot">
            <svg viewBox={`0 0 ${n * 10} 100`} preserveAspectRatio="none" focusable="false">
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={n * 10}
                  y1={100 - (tick / top) * 100}
                  y2={100 - (tick / top) * 100}
                  className="br-chart-grid"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {series.values.map((v, i) => {
                const h = top > 0 ? (Math.max(v, 0) / top) * 100 : 0;
                return (
                  <rect key={i} x={i * 10 + 1.5} width={7} y={100 - h} height={h} className="br-chart-bar" data-value={v}>
                    <title>{`${series.labels[i]}: ${say(v)}`}</title>
                  </rect>
                );
              })}
            </svg>
            <div className="br-chart-x">
              {xLabels.map((i) => (
                <span key={i} style={{ left: `${((i + 0.5) / n) * 100}%` }}>
                  {series.labels[i]}
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
      {numbersIn ? null : (
        <div className="br-report-table-scroll br-chart-numbers">
          <table className="br-report-table" data-chart-table={id} id={`${id}-numbers`}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                <th scope="col" className="br-num">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {series.values.map((v, i) => (
                <tr key={i}>
                  <th scope="row" className="br-day">
                    {series.labels[i]}
                  </th>
                  <td className="br-num" data-value={v}>
                    {say(v)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** One row of a bar table: its label, figure and the bar's share of the largest (0–100). */
export interface BarRow {
  key: string;
  label: ReactNode;
  value: number;
  cells?: ReactNode[];
}

/**
 * A horizontal bar chart that is its own table (traffic sources and locations, the funnel): each row shows its figure
 * and a bar drawn by CSS, so the numbers and the picture are one server-rendered thing.
 */
export function BarTable({
  id,
  caption,
  headers,
  rows,
  measure = "count",
  currency = "",
}: {
  id: string;
  caption: string;
  headers: string[];
  rows: BarRow[];
  measure?: Measure;
  currency?: string;
}) {
  const locale = useLocale();
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <div className="br-report-table-scroll">
      <table className="br-report-table br-bar-table" data-chart-table={id}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? undefined : "br-num"}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">
                <span className="br-bar-label">{r.label}</span>
                <span className="br-bar" aria-hidden="true" style={{ width: `${max > 0 ? (r.value / max) * 100 : 0}%` }} />
              </th>
              <td className="br-num" data-value={r.value}>
                {formatMeasure(r.value, measure, currency, locale)}
              </td>
              {r.cells?.map((c, i) => (
                <td key={i} className="br-num">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Updated 2 minutes ago" from a report's freshness (how far its rollups are behind now). */
export function Freshness({ freshness }: { freshness: ReportFreshness }) {
  const t = useT("reports");
  const lag = Math.max(0, freshness.lagSeconds);
  const text =
    freshness.asOf === null
      ? t("freshness.none")
      : lag < 5
        ? t("freshness.now")
        : lag < 60
          ? t("freshness.seconds", { count: lag, n: lag })
          : lag < 3600
            ? t("freshness.minutes", { count: Math.floor(lag / 60), n: Math.floor(lag / 60) })
            : t("freshness.hours", { count: Math.floor(lag / 3600), n: Math.floor(lag / 3600) });
  return (
    <Text size="xs" c="dimmed" className="br-report-freshness" data-freshness={freshness.asOf ?? ""}>
      {text}
    </Text>
  );
}
