// Themes (ADR 068), scope `themes`.
import { z } from "zod/v4";
import { safeString } from "../validation";
import {
  ThemeDuplicateSchema,
  ThemePublishSchema,
  ThemeRenameSchema,
  ThemeUploadQuerySchema,
  type ThemeDto,
  type ThemePublicationDto,
  type ThemeSummaryDto,
} from "../themes";
import { defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema } from "./endpoint";
import { sameShape } from "./type-check";

export const ThemeSummaryDtoSchema = z.object({
  _id: safeString(),
  name: safeString(),
  role: z.enum(["published", "draft"]),
  starter: safeString().nullable(),
  fileCount: z.number().int(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof ThemeSummaryDtoSchema>, ThemeSummaryDto>(true);
export const ThemeDtoSchema = ThemeSummaryDtoSchema.extend({ files: z.array(z.object({ path: safeString(), bytes: z.number().int() })) });
sameShape<z.infer<typeof ThemeDtoSchema>, ThemeDto>(true);
export const ThemePublicationDtoSchema = z.object({
  _id: safeString(),
  themeId: safeString().nullable(),
  themeName: safeString(),
  themeVersion: z.number().int(),
  publishedBy: safeString().nullable(),
  publishedByName: safeString().nullable(),
  publishedAt: IsoDate,
});
sameShape<z.infer<typeof ThemePublicationDtoSchema>, ThemePublicationDto>(true);

const scoped = { access: "store", scope: "themes" } as const;
const one = z.object({ theme: ThemeDtoSchema });

export const themeEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/themes",
    ...scoped,
    summary: "The store's themes: the published one first, then drafts (a store without one gets the first starter)",
    response: z.object({ themes: z.array(ThemeSummaryDtoSchema) }),
  }),
  publications: defineEndpoint({
    method: "GET",
    path: "/themes/publications",
    ...scoped,
    summary: "Publish history, newest first",
    response: z.object({ publications: z.array(ThemePublicationDtoSchema) }),
  }),
  upload: defineEndpoint({
    method: "POST",
    path: "/themes/upload",
    ...scoped,
    status: 201,
    consumes: "application/zip",
    summary: "A new draft from a zip (`?name=`); 400 names each refused file",
    query: ThemeUploadQuerySchema,
    response: one,
  }),
  get: defineEndpoint({ method: "GET", path: "/themes/:id", ...scoped, summary: "One theme with its file list", params: ids("id"), response: one }),
  rename: defineEndpoint({
    method: "PUT",
    path: "/themes/:id",
    ...scoped,
    summary: "Rename a theme against its version (409 `{ current }` when stale)",
    params: ids("id"),
    body: ThemeRenameSchema,
    envelope: { key: "theme", orWhole: true },
    response: one,
  }),
  duplicate: defineEndpoint({
    method: "POST",
    path: "/themes/:id/duplicate",
    ...scoped,
    status: 201,
    summary: "Copy a theme as a new draft",
    params: ids("id"),
    body: ThemeDuplicateSchema,
    response: one,
  }),
  publish: defineEndpoint({
    method: "POST",
    path: "/themes/:id/publish",
    ...scoped,
    summary: "Publish a theme against its version; the old published theme becomes a draft; a history row is written",
    params: ids("id"),
    body: ThemePublishSchema,
    response: one,
  }),
  preview: defineEndpoint({
    method: "POST",
    path: "/themes/:id/preview",
    ...scoped,
    summary: "A signed, expiring storefront path (on the store's host) that shows this theme to staff",
    params: ids("id"),
    response: z.object({ host: safeString(), path: safeString(), expiresAt: IsoDate }),
  }),
  download: defineEndpoint({
    method: "GET",
    path: "/themes/:id/download",
    ...scoped,
    produces: "application/zip",
    summary: "The theme as a zip",
    params: ids("id"),
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/themes/:id",
    ...scoped,
    summary: "Delete a draft (the published theme: 400; a stale `version`: 409)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
};
