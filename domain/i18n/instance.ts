// Server side (the API, the admin's server): instances over every namespace.
import { createI18n as createWith, type I18n, type Namespace, type TFunction } from "./core";
import { localizeWith } from "./catalog";
import { translatorOf } from "./reader";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { resources } from "./resources";

/** A request's instance, over every namespace. */
export const createI18n = (locale: Locale, onMissingKey?: (key: string) => void): I18n => createWith(locale, { resources, onMissingKey });

// Instances behind fixedT: one per locale, never switched to another language, so nothing in them changes per request.
const fixedInstances = new Map<Locale, I18n>();

function fixedInstance(locale: Locale): I18n {
  const lng = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let instance = fixedInstances.get(lng);
  if (!instance) fixedInstances.set(lng, (instance = createI18n(lng)));
  return instance;
}

/** A plain `t` for one locale, for code outside React: actions' toasts, the API's messages, mails. */
export function fixedT<N extends Namespace = "common">(locale: Locale, ns?: N): TFunction<N> {
  return fixedInstance(locale).getFixedT(locale, ns ?? ("common" as N));
}

/** An English message (SPEC §5/§8, the API's) in `locale` (catalog.ts); one it does not know stays as it is. */
export const localizeMessage = (text: string, locale: Locale): string => localizeWith(translatorOf(fixedInstance(locale)), text);
export const localizeMessages = (texts: readonly string[], locale: Locale): string[] => texts.map((text) => localizeMessage(text, locale));
