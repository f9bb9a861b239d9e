import { Router } from "express";
import { pageEndpoints as pe } from "../../../domain/contracts/pages";
import { PAGE_MESSAGES, type PageDto, type PageForm } from "../../../domain/page";
import type { ApiDeps } from "../../deps";
import { sanitizePageBody } from "../../html/page-body";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";

export function toPageDto(row: store.PageRow): PageDto {
  return {
    _id: row.id,
    title: row.title,
    handle: row.handle,
    visible: row.visible,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    body: row.body,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}
const summary = ({ body: _b, seoTitle: _t, seoDescription: _d, ...rest }: PageDto) => rest;

/** Online store pages (ADR 065), scope `pages`: every write sanitises the body; handles are unique per store. */
export function pagesRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/pages", requireUser(deps), requireStore(deps, "pages"));

  const clean = (form: PageForm): PageForm => ({ ...form, body: sanitizePageBody(form.body) });
  const refuse = (result: store.SaveResult): never => {
    if (result.kind === "handle_taken") throw badRequest(PAGE_MESSAGES.handleTaken, { handle: [PAGE_MESSAGES.handleTaken] });
    if (result.kind === "conflict") throw conflict(PAGE_MESSAGES.conflict, { current: toPageDto(result.current) });
    throw notFound();
  };

  mount(r, pe.list, async ({ query, req }) => {
    const { rows, total } = await store.listPages(db, currentStore(req).id, query);
    return { pages: rows.map((row) => summary(toPageDto(row))), total, page: query.page, limit: query.limit };
  });

  mount(r, pe.count, async ({ query, req }) => ({ count: await store.countPages(db, currentStore(req).id, query) }));

  mount(r, pe.create, async ({ body, req }) => {
    const result = await store.createPage(db, currentStore(req).id, clean(body), deps.clock.now());
    return result.kind === "ok" ? { page: toPageDto(result.row) } : refuse(result);
  });

  mount(r, pe.get, async ({ params, req }) => {
    const row = await store.findPage(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    return { page: toPageDto(row) };
  });

  mount(r, pe.update, async ({ params, body, req }) => {
    const result = await store.updatePage(db, currentStore(req).id, params.id, { ...clean(body), version: body.version }, deps.clock.now());
    return result.kind === "ok" ? { page: toPageDto(result.row) } : refuse(result);
  });

  mount(r, pe.bulkDelete, async ({ query, req }) => {
    const deleted = await store.deletePages(db, currentStore(req).id, query.ids);
    return { deleted, message: `${deleted} page(s) deleted` };
  });

  mount(r, pe.delete, async ({ params, query, req }) => {
    const result = await store.deletePage(db, currentStore(req).id, params.id, query.version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw conflict(PAGE_MESSAGES.conflict, { current: toPageDto(result.current) });
    return { message: "Page deleted" };
  });

  return r;
}
