// Bulk edit of products (SPEC §2 products/bulk-edit, §7 `PATCH /products/?{filters}`): which products, and the two body shapes.
import { z } from "zod/v4";
import { ProductListQuerySchema, TAGS_MAX } from "./product";
import { messages, optionalText, requiredText } from "./validation";

/** Rows a spreadsheet save may carry; the screen shows 50 a page. */
export const BULK_EDIT_MAX_ROWS = 250;
/** Ids in an `ids=` selection (a few list pages' worth). */
export const BULK_IDS_MAX = 1000;
export const BULK_EDIT_PAGE_SIZE = 50;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A comma list (or repeated values) of product ids; "" means no selection. */
const idList = z.preprocess(
  (v) => {
    const list = Array.isArray(v) ? v.flatMap((x) => String(x).split(",")) : typeof v === "string" ? v.split(",") : v;
    if (!Array.isArray(list)) return list;
    const ids = [...new Set(list.map((s) => String(s).trim().toLowerCase()).filter(Boolean))];
    return ids.length ? ids : undefined;
  },
  z.array(z.string().regex(UUID_RE, "Invalid product id")).max(BULK_IDS_MAX, messages.maxLength(BULK_IDS_MAX)).optional(),
);

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
  z.array(z.string().max(255, messages.maxLength(255))).max(TAGS_MAX, messages.maxLength(TAGS_MAX)),
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
  _id: z.string().regex(UUID_RE, "Invalid product id"),
  version: z.coerce.number({ error: messages.required("Version") }).int().min(1),
  title: requiredText("Title").optional(),
  vendor: optionalField("Vendor"),
  productType: optionalField("Product type"),
  tags: tagNames.optional(),
  published: optionalBool,
});
export type BulkRow = z.infer<typeof BulkRowSchema>;

export const BulkRowsSchema = z
  .array(BulkRowSchema)
  .min(1, "Change at least one product")
  .max(BULK_EDIT_MAX_ROWS, messages.maxLength(BULK_EDIT_MAX_ROWS))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const id = r._id.toLowerCase();
      if (seen.has(id)) ctx.addIssue({ code: "custom", path: [i, "_id"], message: "This product is listed twice" });
      seen.add(id);
    });
  });

export const BULK_EDIT_CONFLICT_MESSAGE = "Some products were changed by someone else since you opened them. Review the latest values, then save again.";
export const BULK_PRODUCT_NOT_FOUND = "Product not found";

/** The columns the spreadsheet can show (SPEC §3 fields), in order. */
export const BULK_EDIT_COLUMNS = ["title", "vendor", "productType", "tags", "published"] as const;
export type BulkEditColumn = (typeof BULK_EDIT_COLUMNS)[number];
export const BULK_EDIT_COLUMN_LABELS: Record<BulkEditColumn, string> = {
  title: "Title",
  vendor: "Vendor",
  productType: "Product type",
  tags: "Tags",
  published: "Published",
};
