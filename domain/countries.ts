// SPEC §3 Country: name, dialCode, code (two letters); about 240 entries.
// The data is the npm package countries-list (MIT, maintained: ISO 3166-1 alpha-2 codes, English names, calling codes),
// not a table copied here. Vietnamese names come from the ICU data Node ships (Intl.DisplayNames), so no second list.
import { countries as SOURCE } from "countries-list";
import type { Locale } from "./i18n/locales";

export interface Country {
  /** ISO 3166-1 alpha-2, upper case ("VN"). */
  code: string;
  /** English name (the API's words; `countryName` says it in Vietnamese). */
  name: string;
  /** The international calling code with its plus: "+84". */
  dialCode: string;
}

// A few territories share a calling code with several prefixes; the first listed is the one shown, except Kosovo,
// whose own code since 2017 is +383 (countries-list lists the older shared ones first).
const DIAL_OVERRIDES: Record<string, number> = { XK: 383 };

/** Every country, sorted by English name. */
export const COUNTRIES: readonly Country[] = Object.entries(SOURCE)
  .map(([code, c]) => ({ code, name: c.name, dialCode: `+${DIAL_OVERRIDES[code] ?? c.phone[0]}` }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

/** The country of a two-letter code (any case), or undefined. */
export const findCountry = (code: string | null | undefined): Country | undefined => (code ? BY_CODE.get(code.trim().toUpperCase()) : undefined);

export const isCountryCode = (code: string): boolean => BY_CODE.has(code);

const DISPLAY = new Map<Locale, Intl.DisplayNames | null>();
function displayNames(locale: Locale): Intl.DisplayNames | null {
  if (!DISPLAY.has(locale)) {
    try {
      DISPLAY.set(locale, new Intl.DisplayNames([locale], { type: "region", fallback: "none" }));
    } catch {
      DISPLAY.set(locale, null);
    }
  }
  return DISPLAY.get(locale) ?? null;
}

/** A country's name in `locale`: English from the list, Vietnamese from ICU (the English name where ICU has none). */
export function countryName(code: string, locale: Locale): string {
  const country = findCountry(code);
  if (!country) return code;
  if (locale === "en") return country.name;
  return displayNames(locale)?.of(country.code) ?? country.name;
}

/** The list in `locale`, sorted by the name as that language sorts it. */
export function countriesIn(locale: Locale): Country[] {
  if (locale === "en") return [...COUNTRIES];
  const collator = new Intl.Collator(locale);
  return COUNTRIES.map((c) => ({ ...c, name: countryName(c.code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
}

/** SPEC §9: the settings list of countries is paged 100 at a time. */
export const COUNTRIES_PAGE_LIMIT = 100;
