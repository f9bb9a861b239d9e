// The theme editor's API (ADR 071), scope `themes`: the model, the versioned save of the whole settings_data, the
// preview of UNSAVED settings (rendered by the storefront's own renderer with the store's real data) and the assets
// the admin's preview frame links to. Publishing stays POST /themes/:id/publish.
import { Router } from "express";
import { themeEditorEndpoints as ee } from "../../../domain/contracts/theme-editor";
import { THEME_MESSAGES } from "../../../domain/themes";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { createStorefrontContent } from "../storefront/content";
import type { DropEnv } from "../storefront/drops";
import { pageContext, previewObjects } from "../storefront/page-context";
import { renderStorefrontPage } from "../storefront/render";
import { findShop } from "../storefront/store";
import { toThemeDto } from "./dto";
import { applyDraft, editorModel } from "./editor";
import * as store from "./store";

const ASSET_TYPES: Record<string, string> = { css: "text/css", js: "text/javascript", svg: "image/svg+xml" };

export function themeEditorRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const content = createStorefrontContent(db);
  // Media links stay root-relative: the preview frame is a document of the admin's origin, which serves /api/media.
  const env: DropEnv = { storage: deps.storage, mediaOrigin: "" };
  const guards = [requireUser(deps), requireStore(deps, "themes")];

  const theme = async (storeId: string, id: string) => {
    const row = await store.findTheme(db, storeId, id);
    if (!row) throw notFound();
    return row;
  };

  mount(r, ee.model, ...guards, async ({ params, req }) => ({ editor: editorModel(await theme(currentStore(req).id, params.id)) }));

  mount(r, ee.save, ...guards, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const row = await theme(storeId, params.id);
    const applied = applyDraft(row.files, body.settingsData);
    if ("errors" in applied)
      throw badRequest(
        Object.entries(applied.errors).map(([path, m]) => `${path}: ${m.join(" ")}`),
        applied.errors,
      );
    const result = await store.saveThemeFiles(db, storeId, row.id, applied.files, body.version, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw conflict(THEME_MESSAGES.conflict, { current: toThemeDto(result.current), editor: editorModel(result.current) });
    return { editor: editorModel(result.row) };
  });

  mount(r, ee.preview, ...guards, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const [row, shop] = await Promise.all([theme(storeId, params.id), findShop(db, storeId)]);
    if (!shop) throw notFound();
    const locale = shop.language === "en" ? "en" : "vi";
    const { path, extra } = await previewObjects(db, env, storeId, body.template, locale);
    const context = await pageContext(content, { shop, template: body.template, origin: "", path, preview: true, cartCount: 0 }, extra);
    const html = await renderStorefrontPage(row, body.template, context, {
      staff: true,
      log: deps.log,
      settingsData: body.settingsData,
      assetBase: body.assetBase ?? `/assets/${row.id}/${row.version}`,
    });
    return { html };
  });

  mount(r, ee.asset, ...guards, async ({ params, req, res }) => {
    const row = await theme(currentStore(req).id, params.id);
    const source = row.files[`assets/${params.name}`];
    if (source === undefined) throw notFound();
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (params.name.endsWith(".svg")) res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.type(ASSET_TYPES[params.name.split(".").pop() ?? ""] ?? "text/plain").send(source);
  });

  return r;
}
