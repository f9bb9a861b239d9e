// The store's settings (domain/contracts/store-settings.ts, scope `settings`; ADR 054).
import { storeSettingsEndpoints as se } from "@domain/contracts/store-settings";
import type { GeneralSettingsDto, GeneralSettingsForm } from "@domain/general-settings";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { GeneralSettingsDto };
type Api = Pick<ApiClients, "store">;

export async function getGeneralSettings(api: Api): Promise<GeneralSettingsDto> {
  return (await call(api.store, se.getGeneral)).settings;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingGeneralSettings`); bad input, 400 by field. */
export async function saveGeneralSettings(api: Api, settings: GeneralSettingsForm): Promise<GeneralSettingsDto> {
  return (await call(api.store, se.saveGeneral, { body: { settings } })).settings;
}

/** The settings as saved now, from a 409 answer of saveGeneralSettings; null for any other error. */
export function conflictingGeneralSettings(error: unknown): GeneralSettingsDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "version" in current && "standardTimezone" in current ? (current as GeneralSettingsDto) : null;
}
