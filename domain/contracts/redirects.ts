// URL redirects (ADR 066), scope `navigations`. SPEC §7 names no calls; these follow the house's shape.
import { z } from "zod/v4";
import { IdListSchema } from "../collection";
import { RedirectFormSchema, RedirectListQuerySchema, RedirectUpdateSchema, type RedirectDto, type RedirectImportReport } from "../redirect";
import { safeString } from "../validation";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema, paged } from "./endpoint";
import { sameShape } from "./type-check";

export const RedirectDtoSchema = z.object({
  _id: safeString(),
  path: safeString(),
  target: safeString(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof RedirectDtoSchema>, RedirectDto>(true);

const ImportReportSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), field: z.enum(["path", "target", ""]), message: safeString() })),
});
sameShape<z.infer<typeof ImportReportSchema>, RedirectImportReport>(true);

const scoped = { access: "store", scope: "navigations" } as const;
const one = z.object({ redirect: RedirectDtoSchema });

export const redirectEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/redirects",
    ...scoped,
    summary: "List redirects, newest first; `search` matches the path or the target",
    query: RedirectListQuerySchema,
    response: paged({ redirects: z.array(RedirectDtoSchema) }),
  }),
  count: defineEndpoint({
    method: "GET",
    path: "/redirects/count",
    ...scoped,
    summary: "Count redirects",
    query: RedirectListQuerySchema,
    response: CountSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/redirects",
    ...scoped,
    summary: "Create a redirect; a taken path, a loop or a chain answers 400 on the field",
    status: 201,
    body: RedirectFormSchema,
    envelope: { key: "redirect" },
    response: one,
  }),
  bulkDelete: defineEndpoint({
    method: "DELETE",
    path: "/redirects",
    ...scoped,
    summary: "Delete the listed redirects (`ids=a,b`) of this store",
    query: IdListSchema,
    response: z.object({ deleted: z.number().int() }),
  }),
  importCsv: defineEndpoint({
    method: "POST",
    path: "/redirects/import",
    ...scoped,
    consumes: "text/csv",
    summary:
      'Import a CSV ("Redirect from,Redirect to" as Shopify exports, or "path,target"); valid rows are written a batch per transaction, bad rows reported',
    response: z.object({ report: ImportReportSchema }),
  }),
  exportCsv: defineEndpoint({
    method: "GET",
    path: "/redirects/export",
    ...scoped,
    produces: "text/csv",
    summary: "Every redirect of the store as Shopify's CSV, streamed",
  }),
  get: defineEndpoint({ method: "GET", path: "/redirects/:id", ...scoped, summary: "One redirect", params: ids("id"), response: one }),
  update: defineEndpoint({
    method: "PUT",
    path: "/redirects/:id",
    ...scoped,
    summary: "Update a redirect against its version (409 `{ current }` when stale)",
    params: ids("id"),
    body: RedirectUpdateSchema,
    envelope: { key: "redirect" },
    response: one,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/redirects/:id",
    ...scoped,
    summary: "Delete a redirect (409 `{ current }` on a stale `version`)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
};
