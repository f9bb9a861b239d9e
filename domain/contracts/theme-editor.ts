// The theme editor (ADR 071), scope `themes`: the model, the versioned draft save and the preview of unsaved settings.
import { z } from "zod/v4";
import { SectionSchemaSchema, SettingsDataSchema, SettingsSchemaSchema, TEMPLATE_NAMES } from "../themes";
import { safeString } from "../validation";
import { defineEndpoint, ids, IsoDate } from "./endpoint";
import { PresignQuerySchema, PresignedUploadSchema } from "./media";

const scoped = { access: "store", scope: "themes" } as const;

export const ThemeEditorModelSchema = z.object({
  theme: z.object({ _id: safeString(), name: safeString(), role: z.enum(["published", "draft"]), version: z.number().int(), updatedAt: IsoDate }),
  templates: z.array(z.enum(TEMPLATE_NAMES)),
  settingsData: SettingsDataSchema,
  sectionTypes: z.array(SectionSchemaSchema.extend({ type: safeString() })),
  themeSettings: SettingsSchemaSchema,
});

export const ThemeDraftSchema = z.object({ version: z.coerce.number().int().min(1), settingsData: SettingsDataSchema });
/** A root-relative path the caller serves the theme's assets under (the admin proxies them for its preview frame). */
const AssetBase = safeString()
  .max(200)
  .regex(/^\/(?!\/)[A-Za-z0-9/_.-]*$/)
  .optional();
export const ThemePreviewSchema = z.object({ template: z.enum(TEMPLATE_NAMES), settingsData: SettingsDataSchema, assetBase: AssetBase });

/** The theme editor's image picker (ADR 074): a page of the store's images, newest first. */
export const THEME_MEDIA_LIMIT_MAX = 60;
export const ThemeMediaQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(THEME_MEDIA_LIMIT_MAX).default(30),
});
export const ThemeMediaImageSchema = z.object({
  /** The storage key (`stores/{storeId}/image-….png`), always the caller's store. */
  key: safeString(),
  /** What an image setting stores and a page shows: root-relative on local storage, the bucket's URL on S3. */
  url: safeString(),
  alt: safeString(),
  source: z.enum(["product", "theme"]),
  createdAt: IsoDate,
});
export type ThemeMediaImage = z.infer<typeof ThemeMediaImageSchema>;
/** After the PUT: the uploaded key is recorded as one of the theme images (and kept by the media sweep). */
export const ThemeMediaAddSchema = z.object({ key: safeString().max(200), alt: safeString().trim().max(200).default("") });

export const themeEditorEndpoints = {
  model: defineEndpoint({
    method: "GET",
    path: "/themes/:id/editor",
    ...scoped,
    summary: "The theme editor's model: templates, the settings_data draft, section types with their schema, theme settings",
    params: ids("id"),
    response: z.object({ editor: ThemeEditorModelSchema }),
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/themes/:id/editor",
    ...scoped,
    summary: "Save the whole settings_data against the theme's version (409 `{ current }` when stale; 400 names each bad path)",
    params: ids("id"),
    body: ThemeDraftSchema,
    response: z.object({ editor: ThemeEditorModelSchema }),
  }),
  preview: defineEndpoint({
    method: "POST",
    path: "/themes/:id/editor/preview",
    ...scoped,
    summary: "Render a template with UNSAVED settings_data and the store's real data, through the storefront's renderer",
    params: ids("id"),
    body: ThemePreviewSchema,
    response: z.object({ html: safeString() }),
  }),
  media: defineEndpoint({
    method: "GET",
    path: "/themes/:id/editor/media",
    ...scoped,
    summary: "The store's images for an image setting: product images and theme uploads, newest first, paged (limit ≤ 60)",
    params: ids("id"),
    query: ThemeMediaQuerySchema,
    response: z.object({ images: z.array(ThemeMediaImageSchema), page: z.number().int(), limit: z.number().int(), hasMore: z.boolean() }),
  }),
  mediaPresign: defineEndpoint({
    method: "GET",
    path: "/themes/:id/editor/media/presigned-url-upload",
    ...scoped,
    summary: "A single-use link to PUT one theme image to (same types, size and key rules as product images, ADR 016)",
    params: ids("id"),
    query: PresignQuerySchema,
    response: PresignedUploadSchema,
  }),
  mediaAdd: defineEndpoint({
    method: "POST",
    path: "/themes/:id/editor/media",
    ...scoped,
    status: 201,
    summary: "Record an uploaded image (a key of the caller's store that holds a file) as a theme image",
    params: ids("id"),
    body: ThemeMediaAddSchema,
    response: z.object({ image: ThemeMediaImageSchema }),
  }),
  asset: defineEndpoint({
    method: "GET",
    path: "/themes/:id/assets/:name",
    ...scoped,
    produces: "text/css",
    summary: "One of the theme's assets (css, js, svg), for the editor's preview frame",
    params: ids("id").extend({ name: safeString().regex(/^[a-z0-9_-]{1,60}\.(css|js|svg)$/) }),
  }),
};
