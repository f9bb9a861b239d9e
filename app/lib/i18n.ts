// Texts in components: `const t = useT()` (namespace common) or `useT("auth")`; keys are typed (domain/i18n/i18next.d.ts).
// The translator is the request's i18next instance on the server (app/entry.server.tsx) and, on a hydrated page, a
// reader over the texts the page carried (app/entry.client.tsx): the browser bundles no i18next (ADR 034, ADR 033).
import {
  Fragment,
  cloneElement,
  createContext,
  createElement,
  isValidElement,
  useCallback,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from "react";
import type { ParseKeys, TFunction } from "i18next";
import { localizeWith } from "@domain/i18n/catalog";
import type { Namespace } from "@domain/i18n/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@domain/i18n/locales";
import { createReader, type Translator } from "@domain/i18n/reader";

const I18nContext = createContext<Translator | null>(null);

/** Hands a render its translator (entry.server.tsx, entry.client.tsx). */
export function I18nProvider({ translator, children }: { translator: Translator; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: translator }, children);
}

/** The render's translator (the root's payload script reads its resources). */
export function useTranslator(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error("No I18nProvider above this component");
  return translator;
}

export function useT<N extends Namespace = "common">(ns?: N): TFunction<N> {
  const translator = useTranslator();
  return useMemo(() => ((key: string, options?: object) => translator.t(key, { ns: ns ?? "common", ...options })) as unknown as TFunction<N>, [translator, ns]);
}

/** The page's language (`<html lang>`). */
export function useLocale(): Locale {
  const { language } = useTranslator();
  return isLocale(language) ? language : DEFAULT_LOCALE;
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
  const translator = useTranslator();
  return useCallback((text: string) => localizeWith(translator, text), [translator]);
}

interface TransProps<N extends Namespace> {
  t: TFunction<N>;
  i18nKey: ParseKeys<N>;
  values?: Record<string, unknown>;
  /** The elements a text's tags stand for: "Sent to <strong>{{email}}</strong>" with `{ strong: <strong /> }`. */
  components?: Record<string, ReactElement>;
}

/** A text with markup in it: its `<name>…</name>` and `<name/>` tags become the given elements; other text stays text. */
export function Trans<N extends Namespace>({ t, i18nKey, values, components = {} }: TransProps<N>) {
  const text = (t as unknown as (key: string, options?: object) => string)(i18nKey as string, values);
  return createElement(Fragment, null, ...withElements(text, components));
}

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, selfClosing, name, inner] = match;
    const element = components[selfClosing ?? name!];
    if (!isValidElement(element)) continue;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = nodes.length;
    nodes.push(selfClosing ? cloneElement(element, { key }) : cloneElement(element, { key }, ...withElements(inner!, components)));
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** The element that carries a hydrated page's texts to the browser (root.tsx writes it, entry.client.tsx reads it). */
export const I18N_DATA_ID = "br-i18n";
export interface I18nPayload {
  locale: Locale;
  resources: Partial<Record<Namespace, unknown>>;
}

/** The namespaces every hydrated page gets: the shell's texts and the catalogue's (validation and API messages). */
export const HYDRATED_NAMESPACES: readonly Namespace[] = ["common", "messages", "fields"];

/** What a hydrated page carries: its language and, of the request's translator, the resources of `namespaces` only. */
export function i18nPayload(translator: Translator, namespaces: Iterable<Namespace>): I18nPayload {
  const locale = isLocale(translator.language) ? translator.language : DEFAULT_LOCALE;
  return { locale, resources: Object.fromEntries([...new Set(namespaces)].map((ns) => [ns, translator.bundle(ns)])) };
}

/** The page's JSON, safe inside a <script> element. */
export const payloadJson = (payload: I18nPayload): string => JSON.stringify(payload).replace(/</g, "\\u003c");

/** The browser's translator, from the page's payload (none: every text then shows its key). */
export function clientTranslator(payload: I18nPayload | null): Translator {
  return createReader(payload?.locale ?? DEFAULT_LOCALE, payload?.resources ?? {});
}
