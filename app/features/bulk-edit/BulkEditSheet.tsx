import { BULK_EDIT_COLUMN_LABELS, type BulkEditColumn } from "@domain/bulk-edit";
import type { ProductDto } from "@domain/product";
import { cellName, origName, SHEET_FORM_ID, versionName, type SheetRow, type SheetValues } from "./sheet";

interface SheetProps {
  rows: SheetRow[];
  cols: BulkEditColumn[];
  errors: Record<string, Record<string, string[]>>;
  conflicts: Record<string, ProductDto>;
  action: string;
  /** The dialog that warns before leaving with unsaved cells (SPEC §2); set after a refused save too. */
  guardDialogId: string;
  unsaved: boolean;
}

const TEXT_COLS = ["title", "vendor", "productType", "tags"] as const;

/**
 * The spreadsheet: one row per product, one input per chosen cell. Every row posts its id, the version it was
 * loaded with and the loaded values (`orig.*`), so without JavaScript the server saves only the cells that differ;
 * with JavaScript (app/enhance/bulk-edit.ts) unchanged rows are not even sent. Plain table markup, like the list.
 */
export function BulkEditSheet({ rows, cols, errors, conflicts, action, guardDialogId, unsaved }: SheetProps) {
  const textCols = TEXT_COLS.filter((c) => cols.includes(c));
  return (
    <form method="post" action={action} id={SHEET_FORM_ID} data-bulk-sheet="" className="br-sheet-form" data-dirty-guard={guardDialogId} data-unsaved={unsaved ? "" : undefined}>
      <input type="hidden" name="intent" value="save" />
      <div className="br-table-scroll">
        <table className="br-sheet">
          <thead>
            <tr>
              {!cols.includes("title") && <th className="br-sheet-product">Product</th>}
              {textCols.map((c) => (
                <th key={c} className={`br-sheet-${c}`}>
                  {BULK_EDIT_COLUMN_LABELS[c]}
                </th>
              ))}
              {cols.includes("published") && <th className="br-sheet-published">{BULK_EDIT_COLUMN_LABELS.published}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <SheetRowView key={row.id} row={row} cols={cols} textCols={textCols} errors={errors[row.id] ?? {}} conflict={conflicts[row.id]} />
            ))}
          </tbody>
        </table>
      </div>
    </form>
  );
}

function SheetRowView({ row, cols, textCols, errors, conflict }: { row: SheetRow; cols: BulkEditColumn[]; textCols: readonly (typeof TEXT_COLS)[number][]; errors: Record<string, string[]>; conflict?: ProductDto }) {
  const name = row.orig.title || row.values.title;
  const changedElsewhere = conflict ? cols.filter((c) => differs(c, row.values, conflict)) : [];
  return (
    <>
      <tr data-row={row.id} className={conflict ? "br-sheet-conflict" : undefined}>
        {!cols.includes("title") && (
          <td className="br-sheet-product">
            <span className="br-sheet-name">{name}</span>
          </td>
        )}
        {textCols.map((c, i) => {
          const cellErrors = errors[c];
          const id = `${c}-${row.id}`;
          return (
            <td key={c} className={`br-sheet-${c}`}>
              {i === 0 && <RowHidden row={row} cols={cols} />}
              <input
                id={id}
                className="br-cell"
                name={cellName(c, row.id)}
                defaultValue={row.values[c]}
                aria-label={`${BULK_EDIT_COLUMN_LABELS[c]} of ${name}`}
                aria-invalid={cellErrors ? true : undefined}
                aria-describedby={cellErrors ? `${id}-error` : undefined}
                maxLength={c === "tags" ? undefined : 255}
                placeholder={c === "tags" ? "tag, tag" : undefined}
                autoComplete="off"
              />
              <input type="hidden" name={origName(c, row.id)} value={row.orig[c]} />
              {cellErrors && (
                <div id={`${id}-error`} className="br-cell-error">
                  {cellErrors.join(" ")}
                </div>
              )}
            </td>
          );
        })}
        {cols.includes("published") && (
          <td className="br-sheet-published">
            {textCols.length === 0 && <RowHidden row={row} cols={cols} />}
            <input type="checkbox" className="br-cell-check" name={cellName("published", row.id)} defaultChecked={row.values.published} aria-label={`Published: ${name}`} />
            <input type="hidden" name={origName("published", row.id)} value={String(row.orig.published)} />
          </td>
        )}
      </tr>
      {conflict && (
        <tr className="br-sheet-conflict-note">
          <td colSpan={cols.length + (cols.includes("title") ? 0 : 1)}>
            <strong>Changed elsewhere.</strong>{" "}
            {changedElsewhere.length
              ? `Saved now: ${changedElsewhere.map((c) => `${BULK_EDIT_COLUMN_LABELS[c]} “${shown(c, conflict)}”`).join(", ")}. Your input is kept; Save again to keep it.`
              : "Its latest values are shown with your changes; Save again to keep them."}
          </td>
        </tr>
      )}
    </>
  );
}

/** The row's identity and the version it was loaded with (the server refuses a stale one with 409). */
function RowHidden({ row }: { row: SheetRow; cols: BulkEditColumn[] }) {
  return (
    <>
      <input type="hidden" name="row" value={row.id} />
      <input type="hidden" name={versionName(row.id)} value={row.version} />
      <input type="hidden" name={`handle.${row.id}`} value={row.handle} />
    </>
  );
}

function shown(c: BulkEditColumn, p: ProductDto): string {
  if (c === "tags") return p.tags.join(", ");
  if (c === "published") return p.published ? "Published" : "Unpublished";
  return p[c];
}

function differs(c: BulkEditColumn, values: SheetValues, p: ProductDto): boolean {
  if (c === "tags") return values.tags.split(",").map((t) => t.trim()).filter(Boolean).join(",") !== p.tags.join(",");
  if (c === "published") return values.published !== p.published;
  return values[c].trim() !== p[c];
}
