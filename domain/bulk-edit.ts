// Bulk edit of products (SPEC §2 products/bulk-edit, §7 `PATCH /products/?{filters}`): which products, and the two body shapes.
import { z } from "zod/v4";
import { ProductListQuerySchema, TAGS_MAX, type ProductDto } from "./product";
import { inventoryQuantity, money, type VariantDto } from "./variant";
import { messages, optionalText, requiredText, safeString } from "./validation";

/** Rows a spreadsheet save may carry; the screen shows 50 a page. */
export const BULK_EDIT_MAX_ROWS = 250;
/** Ids in an `ids=` selection (a few list pages' worth). */
export const BULK_IDS_MAX = 1000;
export const BULK_EDIT_PAGE_SIZE = 50;
/** Variants of one product the spreadsheet shows (a product may have 2,000); the rest are edited in the product editor. */
export const BULK_EDIT_VARIANTS_PER_PRODUCT = 25;
/** Variant rows a spreadsheet save may carry. */
export const BULK_EDIT_MAX_VARIANT_ROWS = 2000;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A comma list (or repeated values) of product ids; "" means no selection. */
const idList = z.preprocess(
  (v) => {
    const list = Array.isArray(v) ? v.flatMap((x) => String(x).split(",")) : typeof v === "string" ? v.split(",") : v;
    if (!Array.isArray(list)) return list;
    const ids = [...new Set(list.map((s) => String(s).trim().toLowerCase()).filter(Boolean))];
    return ids.length ? ids : undefined;
  },
  z.array(safeString().regex(UUID_RE, "Invalid product id")).max(BULK_IDS_MAX, messages.maxLength(BULK_IDS_MAX)).optional(),
);

/** DELETE /products?ids=: the products list's ticked rows (at least one). */
export const ProductIdsSchema = z.object({
  ids: z
    .preprocess((v) => v ?? "", idList)
    .refine((ids) => ids !== undefined, messages.required("ids"))
    .transform((ids) => ids ?? []),
});
export const deletedProductsMessage = (n: number) => `Deleted ${n.toLocaleString("en-US")} ${n === 1 ? "product" : "products"}`;

/** The products list's filters plus an explicit selection; every condition given must hold. */
export const ProductSelectionSchema = ProductListQuerySchema.omit({ page: true, limit: true }).extend({ ids: idList });
export type ProductSelection = z.infer<typeof ProductSelectionSchema>;

/** Tags as a list or one comma string; trimmed, blanks dropped, repeats (ignoring case) dropped. */
export const tagNames = z.preprocess(
  (v) => {
    const list = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : v == null ? [] : v;
    if (!Array.isArray(list)) return list;
    const seen = new Set<string>();
    const out: unknown[] = [];
    for (const t of list) {
      const tag = typeof t === "string" ? t.trim() : t;
      if (tag === "") continue;
      if (typeof tag === "string") {
        if (seen.has(tag.toLowerCase())) continue;
        seen.add(tag.toLowerCase());
      }
      out.push(tag);
    }
    return out;
  },
  z.array(safeString().max(255, messages.maxLength(255))).max(TAGS_MAX, messages.maxLength(TAGS_MAX)),
);

const optionalBool = z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean().optional());
const optionalField = (label: string) => z.preprocess((v) => (v === null ? undefined : v), optionalText(label).optional());

/** Shape (a): one change for every product of the selection. */
export const BulkPatchSchema = z
  .object({
    vendor: optionalField("Vendor"),
    productType: optionalField("Product type"),
    published: optionalBool,
    addTags: tagNames.optional(),
    removeTags: tagNames.optional(),
  })
  .superRefine((p, ctx) => {
    const nothing = p.vendor === undefined && p.productType === undefined && p.published === undefined && !p.addTags?.length && !p.removeTags?.length;
    if (nothing) ctx.addIssue({ code: "custom", path: ["product"], message: "Choose at least one change" });
    const removing = new Set((p.removeTags ?? []).map((t) => t.toLowerCase()));
    const both = (p.addTags ?? []).filter((t) => removing.has(t.toLowerCase()));
    if (both.length) ctx.addIssue({ code: "custom", path: ["addTags"], message: `A tag cannot be added and removed at once: ${both.join(", ")}` });
  });
export type BulkPatch = z.infer<typeof BulkPatchSchema>;

/** Shape (b): one spreadsheet row. Fields left out keep their value; `version` is the one the row was loaded with. */
export const BulkRowSchema = z.object({
  _id: safeString().regex(UUID_RE, "Invalid product id"),
  version: z.coerce
    .number({ error: messages.required("Version") })
    .int()
    .min(1),
  title: requiredText("Title").optional(),
  vendor: optionalField("Vendor"),
  productType: optionalField("Product type"),
  tags: tagNames.optional(),
  published: optionalBool,
});
export type BulkRow = z.infer<typeof BulkRowSchema>;

export const BulkRowsSchema = z
  .array(BulkRowSchema)
  .max(BULK_EDIT_MAX_ROWS, messages.maxLength(BULK_EDIT_MAX_ROWS))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const id = r._id.toLowerCase();
      if (seen.has(id)) ctx.addIssue({ code: "custom", path: [i, "_id"], message: "This product is listed twice" });
      seen.add(id);
    });
  });

/**
 * Shape (b), variant cells: one row per variant (prices live on variants). Fields left out keep their value;
 * `compareAtPrice` and `cost` "" or null clear them. A stock change is saved as an inventory adjustment (reason "Bulk edit").
 */
export const BulkVariantRowSchema = z.object({
  _id: safeString().regex(UUID_RE, "Invalid variant id"),
  version: z.coerce
    .number({ error: messages.required("Version") })
    .int()
    .min(1),
  price: money("Price").optional(),
  compareAtPrice: z.preprocess((v) => (v === "" ? null : v), money("Compare-at price").nullable()).optional(),
  /** What one item costs the store (ADR 044); "" or null: not known. */
  cost: z.preprocess((v) => (v === "" ? null : v), money("Cost per item").nullable()).optional(),
  sku: optionalField("SKU"),
  inventoryQuantity: inventoryQuantity().optional(),
});
export type BulkVariantRow = z.infer<typeof BulkVariantRowSchema>;

export const BulkVariantRowsSchema = z
  .array(BulkVariantRowSchema)
  .max(BULK_EDIT_MAX_VARIANT_ROWS, messages.maxLength(BULK_EDIT_MAX_VARIANT_ROWS))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const id = r._id.toLowerCase();
      if (seen.has(id)) ctx.addIssue({ code: "custom", path: [i, "_id"], message: "This variant is listed twice" });
      seen.add(id);
    });
  });

/** Shape (b)'s body: product rows, variant rows, or both (at least one row). */
export const BulkSheetSchema = z
  .object({ products: BulkRowsSchema.default([]), variants: BulkVariantRowsSchema.default([]) })
  .refine((b) => b.products.length + b.variants.length > 0, { path: ["products"], message: "Change at least one product" });
export type BulkSheet = z.infer<typeof BulkSheetSchema>;

/** PATCH /products: shape (a) or shape (b), never both or neither. */
export const BULK_SAVE_SHAPE_MESSAGE = "Send either product (one change for every matching product) or products and/or variants (rows)";

/**
 * PATCH /products's body: `{ product }` (shape a) or `{ products?, variants? }` (shape b), told apart by its keys rather
 * than by trying each (a plain union would refuse with "Invalid input"), so a refusal names the fields of the shape
 * sent: shape (a)'s as keyed inside `product` (`vendor`, `addTags`), shape (b)'s from the body (`products.0.title`).
 * The union after it gives the parsed type and the API's description; it parses the body a second time (a full sheet of
 * 250 products and 2,000 variants: ~13 ms each), which then passes.
 */
export const BulkSaveBodySchema = z.preprocess(
  (body, ctx) => {
    const sent = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const patch = sent.product !== undefined;
    const rows = sent.products !== undefined || sent.variants !== undefined;
    const refuse = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message, continue: false });
    if (patch === rows) refuse(["product"], BULK_SAVE_SHAPE_MESSAGE);
    else {
      const checked = patch ? BulkPatchSchema.safeParse(sent.product ?? {}) : BulkSheetSchema.safeParse(sent);
      if (!checked.success) for (const issue of checked.error.issues) refuse(issue.path, issue.message);
    }
    return body;
  },
  z.union([z.object({ product: BulkPatchSchema }), BulkSheetSchema]),
);

export const BULK_VARIANT_NOT_FOUND = "Variant not found";

export function bulkSavedMessage(products: number, variants: number): string {
  const count = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
  const parts = [...(products > 0 || variants === 0 ? [count(products, "product")] : []), ...(variants > 0 ? [count(variants, "variant")] : [])];
  return `${parts.join(" and ")} updated`;
}

export const BULK_EDIT_CONFLICT_MESSAGE = "Some products were changed by someone else since you opened them. Review the latest values, then save again.";
export const BULK_PRODUCT_NOT_FOUND = "Product not found";

/** The product's columns the spreadsheet can show (SPEC §3 fields), and its variants' (ADR 024). */
export const BULK_EDIT_PRODUCT_COLUMNS = ["title", "vendor", "productType", "tags", "published"] as const;
export const BULK_EDIT_VARIANT_COLUMNS = ["price", "compareAtPrice", "cost", "sku", "inventoryQuantity"] as const;
/** In the sheet's order: the title, the variant cells the merchant edits most, then the product's other fields. */
export const BULK_EDIT_COLUMNS = ["title", ...BULK_EDIT_VARIANT_COLUMNS, "vendor", "productType", "tags", "published"] as const;
export type BulkEditProductColumn = (typeof BULK_EDIT_PRODUCT_COLUMNS)[number];
export type BulkEditVariantColumn = (typeof BULK_EDIT_VARIANT_COLUMNS)[number];
export type BulkEditColumn = (typeof BULK_EDIT_COLUMNS)[number];
export const isVariantColumn = (c: BulkEditColumn): c is BulkEditVariantColumn => (BULK_EDIT_VARIANT_COLUMNS as readonly string[]).includes(c);

/** A product as the spreadsheet loads it: its first variants (by position) and how many it has. */
export interface BulkEditProductDto extends ProductDto {
  variants: VariantDto[];
  variantCount: number;
}
