// SPEC §7 Products (scope `products`): the product records, their lists of tags, types and vendors, and the bulk delete.
import { z } from "zod/v4";
import { ProductIdsSchema } from "../bulk-edit";
import { ProductFormSchema, ProductListQuerySchema, ProductUpdateSchema, TAGS_LIST_LIMIT, TYPES_LIST_LIMIT, VENDORS_LIST_LIMIT } from "../product";
import { pathParams, safeString } from "../validation";
import { ProductDtoSchema, ProductWithImagesSchema, VariantSummaryDtoSchema } from "./catalog-dtos";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, MessageSchema, paged } from "./endpoint";

const scoped = { access: "store", scope: "products" } as const;
const listLimit = (fallback: number) => z.object({ limit: z.coerce.number().int().min(1).max(VENDORS_LIST_LIMIT).default(fallback) });
const ProductCountQuery = ProductListQuerySchema;
const one = z.object({ product: ProductWithImagesSchema });

export const productEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/products",
    ...scoped,
    summary: "List products, newest first, each with its variants' summary",
    query: ProductListQuerySchema,
    response: paged({ products: z.array(ProductDtoSchema.extend({ variantSummary: VariantSummaryDtoSchema })) }),
  }),
  count: defineEndpoint({
    method: "GET",
    path: "/products/count",
    ...scoped,
    summary: "Count products of the list's filters",
    query: ProductCountQuery,
    response: CountSchema,
  }),
  tags: defineEndpoint({
    method: "GET",
    path: "/products/tags/list",
    ...scoped,
    summary: "The store's tags",
    query: listLimit(TAGS_LIST_LIMIT),
    response: z.object({ tags: z.array(safeString()) }),
  }),
  types: defineEndpoint({
    method: "GET",
    path: "/products/types/list",
    ...scoped,
    summary: "The store's product types",
    query: listLimit(TYPES_LIST_LIMIT),
    response: z.object({ types: z.array(safeString()) }),
  }),
  vendors: defineEndpoint({
    method: "GET",
    path: "/products/vendors/list",
    ...scoped,
    summary: "The store's vendors",
    query: listLimit(VENDORS_LIST_LIMIT),
    response: z.object({ vendors: z.array(safeString()) }),
  }),
  byHandle: defineEndpoint({
    method: "GET",
    path: "/products/handle/:handle",
    ...scoped,
    summary: "One product by its handle",
    params: pathParams("handle"),
    response: one,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/products",
    ...scoped,
    summary: "Create a product",
    status: 201,
    body: ProductFormSchema,
    envelope: { key: "product" },
    response: one,
  }),
  get: defineEndpoint({ method: "GET", path: "/products/:id", ...scoped, summary: "One product with its images", params: ids("id"), response: one }),
  update: defineEndpoint({
    method: "PUT",
    path: "/products/:id",
    ...scoped,
    summary: "Update a product against its version (409 `{ current }` when stale); `images` given replaces the list (ADR 009)",
    params: ids("id"),
    envelope: { key: "product" },
    // `images` is checked by the handler against storage, with messages per image (docs/api-contract.md).
    body: ProductUpdateSchema.extend({ images: z.unknown().optional().describe("[{ _id?, kind?, src, alt?, alt_text? }], at most 50") }),
    response: one,
  }),
  bulkDelete: defineEndpoint({
    method: "DELETE",
    path: "/products",
    ...scoped,
    summary: "Delete the listed products (`ids=a,b` or repeated) of this store",
    query: ProductIdsSchema,
    response: z.object({ deleted: z.number().int(), message: safeString() }),
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/products/:id",
    ...scoped,
    summary: "Delete a product (409 `{ current }` on a stale `version`)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
};
