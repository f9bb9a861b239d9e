// Counts said the reader's way (ADR 034): 1,250 in English, 1.250 in Vietnamese. Texts take the number formatted
// ({{n}}) and, for their plural form, the number itself (count): the browser's reader of a hydrated page formats nothing.
import type { Locale } from "./locales";

// Built once per language: a formatter per call shows in a list's render time.
const FORMATS: Record<Locale, Intl.NumberFormat> = { en: new Intl.NumberFormat("en-US"), vi: new Intl.NumberFormat("vi-VN") };

export const formatCount = (n: number, locale: Locale): string => FORMATS[locale].format(n);
