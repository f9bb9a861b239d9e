// Online store menus (ADR 065), scope `navigations`: the whole tree is one document, saved in one PUT.
import { z } from "zod/v4";
import { MENU_LINK_TYPES, MenuFormSchema, MenuListQuerySchema, MenuUpdateSchema, type MenuDto, type MenuItemDto, type MenuSummaryDto } from "../navigation";
import { safeString } from "../validation";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema, paged } from "./endpoint";
import { sameShape } from "./type-check";

const MenuItemDtoSchema: z.ZodType<MenuItemDto> = z.lazy(() =>
  z.object({
    label: safeString(),
    type: z.enum(MENU_LINK_TYPES),
    targetId: safeString().nullable(),
    url: safeString(),
    targetTitle: safeString(),
    missing: z.boolean(),
    children: z.array(MenuItemDtoSchema),
  }),
);
export const MenuSummaryDtoSchema = z.object({
  _id: safeString(),
  title: safeString(),
  handle: safeString(),
  itemCount: z.number().int(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof MenuSummaryDtoSchema>, MenuSummaryDto>(true);
export const MenuDtoSchema = MenuSummaryDtoSchema.extend({ items: z.array(MenuItemDtoSchema) });
sameShape<z.infer<typeof MenuDtoSchema>, MenuDto>(true);

const scoped = { access: "store", scope: "navigations" } as const;
const one = z.object({ menu: MenuDtoSchema });

export const menuEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/menus",
    ...scoped,
    summary: "List menus (the store's main-menu and footer are created on first read)",
    query: MenuListQuerySchema,
    response: paged({ menus: z.array(MenuSummaryDtoSchema) }),
  }),
  count: defineEndpoint({ method: "GET", path: "/menus/count", ...scoped, summary: "Count menus", query: MenuListQuerySchema, response: CountSchema }),
  create: defineEndpoint({
    method: "POST",
    path: "/menus",
    ...scoped,
    summary: "Create a menu with its item tree (at most three levels)",
    status: 201,
    body: MenuFormSchema,
    envelope: { key: "menu" },
    response: one,
  }),
  get: defineEndpoint({ method: "GET", path: "/menus/:id", ...scoped, summary: "One menu with its items' targets", params: ids("id"), response: one }),
  update: defineEndpoint({
    method: "PUT",
    path: "/menus/:id",
    ...scoped,
    summary: "Replace a menu's title, handle and whole item tree against its version (409 `{ current }` when stale)",
    params: ids("id"),
    body: MenuUpdateSchema,
    envelope: { key: "menu" },
    response: one,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/menus/:id",
    ...scoped,
    summary: "Delete a menu (409 `{ current }` on a stale `version`)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
};
