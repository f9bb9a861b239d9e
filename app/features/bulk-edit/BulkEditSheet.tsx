import { BULK_EDIT_VARIANT_COLUMNS, type BulkEditColumn, type BulkEditProductColumn, type BulkEditVariantColumn } from "@domain/bulk-edit";
import type { ProductDto } from "@domain/product";
import type { VariantDto } from "@domain/variant";
import {
  cellName,
  origName,
  SHEET_FORM_ID,
  variantValuesOf,
  variantVersionName,
  versionName,
  type SheetRow,
  type SheetValues,
  type SheetVariant,
} from "./sheet";
import { productUrls } from "../products/urls";
import type { TFunction } from "i18next";
import { useCount, useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

interface SheetProps {
  rows: SheetRow[];
  cols: BulkEditColumn[];
  errors: Record<string, Record<string, string[]>>;
  conflicts: Record<string, ProductDto>;
  variantConflicts: Record<string, VariantDto>;
  action: string;
  /** The dialog that warns before leaving with unsaved cells (SPEC §2); set after a refused save too. */
  guardDialogId: string;
  unsaved: boolean;
}

const TEXT_COLS = ["title", "vendor", "productType", "tags"] as const;
type TextCol = (typeof TEXT_COLS)[number];

/** Which columns a render shows, worked out once for the whole sheet. */
interface Layout {
  cols: BulkEditColumn[];
  /** The first column: the Title input, or the product's name as plain text when Title is hidden. */
  title: boolean;
  variantCols: readonly BulkEditVariantColumn[];
  /** The product's other text columns, after the variant ones. */
  restCols: readonly TextCol[];
  published: boolean;
  /** Cells after the variant columns (the product's rest). */
  restSpan: number;
  width: number;
}

/**
 * The spreadsheet: one row per product, one input per chosen cell. Prices, SKU and stock live on variants (ADR 024), so
 * they come right after the title: a product with one variant edits it on its own row; a product with several gets a
 * row per variant below it (its first 25; the rest are one link away in the product editor). Every row posts its id, the
 * version it was loaded with and the loaded values (`orig.*`), so without JavaScript the server saves only the cells
 * that differ; with JavaScript (app/enhance/bulk-edit.ts) unchanged rows are not even sent. Plain table markup.
 */
export function BulkEditSheet({ rows, cols, errors, conflicts, variantConflicts, action, guardDialogId, unsaved }: SheetProps) {
  const title = cols.includes("title");
  const variantCols = BULK_EDIT_VARIANT_COLUMNS.filter((c) => cols.includes(c));
  const restCols = TEXT_COLS.filter((c) => c !== "title" && cols.includes(c));
  const published = cols.includes("published");
  const restSpan = restCols.length + (published ? 1 : 0);
  const layout: Layout = { cols, title, variantCols, restCols, published, restSpan, width: 1 + variantCols.length + restSpan };
  const t = useT("bulk");
  return (
    <form method="post" action={action} id={SHEET_FORM_ID} {...enhance.bulkSheet()} className="br-sheet-form" {...enhance.dirtyGuard(guardDialogId, !!unsaved)}>
      <input type="hidden" name="intent" value="save" />
      <div className="br-table-scroll">
        <table className={variantCols.length ? "br-sheet br-sheet-wide" : "br-sheet"}>
          <thead>
            <tr>
              {title ? <th className="br-sheet-title">{t("columns.title")}</th> : <th className="br-sheet-product">{t("sheet.product")}</th>}
              {[...variantCols, ...restCols].map((c) => (
                <th key={c} className={`br-sheet-${c}`}>
                  {t(`columns.${c}`)}
                </th>
              ))}
              {published && <th className="br-sheet-published">{t("columns.published")}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ProductRows key={row.id} row={row} layout={layout} errors={errors} conflict={conflicts[row.id]} variantConflicts={variantConflicts} />
            ))}
          </tbody>
        </table>
      </div>
    </form>
  );
}

function ProductRows({
  row,
  layout,
  errors,
  conflict,
  variantConflicts,
}: {
  row: SheetRow;
  layout: Layout;
  errors: SheetProps["errors"];
  conflict?: ProductDto;
  variantConflicts: SheetProps["variantConflicts"];
}) {
  const { title, variantCols, restCols, published } = layout;
  const t = useT("bulk");
  const count = useCount();
  const name = row.orig.title || row.values.title;
  const productErrors = errors[row.id] ?? {};
  const single = variantCols.length > 0 && row.variantCount === 1 && row.variants.length === 1 ? row.variants[0] : null;
  const below = variantCols.length > 0 && !single ? row.variants : [];
  const productCols = [...(title ? (["title"] as const) : []), ...restCols, ...(published ? (["published"] as const) : [])];
  const changedElsewhere = conflict ? productCols.filter((c) => differs(c, row.values, conflict)) : [];
  const textCell = (c: TextCol) => (
    <td key={c} className={`br-sheet-${c}`}>
      <Cell
        id={row.id}
        col={c}
        value={row.values[c]}
        orig={row.orig[c]}
        label={t("sheet.cellOf", { column: t(`columns.${c}`), name })}
        errors={productErrors[c]}
      />
    </td>
  );
  return (
    <>
      <tr
        {...enhance.bulkRow(row.id)}
        className={[conflict ? "br-sheet-conflict" : "", below.length ? "br-sheet-parent" : ""].filter(Boolean).join(" ") || undefined}
      >
        <td className={title ? "br-sheet-title" : "br-sheet-product"}>
          {productCols.length > 0 && <RowHidden row={row} />}
          {title ? (
            <Cell
              id={row.id}
              col="title"
              value={row.values.title}
              orig={row.orig.title}
              label={t("sheet.cellOf", { column: t("columns.title"), name })}
              errors={productErrors.title}
            />
          ) : (
            <span className="br-sheet-name">{name}</span>
          )}
        </td>
        {single && <VariantCells variant={single} cols={variantCols} label={name} errors={errors[single.id] ?? {}} />}
        {variantCols.length > 0 && !single && (
          <td colSpan={variantCols.length} className="br-sheet-variants-note">
            {row.variantCount === 0 ? (
              <a href={productUrls.addVariant(row.id)}>{t("sheet.noVariants")}</a>
            ) : (
              t("sheet.variantsBelow", { n: count(row.variantCount) })
            )}
          </td>
        )}
        {restCols.map(textCell)}
        {published && (
          <td className="br-sheet-published">
            <input
              type="checkbox"
              className="br-cell-check"
              name={cellName("published", row.id)}
              defaultChecked={row.values.published}
              aria-label={t("sheet.publishedOf", { name })}
            />
            <input type="hidden" name={origName("published", row.id)} value={String(row.orig.published)} />
          </td>
        )}
      </tr>
      {conflict && productCols.length > 0 && (
        <ConflictNote span={layout.width}>
          {changedElsewhere.length
            ? t("sheet.savedNow", {
                changes: changedElsewhere.map((c) => t("sheet.savedValue", { column: t(`columns.${c}`), value: shown(c, conflict, t) })).join(", "),
              })
            : t("sheet.latestShown")}
        </ConflictNote>
      )}
      {single && variantConflicts[single.id] && <VariantConflictNote variant={single} current={variantConflicts[single.id]} layout={layout} />}
      {below.map((v) => (
        <VariantRow key={v.id} variant={v} name={name} layout={layout} errors={errors[v.id] ?? {}} conflict={variantConflicts[v.id]} />
      ))}
      {below.length > 0 && row.variantCount > below.length && (
        <tr className="br-sheet-variant br-sheet-more">
          <td colSpan={layout.width}>
            {t("sheet.moreVariants", { shown: count(below.length), total: count(row.variantCount) })}{" "}
            <a href={`${productUrls.update(row.id)}#variants-title`}>{t("sheet.editRest")}</a>
          </td>
        </tr>
      )}
    </>
  );
}

function VariantRow({
  variant,
  name,
  layout,
  errors,
  conflict,
}: {
  variant: SheetVariant;
  name: string;
  layout: Layout;
  errors: Record<string, string[]>;
  conflict?: VariantDto;
}) {
  const t = useT("bulk");
  const title = variant.title || t("sheet.defaultVariant");
  return (
    <>
      <tr {...enhance.bulkRow(variant.id)} className={conflict ? "br-sheet-variant br-sheet-conflict" : "br-sheet-variant"}>
        <td className="br-sheet-variant-title">
          <span className="br-sheet-variant-name">{title}</span>
        </td>
        <VariantCells variant={variant} cols={layout.variantCols} label={`${name} – ${title}`} errors={errors} />
        {layout.restSpan > 0 && <td colSpan={layout.restSpan} aria-hidden="true" />}
      </tr>
      {conflict && <VariantConflictNote variant={variant} current={conflict} layout={layout} />}
    </>
  );
}

function VariantCells({
  variant,
  cols,
  label,
  errors,
}: {
  variant: SheetVariant;
  cols: readonly BulkEditVariantColumn[];
  label: string;
  errors: Record<string, string[]>;
}) {
  const t = useT("bulk");
  return (
    <>
      {cols.map((c, i) => (
        <td key={c} className={`br-sheet-${c}`}>
          {i === 0 && (
            <>
              <input type="hidden" name="vrow" value={variant.id} />
              <input type="hidden" name={variantVersionName(variant.id)} value={variant.version} />
            </>
          )}
          <Cell
            id={variant.id}
            col={c}
            value={variant.values[c]}
            orig={variant.orig[c]}
            label={t("sheet.cellOf", { column: t(`columns.${c}`), name: label })}
            errors={errors[c]}
          />
        </td>
      ))}
    </>
  );
}

const NUMERIC: Partial<Record<BulkEditColumn, "decimal" | "numeric">> = {
  price: "decimal",
  compareAtPrice: "decimal",
  cost: "decimal",
  inventoryQuantity: "numeric",
};

/** One text cell: the input, the value it was loaded with, and its error. */
function Cell({ id, col, value, orig, label, errors }: { id: string; col: BulkEditColumn; value: string; orig: string; label: string; errors?: string[] }) {
  const inputId = `${col}-${id}`;
  const numeric = NUMERIC[col];
  const t = useT("bulk");
  const localize = useMessage();
  return (
    <>
      <input
        id={inputId}
        className={numeric ? "br-cell br-cell-num" : "br-cell"}
        name={cellName(col, id)}
        defaultValue={value}
        aria-label={label}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${inputId}-error` : undefined}
        maxLength={col === "tags" || numeric ? undefined : 255}
        inputMode={numeric}
        placeholder={col === "tags" ? t("apply.tagsPlaceholder") : col === "compareAtPrice" || col === "cost" ? "—" : undefined}
        autoComplete="off"
      />
      <input type="hidden" name={origName(col, id)} value={orig} />
      {errors && (
        <div id={`${inputId}-error`} className="br-cell-error">
          {errors.map(localize).join(" ")}
        </div>
      )}
    </>
  );
}

function ConflictNote({ span, children }: { span: number; children: React.ReactNode }) {
  const t = useT("bulk");
  return (
    <tr className="br-sheet-conflict-note">
      <td colSpan={span}>
        <strong>{t("sheet.changedElsewhere")}</strong> {children}
      </td>
    </tr>
  );
}

function VariantConflictNote({ variant, current, layout }: { variant: SheetVariant; current: VariantDto; layout: Layout }) {
  const saved = variantValuesOf(current);
  const changed = layout.variantCols.filter((c) => variant.values[c].trim() !== saved[c]);
  const t = useT("bulk");
  return (
    <ConflictNote span={layout.width}>
      {changed.length
        ? t("sheet.savedNow", { changes: changed.map((c) => t("sheet.savedValue", { column: t(`columns.${c}`), value: saved[c] || "—" })).join(", ") })
        : t("sheet.latestShown")}
    </ConflictNote>
  );
}

/** The row's identity and the version it was loaded with (the server refuses a stale one with 409). */
function RowHidden({ row }: { row: SheetRow }) {
  return (
    <>
      <input type="hidden" name="row" value={row.id} />
      <input type="hidden" name={versionName(row.id)} value={row.version} />
      <input type="hidden" name={`handle.${row.id}`} value={row.handle} />
    </>
  );
}

function shown(c: BulkEditProductColumn, p: ProductDto, t: TFunction<"bulk">): string {
  if (c === "tags") return p.tags.join(", ");
  if (c === "published") return t(p.published ? "sheet.published" : "sheet.unpublished");
  return p[c];
}

function differs(c: BulkEditProductColumn, values: SheetValues, p: ProductDto): boolean {
  if (c === "tags")
    return (
      values.tags
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean)
        .join(",") !== p.tags.join(",")
    );
  if (c === "published") return values.published !== p.published;
  return values[c].trim() !== p[c];
}
