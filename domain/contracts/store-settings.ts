// The store's settings pages (SPEC §7 Settings), scope `settings` (owners and admins have every scope). Store-scoped:
// there is no id in the path, the `store-id` header names the store. General settings first (ADR 054).
import { z } from "zod/v4";
import { CheckoutSettingsDtoSchema, CheckoutSettingsFormSchema } from "../checkout-settings";
import { GeneralSettingsDtoSchema, GeneralSettingsFormSchema } from "../general-settings";
import { LegalPoliciesDtoSchema, LegalPoliciesFormSchema } from "../legal-policies";
import { PreferencesDtoSchema, PreferencesFormSchema } from "../preferences";
import { WatermarkDtoSchema, WatermarkFormSchema } from "../watermark";
import { defineEndpoint } from "./endpoint";

const scoped = { access: "store", scope: "settings" } as const;
const general = z.object({ settings: GeneralSettingsDtoSchema });
const checkout = z.object({ settings: CheckoutSettingsDtoSchema });
const legal = z.object({ settings: LegalPoliciesDtoSchema });
const preferences = z.object({ settings: PreferencesDtoSchema });
const watermark = z.object({ settings: WatermarkDtoSchema });
// SPEC §2: legal is a restricted screen, so its API admits operators only (404 for everyone else: the calls cannot be told to exist).
const operators = { access: "operator", scope: "settings" } as const;

export const storeSettingsEndpoints = {
  getGeneral: defineEndpoint({
    method: "GET",
    path: "/stores/settings/general",
    ...scoped,
    summary: "The store's general settings: name, contact e-mail and phone, language (vi|en, which sets the currency) and IANA time zone",
    response: general,
  }),
  saveGeneral: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/general",
    ...scoped,
    summary: "Save the general settings against their version (409 `{ current }` when stale); the time zone is kept by its IANA name",
    body: GeneralSettingsFormSchema,
    envelope: { key: "settings", orWhole: true },
    response: general,
  }),
  getCheckout: defineEndpoint({
    method: "GET",
    path: "/stores/settings/checkout",
    ...scoped,
    summary:
      "The checkout options: contact method, each optional address field hidden/optional/required, order notes (the defaults at version 1 until first saved)",
    response: checkout,
  }),
  saveCheckout: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/checkout",
    ...scoped,
    summary: "Save the checkout options against their version (409 `{ current }` when stale); the storefront checkout honours them at once",
    body: CheckoutSettingsFormSchema,
    envelope: { key: "settings", orWhole: true },
    response: checkout,
  }),
  resetCheckout: defineEndpoint({
    method: "POST",
    path: "/stores/settings/checkout",
    ...scoped,
    summary: "Put the checkout options back to the defaults, against their version (`{ settings: { version } }`; 409 `{ current }` when stale)",
    body: z.object({ version: CheckoutSettingsFormSchema.shape.version }),
    envelope: { key: "settings", orWhole: true },
    response: checkout,
  }),
  getLegal: defineEndpoint({
    method: "GET",
    path: "/stores/settings/legal",
    ...operators,
    summary: "The store's refund, privacy, terms-of-service and shipping policies as sanitised HTML (operators only, SPEC §2)",
    response: legal,
  }),
  saveLegal: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/legal",
    ...operators,
    summary: "Save the policies against their version (409 `{ current }` when stale); HTML is cleaned to the description allow-list, so no script survives",
    body: LegalPoliciesFormSchema,
    envelope: { key: "settings", orWhole: true },
    response: legal,
  }),
  getPreferences: defineEndpoint({
    method: "GET",
    path: "/stores/settings/preferences",
    ...scoped,
    summary: "The online store's preferences: home page title and meta description, and the storefront password (ADR 061)",
    response: preferences,
  }),
  savePreferences: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/preferences",
    ...scoped,
    summary: "Save the preferences against their version (409 `{ current }` when stale); a password is needed while protection is on",
    body: PreferencesFormSchema,
    envelope: { key: "settings", orWhole: true },
    response: preferences,
  }),
  getWatermark: defineEndpoint({
    method: "GET",
    path: "/stores/settings/watermark",
    ...scoped,
    summary: "The store's watermark: on or off, its image, position, opacity and size (ADR 061)",
    response: watermark,
  }),
  saveWatermark: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/watermark",
    ...scoped,
    summary:
      "Save the watermark against its version (409 `{ current }` when stale); `imageKey` must be one of this store's uploaded images, checked by its bytes",
    body: WatermarkFormSchema,
    envelope: { key: "settings", orWhole: true },
    response: watermark,
  }),
};
