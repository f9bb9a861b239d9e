// Themes (issue 12, ADR 068): a theme is a set of files — Liquid templates, sections with a {% schema %}, settings
// JSON, translations and small assets — kept whole per theme row. What a path may be, the size caps and the settings
// shapes live here so the API, the zip upload and the admin read one definition.
import { z } from "zod/v4";
import { safeString } from "./validation";

/** The paths a theme may hold; anything else in an upload is refused, naming it. */
export const THEME_PATH_RE =
  /^(layout\/theme\.liquid|templates\/(index|collection|product|page|search|cart|404|password)\.liquid|sections\/[a-z0-9_-]{1,60}\.liquid|snippets\/[a-z0-9_-]{1,60}\.liquid|config\/settings_(schema|data)\.json|locales\/(vi|en)(\.schema)?\.json|assets\/[a-z0-9_-]{1,60}\.(css|js|svg))$/;
export const REQUIRED_THEME_PATHS = ["layout/theme.liquid", "templates/index.liquid", "config/settings_schema.json", "config/settings_data.json"] as const;
export const TEMPLATE_NAMES = ["index", "collection", "product", "page", "search", "cart", "404", "password"] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export const THEME_LIMITS = {
  /** One file, as text. */
  fileBytes: 256 * 1024,
  /** All files of a theme together, uncompressed. */
  themeBytes: 2 * 1024 * 1024,
  files: 200,
  /** An uploaded zip. */
  zipBytes: 1024 * 1024,
  /** Sections on one template. */
  sectionsPerTemplate: 25,
  themesPerStore: 20,
} as const;

export type ThemeFiles = Record<string, string>;

/** A setting value as stored in settings_data.json. */
const SettingValue = z.union([safeString().max(5000), z.number(), z.boolean()]);
const SectionSettings = z.record(safeString().regex(/^[a-z0-9_]{1,60}$/), SettingValue);
const SectionBlock = z.object({ type: safeString().regex(/^[a-z0-9_-]{1,60}$/), settings: SectionSettings.default({}) });
export const SectionInstanceSchema = z.object({
  type: safeString().regex(/^[a-z0-9_-]{1,60}$/),
  settings: SectionSettings.default({}),
  blocks: z.array(SectionBlock).max(50).default([]),
});
export type SectionInstance = z.infer<typeof SectionInstanceSchema>;
const TemplateSections = z.object({
  sections: z.record(safeString().regex(/^[a-z0-9_-]{1,60}$/), SectionInstanceSchema),
  order: z.array(safeString()).max(THEME_LIMITS.sectionsPerTemplate),
});
export const SettingsDataSchema = z
  .object({
    settings: SectionSettings.default({}),
    templates: z.partialRecord(z.enum(TEMPLATE_NAMES), TemplateSections).default({}),
  })
  .superRefine((data, ctx) => {
    for (const [name, t] of Object.entries(data.templates)) {
      for (const id of t?.order ?? []) {
        if (!t?.sections[id])
          ctx.addIssue({ code: "custom", message: `templates.${name}.order names an unknown section "${id}"`, path: ["templates", name, "order"] });
      }
    }
  });
export type SettingsData = z.infer<typeof SettingsDataSchema>;

const SettingDefinition = z.object({
  id: safeString().regex(/^[a-z0-9_]{1,60}$/),
  type: z.enum(["text", "textarea", "color", "number", "checkbox", "select", "url", "image"]),
  label: safeString().max(200),
  default: SettingValue.optional(),
  options: z.array(z.object({ value: safeString(), label: safeString() })).optional(),
});
export type SettingDefinition = z.infer<typeof SettingDefinition>;
/** config/settings_schema.json: groups of theme-wide settings. */
export const SettingsSchemaSchema = z.array(z.object({ name: safeString().max(100), settings: z.array(SettingDefinition).max(100) })).max(30);
/** A section's {% schema %} JSON. */
export const SectionSchemaSchema = z.object({
  name: safeString().max(100),
  settings: z.array(SettingDefinition).max(100).default([]),
  blocks: z
    .array(z.object({ type: safeString().regex(/^[a-z0-9_-]{1,60}$/), name: safeString().max(100), settings: z.array(SettingDefinition).max(50).default([]) }))
    .max(20)
    .default([]),
  /** The most blocks one instance may hold (the theme editor's add button stops there); at most 50. */
  max_blocks: z.number().int().min(0).max(50).optional(),
  /** Starting points the theme editor offers when a section is added: settings and blocks to begin with. */
  presets: z
    .array(
      z.object({
        name: safeString().max(100),
        settings: SectionSettings.optional(),
        blocks: z.array(SectionBlock).max(50).optional(),
      }),
    )
    .max(10)
    .optional(),
});
export type SectionSchema = z.infer<typeof SectionSchemaSchema>;

export const THEME_MESSAGES = {
  conflict: "This theme was changed by someone else since you opened it. Review the latest version, then save again.",
  deletePublished: "The published theme cannot be deleted. Publish another theme first.",
  tooMany: `A store can keep at most ${THEME_LIMITS.themesPerStore} themes. Delete one first.`,
  zipTooLarge: `The zip is larger than ${THEME_LIMITS.zipBytes / 1024 / 1024} MB.`,
  notZip: "Invalid file type.",
  badZip: "The file is not a readable zip.",
} as const;

const name = safeString().trim().min(1, "Name required").max(100, "Max length is 100");
export const ThemeRenameSchema = z.object({ name, version: z.coerce.number().int().min(1) });
export const ThemeDuplicateSchema = z.object({ name: name.optional() });
export const ThemePublishSchema = z.object({ version: z.coerce.number().int().min(1) });
export const ThemeUploadQuerySchema = z.object({ name: name.optional() });

export interface ThemeSummaryDto {
  _id: string;
  name: string;
  role: "published" | "draft";
  starter: string | null;
  fileCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export interface ThemeDto extends ThemeSummaryDto {
  files: { path: string; bytes: number }[];
}
export interface ThemePublicationDto {
  _id: string;
  themeId: string | null;
  themeName: string;
  themeVersion: number;
  publishedBy: string | null;
  /** Who published, as the admin shows it (their name, else their e-mail); null once the account is gone. */
  publishedByName: string | null;
  publishedAt: string;
}
