// Shipping zones and taxes (issue 11, ADR 059). SPEC §7 names no calls for them: these paths sit beside the other
// settings calls. Store-scoped by the `store-id` header; zones need scope `settings`, taxes also an operator (SPEC §2's
// navigation guard: taxes is a restricted screen, and everyone else gets 404 from the API as from the screen).
import { z } from "zod/v4";
import { ShippingZoneDtoSchema, ShippingZoneFormSchema } from "../shipping-zones";
import { CountryTaxDtoSchema, CountryTaxFormSchema, TaxSettingsDtoSchema, TaxSettingsFormSchema } from "../tax-settings";
import { safeString } from "../validation";
import { defineEndpoint, ids, MessageSchema } from "./endpoint";

const scoped = { access: "store", scope: "settings" } as const;
const operators = { access: "operator", scope: "settings" } as const;
const zone = z.object({ zone: ShippingZoneDtoSchema });
// Any text: the API answers 404 for what names no country ("VNM", "ZZ"), as for an unknown id.
const countryParam = z.object({ countryCode: safeString().max(64) });

export const shippingZoneEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/stores/settings/shipping-zones",
    ...scoped,
    summary: "The store's shipping zones, oldest first, with their countries and rates",
    response: z.object({ zones: z.array(ShippingZoneDtoSchema) }),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/stores/settings/shipping-zones/:id",
    ...scoped,
    summary: "One shipping zone",
    params: ids("id"),
    response: zone,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/stores/settings/shipping-zones",
    ...scoped,
    status: 201,
    summary: "Create a zone: a name, its countries (each in one zone of the store only) and its rates",
    body: ShippingZoneFormSchema,
    envelope: { key: "zone", orWhole: true },
    response: zone,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/shipping-zones/:id",
    ...scoped,
    summary: "Save a zone against its version (409 `{ current }` when stale); rates keep their ids",
    params: ids("id"),
    body: ShippingZoneFormSchema,
    envelope: { key: "zone", orWhole: true },
    response: zone,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/stores/settings/shipping-zones/:id",
    ...scoped,
    summary: "Delete a zone; its countries are shipped to by no zone afterwards",
    params: ids("id"),
    response: MessageSchema,
  }),
};

export const taxEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/stores/settings/taxes",
    ...operators,
    summary: "The store's tax switch (prices include tax or not) and its countries' rates (operators only)",
    response: z.object({ settings: TaxSettingsDtoSchema, countries: z.array(CountryTaxDtoSchema) }),
  }),
  saveSettings: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/taxes",
    ...operators,
    summary: "Save whether prices include tax, against the version (409 `{ current }` when stale)",
    body: TaxSettingsFormSchema,
    envelope: { key: "settings", orWhole: true },
    response: z.object({ settings: TaxSettingsDtoSchema }),
  }),
  getCountry: defineEndpoint({
    method: "GET",
    path: "/stores/settings/taxes/:countryCode",
    ...operators,
    summary: "A country's rate and region overrides; a country without a rate answers rate 0, version 0",
    params: countryParam,
    response: z.object({ tax: CountryTaxDtoSchema }),
  }),
  saveCountry: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/taxes/:countryCode",
    ...operators,
    summary: "Save a country's rate and regions: without `version` it is new (409 when it exists), with it an update (409 when stale)",
    params: countryParam,
    body: CountryTaxFormSchema,
    envelope: { key: "tax", orWhole: true },
    response: z.object({ tax: CountryTaxDtoSchema }),
  }),
  deleteCountry: defineEndpoint({
    method: "DELETE",
    path: "/stores/settings/taxes/:countryCode",
    ...operators,
    summary: "Remove a country's rate (its orders are taxed nothing afterwards)",
    params: countryParam,
    response: MessageSchema,
  }),
};
