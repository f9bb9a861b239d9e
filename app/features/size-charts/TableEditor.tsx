import { Button, Group, Text } from "@mantine/core";
import { SIZE_CHART_CELL_MAX, SIZE_CHART_COLUMNS_MAX, SIZE_CHART_ROWS_MAX } from "@domain/size-chart";

const shape = (columns: string[], rows: string[][]) => `${columns.length}x${rows.length}`;

/**
 * The chart's table as inputs: a header row (`columns[c]`) and body rows (`rows[r][c]`). Add row / Add column /
 * Remove row / Remove column are submit buttons of the editor's form (intents `add-row`, `remove-column-2` …) that
 * re-render it with the input kept, so they work without JavaScript; app/enhance/table-editor.ts does the same in
 * place, renumbering the names, and changes the hidden `data-table-shape` input so the unsaved-changes guard notices.
 */
export function TableEditor({ columns, rows, error }: { columns: string[]; rows: string[][]; error: (key: string) => string | undefined }) {
  const tableError = error("columns") ?? error("rows");
  const action = (intent: string) => ({ type: "submit" as const, name: "intent", value: intent, formNoValidate: true });
  return (
    <div data-table-editor="" data-max-rows={SIZE_CHART_ROWS_MAX} data-max-columns={SIZE_CHART_COLUMNS_MAX}>
      <input type="text" hidden aria-hidden="true" tabIndex={-1} data-table-shape="" defaultValue={shape(columns, rows)} />
      <template data-template="cell">
        <input className="br-cell" maxLength={SIZE_CHART_CELL_MAX} autoComplete="off" />
      </template>
      <template data-template="remove-row">
        <button {...action("remove-row-0")} className="br-cell-remove" data-table-action="remove-row">
          ×
        </button>
      </template>
      <template data-template="remove-column">
        <button {...action("remove-column-0")} className="br-cell-remove" data-table-action="remove-column">
          ×
        </button>
      </template>
      <div className="br-table-scroll br-chart-scroll">
        <table className="br-chart-grid">
          <thead>
            <tr>
              <th className="br-chart-num" aria-label="Row" />
              {columns.map((c, ci) => (
                <th key={ci} scope="col" data-column="">
                  <div className="br-chart-head">
                    <input
                      className="br-cell br-cell-head"
                      name={`columns[${ci}]`}
                      defaultValue={c}
                      aria-label={`Column ${ci + 1} heading`}
                      aria-invalid={error(`columns.${ci}`) ? true : undefined}
                      title={error(`columns.${ci}`)}
                      placeholder="Heading"
                      maxLength={SIZE_CHART_CELL_MAX}
                      autoComplete="off"
                    />
                    <button {...action(`remove-column-${ci}`)} className="br-cell-remove" data-table-action="remove-column" aria-label={`Remove column ${ci + 1}`} title="Remove column">
                      ×
                    </button>
                  </div>
                </th>
              ))}
              <th className="br-chart-num" aria-label="Remove row" />
            </tr>
          </thead>
          <tbody>
            {rows.map((r, ri) => (
              <tr key={ri}>
                <th scope="row" className="br-chart-num">
                  {ri + 1}
                </th>
                {r.map((cell, ci) => (
                  <td key={ci}>
                    <input
                      className="br-cell"
                      name={`rows[${ri}][${ci}]`}
                      defaultValue={cell}
                      aria-label={`Row ${ri + 1}, column ${ci + 1}`}
                      aria-invalid={error(`rows.${ri}.${ci}`) || error(`rows.${ri}`) ? true : undefined}
                      title={error(`rows.${ri}.${ci}`) ?? error(`rows.${ri}`)}
                      maxLength={SIZE_CHART_CELL_MAX}
                      autoComplete="off"
                    />
                  </td>
                ))}
                <td className="br-chart-num">
                  <button {...action(`remove-row-${ri}`)} className="br-cell-remove" data-table-action="remove-row" aria-label={`Remove row ${ri + 1}`} title="Remove row">
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CellErrors error={error} columns={columns} rows={rows} />
      {tableError && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {tableError}
        </Text>
      )}
      <Group gap="sm" mt="md">
        <Button {...action("add-row")} variant="default" size="sm" data-table-action="add-row" disabled={rows.length >= SIZE_CHART_ROWS_MAX}>
          Add row
        </Button>
        <Button {...action("add-column")} variant="default" size="sm" data-table-action="add-column" disabled={columns.length >= SIZE_CHART_COLUMNS_MAX}>
          Add column
        </Button>
        <Text size="xs" c="dimmed">
          Up to {SIZE_CHART_COLUMNS_MAX} columns and {SIZE_CHART_ROWS_MAX} rows. Rows left blank are dropped on save.
        </Text>
      </Group>
    </div>
  );
}

/** A cell's message in words under the table (the cell itself is marked invalid), e.g. "Column 2: Column required". */
function CellErrors({ error, columns, rows }: { error: (key: string) => string | undefined; columns: string[]; rows: string[][] }) {
  const found: string[] = [];
  columns.forEach((_, ci) => {
    const e = error(`columns.${ci}`);
    if (e) found.push(`Column ${ci + 1}: ${e}`);
  });
  rows.forEach((r, ri) => {
    const e = error(`rows.${ri}`);
    if (e) found.push(`Row ${ri + 1}: ${e}`);
    r.forEach((_, ci) => {
      const c = error(`rows.${ri}.${ci}`);
      if (c) found.push(`Row ${ri + 1}, column ${ci + 1}: ${c}`);
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
