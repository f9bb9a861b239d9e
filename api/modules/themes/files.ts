// Checking a theme's files (an upload, a starter) and its zip form. A theme is accepted whole or not at all: every
// path known, every file within its cap, every Liquid file parsing, the settings JSON validating.
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import {
  REQUIRED_THEME_PATHS,
  SettingsDataSchema,
  SettingsSchemaSchema,
  THEME_LIMITS,
  THEME_MESSAGES,
  THEME_PATH_RE,
  type ThemeFiles,
} from "../../../domain/themes";
import { compileTheme, ThemeTemplateError } from "./liquid";

export type FileErrors = Record<string, string[]>;

function jsonError(source: string, check: (json: unknown) => string | null): string | null {
  try {
    return check(JSON.parse(source));
  } catch {
    return "Not valid JSON";
  }
}

const firstIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? null : `${r.error?.issues[0]?.path.join(".") ?? ""}: ${r.error?.issues[0]?.message ?? "invalid"}`;

/** Every problem of a theme, by path (`files` for the whole); empty when it can be stored. */
export function checkThemeFiles(files: ThemeFiles): FileErrors {
  const errors: FileErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const paths = Object.keys(files);
  if (paths.length > THEME_LIMITS.files) add("files", `A theme has at most ${THEME_LIMITS.files} files.`);
  let total = 0;
  for (const path of paths) {
    const bytes = Buffer.byteLength(files[path] ?? "");
    total += bytes;
    if (!THEME_PATH_RE.test(path)) add(path, "This path is not part of a theme.");
    else if (bytes > THEME_LIMITS.fileBytes) add(path, `The file is larger than ${THEME_LIMITS.fileBytes / 1024} KB.`);
  }
  if (total > THEME_LIMITS.themeBytes) add("files", `The theme is larger than ${THEME_LIMITS.themeBytes / 1024 / 1024} MB.`);
  for (const path of REQUIRED_THEME_PATHS) if (!(path in files)) add(path, "This file is required.");
  const settingsSchema = files["config/settings_schema.json"];
  if (settingsSchema !== undefined) {
    const e = jsonError(settingsSchema, (j) => firstIssue(SettingsSchemaSchema.safeParse(j)));
    if (e) add("config/settings_schema.json", e);
  }
  const settingsData = files["config/settings_data.json"];
  if (settingsData !== undefined) {
    const e = jsonError(settingsData, (j) => {
      const parsed = SettingsDataSchema.safeParse(j);
      if (!parsed.success) return firstIssue(parsed);
      for (const t of Object.values(parsed.data.templates))
        for (const s of Object.values(t?.sections ?? {})) if (!(`sections/${s.type}.liquid` in files)) return `No section file for type "${s.type}"`;
      return null;
    });
    if (e) add("config/settings_data.json", e);
  }
  for (const path of ["locales/vi.json", "locales/en.json", "locales/vi.schema.json", "locales/en.schema.json"]) {
    const source = files[path];
    if (source !== undefined) {
      const e = jsonError(source, (j) => (j && typeof j === "object" && !Array.isArray(j) ? null : "Must be a JSON object"));
      if (e) add(path, e);
    }
  }
  if (Object.keys(errors).length === 0) {
    try {
      compileTheme(files, "/assets");
    } catch (error) {
      if (error instanceof ThemeTemplateError) add(error.path, error.message);
      else add("files", error instanceof Error ? error.message : String(error));
    }
  }
  return errors;
}

/** The theme as a zip, one entry per file. */
export function themeToZip(files: ThemeFiles): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, source]) => [path, strToU8(source)])), { level: 6 });
}

/**
 * The files of an uploaded zip. Entries are checked by their declared size before inflating (a zip bomb is refused
 * unread); directories and macOS metadata are skipped; one folder around everything (`mytheme/layout/…`) is dropped.
 */
export function themeFromZip(bytes: Uint8Array): { files: ThemeFiles } | { errors: FileErrors } {
  if (bytes.byteLength > THEME_LIMITS.zipBytes) return { errors: { file: [THEME_MESSAGES.zipTooLarge] } };
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return { errors: { file: [THEME_MESSAGES.notZip] } };
  const errors: FileErrors = {};
  let entries: Record<string, Uint8Array>;
  let count = 0;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith("/") || file.name.startsWith("__MACOSX/") || /(^|\/)\.DS_Store$/.test(file.name)) return false;
        count += 1;
        if (file.originalSize > THEME_LIMITS.fileBytes) {
          (errors[file.name] ??= []).push(`The file is larger than ${THEME_LIMITS.fileBytes / 1024} KB.`);
          return false;
        }
        return count <= THEME_LIMITS.files;
      },
    });
  } catch {
    return { errors: { file: [THEME_MESSAGES.badZip] } };
  }
  if (count > THEME_LIMITS.files) errors.files = [`A theme has at most ${THEME_LIMITS.files} files.`];
  if (Object.keys(errors).length) return { errors };
  const names = Object.keys(entries);
  const top = names[0]?.split("/")[0];
  const wrapped =
    top &&
    names.every((n) => n.startsWith(`${top}/`)) &&
    !THEME_PATH_RE.test(names[0] ?? "") &&
    !["layout", "templates", "sections", "snippets", "config", "locales", "assets"].includes(top);
  const files: ThemeFiles = {};
  for (const [name, data] of Object.entries(entries)) {
    const path = wrapped ? name.slice(top.length + 1) : name;
    if (data.byteLength > THEME_LIMITS.fileBytes) (errors[path] ??= []).push(`The file is larger than ${THEME_LIMITS.fileBytes / 1024} KB.`);
    files[path] = strFromU8(data);
  }
  if (Object.keys(errors).length) return { errors };
  const problems = checkThemeFiles(files);
  return Object.keys(problems).length ? { errors: problems } : { files };
}
