// The spreadsheet form's field names and values, shared by the page (render) and the action (parse, diff).
import type { BulkEditColumn } from "../../../domain/bulk-edit";
import type { ProductDto } from "../../../domain/product";

export const SHEET_FORM_ID = "bulk-sheet";

/** Field names: `row` (repeated id), `version.{id}`, `{col}.{id}` and the value the row was loaded with, `orig.{col}.{id}`. */
export const cellName = (col: BulkEditColumn, id: string) => `${col}.${id}`;
export const origName = (col: BulkEditColumn, id: string) => `orig.${col}.${id}`;
export const versionName = (id: string) => `version.${id}`;

/** A row's values as the form holds them: text, tags as one comma string, published as a boolean. */
export interface SheetValues {
  title: string;
  vendor: string;
  productType: string;
  tags: string;
  published: boolean;
}

export interface SheetRow {
  id: string;
  version: number;
  handle: string;
  /** What the inputs show (the user's input after a refused save). */
  values: SheetValues;
  /** What the row was loaded with: the server saves only cells that differ from it. */
  orig: SheetValues;
}

export const valuesOf = (p: Pick<ProductDto, "title" | "vendor" | "productType" | "tags" | "published">): SheetValues => ({
  title: p.title,
  vendor: p.vendor,
  productType: p.productType,
  tags: p.tags.join(", "),
  published: p.published,
});

export const rowOf = (p: ProductDto): SheetRow => ({ id: p._id, version: p.version, handle: p.handle, values: valuesOf(p), orig: valuesOf(p) });

/** Tags compare as lists (spaces after commas and repeats do not count as a change). */
export const normaliseTags = (s: string) =>
  s
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean)
    .join(",");

export function sameCell(col: BulkEditColumn, a: SheetValues, b: SheetValues): boolean {
  if (col === "tags") return normaliseTags(a.tags) === normaliseTags(b.tags);
  if (col === "published") return a.published === b.published;
  return a[col].trim() === b[col].trim();
}

/** After a save was refused: what the page shows per row. */
export interface SheetActionData {
  intent: "save";
  rows: SheetRow[];
  /** id → field → messages */
  errors: Record<string, Record<string, string[]>>;
  formErrors: string[];
  /** id → the product as saved now, for rows someone else changed since they were loaded. */
  conflicts: Record<string, ProductDto>;
}
