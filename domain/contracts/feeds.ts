// SPEC §7 Feeds (scope `products`), plus the public XML that Google Merchant Center fetches with the feed's token.
import { z } from "zod/v4";
import { safeString } from "../validation";
import {
  BRAND_SOURCES,
  FEED_SELECTIONS,
  PRODUCT_TYPE_SOURCES,
  FeedFormSchema,
  FeedListQuerySchema,
  FeedUpdateSchema,
  GoogleCategoryQuerySchema,
  type FeedDto,
  type GoogleCategory,
} from "../feed";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema, paged } from "./endpoint";
import { sameShape } from "./type-check";

export const FeedDtoSchema = z.object({
  _id: safeString(),
  name: safeString(),
  selection: z.enum(FEED_SELECTIONS),
  collectionId: safeString().nullable(),
  googleCategoryId: z.number().int().nullable(),
  mapping: z.object({ brand: z.enum(BRAND_SOURCES), productType: z.enum(PRODUCT_TYPE_SOURCES) }),
  token: safeString(),
  xmlPath: safeString(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof FeedDtoSchema>, FeedDto>(true);
const GoogleCategorySchema = z.object({ id: z.number().int(), name: safeString() });
sameShape<z.infer<typeof GoogleCategorySchema>, GoogleCategory>(true);

const one = z.object({ productFeed: FeedDtoSchema });
const scoped = { access: "store", scope: "products" } as const;

export const feedEndpoints = {
  publicXml: defineEndpoint({
    method: "GET",
    path: "/feed/public/:file",
    access: "public",
    produces: "application/xml",
    summary: "The feed's RSS for Google Merchant Center; `file` is `<token>.xml`, the token is the credential",
    params: z.object({ file: safeString() }),
  }),
  googleCategories: defineEndpoint({
    method: "GET",
    path: "/feed/google/categories",
    ...scoped,
    summary: "Search Google's product taxonomy",
    query: GoogleCategoryQuerySchema,
    response: z.object({ categories: z.array(GoogleCategorySchema), total: z.number().int() }),
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/feed",
    ...scoped,
    summary: "List feeds, newest first",
    query: FeedListQuerySchema,
    response: paged({ productFeeds: z.array(FeedDtoSchema) }),
  }),
  count: defineEndpoint({ method: "GET", path: "/feed/count", ...scoped, summary: "Count feeds", query: FeedListQuerySchema, response: CountSchema }),
  create: defineEndpoint({
    method: "POST",
    path: "/feed",
    ...scoped,
    summary: "Create a feed",
    status: 201,
    body: FeedFormSchema,
    envelope: { key: "productFeed" },
    response: one,
  }),
  get: defineEndpoint({ method: "GET", path: "/feed/:id", ...scoped, summary: "One feed", params: ids("id"), response: one }),
  update: defineEndpoint({
    method: "PUT",
    path: "/feed/:id",
    ...scoped,
    summary: "Update a feed against its version (409 `{ current }` when stale)",
    params: ids("id"),
    body: FeedUpdateSchema,
    envelope: { key: "productFeed" },
    response: one,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/feed/:id",
    ...scoped,
    summary: "Delete a feed (409 `{ current }` on a stale `version`)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
};
