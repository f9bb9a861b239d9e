import { Button, Group, Text } from "@mantine/core";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { SIZE_CHART_CELL_MAX, SIZE_CHART_COLUMNS_MAX, SIZE_CHART_ROWS_MAX } from "@domain/size-chart-limits";
import { useT } from "~/lib/i18n";

/** The table's shape and order: removing a row and adding one is a change too. */
const shape = (grid: { columns: number[]; rows: number[] }) => `${grid.columns.join(",")}|${grid.rows.join(",")}`;
const served = (count: number) => Array.from({ length: count }, (_, i) => i);

/** The table's shape; rows and columns keep a key for their life, so React moves the typed inputs with them. */
interface Grid {
  columns: number[];
  rows: number[];
  next: number;
}
type Focus = { kind: "cell"; row: number; column: number } | { kind: "button"; name: string } | null;

/**
 * The chart's table as inputs: a header row (`columns[c]`) and body rows (`rows[r][c]`). Add row / Add column /
 * Remove row / Remove column are submit buttons of the editor's form (intents `add-row`, `remove-column-2` …) that
 * re-render it with the input kept, so they work without JavaScript. The editor's page hydrates (Tier 2, ADR 033):
 * then they change the table in place. Cells stay uncontrolled, so the unsaved-changes guard compares them with
 * what the page was served with; a hidden input records the shape for a table that changed without typing.
 */
export function TableEditor({ columns, rows, error }: { columns: string[]; rows: string[][]; error: (key: string) => string | undefined }) {
  const t = useT("sizeCharts");
  // Keys of the served table are its indexes, so the first client render matches the server's.
  const [grid, setGrid] = useState<Grid>(() => ({ columns: served(columns.length), rows: served(rows.length), next: Math.max(columns.length, rows.length) }));
  const [focus, setFocus] = useState<Focus>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const shapeRef = useRef<HTMLInputElement>(null);
  // The server's messages name cells by position: once the table changed shape they point at other cells.
  const reshaped = shape(grid) !== shape({ columns: served(columns.length), rows: served(rows.length) });
  const cellError = (key: string) => (reshaped ? undefined : error(key));
  const tableError = error("columns") ?? error("rows");
  const initial = (rowKey: number, columnKey: number) => (rowKey < rows.length && columnKey < columns.length ? (rows[rowKey]?.[columnKey] ?? "") : "");

  useEffect(() => {
    const input = shapeRef.current;
    const now = shape(grid);
    if (!input || input.value === now) return;
    input.value = now;
    // The unsaved-changes guard (app/enhance/unsaved-changes.ts) listens for input on the form's fields.
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, [grid]);

  useEffect(() => {
    if (!focus || !rootRef.current) return;
    const target =
      focus.kind === "cell"
        ? rootRef.current.querySelector<HTMLElement>(
            focus.row < 0 ? `thead input[name="columns[${focus.column}]"]` : `input[name="rows[${focus.row}][${focus.column}]"]`,
          )
        : rootRef.current.querySelector<HTMLElement>(`button[value="${focus.name}"]`);
    target?.focus();
    setFocus(null);
  }, [focus]);

  /** A button's own work in place of its submit (which stays for pages without JavaScript). */
  const act = (change: (g: Grid) => { grid: Grid; focus: Focus }) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const result = change(grid);
    setGrid(result.grid);
    setFocus(result.focus);
  };
  const addRow = act((g) => ({ grid: { ...g, rows: [...g.rows, g.next], next: g.next + 1 }, focus: { kind: "cell", row: g.rows.length, column: 0 } }));
  const addColumn = act((g) => ({
    grid: { ...g, columns: [...g.columns, g.next], next: g.next + 1 },
    focus: { kind: "cell", row: -1, column: g.columns.length },
  }));
  const removeRow = (ri: number) =>
    act((g) => {
      const left = g.rows.filter((_, i) => i !== ri);
      const next = Math.min(ri, left.length - 1);
      return { grid: { ...g, rows: left }, focus: { kind: "button", name: next < 0 ? "add-row" : `remove-row-${next}` } };
    });
  const removeColumn = (ci: number) =>
    act((g) => {
      const left = g.columns.filter((_, i) => i !== ci);
      const next = Math.min(ci, left.length - 1);
      return { grid: { ...g, columns: left }, focus: { kind: "button", name: next < 0 ? "add-column" : `remove-column-${next}` } };
    });

  const action = (intent: string) => ({ type: "submit" as const, name: "intent", value: intent, formNoValidate: true });
  return (
    <div ref={rootRef}>
      <input
        ref={shapeRef}
        type="text"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        defaultValue={shape({ columns: served(columns.length), rows: served(rows.length) })}
      />
      <div className="br-table-scroll br-chart-scroll">
        <table className="br-chart-grid">
          <thead>
            <tr>
              <th className="br-chart-num" aria-label={t("table.row")} />
              {grid.columns.map((columnKey, ci) => (
                <th key={columnKey} scope="col">
                  <div className="br-chart-head">
                    <input
                      className="br-cell br-cell-head"
                      name={`columns[${ci}]`}
                      defaultValue={columnKey < columns.length ? columns[columnKey] : ""}
                      aria-label={t("table.heading", { n: ci + 1 })}
                      aria-invalid={cellError(`columns.${ci}`) ? true : undefined}
                      title={cellError(`columns.${ci}`)}
                      placeholder={t("table.headingPlaceholder")}
                      maxLength={SIZE_CHART_CELL_MAX}
                      autoComplete="off"
                    />
                    <button
                      {...action(`remove-column-${ci}`)}
                      onClick={removeColumn(ci)}
                      className="br-cell-remove"
                      aria-label={t("table.removeColumnN", { n: ci + 1 })}
                      title={t("table.removeColumn")}
                    >
                      ×
                    </button>
                  </div>
                </th>
              ))}
              <th className="br-chart-num" aria-label={t("table.removeRow")} />
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((rowKey, ri) => (
              <tr key={rowKey}>
                <th scope="row" className="br-chart-num">
                  {ri + 1}
                </th>
                {grid.columns.map((columnKey, ci) => (
                  <td key={columnKey}>
                    <input
                      className="br-cell"
                      name={`rows[${ri}][${ci}]`}
                      defaultValue={initial(rowKey, columnKey)}
                      aria-label={t("table.cell", { row: ri + 1, column: ci + 1 })}
                      aria-invalid={cellError(`rows.${ri}.${ci}`) || cellError(`rows.${ri}`) ? true : undefined}
                      title={cellError(`rows.${ri}.${ci}`) ?? cellError(`rows.${ri}`)}
                      maxLength={SIZE_CHART_CELL_MAX}
                      autoComplete="off"
                    />
                  </td>
                ))}
                <td className="br-chart-num">
                  <button
                    {...action(`remove-row-${ri}`)}
                    onClick={removeRow(ri)}
                    className="br-cell-remove"
                    aria-label={t("table.removeRowN", { n: ri + 1 })}
                    title={t("table.removeRow")}
                  >
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!reshaped && <CellErrors error={error} columns={columns} rows={rows} />}
      {tableError && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {tableError}
        </Text>
      )}
      <Group gap="sm" mt="md">
        <Button {...action("add-row")} onClick={addRow} variant="default" size="sm" disabled={grid.rows.length >= SIZE_CHART_ROWS_MAX}>
          {t("table.addRow")}
        </Button>
        <Button {...action("add-column")} onClick={addColumn} variant="default" size="sm" disabled={grid.columns.length >= SIZE_CHART_COLUMNS_MAX}>
          {t("table.addColumn")}
        </Button>
        <Text size="xs" c="dimmed">
          {t("table.limits", { columns: SIZE_CHART_COLUMNS_MAX, rows: SIZE_CHART_ROWS_MAX })}
        </Text>
      </Group>
    </div>
  );
}

/** A cell's message in words under the table (the cell itself is marked invalid), e.g. "Column 2: Column required". */
function CellErrors({ error, columns, rows }: { error: (key: string) => string | undefined; columns: string[]; rows: string[][] }) {
  const t = useT("sizeCharts");
  const found: string[] = [];
  columns.forEach((_, ci) => {
    const e = error(`columns.${ci}`);
    if (e) found.push(t("table.columnError", { n: ci + 1, message: e }));
  });
  rows.forEach((r, ri) => {
    const e = error(`rows.${ri}`);
    if (e) found.push(t("table.rowError", { n: ri + 1, message: e }));
    r.forEach((_, ci) => {
      const c = error(`rows.${ri}.${ci}`);
      if (c) found.push(t("table.cellError", { row: ri + 1, column: ci + 1, message: c }));
    });
  });
  if (found.length === 0) return null;
  return (
    <ul className="br-chart-errors" role="alert">
      {found.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}
