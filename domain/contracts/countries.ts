// SPEC §3 Country and its two calls (SPEC §7): the storefront's public list, and the settings list paged 100 at a time
// (SPEC §9). The data is domain/countries.ts; a name is said in the caller's Accept-Language (English by default).
import { z } from "zod/v4";
import { COUNTRIES_PAGE_LIMIT, type Country } from "../countries";
import { safeString, TEXT_MAX, messages } from "../validation";
import { defineEndpoint, paged } from "./endpoint";
import { sameShape } from "./type-check";

export const CountryDtoSchema = z.object({ name: safeString(), dialCode: safeString(), code: safeString() });
sameShape<z.infer<typeof CountryDtoSchema>, Country>(true);

export const CountriesQuerySchema = z.object({
  /** A name, a code or a dial code ("viet", "VN", "+84"). */
  search: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX)).optional()),
  page: z.coerce.number().int().min(1).max(100).default(1),
  limit: z.coerce.number().int().min(1).max(COUNTRIES_PAGE_LIMIT, messages.maxLength(COUNTRIES_PAGE_LIMIT)).default(COUNTRIES_PAGE_LIMIT),
});

export const countryEndpoints = {
  publicList: defineEndpoint({
    method: "GET",
    path: "/stores/public/countries",
    access: "public",
    summary: "Every country (SPEC §3: name, dialCode, code), for a storefront's address form",
    response: z.object({ countries: z.array(CountryDtoSchema) }),
  }),
  settingsList: defineEndpoint({
    method: "GET",
    path: "/stores/settings/countries",
    access: "store",
    scope: "settings",
    summary: "Countries, searched and paged (SPEC §9: at most 100 a page), for the settings' country selector",
    query: CountriesQuerySchema,
    response: paged({ countries: z.array(CountryDtoSchema) }),
  }),
};
