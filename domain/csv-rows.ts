// One row of a products CSV, read against the header (domain/csv-columns.ts) and checked with the product and variant
// forms' own schemas, so an import reports the editor's messages (SPEC §5) by line and column. Whether a row starts a
// product or continues the one before (Shopify's further variants and images) is decided by domain/csv-products.ts.
import { columnName, OPTION_NAME_FIELDS, OPTION_VALUE_FIELDS, VARIANT_FIELDS, type ImportField, type ImportHeader } from "./csv-columns";
import { ProductFormSchema, type ProductForm } from "./product";
import { slug } from "./slug";
import { VariantFormSchema, WEIGHT_UNITS, type VariantForm, type WeightUnit } from "./variant";

export interface ImportRowError {
  line: number;
  field?: string;
  message: string;
}

export const rowMessages = {
  published: "Published must be true or false",
  status: "Status must be active, draft or archived",
  extraCells: (n: number, header: number) => `Row has ${n} cells, the header has ${header}`,
} as const;

/** Shopify's Variant Grams is always grams; Variant Weight Unit is the unit the weight is shown (and stored here) in. */
export const GRAMS_PER_UNIT: Record<WeightUnit, number> = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 };
const round3 = (n: number) => Math.round((n + Number.EPSILON) * 1000) / 1000;
export const gramsToWeight = (grams: number, unit: WeightUnit) => round3(grams / GRAMS_PER_UNIT[unit]);
export const weightToGrams = (weight: number, unit: WeightUnit) => round3(weight * GRAMS_PER_UNIT[unit]);

const TRUE_WORDS = new Set(["true", "yes", "1", "y"]);
const FALSE_WORDS = new Set(["false", "no", "0", "n"]);
const STATUSES = new Set(["active", "draft", "archived"]);

/** Undoes the export's formula guard: `'=SUM(…)` comes back as `=SUM(…)` (domain/csv.ts neutraliseFormula). */
export function unneutralise(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** Shopify writes `'` before a SKU or barcode of digits so that a spreadsheet keeps it as text (`'0012`). */
const unquoteCode = (value: string) => (/^'\d/.test(value) ? value.slice(1) : unneutralise(value));

export type VariantFields = Omit<VariantForm, "imagePath" | "position">;

export interface ParsedVariant {
  line: number;
  /** The option values as written (trimmed); matched to the product's options when its rows are grouped. */
  values: [string, string, string];
  fields: VariantFields;
  /** Variant Image: a URL, or "". */
  imageUrl: string;
}

export interface ParsedImage {
  line: number;
  url: string;
  /** Image Position, when it is a number. */
  position: number | null;
  alt: string;
}

/** A row read on its own. `product` and `productErrors` only count when the row starts a product. */
export interface ParsedRow {
  line: number;
  /** The Handle cell in the store's slug form (`nhẫn-1` → `nhan-1`); "" = make one from the title. */
  handle: string;
  /** What ties a product's rows together: the slug, or the trimmed cell when it has nothing to slug; "" for none. */
  key: string;
  title: string;
  product: Partial<ProductForm> | null;
  productErrors: ImportRowError[];
  optionNames: [string, string, string];
  variant: ParsedVariant | null;
  variantErrors: ImportRowError[];
  image: ParsedImage | null;
  /** Errors of the row whatever it is (more cells than the header). */
  rowErrors: ImportRowError[];
}

export interface ParseOptions {
  /** Makes a description safe to store (the API's HTML sanitiser); the identity where nothing is rendered. */
  sanitizeHtml: (html: string) => string;
}

const PRODUCT_FORM_FIELDS: Partial<Record<keyof ProductForm, ImportField>> = {
  title: "title",
  handle: "handle",
  description: "description",
  productType: "productType",
  vendor: "vendor",
  tags: "tags",
  published: "published",
};
const VARIANT_FORM_FIELDS: Partial<Record<keyof VariantForm, ImportField>> = {
  option1: "option1Value",
  option2: "option2Value",
  option3: "option3Value",
  price: "price",
  compareAtPrice: "compareAtPrice",
  cost: "cost",
  sku: "sku",
  barcode: "barcode",
  inventoryQuantity: "inventoryQuantity",
  weight: "grams",
  weightUnit: "weightUnit",
};

/** Zod issues as row errors named by the file's columns, each message once per column. */
function issuesToErrors(
  header: ImportHeader,
  line: number,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: Record<string, ImportField | undefined>,
): ImportRowError[] {
  const out: ImportRowError[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    const field = fields[key] ? columnName(header, fields[key]!) : key;
    const id = `${field}\n${issue.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ line, field, message: issue.message });
  }
  return out;
}

export function parseImportRow(header: ImportHeader, record: { line: number; cells: string[] }, opts: ParseOptions): ParsedRow {
  const { line, cells } = record;
  const cell = (f: ImportField): string | undefined => {
    const i = header.index[f];
    return i === undefined ? undefined : unneutralise(cells[i] ?? "");
  };
  const filled = (f: ImportField) => (cell(f) ?? "").trim() !== "";
  const rowErrors: ImportRowError[] = [];
  if (cells.length > header.width && cells.slice(header.width).some((c) => c !== "")) {
    rowErrors.push({ line, message: rowMessages.extraCells(cells.length, header.width) });
  }

  const rawHandle = (cell("handle") ?? "").trim();
  const handle = slug(rawHandle);
  const title = (cell("title") ?? "").trim();
  const { product, errors: productErrors } = parseProduct(header, line, cell, handle, opts);

  let variant: ParsedVariant | null = null;
  let variantErrors: ImportRowError[] = [];
  if (header.variants && VARIANT_FIELDS.some(filled)) ({ variant, errors: variantErrors } = parseVariant(header, line, cell));

  const src = (cell("imageSrc") ?? "").trim();
  const position = Number.parseInt(cell("imagePosition") ?? "", 10);
  const image = src ? { line, url: src, position: Number.isFinite(position) ? position : null, alt: (cell("imageAlt") ?? "").trim() } : null;

  return {
    line,
    handle,
    key: handle || rawHandle.toLowerCase(),
    title,
    product,
    productErrors,
    optionNames: OPTION_NAME_FIELDS.map((f) => (cell(f) ?? "").trim()) as [string, string, string],
    variant,
    variantErrors,
    image,
    rowErrors,
  };
}

function parseProduct(header: ImportHeader, line: number, cell: (f: ImportField) => string | undefined, handle: string, opts: ParseOptions) {
  const errors: ImportRowError[] = [];
  const description = cell("description");
  const input: Record<string, unknown> = {
    title: cell("title"),
    handle,
    description: description === undefined ? "" : opts.sanitizeHtml(description),
    productType: cell("productType") ?? "",
    vendor: cell("vendor") ?? "",
    tags: cell("tags") ?? "",
    published: true,
  };
  const published = cell("published")?.trim().toLowerCase();
  if (published) {
    if (TRUE_WORDS.has(published)) input.published = true;
    else if (FALSE_WORDS.has(published)) input.published = false;
    else errors.push({ line, field: columnName(header, "published"), message: rowMessages.published });
  }
  // Shopify's Status: a draft or archived product is not on sale, whatever Published says.
  const status = cell("status")?.trim().toLowerCase();
  if (status) {
    if (!STATUSES.has(status)) errors.push({ line, field: columnName(header, "status"), message: rowMessages.status });
    else if (status !== "active") input.published = false;
  }
  const parsed = ProductFormSchema.safeParse(input);
  if (!parsed.success) errors.push(...issuesToErrors(header, line, parsed.error.issues, PRODUCT_FORM_FIELDS));
  if (errors.length > 0 || !parsed.success) return { product: null, errors };
  // Only the columns the file has: on an update, the others keep their stored values.
  const product: Partial<ProductForm> = { title: parsed.data.title };
  if (header.index.description !== undefined) product.description = parsed.data.description;
  if (header.index.productType !== undefined) product.productType = parsed.data.productType;
  if (header.index.vendor !== undefined) product.vendor = parsed.data.vendor;
  if (header.index.tags !== undefined) product.tags = parsed.data.tags;
  if (header.index.published !== undefined || header.index.status !== undefined) product.published = parsed.data.published;
  return { product, errors };
}

function parseVariant(
  header: ImportHeader,
  line: number,
  cell: (f: ImportField) => string | undefined,
): { variant: ParsedVariant | null; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const unitCell = (cell("weightUnit") ?? "").trim().toLowerCase();
  const unit = unitCell === "" ? "kg" : (WEIGHT_UNITS as readonly string[]).includes(unitCell) ? (unitCell as WeightUnit) : null;
  const gramsCell = (cell("grams") ?? "").trim();
  const grams = gramsCell === "" ? 0 : Number(gramsCell);
  let weight: unknown = 0;
  if (!Number.isFinite(grams)) errors.push({ line, field: columnName(header, "grams"), message: "Weight must be a number" });
  else if (unit) weight = gramsToWeight(grams, unit);
  const compareAt = (cell("compareAtPrice") ?? "").trim();
  const values = OPTION_VALUE_FIELDS.map((f) => (cell(f) ?? "").trim()) as [string, string, string];
  const parsed = VariantFormSchema.safeParse({
    option1: values[0],
    option2: values[1],
    option3: values[2],
    // Without a price column an update keeps the stored price (a new variant gets 0).
    price: header.index.price === undefined ? 0 : (cell("price") ?? "").trim(),
    // Shopify writes 0 or nothing for "no compare-at price".
    compareAtPrice: compareAt === "" || Number(compareAt) === 0 ? null : compareAt,
    // Blank is "not known"; without the column an update keeps the stored cost (the import writes only the file's columns).
    cost: (cell("cost") ?? "").trim(),
    sku: unquoteCode((cell("sku") ?? "").trim()),
    barcode: unquoteCode((cell("barcode") ?? "").trim()),
    inventoryQuantity: (cell("inventoryQuantity") ?? "").trim(),
    weight,
    weightUnit: unit ?? unitCell,
    imagePath: null,
  });
  if (!parsed.success) errors.push(...issuesToErrors(header, line, parsed.error.issues, VARIANT_FORM_FIELDS));
  if (errors.length > 0 || !parsed.success) return { variant: null, errors };
  const { imagePath: _i, position: _p, ...fields } = parsed.data;
  return { variant: { line, values, fields, imageUrl: (cell("variantImage") ?? "").trim() }, errors };
}
