// Texts in components: `const t = useT()` (namespace common) or `useT("auth")`; keys are typed (domain/i18n/i18next.d.ts).
// The instance is the request's, handed down by app/entry.server.tsx (and app/entry.client.tsx on a hydrated page).
import { useCallback } from "react";
import { Trans, useTranslation } from "react-i18next";
import { localizeWith } from "@domain/i18n/catalog";
import { createI18n, type I18n, type Namespace } from "@domain/i18n/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@domain/i18n/locales";

export { Trans };

export function useT<N extends Namespace = "common">(ns?: N) {
  return useTranslation<N>(ns).t;
}

/** The page's language (`<html lang>`). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

// Built once per language: a formatter per call shows in a list page's render time.
const COUNT_FORMATS: Record<Locale, Intl.NumberFormat> = { en: new Intl.NumberFormat("en-US"), vi: new Intl.NumberFormat("vi-VN") };

/** A count grouped the reader's way: 1,250 in en, 1.250 in vi (ADR 034). Loaders and actions pass `requestLocale`'s. */
export const formatCount = (locale: Locale, n: number): string => COUNT_FORMATS[locale].format(n);

/** `formatCount` in the page's language. */
export function useCount(): (n: number) => string {
  const locale = useLocale();
  return useCallback((n: number) => formatCount(locale, n), [locale]);
}

/**
 * Says an English message (SPEC §5/§8, an API answer, a toast) in the page's language (domain/i18n/catalog.ts); one the
 * catalogue does not know is shown as it came.
 */
export function useMessage(): (text: string) => string {
  const { i18n } = useTranslation();
  return useCallback((text: string) => localizeWith(i18n, text), [i18n]);
}

/** The element that carries a hydrated page's texts to the browser (root.tsx writes it, entry.client.tsx reads it). */
export const I18N_DATA_ID = "br-i18n";
export interface I18nPayload {
  locale: Locale;
  resources: Partial<Record<Namespace, unknown>>;
}

/** The namespaces every hydrated page gets: the shell's texts and the catalogue's (validation and API messages). */
export const HYDRATED_NAMESPACES: readonly Namespace[] = ["common", "messages", "fields"];

/** What a hydrated page carries: its language and, of the request's instance, the resources of `namespaces` only. */
export function i18nPayload(i18n: I18n, namespaces: Iterable<Namespace>): I18nPayload {
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return { locale, resources: Object.fromEntries([...new Set(namespaces)].map((ns) => [ns, i18n.getResourceBundle(locale, ns) as unknown])) };
}

/** The page's JSON, safe inside a <script> element. */
export const payloadJson = (payload: I18nPayload): string => JSON.stringify(payload).replace(/</g, "\\u003c");

/** The browser's instance, from the page's payload (null when the page has none: every text then shows its key). */
export function clientI18n(payload: I18nPayload | null): I18n {
  const locale = payload?.locale ?? DEFAULT_LOCALE;
  return createI18n(locale, { resources: { [locale]: payload?.resources ?? {} } });
}
