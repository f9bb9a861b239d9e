// Online store pages (ADR 065), scope `pages`. SPEC §7 names no calls; these follow the products' shapes.
import { z } from "zod/v4";
import { IdListSchema } from "../collection";
import { PageFormSchema, PageListQuerySchema, PageUpdateSchema, type PageDto, type PageSummaryDto } from "../page";
import { safeString } from "../validation";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema, paged } from "./endpoint";
import { sameShape } from "./type-check";

export const PageSummaryDtoSchema = z.object({
  _id: safeString(),
  title: safeString(),
  handle: safeString(),
  visible: z.boolean(),
  publishedAt: IsoDate.nullable(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof PageSummaryDtoSchema>, PageSummaryDto>(true);
export const PageDtoSchema = PageSummaryDtoSchema.extend({ body: safeString(), seoTitle: safeString(), seoDescription: safeString() });
sameShape<z.infer<typeof PageDtoSchema>, PageDto>(true);

const scoped = { access: "store", scope: "pages" } as const;
const one = z.object({ page: PageDtoSchema });

export const pageEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/pages",
    ...scoped,
    summary: "List pages (tab visible / hidden, search by title)",
    query: PageListQuerySchema,
    response: paged({ pages: z.array(PageSummaryDtoSchema) }),
  }),
  count: defineEndpoint({ method: "GET", path: "/pages/count", ...scoped, summary: "Count pages", query: PageListQuerySchema, response: CountSchema }),
  create: defineEndpoint({
    method: "POST",
    path: "/pages",
    ...scoped,
    summary: "Create a page; the body is sanitised, an empty handle is made from the title",
    status: 201,
    body: PageFormSchema,
    envelope: { key: "page" },
    response: one,
  }),
  get: defineEndpoint({ method: "GET", path: "/pages/:id", ...scoped, summary: "One page", params: ids("id"), response: one }),
  update: defineEndpoint({
    method: "PUT",
    path: "/pages/:id",
    ...scoped,
    summary: "Update a page against its version (409 `{ current }` when stale)",
    params: ids("id"),
    body: PageUpdateSchema,
    envelope: { key: "page" },
    response: one,
  }),
  bulkDelete: defineEndpoint({
    method: "DELETE",
    path: "/pages",
    ...scoped,
    summary: "Delete the listed pages (`ids=a,b`) of this store",
    query: IdListSchema,
    response: z.object({ deleted: z.number().int(), message: safeString() }),
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/pages/:id",
    ...scoped,
    summary: "Delete a page (409 `{ current }` on a stale `version`)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
};
