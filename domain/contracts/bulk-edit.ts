// SPEC §7 products bulk edit (scope `products`): the spreadsheet's pages. Its save, PATCH /products, takes two body
// shapes and is still written by hand (tests/api/contracts.test.ts lists it).
import { z } from "zod/v4";
import { BULK_EDIT_MAX_ROWS, ProductSelectionSchema, type BulkEditProductDto } from "../bulk-edit";
import { ProductDtoSchema, VariantDtoSchema } from "./catalog-dtos";
import { defineEndpoint, paged } from "./endpoint";
import { sameShape } from "./type-check";

const BulkEditProductDtoSchema = ProductDtoSchema.extend({ variants: z.array(VariantDtoSchema), variantCount: z.number().int() });
sameShape<z.infer<typeof BulkEditProductDtoSchema>, BulkEditProductDto>(true);

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
};
