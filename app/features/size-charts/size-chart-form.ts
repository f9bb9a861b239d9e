// Pure helpers of the size chart screens, shared by their server and page halves.
// Relative, not @domain/: unit tests can import this file without the app's path aliases.
import { SIZE_CHART_COLUMNS_MAX, SIZE_CHART_ROWS_MAX, type SizeChartDto, type SizeChartTarget } from "../../../domain/size-chart";

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

/** A new chart starts as a small template the merchant fills in. */
export function sizeChartValues(chart: SizeChartDto | null): SizeChartValues {
  if (!chart) {
    return { title: "", description: "", unit: "cm", columns: ["Size", "Chest", "Length"], rows: [["S", "", ""], ["M", "", ""], ["L", "", ""]], products: [], collections: [] };
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

const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

/**
 * The posted form → values. Table cells are named `columns[c]` and `rows[r][c]` (the enhance script renumbers them
 * after an in-place edit); targets are checked `productIds` / `collectionIds`, their titles ride along in
 * `targetTitle` (`{id} {title}`) so a re-rendered form can name them without asking the API.
 */
export function valuesFromForm(formData: FormData): SizeChartValues {
  const columns: string[] = [];
  const rows: string[][] = [];
  for (const [key, value] of formData.entries()) {
    const col = /^columns\[(\d+)\]$/.exec(key);
    if (col) columns[Number(col[1])] = text(value);
    const cell = /^rows\[(\d+)\]\[(\d+)\]$/.exec(key);
    if (cell) (rows[Number(cell[1])] ??= [])[Number(cell[2])] = text(value);
  }
  const width = columns.length;
  const titles = new Map<string, string>();
  for (const entry of formData.getAll("targetTitle")) {
    const s = text(entry);
    titles.set(s.slice(0, 36), s.slice(37));
  }
  const targets = (name: string) => [...new Set(formData.getAll(name).map(text).filter(Boolean))].map((id) => ({ _id: id, title: titles.get(id) ?? id }));
  const version = text(formData.get("version"));
  return {
    title: text(formData.get("title")),
    description: text(formData.get("description")),
    unit: text(formData.get("unit")),
    columns: Array.from({ length: width }, (_, c) => columns[c] ?? ""),
    rows: Array.from(rows, (r) => Array.from({ length: width }, (_, c) => r?.[c] ?? "")),
    products: targets("productIds"),
    collections: targets("collectionIds"),
    version: version || undefined,
  };
}

/** What the API takes. */
export function formFromValues(values: SizeChartValues) {
  return {
    title: values.title,
    description: values.description,
    unit: values.unit,
    columns: values.columns,
    rows: values.rows,
    productIds: values.products.map((p) => p._id),
    collectionIds: values.collections.map((c) => c._id),
    ...(values.version ? { version: values.version } : {}),
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

/** API and schema error keys (`rows.0.1`, `columns.2`) as the editor looks them up. */
export function errorKey(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}
