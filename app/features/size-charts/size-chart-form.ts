// Pure helpers of the size chart screens, shared by their server and page halves.
// Relative, not @domain/: unit tests can import this file without the app's path aliases.
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import type { TFunction } from "../../../domain/i18n/core";
import type { SizeChartDto, SizeChartTarget } from "../../../domain/size-chart";
import { SIZE_CHART_COLUMNS_MAX, SIZE_CHART_ROWS_MAX } from "../../../domain/size-chart-limits";
import { sizeChartUrls } from "./urls";

export const SIZE_CHART_FORM_ID = "size-chart-form";

/** The editor's form as plain strings, so refused input and table edits come back exactly as typed. */
export interface SizeChartValues {
  title: string;
  description: string;
  unit: string;
  columns: string[];
  rows: string[][];
  products: SizeChartTarget[];
  collections: SizeChartTarget[];
  version?: string;
}

/** The new chart's headings, in the page's language (`t` of the sizeCharts namespace). */
export const templateColumns = (t: TFunction<"sizeCharts">): string[] => [t("editor.template.size"), t("editor.template.chest"), t("editor.template.length")];

/** A new chart starts as a small template the merchant fills in: `columns` (default English), sizes S, M, L. */
export function sizeChartValues(chart: SizeChartDto | null, columns: string[] = ["Size", "Chest", "Length"]): SizeChartValues {
  if (!chart) {
    return {
      title: "",
      description: "",
      unit: "cm",
      columns,
      rows: [
        ["S", "", ""],
        ["M", "", ""],
        ["L", "", ""],
      ],
      products: [],
      collections: [],
    };
  }
  return {
    title: chart.title,
    description: chart.description,
    unit: chart.unit,
    columns: [...chart.columns],
    rows: chart.rows.map((r) => [...r]),
    products: chart.products,
    collections: chart.collections,
    version: String(chart.version),
  };
}

/** A chart as the editor's conform form holds it; targets' titles ride along in `targetTitle` (`{id} {title}`). */
export function sizeChartFormValues(chart: SizeChartDto | null, template?: string[]) {
  const v = sizeChartValues(chart, template);
  return {
    title: v.title,
    description: v.description,
    unit: v.unit,
    columns: v.columns,
    rows: v.rows,
    productIds: v.products.map((p) => p._id),
    collectionIds: v.collections.map((c) => c._id),
    targetTitle: [...v.products, ...v.collections].map((t) => `${t._id} ${t.title}`),
    version: v.version,
  };
}
export type SizeChartFormValues = ReturnType<typeof sizeChartFormValues>;

const text = (v: unknown) => (typeof v === "string" ? v : "");
/** One value of a form arrives as a string, several as a list, none as undefined. */
const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/**
 * The form's values (conform's payload, or the defaults above) → what the editor shows. Table cells are named
 * `columns[c]` and `rows[r][c]` (the enhance script renumbers them after an in-place edit); targets are the checked
 * `productIds` / `collectionIds`, named by `targetTitle` so a re-rendered form needs no API call.
 */
export function valuesFromPayload(payload: Record<string, unknown>): SizeChartValues {
  const columns = list(payload.columns).map(text);
  const width = columns.length;
  const rows = list(payload.rows).map((r) => Array.from({ length: width }, (_, c) => text(list(r)[c])));
  const titles = new Map<string, string>();
  for (const entry of list(payload.targetTitle).map(text)) titles.set(entry.slice(0, 36), entry.slice(37));
  const targets = (name: string) => [...new Set(list(payload[name]).map(text).filter(Boolean))].map((id) => ({ _id: id, title: titles.get(id) ?? id }));
  const version = text(payload.version);
  return {
    title: text(payload.title),
    description: text(payload.description),
    unit: text(payload.unit),
    columns,
    rows,
    products: targets("productIds"),
    collections: targets("collectionIds"),
    version: version || undefined,
  };
}

/** The values back as the form's payload (after a table button changed them). */
export function payloadFromValues(values: SizeChartValues, payload: Record<string, unknown>): Record<string, unknown> {
  return { ...payload, columns: values.columns, rows: values.rows };
}

/** The size chart editor screen (ADR 031), in the page's language (`t` of the sizeCharts namespace). */
export function sizeChartScreen(t: TFunction<"sizeCharts">): EditorScreenConfig<SizeChartDto> {
  return {
    noun: "size chart",
    formId: SIZE_CHART_FORM_ID,
    back: { to: sizeChartUrls.list, label: t("title") },
    create: { title: t("create"), url: sizeChartUrls.create },
    title: (chart) => chart.title,
    url: (chart) => sizeChartUrls.update(chart._id),
    deleteLabel: t("editor.delete"),
    texts: {
      notSaved: t("editor.notSaved"),
      notDeleted: t("editor.notDeleted"),
      deleteTitle: t("editor.deleteTitle"),
      conflictTitle: t("editor.conflictTitle"),
    },
  };
}

export type TableEdit = { kind: "add-row" } | { kind: "add-column" } | { kind: "remove-row"; index: number } | { kind: "remove-column"; index: number };

/** `add-row`, `add-column`, `remove-row-3`, `remove-column-1`: the table buttons' intents. */
export function tableEditOf(intent: string): TableEdit | null {
  if (intent === "add-row" || intent === "add-column") return { kind: intent };
  const m = /^remove-(row|column)-(\d+)$/.exec(intent);
  return m ? { kind: m[1] === "row" ? "remove-row" : "remove-column", index: Number(m[2]) } : null;
}

/** Applies a table button to the values; null (and the reason) when a limit forbids it. */
export function applyTableEdit(values: SizeChartValues, edit: TableEdit): { values: SizeChartValues } | { refused: string } {
  const { columns, rows } = values;
  switch (edit.kind) {
    case "add-row":
      if (rows.length >= SIZE_CHART_ROWS_MAX) return { refused: `A size chart has at most ${SIZE_CHART_ROWS_MAX} rows` };
      return { values: { ...values, rows: [...rows, columns.map(() => "")] } };
    case "add-column":
      if (columns.length >= SIZE_CHART_COLUMNS_MAX) return { refused: `A size chart has at most ${SIZE_CHART_COLUMNS_MAX} columns` };
      return { values: { ...values, columns: [...columns, ""], rows: rows.map((r) => [...r, ""]) } };
    case "remove-row":
      return { values: { ...values, rows: rows.filter((_, i) => i !== edit.index) } };
    case "remove-column":
      return { values: { ...values, columns: columns.filter((_, i) => i !== edit.index), rows: rows.map((r) => r.filter((_, i) => i !== edit.index)) } };
  }
}
