// The themes library's forms (ARCHITECTURE rule 3: one schema per form), built on the API's own bodies
// (domain/themes.ts) plus the theme each row's form is about.
import { z } from "zod/v4";
import { THEME_LIMITS, THEME_MESSAGES, ThemePublishSchema, ThemeRenameSchema, ThemeUploadQuerySchema } from "@domain/themes";
import { safeString } from "@domain/validation";

const themeId = safeString().trim().min(1).max(100);

/** Rename (the dialog's name, against the version the merchant saw). */
export const RenameThemeFormSchema = ThemeRenameSchema.extend({ themeId });
/** Publish and delete: a theme against its version. */
export const ThemeVersionFormSchema = ThemePublishSchema.extend({ themeId });
/** Duplicate: just the theme. */
export const ThemeIdFormSchema = z.object({ themeId });
/** Upload's name field (empty: the file's name); the file itself is checked by `checkThemeZip`. */
export const UploadThemeFormSchema = ThemeUploadQuerySchema;

export const THEME_ZIP_ACCEPT = ".zip,application/zip,application/x-zip-compressed";
const ZIP_TYPES = new Set(["application/zip", "application/x-zip-compressed", "application/x-zip", "multipart/x-zip"]);

/**
 * What the admin checks of an uploaded file before the API reads it: a .zip (by name, or by type when a browser names
 * it oddly), not empty, within the API's cap, in the API's own words (the catalogue translates them).
 */
export function checkThemeZip(file: { name: string; type: string; size: number; tooLarge: boolean }): string | null {
  const isZip = /\.zip$/i.test(file.name) || ZIP_TYPES.has(file.type.toLowerCase());
  if (!isZip) return THEME_MESSAGES.notZip;
  if (file.tooLarge || file.size > THEME_LIMITS.zipBytes) return THEME_MESSAGES.zipTooLarge;
  if (file.size === 0) return THEME_MESSAGES.badZip;
  return null;
}

/** The name an upload gets when the field is empty: the file's, without `.zip`, cut to the name's 100 characters. */
export const nameFromFile = (fileName: string) =>
  fileName
    .replace(/^.*[\\/]/, "")
    .replace(/\.zip$/i, "")
    .trim()
    .slice(0, 100);
