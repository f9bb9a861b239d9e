// Themes (ADR 068), scope `themes`: list, publish history, duplicate, rename, publish, delete, zip download and upload,
// and a signed staff preview link for the storefront.
import crypto from "node:crypto";
import { Router, type Request } from "express";
import { themeEndpoints as te } from "../../../domain/contracts/themes";
import { THEME_LIMITS, THEME_MESSAGES } from "../../../domain/themes";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { discardBody } from "../../http/discard-body";
import { HttpError, badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { toPublicationDto, toThemeDto, toThemeSummaryDto } from "./dto";
import { themeFromZip, themeToZip } from "./files";
import { PREVIEW_TTL_MS, previewToken } from "./preview";
import * as store from "./store";

const ZIP_TYPES = new Set(["application/zip", "application/x-zip-compressed", "application/octet-stream"]);

/** The body up to `limit` bytes; null past it (the rest is drained so the 413 reaches the client). */
async function readBounded(req: Request, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).byteLength;
    if (size > limit) {
      await discardBody(req, 8 * limit);
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function themesRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const previewSecret = deps.config.secretsKey ?? crypto.randomBytes(32);
  r.use("/themes", requireUser(deps), requireStore(deps, "themes"));

  const stale = (current: store.ThemeRow) => conflict(THEME_MESSAGES.conflict, { current: toThemeDto(current) });
  const roomForOne = async (storeId: string) => {
    if ((await store.countThemes(db, storeId)) >= THEME_LIMITS.themesPerStore) throw badRequest(THEME_MESSAGES.tooMany, { name: [THEME_MESSAGES.tooMany] });
  };

  mount(r, te.list, async ({ req }) => {
    const storeId = currentStore(req).id;
    await store.ensurePublishedTheme(db, storeId, deps.clock.now());
    return { themes: (await store.listThemes(db, storeId)).map(toThemeSummaryDto) };
  });

  mount(r, te.publications, async ({ req }) => ({ publications: (await store.listPublications(db, currentStore(req).id)).map(toPublicationDto) }));

  mount(r, te.upload, async ({ query, req, status }) => {
    const storeId = currentStore(req).id;
    const type = (req.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!ZIP_TYPES.has(type)) {
      await discardBody(req, THEME_LIMITS.zipBytes);
      throw new HttpError(415, THEME_MESSAGES.notZip, { errors: { file: [THEME_MESSAGES.notZip] } });
    }
    if (Number(req.get("content-length") ?? 0) > THEME_LIMITS.zipBytes) {
      await discardBody(req, 8 * THEME_LIMITS.zipBytes);
      throw new HttpError(413, THEME_MESSAGES.zipTooLarge, { errors: { file: [THEME_MESSAGES.zipTooLarge] } });
    }
    const bytes = await readBounded(req, THEME_LIMITS.zipBytes);
    if (!bytes) throw new HttpError(413, THEME_MESSAGES.zipTooLarge, { errors: { file: [THEME_MESSAGES.zipTooLarge] } });
    const read = themeFromZip(bytes);
    if ("errors" in read)
      throw badRequest(
        Object.entries(read.errors).map(([path, m]) => `${path}: ${m.join(" ")}`),
        read.errors,
      );
    await roomForOne(storeId);
    const row = await store.createTheme(db, storeId, { name: query.name ?? "Uploaded theme", files: read.files, starter: null }, deps.clock.now());
    status(201);
    return { theme: toThemeDto(row) };
  });

  mount(r, te.get, async ({ params, req }) => {
    const row = await store.findTheme(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    return { theme: toThemeDto(row) };
  });

  mount(r, te.rename, async ({ params, body, req }) => {
    const result = await store.renameTheme(db, currentStore(req).id, params.id, body.name, body.version, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    return { theme: toThemeDto(result.row) };
  });

  mount(r, te.duplicate, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const source = await store.findTheme(db, storeId, params.id);
    if (!source) throw notFound();
    await roomForOne(storeId);
    const name = body.name ?? `${source.name} (copy)`.slice(0, 100);
    const row = await store.createTheme(db, storeId, { name, files: source.files, starter: source.starter }, deps.clock.now());
    return { theme: toThemeDto(row) };
  });

  mount(r, te.publish, async ({ params, body, req }) => {
    const result = await store.publishTheme(db, currentStore(req).id, params.id, body.version, currentUser(req).id, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    return { theme: toThemeDto(result.row) };
  });

  mount(r, te.preview, async ({ params, req }) => {
    const shop = currentStore(req);
    const row = await store.findTheme(db, shop.id, params.id);
    if (!row) throw notFound();
    const expiresAt = new Date(deps.clock.now().getTime() + PREVIEW_TTL_MS);
    const token = previewToken(previewSecret, shop.id, row.id, expiresAt);
    return { host: shop.domain, path: `/?preview_theme=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
  });

  mount(r, te.download, async ({ params, req, res }) => {
    const row = await store.findTheme(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    const name = row.name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-|-$/g, "") || "theme";
    res.setHeader("Content-Type", "application/zip");
    res.setHeader("Content-Disposition", `attachment; filename="${name}.zip"`);
    res.end(Buffer.from(themeToZip(row.files)));
  });

  mount(r, te.delete, async ({ params, query, req }) => {
    const result = await store.deleteTheme(db, currentStore(req).id, params.id, query.version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "published") throw badRequest(THEME_MESSAGES.deletePublished, { theme: [THEME_MESSAGES.deletePublished] });
    if (result.kind === "conflict") throw stale(result.current);
    return { message: "Theme deleted" };
  });

  return r;
}
