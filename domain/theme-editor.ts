// The theme editor (issue 12, ADR 071): the model it edits (a theme's settings_data with the schemas that describe
// it) and the strict check a saved draft passes. The storefront renderer is lenient (it cleans what it renders); a
// save is not: every section type, setting and value must be one the theme declares, and a refusal names its path.
import { isImageKey } from "./media";
import type { SectionSchema, SettingDefinition, SettingsData, TemplateName } from "./themes";

export const COLOR_RE = /^#[0-9a-f]{3}([0-9a-f]{3})?([0-9a-f]{2})?$/i;
/** A link a setting may hold: root-relative (not protocol-relative) or http(s). */
export const SETTING_URL_RE = /^(\/(?!\/)|https?:\/\/)/i;
export const SETTING_NUMBER_MAX = 1000;

export interface ThemeSectionType extends SectionSchema {
  type: string;
}

export interface ThemeEditorModel {
  theme: { _id: string; name: string; role: "published" | "draft"; version: number; updatedAt: string };
  /** The templates the theme has files for, in the storefront's order. */
  templates: TemplateName[];
  /** The draft: theme settings and, per template, its sections in order (config/settings_data.json). */
  settingsData: SettingsData;
  /** The section types the theme ships (sections/*.liquid) with their {% schema %}. */
  sectionTypes: ThemeSectionType[];
  /** The theme settings' groups (config/settings_schema.json). */
  themeSettings: { name: string; settings: SettingDefinition[] }[];
}

export const THEME_EDITOR_MESSAGES = {
  unknownType: "Unknown section type",
  unknownSetting: "Unknown setting",
  unknownBlock: "Unknown block type",
  tooManyBlocks: "Too many blocks",
  color: "Must be a colour like #1a2b3c",
  url: "Must be a link starting with / or http(s)://",
  number: "Must be a number from 0 to 1000",
  checkbox: "Must be true or false",
  option: "Must be one of the options",
  text: "Must be text",
  order: "Every section must appear once in the order",
  image: "Must be an image from this store's media or an https:// link",
  imageOtherStore: "This image belongs to another store",
} as const;

/**
 * What an image setting may hold (ADR 074), for one store: empty, one of the store's own media links (local storage's
 * root-relative `/api/media/files/stores/{storeId}/…` or the S3 public URL; `mediaBases` are those prefixes before the
 * key), or any other https link. A media key of ANOTHER store is refused wherever it appears in the link, so a store
 * cannot show (or make the sweep keep) another store's uploads; root-relative paths that are not the store's media,
 * http:, javascript: and the like are not images.
 */
export function imageSettingProblem(value: unknown, store: { storeId: string; mediaBases: readonly string[] }): string | null {
  if (typeof value !== "string") return THEME_EDITOR_MESSAGES.image;
  if (value === "") return null;
  const ownPrefix = `stores/${store.storeId}/`;
  const embedded = /\/media\/(?:files|watermarked)\/(stores\/[^?#]+)/.exec(value)?.[1];
  if (embedded && isImageKey(embedded) && !embedded.startsWith(ownPrefix)) return THEME_EDITOR_MESSAGES.imageOtherStore;
  for (const base of store.mediaBases) {
    if (!value.startsWith(base)) continue;
    const key = value.slice(base.length);
    if (!isImageKey(key)) return THEME_EDITOR_MESSAGES.image;
    return key.startsWith(ownPrefix) ? null : THEME_EDITOR_MESSAGES.imageOtherStore;
  }
  if (!/^https:\/\/[^\s/?#]+/i.test(value) || /\s/.test(value)) return THEME_EDITOR_MESSAGES.image;
  return null;
}

/** How a save checks image settings: per store (the API), or only as a link (no store known). */
export interface DraftCheckOptions {
  image?: (value: unknown) => string | null;
}

export type DraftErrors = Record<string, string[]>;

function checkValue(def: SettingDefinition, value: unknown, opts: DraftCheckOptions): string | null {
  switch (def.type) {
    case "color":
      return typeof value === "string" && (value === "" || COLOR_RE.test(value)) ? null : THEME_EDITOR_MESSAGES.color;
    case "url":
      return typeof value === "string" && (value === "" || SETTING_URL_RE.test(value)) ? null : THEME_EDITOR_MESSAGES.url;
    case "image":
      if (opts.image) return opts.image(value);
      return typeof value === "string" && (value === "" || SETTING_URL_RE.test(value)) ? null : THEME_EDITOR_MESSAGES.url;
    case "number":
      return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= SETTING_NUMBER_MAX ? null : THEME_EDITOR_MESSAGES.number;
    case "checkbox":
      return typeof value === "boolean" ? null : THEME_EDITOR_MESSAGES.checkbox;
    case "select":
      return def.options?.some((o) => o.value === value) ? null : THEME_EDITOR_MESSAGES.option;
    default:
      return typeof value === "string" ? null : THEME_EDITOR_MESSAGES.text;
  }
}

function checkSettings(
  defs: readonly SettingDefinition[],
  values: Record<string, unknown>,
  path: string,
  add: (p: string, m: string) => void,
  opts: DraftCheckOptions,
) {
  const byId = new Map(defs.map((d) => [d.id, d]));
  for (const [id, value] of Object.entries(values)) {
    const def = byId.get(id);
    if (!def) add(`${path}.${id}`, THEME_EDITOR_MESSAGES.unknownSetting);
    else {
      const problem = checkValue(def, value, opts);
      if (problem) add(`${path}.${id}`, problem);
    }
  }
}

/** Every problem of a draft against the theme's schemas, by path (`templates.index.sections.hero.settings.heading`). */
export function checkSettingsDraft(
  draft: SettingsData,
  sectionTypes: ReadonlyMap<string, SectionSchema>,
  themeSettings: readonly SettingDefinition[],
  opts: DraftCheckOptions = {},
): DraftErrors {
  const errors: DraftErrors = {};
  const add = (p: string, m: string) => (errors[p] ??= []).push(m);
  checkSettings(themeSettings, draft.settings, "settings", add, opts);
  for (const [name, template] of Object.entries(draft.templates)) {
    if (!template) continue;
    const base = `templates.${name}`;
    const ids = Object.keys(template.sections);
    if (new Set(template.order).size !== template.order.length || ids.length !== template.order.length || ids.some((id) => !template.order.includes(id)))
      add(`${base}.order`, THEME_EDITOR_MESSAGES.order);
    for (const [id, section] of Object.entries(template.sections)) {
      const at = `${base}.sections.${id}`;
      const schema = sectionTypes.get(section.type);
      if (!schema) {
        add(`${at}.type`, THEME_EDITOR_MESSAGES.unknownType);
        continue;
      }
      checkSettings(schema.settings, section.settings, `${at}.settings`, add, opts);
      if (section.blocks.length > (schema.max_blocks ?? 50)) add(`${at}.blocks`, THEME_EDITOR_MESSAGES.tooManyBlocks);
      section.blocks.forEach((block, i) => {
        const blockSchema = schema.blocks.find((b) => b.type === block.type);
        if (!blockSchema) add(`${at}.blocks.${i}.type`, THEME_EDITOR_MESSAGES.unknownBlock);
        else checkSettings(blockSchema.settings, block.settings, `${at}.blocks.${i}.settings`, add, opts);
      });
    }
  }
  return errors;
}
