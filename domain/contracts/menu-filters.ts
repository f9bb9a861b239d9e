// Menu filters (SPEC §2 menufilter, a restricted screen; ADR 072): operators only (404 to everyone else, ADR 069),
// scope `navigations`. SPEC §7 names no calls; these follow the house's shape.
import { z } from "zod/v4";
import { FILTER_COMPARES, FILTER_FIELDS, MenuFilterFormSchema, MenuFilterListQuerySchema, MenuFilterUpdateSchema, type MenuFilterDto } from "../menu-filter";
import { safeString } from "../validation";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema, paged } from "./endpoint";
import { sameShape } from "./type-check";

export const MenuFilterDtoSchema = z.object({
  _id: safeString(),
  name: safeString(),
  scoped: z.boolean(),
  collectionIds: z.array(safeString()),
  conditions: z.array(
    z.object({
      field: z.enum(FILTER_FIELDS),
      compare: z.enum(FILTER_COMPARES),
      value: z.union([safeString(), z.number(), z.boolean()]),
      fieldCompare: safeString(),
      nameDislay: safeString(),
    }),
  ),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof MenuFilterDtoSchema>, MenuFilterDto>(true);

const operators = { access: "operator", scope: "navigations" } as const;
const one = z.object({ menuFilter: MenuFilterDtoSchema });

export const menuFilterEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/menufilters",
    ...operators,
    summary: "List the store's menu filters, newest first; `search` matches the name or a condition's label",
    query: MenuFilterListQuerySchema,
    response: paged({ menuFilters: z.array(MenuFilterDtoSchema) }),
  }),
  count: defineEndpoint({
    method: "GET",
    path: "/menufilters/count",
    ...operators,
    summary: "Count menu filters",
    query: MenuFilterListQuerySchema,
    response: CountSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/menufilters",
    ...operators,
    summary: "Create a menu filter; conditions without a value are dropped (SPEC §5)",
    status: 201,
    body: MenuFilterFormSchema,
    envelope: { key: "menuFilter" },
    response: one,
  }),
  get: defineEndpoint({ method: "GET", path: "/menufilters/:id", ...operators, summary: "One menu filter", params: ids("id"), response: one }),
  update: defineEndpoint({
    method: "PUT",
    path: "/menufilters/:id",
    ...operators,
    summary: "Update a menu filter against its version (409 `{ current }` when stale)",
    params: ids("id"),
    body: MenuFilterUpdateSchema,
    envelope: { key: "menuFilter" },
    response: one,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/menufilters/:id",
    ...operators,
    summary: "Delete a menu filter (409 `{ current }` on a stale `version`)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
};
