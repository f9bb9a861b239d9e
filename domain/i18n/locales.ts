// The admin's two languages (SPEC §9: default locale vi). Pure: the API, the admin and the enhance script may import it.
export const LOCALES = ["vi", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "vi";

export const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);

/**
 * The first of our locales an `Accept-Language` header names ("vi-VN,vi;q=0.9,en;q=0.8" → vi), by its q order;
 * null when it names neither (the caller decides the default).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.trim().toLowerCase().split("-")[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale) ?? null;
}
