// The spreadsheet form's field names and values, shared by the page (render) and the action (parse, diff).
import { z } from "zod/v4";
import type { BulkEditColumn, BulkEditProductColumn, BulkEditProductDto, BulkEditVariantColumn } from "../../../domain/bulk-edit";
import type { CurrencyCode } from "../../../domain/money";
import type { ProductDto } from "../../../domain/product";
import { money, type VariantDto } from "../../../domain/variant";

export const SHEET_FORM_ID = "bulk-sheet";

/**
 * Field names: `row` (repeated product id), `version.{id}`, `{col}.{id}` and the value the row was loaded with,
 * `orig.{col}.{id}`. A variant's cells are named the same way by its own id, with `vrow` (repeated variant id) and
 * `vversion.{id}`; product and variant ids never collide (uuids), nor do their column names.
 */
export const cellName = (col: BulkEditColumn, id: string) => `${col}.${id}`;
export const origName = (col: BulkEditColumn, id: string) => `orig.${col}.${id}`;
export const versionName = (id: string) => `version.${id}`;
export const variantVersionName = (id: string) => `vversion.${id}`;

/** A row's values as the form holds them: text, tags as one comma string, published as a boolean. */
export interface SheetValues {
  title: string;
  vendor: string;
  productType: string;
  tags: string;
  published: boolean;
}

/** A variant's cells as typed (money and stock stay strings, so refused input comes back exactly as it was). */
export type VariantValues = Record<BulkEditVariantColumn, string>;

/** The product's own cells. */
export interface ProductSheetRow {
  id: string;
  version: number;
  handle: string;
  /** What the inputs show (the user's input after a refused save). */
  values: SheetValues;
  /** What the row was loaded with: the server saves only cells that differ from it. */
  orig: SheetValues;
}

export interface SheetVariant {
  id: string;
  version: number;
  /** "S / Red", or "" for a product's only variant without options. */
  title: string;
  values: VariantValues;
  orig: VariantValues;
}

/** A product with its first variants (ADR 024): one variant is edited on the product's row, several on rows below it. */
export interface SheetRow extends ProductSheetRow {
  variants: SheetVariant[];
  variantCount: number;
}

export const valuesOf = (p: Pick<ProductDto, "title" | "vendor" | "productType" | "tags" | "published">): SheetValues => ({
  title: p.title,
  vendor: p.vendor,
  productType: p.productType,
  tags: p.tags.join(", "),
  published: p.published,
});

export const variantValuesOf = (v: Pick<VariantDto, "price" | "compareAtPrice" | "cost" | "sku" | "inventoryQuantity">): VariantValues => ({
  price: String(v.price),
  compareAtPrice: v.compareAtPrice === null ? "" : String(v.compareAtPrice),
  cost: v.cost === null ? "" : String(v.cost),
  sku: v.sku,
  inventoryQuantity: String(v.inventoryQuantity),
});

const optionTitle = (v: Pick<VariantDto, "option1" | "option2" | "option3">) => [v.option1, v.option2, v.option3].filter(Boolean).join(" / ");

export const variantRowOf = (v: VariantDto): SheetVariant => ({
  id: v._id,
  version: v.version,
  title: optionTitle(v),
  values: variantValuesOf(v),
  orig: variantValuesOf(v),
});

export const rowOf = (p: BulkEditProductDto): SheetRow => ({
  id: p._id,
  version: p.version,
  handle: p.handle,
  values: valuesOf(p),
  orig: valuesOf(p),
  variants: p.variants.map(variantRowOf),
  variantCount: p.variantCount,
});

/** Tags compare as lists (spaces after commas and repeats do not count as a change). */
export const normaliseTags = (s: string) =>
  s
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean)
    .join(",");

export function sameCell(col: BulkEditProductColumn, a: SheetValues, b: SheetValues): boolean {
  if (col === "tags") return normaliseTags(a.tags) === normaliseTags(b.tags);
  if (col === "published") return a.published === b.published;
  return a[col].trim() === b[col].trim();
}

export const sameVariantCell = (col: BulkEditVariantColumn, a: VariantValues, b: VariantValues) => a[col].trim() === b[col].trim();

/** After a save was refused: what the page shows per row. */
export interface SheetActionData {
  intent: "save";
  rows: ProductSheetRow[];
  variants: SheetVariant[];
  /** row or variant id → field → messages */
  errors: Record<string, Record<string, string[]>>;
  formErrors: string[];
  /** id → the product as saved now, for rows someone else changed since they were loaded. */
  conflicts: Record<string, ProductDto>;
  /** variant id → the variant as saved now. */
  variantConflicts: Record<string, VariantDto>;
}

/**
 * A variant row's changed money cells, as typed in the store's currency ("150.000" is 150000 đ, "1,234.50" is
 * $1234.50): the sheet's one schema for them. A cleared compare-at price is null; a cell left out is not sent.
 */
export const sheetMoneyCellsSchema = (currency: CurrencyCode) =>
  z.object({
    price: money("Price", currency).optional(),
    compareAtPrice: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), money("Compare-at price", currency).nullable()).optional(),
  });

/**
 * The changed cells of one variant row with its money read (numbers, sent to the API as such), or the messages of the
 * cells that could not be read, by column; the other cells go as typed (the API reads stock and SKU).
 */
export function readVariantCells(
  cells: Partial<Record<BulkEditVariantColumn, string>>,
  currency: CurrencyCode,
): { ok: true; cells: Record<string, string | number | null> } | { ok: false; errors: Record<string, string[]> } {
  const moneyCells = Object.fromEntries(Object.entries(cells).filter(([c]) => c === "price" || c === "compareAtPrice"));
  const parsed = sheetMoneyCellsSchema(currency).safeParse(moneyCells);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    return { ok: false, errors };
  }
  const read = Object.fromEntries(Object.entries(parsed.data).filter(([c]) => c in moneyCells));
  return { ok: true, cells: { ...cells, ...read } };
}
