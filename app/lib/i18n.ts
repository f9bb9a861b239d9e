// Texts in components: `const t = useT()` (namespace common) or `useT("auth")`; keys are typed (domain/i18n/i18next.d.ts).
// The instance is the request's, handed down by app/entry.server.tsx (and app/entry.client.tsx on a hydrated page).
import { useCallback } from "react";
import { Trans, useTranslation } from "react-i18next";
import { localizeWith } from "@domain/i18n/catalog";
import type { Namespace } from "@domain/i18n/core";
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
