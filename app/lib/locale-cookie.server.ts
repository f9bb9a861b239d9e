// The user's choice of language (routes/language sets it; ADR 034).
import { isLocale, type Locale } from "@domain/i18n/locales";

/** Not signed: a language is no secret, and a forged one harms no one but the person who forged it. */
export const LOCALE_COOKIE = "br_lang";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language the user chose with the switcher, if any. */
export function chosenLocale(request: Request): Locale | null {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

export function localeCookieHeader(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
