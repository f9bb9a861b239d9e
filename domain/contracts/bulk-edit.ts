// SPEC §7 products bulk edit (scope `products`): the spreadsheet's pages, and PATCH /products/?{filters}, which takes
// one change for the whole selection or the spreadsheet's rows (docs/api-contract.md "Products bulk edit").
import { z } from "zod/v4";
import { BULK_EDIT_MAX_ROWS, BulkSaveBodySchema, ProductSelectionSchema, type BulkEditProductDto } from "../bulk-edit";
import { safeString } from "../validation";
import { ProductDtoSchema, VariantDtoSchema } from "./catalog-dtos";
import { defineEndpoint, paged } from "./endpoint";
import { sameShape } from "./type-check";

const BulkEditProductDtoSchema = ProductDtoSchema.extend({ variants: z.array(VariantDtoSchema), variantCount: z.number().int() });
sameShape<z.infer<typeof BulkEditProductDtoSchema>, BulkEditProductDto>(true);

/** Shape (a)'s answer: how many products the selection matched and how many changed. */
export const BulkPatchResultSchema = z.object({ matched: z.number().int(), updated: z.number().int(), message: safeString() });
/** Shape (b)'s answer: the rows saved, as they are now. */
export const BulkRowsResultSchema = z.object({
  updated: z.number().int(),
  updatedVariants: z.number().int(),
  message: safeString(),
  products: z.array(ProductDtoSchema),
  variants: z.array(VariantDtoSchema),
});

export const bulkEditEndpoints = {
  page: defineEndpoint({
    method: "GET",
    path: "/products/bulk",
    access: "store",
    scope: "products",
    summary: "A page of the selection (the list's filters or `ids=`), each product with its first variants",
    query: ProductSelectionSchema.extend({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(BULK_EDIT_MAX_ROWS).default(50),
    }),
    response: paged({ products: z.array(BulkEditProductDtoSchema) }),
  }),
  save: defineEndpoint({
    method: "PATCH",
    path: "/products",
    access: "store",
    scope: "products",
    summary:
      "Bulk edit: `{ product }` changes every product of the selection (the list's filters or `ids=`); `{ products, variants }` saves spreadsheet rows against their versions (409 `{ current, currentVariants }` when any is stale) and ignores the selection",
    query: ProductSelectionSchema,
    body: BulkSaveBodySchema,
    response: z.union([BulkPatchResultSchema, BulkRowsResultSchema]),
  }),
};
