// The theme editor's model and draft (ADR 071): what a theme's files say its settings_data may hold, and the strict
// check a save passes. Pure over a theme row; the routes do the I/O.
import { checkSettingsDraft, type DraftCheckOptions, type DraftErrors, type ThemeEditorModel, type ThemeSectionType } from "../../../domain/theme-editor";
import {
  SettingsDataSchema,
  SettingsSchemaSchema,
  TEMPLATE_NAMES,
  THEME_LIMITS,
  type SectionSchema,
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

export function editorModel(row: ThemeRow): ThemeEditorModel {
  return {
    theme: { _id: row.id, name: row.name, role: row.role, version: row.version, updatedAt: row.updatedAt.toISOString() },
    templates: TEMPLATE_NAMES.filter((name) => `templates/${name}.liquid` in row.files),
    settingsData: settingsDataOf(row.files),
    sectionTypes: sectionTypesOf(row.files),
    themeSettings: themeSettingsOf(row.files),
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
