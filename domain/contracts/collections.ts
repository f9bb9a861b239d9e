// SPEC §7 Collections (scope `products`: collections live in the products menu, SPEC §2).
import { z } from "zod/v4";
import {
  CollectionBulkUpdateSchema,
  CollectionFormSchema,
  CollectionListQuerySchema,
  CollectionUpdateSchema,
  IdListSchema,
  ProductIdsVersionSchema,
  VersionQuerySchema,
} from "../collection";
import { DEFAULT_PAGE_SIZE } from "../product";
import { pathParams } from "../validation";
import { CollectionDtoSchema, ProductDtoSchema } from "./catalog-dtos";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, MessageSchema, paged } from "./endpoint";

const scoped = { access: "store", scope: "products" } as const;
const one = z.object({ collection: CollectionDtoSchema });
const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(DEFAULT_PAGE_SIZE),
});
const products = paged({ products: z.array(ProductDtoSchema) });
const versionAfter = z.object({ version: z.number().int() });

export const collectionEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/collections",
    ...scoped,
    summary: "List collections",
    query: CollectionListQuerySchema,
    response: paged({ collections: z.array(CollectionDtoSchema) }),
  }),
  count: defineEndpoint({
    method: "GET",
    path: "/collections/count",
    ...scoped,
    summary: "Count collections of the filters",
    query: CollectionListQuerySchema,
    response: CountSchema,
  }),
  byHandle: defineEndpoint({
    method: "GET",
    path: "/collections/byHandle/:handle",
    ...scoped,
    summary: "One collection by its handle",
    params: pathParams("handle"),
    response: one,
  }),
  smartProducts: defineEndpoint({
    method: "GET",
    path: "/collections/smart/products/:id",
    ...scoped,
    summary: "The products a smart collection's conditions select now",
    params: ids("id"),
    query: PageQuerySchema,
    response: products,
  }),
  products: defineEndpoint({
    method: "GET",
    path: "/products/collections/:id",
    ...scoped,
    summary: "A collection's products: manual by position, smart newest first",
    params: ids("id"),
    query: PageQuerySchema,
    response: products,
  }),
  reorder: defineEndpoint({
    method: "PUT",
    path: "/collections/reorder/:id",
    ...scoped,
    summary: "Set a manual collection's order (409 `{ current }` on a stale version)",
    params: ids("id"),
    body: ProductIdsVersionSchema,
    envelope: { key: "collection", orWhole: true },
    response: MessageSchema.extend(versionAfter.shape),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/collections",
    ...scoped,
    summary: "Create a collection",
    status: 201,
    body: CollectionFormSchema,
    envelope: { key: "collection" },
    response: one,
  }),
  bulkDelete: defineEndpoint({
    method: "DELETE",
    path: "/collections",
    ...scoped,
    summary: "Delete the listed collections (`ids=a,b`) of this store",
    query: IdListSchema,
    response: z.object({ deleted: z.number().int() }),
  }),
  bulkUpdate: defineEndpoint({
    method: "PATCH",
    path: "/collections",
    ...scoped,
    summary: "Publish or unpublish every collection the filters match, or only `ids`",
    // `ids` narrows the filters to those collections (a list's selected rows); without it, all that match.
    query: CollectionListQuerySchema.extend({ ids: IdListSchema.shape.ids.optional() }),
    body: CollectionBulkUpdateSchema,
    envelope: { key: "collection", orWhole: true },
    response: z.object({ updated: z.number().int() }),
  }),
  get: defineEndpoint({ method: "GET", path: "/collections/:id", ...scoped, summary: "One collection", params: ids("id"), response: one }),
  update: defineEndpoint({
    method: "PUT",
    path: "/collections/:id",
    ...scoped,
    summary: "Update a collection against its version (409 `{ current }` when stale)",
    params: ids("id"),
    body: CollectionUpdateSchema,
    envelope: { key: "collection" },
    response: one,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/collections/:id",
    ...scoped,
    summary: "Delete a collection (409 `{ current }` on a stale `version`)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
  collect: defineEndpoint({
    method: "PUT",
    path: "/collections/:id/collect",
    ...scoped,
    summary: "Add products to a manual collection",
    params: ids("id"),
    body: ProductIdsVersionSchema,
    envelope: { key: "collection" },
    response: z.object({ added: z.number().int() }).extend(versionAfter.shape),
  }),
  removeProduct: defineEndpoint({
    method: "DELETE",
    path: "/collections/:id/products/:pid",
    ...scoped,
    summary: "Take a product out of a manual collection",
    params: ids("id", "pid"),
    query: VersionQuerySchema,
    response: MessageSchema.extend(versionAfter.shape),
  }),
};
