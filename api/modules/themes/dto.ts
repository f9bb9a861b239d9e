import type { ThemeDto, ThemePublicationDto, ThemeSummaryDto } from "../../../domain/themes";
import type { ThemeRow, ThemeSummaryRow, listPublications } from "./store";

export const toThemeSummaryDto = (row: ThemeSummaryRow): ThemeSummaryDto => ({
  _id: row.id,
  name: row.name,
  role: row.role,
  starter: row.starter,
  fileCount: row.fileCount,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toThemeDto = (row: ThemeRow): ThemeDto => ({
  ...toThemeSummaryDto({ ...row, fileCount: Object.keys(row.files).length }),
  files: Object.entries(row.files)
    .map(([path, source]) => ({ path, bytes: Buffer.byteLength(source) }))
    .sort((a, b) => a.path.localeCompare(b.path)),
});

export const toPublicationDto = (row: Awaited<ReturnType<typeof listPublications>>[number]): ThemePublicationDto => ({
  _id: row.id,
  themeId: row.themeId,
  themeName: row.themeName,
  themeVersion: row.themeVersion,
  publishedBy: row.publishedBy,
  publishedByName: row.publishedByName,
  publishedAt: row.publishedAt.toISOString(),
});
