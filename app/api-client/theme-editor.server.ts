// The theme editor's API calls (ADR 071, scope `themes`). Each takes the caller's ApiClients.
import { download, call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";
import { themeEditorEndpoints as ee } from "@domain/contracts/theme-editor";
import { themeEndpoints } from "@domain/contracts/themes";
import type { ThemeMediaImage } from "@domain/contracts/theme-editor";
import type { ThemeEditorModel } from "@domain/theme-editor";
import type { SettingsData, TemplateName } from "@domain/themes";

type Api = Pick<ApiClients, "store">;

export async function getThemeEditor(api: Api, themeId: string): Promise<ThemeEditorModel> {
  return (await call(api.store, ee.model, { params: { id: themeId } })).editor;
}

/** A stale `version` answers 409 (see `conflictingEditor`); a bad draft 400 with errors by path. */
export async function saveThemeDraft(api: Api, themeId: string, version: number, settingsData: SettingsData): Promise<ThemeEditorModel> {
  return (await call(api.store, ee.save, { params: { id: themeId }, body: { version, settingsData } })).editor;
}

export async function previewThemeDraft(api: Api, themeId: string, template: TemplateName, settingsData: SettingsData, assetBase: string): Promise<string> {
  return (await call(api.store, ee.preview, { params: { id: themeId }, body: { template, settingsData, assetBase } })).html;
}

export async function publishEditedTheme(api: Api, themeId: string, version: number): Promise<number> {
  return (await call(api.store, themeEndpoints.publish, { params: { id: themeId }, body: { version } })).theme.version;
}

export function themeAsset(api: Api, themeId: string, name: string): Promise<Response> {
  return download(api.store, ee.asset, { params: { id: themeId, name } });
}

/** The theme as saved now, from a 409 answer; null for any other error. */
export function conflictingEditor(error: unknown): ThemeEditorModel | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const editor = (error.body as { editor?: unknown } | null)?.editor;
  return editor && typeof editor === "object" && "theme" in editor ? (editor as ThemeEditorModel) : null;
}

/** The picker's images (ADR 074): the store's product images and theme uploads, newest first. */
export function listThemeMedia(api: Api, themeId: string, page = 1, limit = 30): Promise<{ images: ThemeMediaImage[]; hasMore: boolean; page: number }> {
  return call(api.store, ee.media, { params: { id: themeId }, query: { page, limit } });
}

/** A presigned link for a theme image (scope `themes`); PUT the bytes, then `addThemeMedia`. */
export function presignThemeImage(api: Api, themeId: string, filename: string) {
  return call(api.store, ee.mediaPresign, { params: { id: themeId }, query: { filename } });
}

export async function addThemeMedia(api: Api, themeId: string, key: string, alt: string): Promise<ThemeMediaImage> {
  return (await call(api.store, ee.mediaAdd, { params: { id: themeId }, body: { key, alt } })).image;
}
