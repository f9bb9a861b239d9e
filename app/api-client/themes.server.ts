// Themes API calls (domain/contracts/themes.ts, ADR 068, scope `themes`). Each takes the caller's ApiClients.
import { themeEndpoints as te } from "@domain/contracts/themes";
import type { ThemeDto, ThemePublicationDto, ThemeSummaryDto } from "@domain/themes";
import { call, download } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { ThemeDto, ThemePublicationDto, ThemeSummaryDto };
type Api = Pick<ApiClients, "store">;

/** The published theme first, then drafts newest first (a store without one gets the first starter, published). */
export const listThemes = async (api: Api): Promise<ThemeSummaryDto[]> => (await call(api.store, te.list)).themes;

export const listThemePublications = async (api: Api): Promise<ThemePublicationDto[]> => (await call(api.store, te.publications)).publications;

export const getTheme = async (api: Api, id: string): Promise<ThemeDto> => (await call(api.store, te.get, { params: { id } })).theme;

/** A stale `version` answers 409 with `body.current` (see `conflictingTheme`). */
export const renameTheme = async (api: Api, id: string, name: string, version: number): Promise<ThemeDto> =>
  (await call(api.store, te.rename, { params: { id }, body: { name, version } })).theme;

export const duplicateTheme = async (api: Api, id: string, name?: string): Promise<ThemeDto> =>
  (await call(api.store, te.duplicate, { params: { id }, body: { name } })).theme;

export const publishTheme = async (api: Api, id: string, version: number): Promise<ThemeDto> =>
  (await call(api.store, te.publish, { params: { id }, body: { version } })).theme;

/** A signed storefront path (on `host`) that shows this theme to staff for an hour. */
export const previewTheme = (api: Api, id: string) => call(api.store, te.preview, { params: { id } });

export const deleteTheme = async (api: Api, id: string, version: number): Promise<void> => {
  await call(api.store, te.delete, { params: { id }, query: { version } });
};

/** The zip as the API answers it: a Response to stream on (its Content-Disposition names the file). */
export const downloadTheme = (api: Api, id: string): Promise<Response> => download(api.store, te.download, { params: { id } });

/** A zip already read and checked by the admin, sent as the raw body; a 400 names each refused file in `fieldErrors`. */
export async function uploadTheme(api: Api, zip: Uint8Array, name?: string): Promise<ThemeDto> {
  async function* body() {
    yield zip;
  }
  return (await call(api.store, te.upload, { query: { name }, raw: { body: body(), contentType: "application/zip" } })).theme;
}

/** The theme as saved now, from a 409 answer; null for any other error. */
export function conflictingTheme(error: unknown): ThemeDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const current = (error.body as { current?: unknown } | null)?.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as ThemeDto) : null;
}
