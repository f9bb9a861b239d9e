// The products area's URLs (SPEC §2: products, create, update/{id} with its variants, bulk-edit, clear-cache-urls).
// Relative imports: unit tests and the enhance script's bundle import feature modules without the app's path aliases.
import { areaUrls, segment } from "../../lib/area-urls";

const products = areaUrls("/admin/products");

export const productUrls = {
  ...products,
  addVariant: (id: string) => `${products.update(id)}/add`,
  variant: (id: string, variantId: string) => `${products.update(id)}/variants/${segment(variantId)}`,
  /** The bulk editor without a selection; `bulkEditUrl` (features/bulk-edit/selection.ts) adds one. */
  bulkEdit: `${products.list}/bulk-edit`,
  exportDownload: (taskId: string) => `${products.list}/exports/${segment(taskId)}/download`,
  /** Every error of an import as CSV (the dialog lists the first 100). */
  importErrors: (taskId: string) => `${products.list}/imports/${segment(taskId)}/errors`,
  /** The admin's upload-link resource route for product images (ADR 014, 016). */
  mediaPresign: "/admin/media/presign",
  clearCache: "/admin/clear-cache-urls",
} as const;
