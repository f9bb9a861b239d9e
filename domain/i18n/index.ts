// The server's entry to i18n (it imports every resource): the API, the admin's server code, tests. Browser code imports
// core.ts and catalog.ts instead.
export { findMessage, localizeWith } from "./catalog";
export type { I18n, Namespace, Resources, TFunction } from "./core";
export { createI18n, fixedT, localizeMessage, localizeMessages } from "./instance";
export { DEFAULT_LOCALE, LOCALES, isLocale, localeFromAcceptLanguage, type Locale } from "./locales";
export { NAMESPACES, en, resources } from "./resources";
