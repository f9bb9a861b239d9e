// The store's settings (domain/contracts/store-settings.ts, scope `settings`; ADRs 054, 056).
import { storeSettingsEndpoints as se } from "@domain/contracts/store-settings";
import type { CheckoutSettingsDto, CheckoutSettingsForm } from "@domain/checkout-settings";
import type { GeneralSettingsDto, GeneralSettingsForm } from "@domain/general-settings";
import type { LegalPoliciesDto, LegalPoliciesForm } from "@domain/legal-policies";
import type { PreferencesDto, PreferencesForm } from "@domain/preferences";
import type { WatermarkDto, WatermarkForm } from "@domain/watermark";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { CheckoutSettingsDto, GeneralSettingsDto, LegalPoliciesDto, PreferencesDto, WatermarkDto };
type Api = Pick<ApiClients, "store">;

export async function getGeneralSettings(api: Api): Promise<GeneralSettingsDto> {
  return (await call(api.store, se.getGeneral)).settings;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingGeneralSettings`); bad input, 400 by field. */
export async function saveGeneralSettings(api: Api, settings: GeneralSettingsForm): Promise<GeneralSettingsDto> {
  return (await call(api.store, se.saveGeneral, { body: { settings } })).settings;
}

/** The settings as saved now, from a 409 answer of saveGeneralSettings; null for any other error. */
export const conflictingGeneralSettings = (error: unknown) => currentOf<GeneralSettingsDto>(error, "standardTimezone");

/** The record in a 409 answer's `current` when it has `key` (a field only that record has); null for any other error. */
function currentOf<T>(error: unknown, key: string): T | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "version" in current && key in current ? (current as T) : null;
}

export async function getCheckoutSettings(api: Api): Promise<CheckoutSettingsDto> {
  return (await call(api.store, se.getCheckout)).settings;
}

export async function saveCheckoutSettings(api: Api, settings: CheckoutSettingsForm): Promise<CheckoutSettingsDto> {
  return (await call(api.store, se.saveCheckout, { body: { settings } })).settings;
}

export async function resetCheckoutSettings(api: Api, version: number): Promise<CheckoutSettingsDto> {
  return (await call(api.store, se.resetCheckout, { body: { settings: { version } } })).settings;
}

export const conflictingCheckoutSettings = (error: unknown) => currentOf<CheckoutSettingsDto>(error, "contactMethod");

/** Operators only (SPEC §2 restricted): anyone else gets 404. */
export async function getLegalPolicies(api: Api): Promise<LegalPoliciesDto> {
  return (await call(api.store, se.getLegal)).settings;
}

export async function saveLegalPolicies(api: Api, settings: LegalPoliciesForm): Promise<LegalPoliciesDto> {
  return (await call(api.store, se.saveLegal, { body: { settings } })).settings;
}

export const conflictingLegalPolicies = (error: unknown) => currentOf<LegalPoliciesDto>(error, "refundPolicy");

export async function getPreferences(api: Api): Promise<PreferencesDto> {
  return (await call(api.store, se.getPreferences)).settings;
}

export async function savePreferences(api: Api, settings: PreferencesForm): Promise<PreferencesDto> {
  return (await call(api.store, se.savePreferences, { body: { settings } })).settings;
}

export const conflictingPreferences = (error: unknown) => currentOf<PreferencesDto>(error, "homeTitle");

export async function getWatermark(api: Api): Promise<WatermarkDto> {
  return (await call(api.store, se.getWatermark)).settings;
}

export async function saveWatermark(api: Api, settings: WatermarkForm): Promise<WatermarkDto> {
  return (await call(api.store, se.saveWatermark, { body: { settings } })).settings;
}

export const conflictingWatermark = (error: unknown) => currentOf<WatermarkDto>(error, "opacity");
