// The store's settings pages (SPEC §7 Settings), scope `settings` (owners and admins have every scope). Store-scoped:
// there is no id in the path, the `store-id` header names the store. General settings first (ADR 054).
import { z } from "zod/v4";
import { GeneralSettingsDtoSchema, GeneralSettingsFormSchema } from "../general-settings";
import { defineEndpoint } from "./endpoint";

const scoped = { access: "store", scope: "settings" } as const;
const general = z.object({ settings: GeneralSettingsDtoSchema });

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
};
