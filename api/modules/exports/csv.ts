// The products CSV in Shopify's format (ADR 022): one row per variant (the first also carries the product), then a row
// per further image; bytes produced a batch at a time.
import { DEFAULT_OPTION_NAME, DEFAULT_OPTION_VALUE, PRODUCT_CSV_HEADER, type ProductCsvColumn } from "../../../domain/csv-columns";
import { csvRow, UTF8_BOM } from "../../../domain/csv";
import { weightToGrams } from "../../../domain/csv-rows";
import type { ProductOption } from "../../../domain/variant";
import type { ProductRow } from "../products/dto";
import type { VariantRow } from "../variants/dto";

/** The variant columns a row needs (and the keyset reads); the others are not read. */
export type ExportVariant = Pick<
  VariantRow,
  | "id"
  | "productId"
  | "position"
  | "option1"
  | "option2"
  | "option3"
  | "price"
  | "compareAtPrice"
  | "cost"
  | "sku"
  | "barcode"
  | "inventoryQuantity"
  | "weight"
  | "weightUnit"
  | "imagePath"
>;

export { PRODUCT_CSV_HEADER };

/** A product with what its rows need. */
export interface ExportProduct {
  product: ProductRow;
  options: ProductOption[];
  /** In the product's order. */
  variants: ExportVariant[];
  /** Its images in order (videos are not part of Shopify's product CSV). */
  images: { src: string; altText: string }[];
}

const COLUMN = new Map(PRODUCT_CSV_HEADER.map((name, i) => [name, i]));

/** VND amounts are whole; others keep their cents ("29.90"). */
export function csvMoney(n: number | string | null): string {
  if (n === null) return "";
  const value = Number(n);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The rows of one product, as CSV text. `mediaUrl` turns a storage key into the URL another store can fetch it from. */
export function productCsvRows(p: ExportProduct, mediaUrl: (key: string) => string): string {
  const { product, options, variants, images } = p;
  const rowCount = Math.max(1, variants.length, images.length);
  let out = "";
  for (let i = 0; i < rowCount; i++) {
    const cells: string[] = new Array(PRODUCT_CSV_HEADER.length).fill("");
    const set = (column: ProductCsvColumn, value: string) => void (cells[COLUMN.get(column)!] = value);
    set("Handle", product.handle);
    if (i === 0) {
      set("Title", product.title);
      set("Body (HTML)", product.description);
      set("Vendor", product.vendor);
      set("Type", product.productType);
      set("Tags", product.tags.join(", "));
      set("Published", product.published ? "true" : "false");
      if (options.length > 0) options.forEach((o, n) => set(`Option${n + 1} Name` as ProductCsvColumn, o.name));
      else if (variants.length > 0) set("Option1 Name", DEFAULT_OPTION_NAME);
      set("Gift Card", "false");
      set("Status", product.published ? "active" : "draft");
    }
    const v = variants[i];
    if (v) {
      if (options.length > 0)
        [v.option1, v.option2, v.option3].forEach((value, n) => n < options.length && set(`Option${n + 1} Value` as ProductCsvColumn, value));
      else set("Option1 Value", DEFAULT_OPTION_VALUE);
      set("Variant SKU", v.sku);
      set("Variant Grams", String(weightToGrams(Number(v.weight), v.weightUnit)));
      set("Variant Inventory Tracker", "shopify");
      set("Variant Inventory Qty", String(v.inventoryQuantity));
      set("Variant Inventory Policy", "deny");
      set("Variant Fulfillment Service", "manual");
      set("Variant Price", csvMoney(v.price));
      set("Variant Compare At Price", csvMoney(v.compareAtPrice));
      set("Cost per item", csvMoney(v.cost));
      set("Variant Requires Shipping", "true");
      set("Variant Taxable", "true");
      set("Variant Barcode", v.barcode);
      set("Variant Image", v.imagePath ? mediaUrl(v.imagePath) : "");
      set("Variant Weight Unit", v.weightUnit);
    }
    const image = images[i];
    if (image) {
      set("Image Src", mediaUrl(image.src));
      set("Image Position", String(i + 1));
      set("Image Alt Text", image.altText);
    }
    out += csvRow(cells);
  }
  return out;
}

/** BOM and header, then each batch as one chunk: memory holds one batch, whatever the product count. */
export async function* productCsvChunks(
  batches: AsyncIterable<ExportProduct[]>,
  mediaUrl: (key: string) => string,
  onProducts: (n: number) => void,
): AsyncGenerator<Uint8Array> {
  yield Buffer.from(UTF8_BOM + csvRow(PRODUCT_CSV_HEADER), "utf8");
  for await (const batch of batches) {
    onProducts(batch.length);
    yield Buffer.from(batch.map((p) => productCsvRows(p, mediaUrl)).join(""), "utf8");
  }
}
