// The products CSV's columns: Shopify's product CSV (the classic export, `Handle,Title,Body (HTML),…`, and the newer one,
// `Title,URL handle,Description,…`), and Backroom's own export from before ADR 022 (`Handle,Title,Description,Published,
// Product type,Vendor,Tags,Created at,Updated at`), which must still import. A file's header is matched by name,
// whatever the order and case; every other column is listed as ignored.

/** What an import reads from a row. */
export type ImportField =
  | "handle"
  | "title"
  | "description"
  | "vendor"
  | "productType"
  | "tags"
  | "published"
  | "status"
  | "option1Name"
  | "option1Value"
  | "option2Name"
  | "option2Value"
  | "option3Name"
  | "option3Value"
  | "sku"
  | "grams"
  | "inventoryQuantity"
  | "price"
  | "compareAtPrice"
  | "cost"
  | "barcode"
  | "weightUnit"
  | "imageSrc"
  | "imagePosition"
  | "imageAlt"
  | "variantImage";

/**
 * Each field's column names, first the classic Shopify name, then the newer Shopify export's and Backroom's older ones.
 * Matched without regard to case (`Option1 Name` / `Option1 name`).
 */
export const IMPORT_COLUMN_NAMES: Record<ImportField, readonly string[]> = {
  handle: ["Handle", "URL handle"],
  title: ["Title"],
  description: ["Body (HTML)", "Description"],
  vendor: ["Vendor"],
  productType: ["Type", "Product type", "Custom Product Type"],
  tags: ["Tags"],
  published: ["Published", "Published on online store"],
  status: ["Status"],
  option1Name: ["Option1 Name"],
  option1Value: ["Option1 Value"],
  option2Name: ["Option2 Name"],
  option2Value: ["Option2 Value"],
  option3Name: ["Option3 Name"],
  option3Value: ["Option3 Value"],
  sku: ["Variant SKU", "SKU"],
  grams: ["Variant Grams", "Weight value (grams)"],
  inventoryQuantity: ["Variant Inventory Qty", "Inventory quantity"],
  price: ["Variant Price", "Price"],
  compareAtPrice: ["Variant Compare At Price", "Compare-at price", "Variant Compare-at Price"],
  // What one item costs the store (ADR 044); Shopify's classic and newer exports both call it this.
  cost: ["Cost per item", "Variant Cost"],
  barcode: ["Variant Barcode", "Barcode"],
  weightUnit: ["Variant Weight Unit", "Weight unit for display"],
  imageSrc: ["Image Src", "Product image URL"],
  imagePosition: ["Image Position"],
  imageAlt: ["Image Alt Text"],
  variantImage: ["Variant Image", "Variant image URL"],
};

const FIELD_BY_NAME = new Map<string, ImportField>(
  (Object.entries(IMPORT_COLUMN_NAMES) as [ImportField, readonly string[]][]).flatMap(([field, names]) => names.map((n) => [n.toLowerCase(), field] as const)),
);

export const PRODUCT_FIELDS = ["title", "description", "vendor", "productType", "tags", "published", "status"] as const satisfies readonly ImportField[];
export const OPTION_NAME_FIELDS = ["option1Name", "option2Name", "option3Name"] as const;
export const OPTION_VALUE_FIELDS = ["option1Value", "option2Value", "option3Value"] as const;
/** A row with any of these filled is a variant of its product. */
export const VARIANT_FIELDS = [
  ...OPTION_VALUE_FIELDS,
  "sku",
  "grams",
  "inventoryQuantity",
  "price",
  "compareAtPrice",
  "cost",
  "barcode",
  "variantImage",
] as const;
export const IMAGE_FIELDS = ["imageSrc", "imagePosition", "imageAlt"] as const;

/** Which cell holds each field, under which name the file calls it, and what the file has that is not read. */
export interface ImportHeader {
  index: Partial<Record<ImportField, number>>;
  /** The column's name as the file spells it, for error messages. */
  names: Partial<Record<ImportField, string>>;
  width: number;
  /** Columns of the file that the import does not read (named as in the file, in file order). */
  ignored: string[];
  /** The file has variant columns: a product's rows replace its options and variants. */
  variants: boolean;
  /** The file has image columns. */
  images: boolean;
}

export class MissingTitleColumnError extends Error {}

/** Reads the header row. Throws MissingTitleColumnError without a Title column. Duplicated names: the first is read. */
export function readImportHeader(cells: string[]): ImportHeader {
  const header: ImportHeader = { index: {}, names: {}, width: cells.length, ignored: [], variants: false, images: false };
  cells.forEach((cell, i) => {
    const name = cell.trim();
    const field = FIELD_BY_NAME.get(name.toLowerCase());
    if (field && header.index[field] === undefined) {
      header.index[field] = i;
      header.names[field] = name;
    } else if (name !== "") header.ignored.push(name);
  });
  if (header.index.title === undefined) throw new MissingTitleColumnError();
  header.variants = VARIANT_FIELDS.some((f) => header.index[f] !== undefined);
  header.images = header.index.imageSrc !== undefined || header.index.variantImage !== undefined;
  return header;
}

/** The column name to show for a field: the file's own, else the classic Shopify one. */
export function columnName(header: ImportHeader, field: ImportField): string {
  return header.names[field] ?? IMPORT_COLUMN_NAMES[field][0];
}

/**
 * The export's columns (ADR 022): Shopify's product CSV template as Shopify's own export writes it, one row per variant
 * and extra rows for further images, so the file imports into Shopify and back into Backroom. Columns Backroom has no
 * data for are written empty or with Shopify's defaults.
 */
export const PRODUCT_CSV_HEADER = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Product Category",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Grams",
  "Variant Inventory Tracker",
  "Variant Inventory Qty",
  "Variant Inventory Policy",
  "Variant Fulfillment Service",
  "Variant Price",
  "Variant Compare At Price",
  "Variant Requires Shipping",
  "Variant Taxable",
  "Variant Barcode",
  "Image Src",
  "Image Position",
  "Image Alt Text",
  "Gift Card",
  "SEO Title",
  "SEO Description",
  "Google Shopping / Google Product Category",
  "Google Shopping / Gender",
  "Google Shopping / Age Group",
  "Google Shopping / MPN",
  "Google Shopping / Condition",
  "Google Shopping / Custom Product",
  "Variant Image",
  "Variant Weight Unit",
  "Variant Tax Code",
  "Cost per item",
  "Status",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_HEADER)[number];

/** Backroom's export before ADR 022 (one row per product); still read by the import, and the import bench's file format. */
export const LEGACY_PRODUCT_CSV_HEADER = ["Handle", "Title", "Description", "Published", "Product type", "Vendor", "Tags", "Created at", "Updated at"] as const;

/** Shopify's convention for a product without options: one variant, Option1 Name "Title", value "Default Title". */
export const DEFAULT_OPTION_NAME = "Title";
export const DEFAULT_OPTION_VALUE = "Default Title";
