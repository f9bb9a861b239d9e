import { z } from "zod/v4";
import { messages, requiredText, safeString } from "./validation";

/** Which products a feed lists: every product, only published ones, or one collection's. */
export const FEED_SELECTIONS = ["all", "published", "collection"] as const;
export type FeedSelection = (typeof FEED_SELECTIONS)[number];

/** Where Google's g:brand and g:product_type come from. */
export const BRAND_SOURCES = ["vendor", "store_name", "none"] as const;
export const PRODUCT_TYPE_SOURCES = ["productType", "first_tag", "none"] as const;
export const FeedMappingSchema = z.object({
  brand: z.preprocess((v) => v ?? "vendor", z.enum(BRAND_SOURCES, { error: "Brand is vendor, store_name or none" })),
  productType: z.preprocess((v) => v ?? "productType", z.enum(PRODUCT_TYPE_SOURCES, { error: "Product type is productType, first_tag or none" })),
});
export type FeedMapping = z.infer<typeof FeedMappingSchema>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const FeedFormSchema = z
  .object({
    name: requiredText("Name"),
    selection: z.preprocess((v) => v ?? "all", z.enum(FEED_SELECTIONS, { error: "Selection is all, published or collection" })),
    collectionId: z.preprocess((v) => (v === "" || v === undefined ? null : v), safeString().regex(UUID_RE, "Invalid id").nullable()),
    googleCategoryId: z.preprocess(
      (v) => (v === "" || v === undefined ? null : v),
      z.coerce.number({ error: "Invalid Google category" }).int("Invalid Google category").min(1, "Invalid Google category").nullable(),
    ),
    mapping: z.preprocess((v) => v ?? {}, FeedMappingSchema),
  })
  .superRefine((f, ctx) => {
    if (f.selection === "collection" && !f.collectionId) ctx.addIssue({ code: "custom", path: ["collectionId"], message: messages.required("Collection") });
  })
  // A collection id only means something for a collection selection; drop it otherwise.
  .transform((f) => ({ ...f, collectionId: f.selection === "collection" ? f.collectionId : null }));
export type FeedForm = z.infer<typeof FeedFormSchema>;

export const FeedUpdateSchema = z.intersection(FeedFormSchema, z.object({ version: z.coerce.number().int().min(1) }));

export const FeedListQuerySchema = z.object({
  search: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(255).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

export const GOOGLE_CATEGORIES_LIMIT_MAX = 10_000;
export const GoogleCategoryQuerySchema = z.object({
  search: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(255).optional()),
  limit: z.coerce.number().int().min(1).max(GOOGLE_CATEGORIES_LIMIT_MAX, messages.maxLength(GOOGLE_CATEGORIES_LIMIT_MAX)).default(100),
});

/** SPEC §3: a product feed is `_id` and its `productFeed` object; the API answers `{ productFeed: FeedDto }`. */
export interface FeedDto {
  _id: string;
  name: string;
  selection: FeedSelection;
  collectionId: string | null;
  googleCategoryId: number | null;
  mapping: FeedMapping;
  token: string;
  /** Path of the public XML under the API's base, e.g. `/feed/public/<token>.xml`. */
  xmlPath: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface GoogleCategory {
  id: number;
  name: string;
}

export const FEED_CONFLICT_MESSAGE = "This feed was changed by someone else since you opened it. Review the latest version, then save again.";
export const UNKNOWN_CATEGORY_MESSAGE = "Google category not found";
export const UNKNOWN_COLLECTION_MESSAGE = "Collection not found";
