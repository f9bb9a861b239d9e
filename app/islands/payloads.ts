// What the server hands an island (ADR 049): JSON in a <script type="application/json"> inside the island's element,
// rendered from the same loader data as the markup around it. Types only, shared by both sides.
import type { Measure } from "../features/reports/format";

/**
 * A report's series over time (ReportCharts.tsx's ColumnChart), as @mantine/charts draws it. The days and figures are
 * not repeated here: the island reads them from the table that says them on the page (ADR 078).
 */
export interface ReportChartPayload {
  kind: "area" | "bar";
  /** The id of the table that says the series: each body row's first cell is a label (a day, an hour). */
  table: string;
  /** The cell of each body row whose `data-value` is the figure (1: the cell after the label). */
  cell: number;
  measure: Measure;
  currency: string;
  /** The series' name in the tooltip: the table's value header. */
  name: string;
}

/** The reports' range (ReportFilterForm.tsx), as @mantine/dates' range picker shows it. Days are YYYY-MM-DD. */
export interface ReportRangePayload {
  from: string;
  to: string;
  /** Today in the store's time zone: no later day can be picked (SPEC §5). */
  maxDate: string;
  label: string;
  placeholder: string;
  error: string | null;
}

/** A page's body editor (app/islands/page-body.tsx): its accessible name; the HTML is the textarea's own value. */
export interface PageBodyPayload {
  label: string;
}
