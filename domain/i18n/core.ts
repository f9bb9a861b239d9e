// One i18next instance per request (or per mail): a shared instance whose language changes would leak one request's
// language into another's render. Creating one is cheap: the resources are plain objects, read, never copied.
// No resources are imported here, so the browser's bundle (a hydrated page, app/entry.client.tsx) gets only the
// namespaces its page serialized.
import i18next, { type i18n as I18n, type TFunction } from "i18next";
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "./locales";

export type { I18n, TFunction };

/** The namespaces of en/ and vi/ (resources.ts). */
export type Namespace =
  | "common"
  | "auth"
  | "messages"
  | "fields"
  | "mail"
  | "products"
  | "collections"
  | "feeds"
  | "sizeCharts"
  | "redirects"
  | "bulk"
  | "inventory"
  | "csv"
  | "cache"
  | "dashboard"
  | "orders"
  | "customers"
  | "discounts"
  | "orderActions"
  | "abandoned"
  | "orderCreate"
  | "reports"
  | "profit"
  | "settings"
  | "staff"
  | "saleChannels"
  | "billing"
  | "ops"
  | "profile"
  | "notifications"
  | "domains"
  | "pages"
  | "menus"
  | "menuFilters"
  | "themes"
  | "themeEditor";
export type Resources = Partial<Record<Locale, Partial<Record<Namespace, unknown>>>>;

export interface I18nOptions {
  resources: Resources;
  /** Called with `ns:key` for a key the locale lacks: a page's render collects them (app/entry.server.tsx). */
  onMissingKey?: (key: string) => void;
}

export function createI18n(locale: Locale, { resources, onMissingKey }: I18nOptions): I18n {
  const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    supportedLngs: [...LOCALES],
    // No fallback: a key vi lacks must show up (missing-key header, tests), not pass silently as English.
    fallbackLng: false,
    ns: Object.keys(resources[lng] ?? {}),
    defaultNS: "common",
    resources: resources as never,
    initAsync: false,
    // React escapes what it renders; mails escape their HTML themselves (api/modules/auth/mails.ts).
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(onMissingKey),
    missingKeyHandler: onMissingKey ? (_lngs, ns, key) => onMissingKey(`${ns}:${key}`) : undefined,
  });
  return instance;
}
