// The theme editor's model and draft (ADR 071): what a theme's files say its settings_data may hold, and the strict
// check a save passes. Pure over a theme row; the routes do the I/O.
import { checkSettingsDraft, type DraftCheckOptions, type DraftErrors, type ThemeEditorModel, type ThemeSectionType } from "../../../domain/theme-editor";
import {
  SettingsDataSchema,
  SettingsSchemaSchema,
  TEMPLATE_NAMES,
  THEME_LIMITS,
  type SectionSchema,
  type SettingDefinition,
  type SettingsData,
  type ThemeFiles,
} from "../../../domain/themes";
import { sectionSchemaOf } from "./liquid";
import type { ThemeRow } from "./store";

const SETTINGS_DATA = "config/settings_data.json";

const parseJson = (source: string | undefined): unknown => {
  try {
    return source ? JSON.parse(source) : undefined;
  } catch {
    return undefined;
  }
};

/** The section types a theme ships, each with its {% schema %} (a section whose schema does not read is left out). */
export function sectionTypesOf(files: ThemeFiles): ThemeSectionType[] {
  const types: ThemeSectionType[] = [];
  for (const [path, source] of Object.entries(files)) {
    const m = /^sections\/([a-z0-9_-]+)\.liquid$/.exec(path);
    if (!m) continue;
    const read = sectionSchemaOf(source);
    if ("schema" in read) types.push({ ...read.schema, type: m[1] ?? "", name: read.schema.name || (m[1] ?? "") });
  }
  return types.sort((a, b) => a.name.localeCompare(b.name));
}

export function themeSettingsOf(files: ThemeFiles) {
  const parsed = SettingsSchemaSchema.safeParse(parseJson(files["config/settings_schema.json"]) ?? []);
  return parsed.success ? parsed.data : [];
}

export function settingsDataOf(files: ThemeFiles): SettingsData {
  const parsed = SettingsDataSchema.safeParse(parseJson(files[SETTINGS_DATA]) ?? {});
  return parsed.success ? parsed.data : { settings: {}, templates: {} };
}

const lookup = (tree: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );

/**
 * The schema's own texts in the admin's language: a label or name written `t:key` (Shopify's convention) is looked up
 * in the theme's locales/{lang}.schema.json, then en's; a key found in neither shows as the key. Plain texts pass.
 */
export function schemaTexts(files: ThemeFiles, lang: "vi" | "en"): (text: string) => string {
  const own = parseJson(files[`locales/${lang}.schema.json`]);
  const en = parseJson(files["locales/en.schema.json"]);
  return (text) => {
    if (!text.startsWith("t:")) return text;
    const found = lookup(own, text.slice(2)) ?? lookup(en, text.slice(2));
    return typeof found === "string" ? found : text.slice(2);
  };
}

function localisedSettings(settings: SettingDefinition[], say: (text: string) => string): SettingDefinition[] {
  return settings.map((d) => ({ ...d, label: say(d.label), ...(d.options ? { options: d.options.map((o) => ({ ...o, label: say(o.label) })) } : {}) }));
}

/** What the editor shows of a theme, its schema's labels in `lang` (the admin's language). */
export function editorModel(row: ThemeRow, lang: "vi" | "en" = "en"): ThemeEditorModel {
  const say = schemaTexts(row.files, lang);
  return {
    theme: { _id: row.id, name: row.name, role: row.role, version: row.version, updatedAt: row.updatedAt.toISOString() },
    templates: TEMPLATE_NAMES.filter((name) => `templates/${name}.liquid` in row.files),
    settingsData: settingsDataOf(row.files),
    sectionTypes: sectionTypesOf(row.files)
      .map((t) => ({
        ...t,
        name: say(t.name),
        settings: localisedSettings(t.settings, say),
        blocks: t.blocks.map((b) => ({ ...b, name: say(b.name), settings: localisedSettings(b.settings, say) })),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, lang)),
    themeSettings: themeSettingsOf(row.files).map((g) => ({ name: say(g.name), settings: localisedSettings(g.settings, say) })),
  };
}

/** The theme's files with the draft as its settings_data, or the draft's problems by path (`settingsData.…`). */
export function applyDraft(files: ThemeFiles, draft: SettingsData, opts: DraftCheckOptions = {}): { files: ThemeFiles } | { errors: DraftErrors } {
  const types = new Map<string, SectionSchema>(sectionTypesOf(files).map((t) => [t.type, t]));
  const found = checkSettingsDraft(
    draft,
    types,
    themeSettingsOf(files).flatMap((g) => g.settings),
    opts,
  );
  const errors: DraftErrors = Object.fromEntries(Object.entries(found).map(([path, messages]) => [`settingsData.${path}`, messages]));
  for (const name of Object.keys(draft.templates))
    if (!(`templates/${name}.liquid` in files)) errors[`settingsData.templates.${name}`] = ["This theme has no such template"];
  const source = JSON.stringify(draft, null, 2);
  if (Buffer.byteLength(source) > THEME_LIMITS.fileBytes) errors.settingsData = [`The file is larger than ${THEME_LIMITS.fileBytes / 1024} KB.`];
  if (Object.keys(errors).length) return { errors };
  return { files: { ...files, [SETTINGS_DATA]: source } };
}
