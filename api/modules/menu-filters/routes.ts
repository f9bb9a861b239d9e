import { Router } from "express";
import { menuFilterEndpoints as mf } from "../../../domain/contracts/menu-filters";
import { MENU_FILTER_MESSAGES, type MenuFilterDto, type MenuFilterForm } from "../../../domain/menu-filter";
import { messages } from "../../../domain/validation";
import type { ApiDeps } from "../../deps";
import { plainLabel } from "../../html/page-body";
import { currentStore, requireOperator, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";

export function toMenuFilterDto(row: store.MenuFilterRow): MenuFilterDto {
  return {
    _id: row.id,
    name: row.name,
    scoped: row.scoped,
    collectionIds: row.collectionIds,
    conditions: row.conditions,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Menu filters (ADR 072): a restricted screen's API, so operators only, 404 to everyone else before the store is looked
 * at (ADR 069); then scope `navigations`. Labels become plain text (as menu labels); scoped collections must be this
 * store's.
 */
export function menuFiltersRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/menufilters", requireUser(deps), requireOperator(deps), requireStore(deps, "navigations"));

  async function clean(storeId: string, form: MenuFilterForm): Promise<MenuFilterForm> {
    const errors: Record<string, string[]> = {};
    const name = plainLabel(form.name);
    if (!name) errors.name = [messages.required("Name")];
    const conditions = form.conditions.map((c, i) => {
      const nameDislay = plainLabel(c.nameDislay);
      if (!nameDislay) errors[`conditions.${i}.nameDislay`] = [messages.required("Label")];
      return { ...c, nameDislay };
    });
    if ((await store.foreignCollections(db, storeId, form.collectionIds)).length) errors.collectionIds = [MENU_FILTER_MESSAGES.unknownCollection];
    if (Object.keys(errors).length) throw badRequest(Object.values(errors).flat(), errors);
    return { ...form, name, conditions };
  }

  const stale = (current: store.MenuFilterRow) => conflict(MENU_FILTER_MESSAGES.conflict, { current: toMenuFilterDto(current) });

  mount(r, mf.list, async ({ query: { search, page, limit }, req }) => {
    const { rows, total } = await store.listMenuFilters(db, currentStore(req).id, search, page, limit);
    return { menuFilters: rows.map(toMenuFilterDto), total, page, limit };
  });

  mount(r, mf.count, async ({ query, req }) => ({ count: await store.countMenuFilters(db, currentStore(req).id, query.search) }));

  mount(r, mf.create, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    return { menuFilter: toMenuFilterDto(await store.createMenuFilter(db, storeId, await clean(storeId, body), deps.clock.now())) };
  });

  mount(r, mf.get, async ({ params, req }) => {
    const row = await store.findMenuFilter(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    return { menuFilter: toMenuFilterDto(row) };
  });

  mount(r, mf.update, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const result = await store.updateMenuFilter(db, storeId, params.id, { ...(await clean(storeId, body)), version: body.version }, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    return { menuFilter: toMenuFilterDto(result.row) };
  });

  mount(r, mf.delete, async ({ params, query, req }) => {
    const result = await store.deleteMenuFilter(db, currentStore(req).id, params.id, query.version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    return { message: MENU_FILTER_MESSAGES.deleted };
  });

  return r;
}
