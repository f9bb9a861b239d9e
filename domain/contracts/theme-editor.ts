// The theme editor (ADR 071), scope `themes`: the model, the versioned draft save and the preview of unsaved settings.
import { z } from "zod/v4";
import { SectionSchemaSchema, SettingsDataSchema, SettingsSchemaSchema, TEMPLATE_NAMES } from "../themes";
import { safeString } from "../validation";
import { defineEndpoint, ids, IsoDate } from "./endpoint";

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
  asset: defineEndpoint({
    method: "GET",
    path: "/themes/:id/assets/:name",
    ...scoped,
    produces: "text/css",
    summary: "One of the theme's assets (css, js, svg), for the editor's preview frame",
    params: ids("id").extend({ name: safeString().regex(/^[a-z0-9_-]{1,60}\.(css|js|svg)$/) }),
  }),
};
