// The theme editor's API (ADR 071), scope `themes`: the model, the versioned save of the whole settings_data, the
// preview of UNSAVED settings (rendered by the storefront's own renderer with the store's real data) and the assets
// the admin's preview frame links to. Publishing stays POST /themes/:id/publish.
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { themeEditorEndpoints as ee } from "../../../domain/contracts/theme-editor";
import { hasScope } from "../../../domain/permissions";
import { imageSettingProblem } from "../../../domain/theme-editor";
import { isImageKey } from "../../../domain/media";
import { THEME_MESSAGES, type TemplateName } from "../../../domain/themes";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { requestLanguage } from "../../http/language";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import type { MediaStorage } from "../../storage";
import { presignStoreImage } from "../media/presign";
import { createStorefrontContent } from "../storefront/content";
import type { DropEnv } from "../storefront/drops";
import { pageContext, previewObjects } from "../storefront/page-context";
import { isThemePrepared, renderStorefrontPage } from "../storefront/render";
import { findShop } from "../storefront/store";
import { toThemeDto } from "./dto";
import { applyDraft, editorModel } from "./editor";
import * as store from "./store";

/** How long a preview reuses the store's data (products, collections, menus): an editor's changes come seconds apart. */
const PREVIEW_DATA_TTL_MS = 5_000;

/** The prefixes before a key in the store's own media links (local: `/api/media/files/`; S3: the bucket's URL). */
export function mediaBases(storage: MediaStorage): string[] {
  const probe = "stores/probe";
  const url = storage.publicUrl(probe);
  return url.endsWith(probe) ? [url.slice(0, -probe.length)] : [];
}

/** Answered when the recorded key holds no file (the PUT did not happen or failed). */
export const THEME_MEDIA_NOT_UPLOADED = "The image was not uploaded. Upload it again.";

const ASSET_TYPES: Record<string, string> = { css: "text/css", js: "text/javascript", svg: "image/svg+xml" };

export function themeEditorRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const content = createStorefrontContent(db);
  // Media links stay root-relative: the preview frame is a document of the admin's origin, which serves /api/media.
  const env: DropEnv = { storage: deps.storage, mediaOrigin: "" };
  // themesRoutes (mounted first) already checks /themes/*; these run only when it did not (another order of mounting).
  const user = requireUser(deps);
  const scoped = requireStore(deps, "themes");
  const guards: RequestHandler[] = [
    (req: Request, res: Response, next: NextFunction) => (req.user ? next() : void user(req, res, next)),
    (req: Request, res: Response, next: NextFunction) => (req.store && hasScope(req.store.membership, "themes") ? next() : void scoped(req, res, next)),
  ];
  const previewData = new Map<string, { at: number; context: Record<string, unknown> }>();
  async function previewContext(storeId: string, template: TemplateName): Promise<Record<string, unknown> | null> {
    const key = `${storeId}:${template}`;
    const hit = previewData.get(key);
    if (hit && Date.now() - hit.at < PREVIEW_DATA_TTL_MS) return hit.context;
    const shop = await findShop(db, storeId);
    if (!shop) return null;
    const locale = shop.language === "en" ? "en" : "vi";
    const { path, extra } = await previewObjects(db, env, storeId, template, locale);
    const context = await pageContext(content, { shop, template, origin: "", path, preview: true, cartCount: 0 }, extra);
    previewData.set(key, { at: Date.now(), context });
    if (previewData.size > 1000) previewData.delete(previewData.keys().next().value as string);
    return context;
  }

  const theme = async (storeId: string, id: string) => {
    const row = await store.findTheme(db, storeId, id);
    if (!row) throw notFound();
    return row;
  };

  mount(r, ee.model, ...guards, async ({ params, req }) => ({ editor: editorModel(await theme(currentStore(req).id, params.id), requestLanguage(req)) }));

  mount(r, ee.save, ...guards, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const row = await theme(storeId, params.id);
    const bases = mediaBases(deps.storage);
    const applied = applyDraft(row.files, body.settingsData, { image: (value) => imageSettingProblem(value, { storeId, mediaBases: bases }) });
    if ("errors" in applied)
      throw badRequest(
        Object.entries(applied.errors).map(([path, m]) => `${path}: ${m.join(" ")}`),
        applied.errors,
      );
    const result = await store.saveThemeFiles(db, storeId, row.id, applied.files, body.version, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict")
      throw conflict(THEME_MESSAGES.conflict, { current: toThemeDto(result.current), editor: editorModel(result.current, requestLanguage(req)) });
    return { editor: editorModel(result.row, requestLanguage(req)) };
  });

  mount(r, ee.preview, ...guards, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const [ref, context] = await Promise.all([store.findThemeRef(db, storeId, params.id), previewContext(storeId, body.template)]);
    if (!ref || !context) throw notFound();
    const assetBase = body.assetBase ?? `/assets/${ref.id}/${ref.version}`;
    // The parsed theme is cached per id:version: its files (most of its bytes) are read only when it is not.
    const row = isThemePrepared(ref.id, ref.version, assetBase) ? { ...ref, files: {} } : await theme(storeId, params.id);
    const html = await renderStorefrontPage(row, body.template, context, { staff: true, log: deps.log, settingsData: body.settingsData, assetBase });
    return { html };
  });

  const imageDto = (row: store.StoreImageRow) => ({
    key: row.key,
    url: deps.storage.publicUrl(row.key),
    alt: row.alt,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  });

  // The picker (ADR 074): only the caller's store's images; the theme id only scopes the call to a theme of the store.
  mount(r, ee.media, ...guards, async ({ params, query, req }) => {
    const storeId = currentStore(req).id;
    if (!(await store.findThemeRef(db, storeId, params.id))) throw notFound();
    const { rows, hasMore } = await store.listStoreImages(db, storeId, query.page, query.limit);
    return { images: rows.map(imageDto), page: query.page, limit: query.limit, hasMore };
  });

  // Theme uploads need scope `themes`, not `products`: the same key, types and size as product images.
  mount(r, ee.mediaPresign, ...guards, async ({ params, query, req }) => {
    const storeId = currentStore(req).id;
    if (!(await store.findThemeRef(db, storeId, params.id))) throw notFound();
    return presignStoreImage(deps, storeId, query.filename);
  });

  mount(r, ee.mediaAdd, ...guards, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    if (!(await store.findThemeRef(db, storeId, params.id))) throw notFound();
    // Only a key of this store that holds a file: another store's key is refused like a key that names nothing.
    if (!isImageKey(body.key) || !body.key.startsWith(`stores/${storeId}/`) || (await deps.storage.size(body.key)) === null)
      throw badRequest(THEME_MEDIA_NOT_UPLOADED, { key: [THEME_MEDIA_NOT_UPLOADED] });
    return { image: imageDto(await store.addThemeMedia(db, storeId, body.key, body.alt)) };
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
