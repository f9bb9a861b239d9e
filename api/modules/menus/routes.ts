import { Router } from "express";
import { menuEndpoints as me } from "../../../domain/contracts/menus";
import { MENU_MESSAGES, treeSize, type MenuDto, type MenuForm, type MenuItemInput } from "../../../domain/navigation";
import { messages } from "../../../domain/validation";
import { slug } from "../../../domain/slug";
import type { ApiDeps } from "../../deps";
import { plainLabel } from "../../html/page-body";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";

/** Online store menus (ADR 065), scope `navigations`: labels become plain text, targets must be this store's. */
export function menusRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/menus", requireUser(deps), requireStore(deps, "navigations"));

  async function toDto(row: store.MenuRow): Promise<MenuDto> {
    const targets = await store.targetsOf(db, row.storeId, row.items);
    return {
      _id: row.id,
      title: row.title,
      handle: row.handle,
      itemCount: treeSize(row.items),
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      items: store.itemDtos(row.items, targets),
    };
  }

  /** Labels as plain text (an emptied one is required again) and targets of this store, with errors by item path. */
  async function clean(storeId: string, form: MenuForm): Promise<MenuForm> {
    const errors: Record<string, string[]> = {};
    const strip = (items: MenuItemInput[], path: string): MenuItemInput[] =>
      items.map((item, i) => {
        const label = plainLabel(item.label);
        if (!label) errors[`${path}.${i}.label`] = [messages.required("Label")];
        return { ...item, label, children: strip(item.children, `${path}.${i}.children`) };
      });
    const items = strip(form.items, "items");
    const targets = await store.targetsOf(db, storeId, items);
    const check = (list: MenuItemInput[], path: string) =>
      list.forEach((item, i) => {
        if (item.type !== "url" && item.targetId && !targets[item.type].has(item.targetId)) errors[`${path}.${i}.targetId`] = [MENU_MESSAGES.unknownTarget];
        check(item.children, `${path}.${i}.children`);
      });
    check(items, "items");
    if (Object.keys(errors).length) throw badRequest(Object.values(errors).flat(), errors);
    return { ...form, items };
  }

  const refuse = async (result: store.SaveResult): Promise<never> => {
    if (result.kind === "handle_taken") throw badRequest(MENU_MESSAGES.handleTaken, { handle: [MENU_MESSAGES.handleTaken] });
    if (result.kind === "conflict") throw conflict(MENU_MESSAGES.conflict, { current: await toDto(result.current) });
    throw notFound();
  };

  mount(r, me.list, async ({ query: { search, page, limit }, req }) => {
    const storeId = currentStore(req).id;
    await store.ensureDefaultMenus(db, storeId);
    const { rows, total } = await store.listMenus(db, storeId, search, page, limit);
    return {
      menus: rows.map((m) => ({
        _id: m.id,
        title: m.title,
        handle: m.handle,
        itemCount: m.itemCount,
        version: m.version,
        createdAt: m.createdAt.toISOString(),
        updatedAt: m.updatedAt.toISOString(),
      })),
      total,
      page,
      limit,
    };
  });

  mount(r, me.count, async ({ query, req }) => ({ count: await store.countMenus(db, currentStore(req).id, query.search) }));

  mount(r, me.create, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    const result = await store.createMenu(db, storeId, await clean(storeId, body), slug(body.title) || "menu", deps.clock.now());
    return result.kind === "ok" ? { menu: await toDto(result.row) } : refuse(result);
  });

  mount(r, me.get, async ({ params, req }) => {
    const row = await store.findMenu(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    return { menu: await toDto(row) };
  });

  mount(r, me.update, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const result = await store.updateMenu(db, storeId, params.id, { ...(await clean(storeId, body)), version: body.version }, deps.clock.now());
    return result.kind === "ok" ? { menu: await toDto(result.row) } : refuse(result);
  });

  mount(r, me.delete, async ({ params, query, req }) => {
    const storeId = currentStore(req).id;
    const result = await store.deleteMenu(db, storeId, params.id, query.version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw conflict(MENU_MESSAGES.conflict, { current: await toDto(result.current) });
    return { message: "Menu deleted" };
  });

  return r;
}
