// What the server hands an island (ADR 049): JSON in a <script type="application/json"> inside the island's element,
// rendered from the same loader data as the markup around it. Types only, shared by both sides.
import type { Measure } from "../features/reports/format";

/** A report's series over time (ReportCharts.tsx's ColumnChart), as @mantine/charts draws it. */
export interface ReportChartPayload {
  kind: "area" | "bar";
  labels: string[];
  values: number[];
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
