import { z } from "zod/v4";
import { checkbox, messages, optionalText, requiredText, safeString } from "./validation";
import type { VariantSummaryDto } from "./variant";

export const PRODUCT_TABS = ["published", "unpublished"] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export const HANDLE_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HANDLE_MESSAGE = "Handle may use only a-z, 0-9 and single hyphens";
export const DESCRIPTION_MAX = 65_535;
export const TAGS_MAX = 250;

/** Tags arrive as a list (JSON, repeated form fields) or as one comma-separated string. */
export const tagList = z.preprocess(
  (v) => {
    const list = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : v == null ? [] : v;
    if (!Array.isArray(list)) return list;
    const seen = new Set<string>();
    return list
      .map((t) => (typeof t === "string" ? t.trim() : t))
      .filter((t) => {
        if (t === "" || typeof t !== "string") return t !== "";
        const k = t.toLowerCase();
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
  },
  z.array(safeString().max(255, messages.maxLength(255))).max(TAGS_MAX, messages.maxLength(TAGS_MAX)),
);

/** One schema for the product editor (client and server) and the API's body. */
export const ProductFormSchema = z.object({
  title: requiredText("Title"),
  // Empty handle means "derive from the title" (domain/slug.ts).
  handle: optionalText("Handle").refine((v) => v === "" || HANDLE_RE.test(v), HANDLE_MESSAGE),
  description: optionalText("Description", { max: DESCRIPTION_MAX }),
  published: checkbox,
  tags: tagList,
  productType: optionalText("Product type"),
  vendor: optionalText("Vendor"),
});
export type ProductForm = z.infer<typeof ProductFormSchema>;

export const ProductUpdateSchema = ProductFormSchema.extend({ version: z.coerce.number().int().min(1) });

/** What the API returns for a product (SPEC §3: `_id` and the listed fields). */
/** A row of GET /products: the product plus its variants' price range and stock (SPEC: summaries derived from variants). */
export interface ProductListItemDto extends ProductDto {
  variantSummary: VariantSummaryDto;
}

export interface ProductDto {
  _id: string;
  title: string;
  handle: string;
  description: string;
  published: boolean;
  tags: string[];
  productType: string;
  vendor: string;
  collectionIds: string[];
  optionsTemplate: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const PAGE_SIZES = [10, 50, 100, 150, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** A query value where "" means "no filter" (an empty field of a GET form). */
const optionalFilter = z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(255).optional());

/** Filters of the products list (the `_query` JSON of the URL and the API's query string). */
export const ProductListQuerySchema = z.object({
  published: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["true", "false"]).optional()),
  search: optionalFilter,
  // SPEC §5: the product type filter 'none' is sent as empty, meaning "products with no type";
  // so here "" is a real filter value and only an absent parameter means "any type".
  productType: safeString().trim().max(255).optional(),
  vendor: optionalFilter,
  tag: optionalFilter,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), "Invalid page size")
    .default(DEFAULT_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
export type ProductFilters = Omit<ProductListQuery, "page" | "limit">;

/** SPEC §9: tag/type fetch limit 1000, vendors 10000. */
export const TAGS_LIST_LIMIT = 1000;
export const TYPES_LIST_LIMIT = 1000;
export const VENDORS_LIST_LIMIT = 10_000;

export const PRODUCT_CONFLICT_MESSAGE = "This product was changed by someone else since you opened it. Review the latest version, then save again.";
export const HANDLE_TAKEN_MESSAGE = "Handle is already used by another product";
