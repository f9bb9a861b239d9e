// Shipping zones, taxes and the settings' country list (domain/contracts/shipping-taxes.ts, countries.ts; ADR 059).
import { countryEndpoints } from "@domain/contracts/countries";
import { shippingZoneEndpoints as sz, taxEndpoints as te } from "@domain/contracts/shipping-taxes";
import type { ShippingZoneDto, ShippingZoneForm } from "@domain/shipping-zones";
import type { CountryTaxDto, CountryTaxForm, TaxSettingsDto, TaxSettingsForm } from "@domain/tax-settings";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { CountryTaxDto, ShippingZoneDto, TaxSettingsDto };
type Api = Pick<ApiClients, "store">;

export const listShippingZones = async (api: Api) => (await call(api.store, sz.list)).zones;
export const getShippingZone = async (api: Api, id: string) => (await call(api.store, sz.get, { params: { id } })).zone;
export const createShippingZone = async (api: Api, zone: ShippingZoneForm) => (await call(api.store, sz.create, { body: { zone } })).zone;
export const updateShippingZone = async (api: Api, id: string, zone: ShippingZoneForm) =>
  (await call(api.store, sz.update, { params: { id }, body: { zone } })).zone;
export const deleteShippingZone = (api: Api, id: string) => call(api.store, sz.delete, { params: { id } });

/** One page (at most 100, SPEC §9) of the countries matching `search`, named in the admin's language. */
export const searchCountries = (api: Api, search: string, page: number) =>
  call(api.store, countryEndpoints.settingsList, { query: { search, page: String(page), limit: "100" } });

export const listTaxes = (api: Api) => call(api.store, te.list);
export const saveTaxSettings = async (api: Api, settings: TaxSettingsForm) => (await call(api.store, te.saveSettings, { body: { settings } })).settings;
export const getCountryTax = async (api: Api, countryCode: string) => (await call(api.store, te.getCountry, { params: { countryCode } })).tax;
export const saveCountryTax = async (api: Api, countryCode: string, tax: CountryTaxForm) =>
  (await call(api.store, te.saveCountry, { params: { countryCode }, body: { tax } })).tax;
export const deleteCountryTax = (api: Api, countryCode: string) => call(api.store, te.deleteCountry, { params: { countryCode } });

/** The record saved now, from a 409 answer carrying `current` (with `versionKey` to recognise it); null otherwise. */
export function conflictingRecord<T>(error: unknown): T | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = (body as { current: unknown }).current;
  return current && typeof current === "object" && "version" in current ? (current as T) : null;
}
