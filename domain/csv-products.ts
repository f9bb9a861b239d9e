// Rows → products. In Shopify's product CSV a product is its first row (with a Title) and the rows after it that carry the
// same Handle and no Title: its further variants and images. The grouper takes parsed rows in file order and hands back
// each product once its last row has been read, checked as a whole (options, variants, SKUs, images), so memory holds
// one product's rows at a time.
import { columnName, DEFAULT_OPTION_NAME, DEFAULT_OPTION_VALUE, OPTION_NAME_FIELDS, OPTION_VALUE_FIELDS, type ImportHeader } from "./csv-columns";
import type { ImportRowError, ParsedRow, VariantFields } from "./csv-rows";
import { messages } from "./messages";
import type { ProductForm } from "./product";
import { PRODUCT_IMAGES_MAX } from "./product-images";
import { DUPLICATE_COMBINATION_MESSAGE, MAX_OPTION_VALUES, OPTION_VALUE_UNUSED_MESSAGE, VARIANTS_BULK_MAX, type ProductOption } from "./variant";
import { TEXT_MAX } from "./validation";

export const groupMessages = {
  duplicateHandle: (line: number) => `Handle is already used on line ${line}`,
  duplicateSku: (line: number) => `SKU is already used on line ${line}`,
  optionTwice: (name: string) => `Option "${name}" is listed twice`,
  tooManyVariants: `A product has at most ${VARIANTS_BULK_MAX.toLocaleString("en-US")} variants`,
  tooManyRows: `A product spans at most ${(VARIANTS_BULK_MAX + PRODUCT_IMAGES_MAX + 50).toLocaleString("en-US")} rows`,
  moreRowsOver: (rows: number, lastLine: number) =>
    `A product spans at most ${(VARIANTS_BULK_MAX + PRODUCT_IMAGES_MAX + 50).toLocaleString("en-US")} rows: ${rows.toLocaleString("en-US")} more rows of it, up to line ${lastLine}, are left out too`,
} as const;

export interface ImportVariant extends VariantFields {
  line: number;
  /** Variant Image: a URL, or "". */
  imageUrl: string;
}

export interface ImportImage {
  line: number;
  /** The column the URL came from (Image Src or Variant Image), for reports. */
  column: string;
  url: string;
  alt: string;
}

/** A product read from the file, ready to write. */
export interface ImportProduct {
  /** The line of its first row. */
  line: number;
  /** How many rows of the file it spans. */
  rows: number;
  /** "" = a new product with a handle made from the title. */
  handle: string;
  /** The product columns the file has (an update keeps the others). */
  fields: Partial<ProductForm>;
  /** null: the file has no variant rows for it, and its options and variants are left as they are. */
  options: ProductOption[] | null;
  variants: ImportVariant[] | null;
  /** In order; empty: its images are left as they are. */
  images: ImportImage[];
}

export interface GroupResult {
  line: number;
  rows: number;
  /** null when any of its rows has an error: the product is left out whole. */
  product: ImportProduct | null;
  /** In line order. */
  errors: ImportRowError[];
  /** Rows with an error that `errors` sums up in one entry instead of listing (a product's rows past the limit). */
  unlistedErrorRows?: number;
}

/** Rows one product may span (its variants and images, with room to spare); past it, rows are reported, not kept. */
export const MAX_PRODUCT_ROWS = VARIANTS_BULK_MAX + PRODUCT_IMAGES_MAX + 50;
/** A product's rows past MAX_PRODUCT_ROWS reported one by one; the rest are summed up in one error (a file of one handle). */
export const OVERFLOW_ROWS_LISTED = 100;

export class ProductGrouper {
  private rows: ParsedRow[] = [];
  /**
   * Errors of the current product's rows past MAX_PRODUCT_ROWS, the first OVERFLOW_ROWS_LISTED of them; the others are
   * only counted (a file of one handle must not fill memory, whatever its size).
   */
  private overflow: ImportRowError[] = [];
  private unlisted = { rows: 0, first: 0, last: 0 };
  /** Handles of the products read so far, with their first line: a handle used twice is an error. */
  readonly handles = new Map<string, number>();
  /** SKUs of the variants read so far, with their line. */
  private readonly skus = new Map<string, number>();

  constructor(private readonly header: ImportHeader) {}

  /** Takes the next row; returns the product before it when this row starts a new one. */
  push(row: ParsedRow): GroupResult[] {
    const first = this.rows[0];
    const continues =
      first !== undefined &&
      (this.header.variants || this.header.images) &&
      row.key !== "" &&
      row.key === first.key &&
      (row.title === "" || row.title === first.title);
    if (continues) {
      if (this.rows.length < MAX_PRODUCT_ROWS) this.rows.push(row);
      else if (this.overflow.length < OVERFLOW_ROWS_LISTED)
        this.overflow.push({ line: row.line, field: columnName(this.header, "handle"), message: groupMessages.tooManyRows });
      else {
        if (this.unlisted.rows === 0) this.unlisted.first = row.line;
        this.unlisted.rows++;
        this.unlisted.last = row.line;
      }
      return [];
    }
    const done = this.end();
    this.rows = [row];
    return done;
  }

  /** The last product (call once the file has been read). */
  end(): GroupResult[] {
    if (this.rows.length === 0) return [];
    const rows = this.rows;
    const overflow = this.overflow;
    const unlisted = this.unlisted;
    this.rows = [];
    this.overflow = [];
    this.unlisted = { rows: 0, first: 0, last: 0 };
    if (unlisted.rows > 0)
      overflow.push({ line: unlisted.first, field: columnName(this.header, "handle"), message: groupMessages.moreRowsOver(unlisted.rows, unlisted.last) });
    const result = this.finish(rows, overflow);
    const overflowRows = overflow.length + Math.max(0, unlisted.rows - 1);
    result.rows += overflowRows;
    if (result.product) result.product.rows += overflowRows;
    if (unlisted.rows > 1) result.unlistedErrorRows = unlisted.rows - 1;
    return [result];
  }

  private finish(rows: ParsedRow[], overflow: ImportRowError[]): GroupResult {
    const h = this.header;
    const [first, ...rest] = rows;
    const errors: ImportRowError[] = [...first.rowErrors, ...first.productErrors, ...first.variantErrors, ...overflow];
    for (const r of rest) errors.push(...r.rowErrors, ...r.variantErrors);
    const fail = (line: number, field: string, message: string) => void errors.push({ line, field, message });

    if (first.handle) {
      const earlier = this.handles.get(first.handle);
      if (earlier !== undefined) fail(first.line, columnName(h, "handle"), groupMessages.duplicateHandle(earlier));
      else this.handles.set(first.handle, first.line);
    }

    const variantRows = rows.filter((r) => r.variant !== null);
    // Shopify's product without options: Option1 Name "Title", every value "Default Title".
    const defaultTitle =
      first.optionNames[0].toLowerCase() === DEFAULT_OPTION_NAME.toLowerCase() &&
      !first.optionNames[1] &&
      variantRows.every((r) => ["", DEFAULT_OPTION_VALUE.toLowerCase()].includes(r.variant!.values[0].toLowerCase()));
    const names = defaultTitle ? [] : trimEnd(first.optionNames);
    names.forEach((name, i) => {
      const field = columnName(h, OPTION_NAME_FIELDS[i]);
      if (!name) fail(first.line, field, messages.required(field));
      else if (name.length > TEXT_MAX) fail(first.line, field, messages.maxLength(TEXT_MAX));
      else if (names.slice(0, i).some((n) => n.toLowerCase() === name.toLowerCase())) fail(first.line, field, groupMessages.optionTwice(name));
    });

    // Values keep their first spelling ("Red" and "red" are one value); each combination is one variant.
    const spellings = names.map(() => new Map<string, string>());
    const combinations = new Set<string>();
    const variants: ImportVariant[] = [];
    for (const r of variantRows) {
      const v = r.variant!;
      const values = ["", "", ""] as [string, string, string];
      let ok = true;
      for (let i = 0; i < 3; i++) {
        const value = defaultTitle && i === 0 ? "" : v.values[i];
        const field = columnName(h, OPTION_VALUE_FIELDS[i]);
        if (i >= names.length) {
          if (value !== "") {
            ok = false;
            fail(r.line, field, OPTION_VALUE_UNUSED_MESSAGE);
          }
          continue;
        }
        if (!names[i]) {
          ok = false; // the missing name is the error, reported on the product's first row
          continue;
        }
        if (value === "") {
          ok = false;
          fail(r.line, field, messages.required(names[i]));
          continue;
        }
        const known = spellings[i].get(value.toLowerCase());
        if (known === undefined && spellings[i].size >= MAX_OPTION_VALUES) {
          ok = false;
          fail(r.line, field, messages.maxLength(MAX_OPTION_VALUES));
          continue;
        }
        if (known === undefined) spellings[i].set(value.toLowerCase(), value);
        values[i] = known ?? value;
      }
      if (!ok) continue;
      const combination = values.join("\u0000");
      if (combinations.has(combination)) {
        fail(r.line, columnName(h, names.length > 0 ? "option1Value" : "price"), DUPLICATE_COMBINATION_MESSAGE);
        continue;
      }
      combinations.add(combination);
      if (variants.length >= VARIANTS_BULK_MAX) {
        fail(r.line, columnName(h, "option1Value"), groupMessages.tooManyVariants);
        continue;
      }
      if (v.fields.sku) {
        const earlier = this.skus.get(v.fields.sku);
        if (earlier !== undefined) fail(r.line, columnName(h, "sku"), groupMessages.duplicateSku(earlier));
        else this.skus.set(v.fields.sku, r.line);
      }
      variants.push({ ...v.fields, option1: values[0], option2: values[1], option3: values[2], line: r.line, imageUrl: v.imageUrl });
    }

    errors.sort((a, b) => a.line - b.line);
    const result: GroupResult = { line: first.line, rows: rows.length, product: null, errors };
    if (errors.length > 0 || !first.product) return result;
    const hasVariants = h.variants && variants.length > 0;
    result.product = {
      line: first.line,
      rows: rows.length,
      handle: first.handle,
      fields: first.product,
      options: hasVariants ? names.map((name, i) => ({ name, values: [...spellings[i].values()] })) : null,
      variants: hasVariants ? variants : null,
      images: imagesOf(h, rows, variants),
    };
    return result;
  }
}

const trimEnd = (names: readonly string[]) => {
  const out = [...names];
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
};

/** Image rows by Image Position (then file order), then variant images not among them; each URL once. */
function imagesOf(h: ImportHeader, rows: ParsedRow[], variants: ImportVariant[]): ImportImage[] {
  const listed = rows
    .map((r, order) => ({ image: r.image, order }))
    .filter((x): x is { image: NonNullable<ParsedRow["image"]>; order: number } => x.image !== null)
    .sort((a, b) => (a.image.position ?? Infinity) - (b.image.position ?? Infinity) || a.order - b.order);
  const out: ImportImage[] = [];
  const seen = new Set<string>();
  const add = (image: ImportImage) => {
    if (seen.has(image.url)) return;
    seen.add(image.url);
    out.push(image);
  };
  for (const { image } of listed) add({ line: image.line, column: columnName(h, "imageSrc"), url: image.url, alt: image.alt });
  for (const v of variants) if (v.imageUrl) add({ line: v.line, column: columnName(h, "variantImage"), url: v.imageUrl, alt: "" });
  return out;
}
