// The products CSV: one header row, then one row per product; bytes produced a batch at a time.
import { csvRow, UTF8_BOM } from "../../../domain/csv";
import type { ProductRow } from "../products/dto";

export const PRODUCT_CSV_HEADER = ["Handle", "Title", "Description", "Published", "Product type", "Vendor", "Tags", "Created at", "Updated at"];

export function productCsvRow(p: ProductRow): string {
  return csvRow([
    p.handle,
    p.title,
    p.description,
    p.published ? "true" : "false",
    p.productType,
    p.vendor,
    p.tags.join(","),
    p.createdAt.toISOString(),
    p.updatedAt.toISOString(),
  ]);
}

/** BOM and header, then each batch as one chunk: memory holds one batch, whatever the product count. */
export async function* productCsvChunks(batches: AsyncIterable<ProductRow[]>, onRows: (n: number) => void): AsyncGenerator<Uint8Array> {
  yield Buffer.from(UTF8_BOM + csvRow(PRODUCT_CSV_HEADER), "utf8");
  for await (const batch of batches) {
    onRows(batch.length);
    yield Buffer.from(batch.map(productCsvRow).join(""), "utf8");
  }
}
