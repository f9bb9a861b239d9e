// How the reports say their numbers: money in the report's currency (SPEC §9: đ/VND, $/USD), counts and compact axis
// figures the reader's way, percents with 2 decimals.
import { formatMoney, round2 } from "../../../domain/money";
import type { Locale } from "../../../domain/i18n/locales";

export const moneyLanguageOf = (currency: string) => (currency === "USD" ? "en" : "vi");
export const money = (amount: number, currency: string): string => formatMoney(amount, moneyLanguageOf(currency));

const COUNTS: Record<Locale, Intl.NumberFormat> = { en: new Intl.NumberFormat("en-US"), vi: new Intl.NumberFormat("vi-VN") };
const DECIMALS: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  vi: new Intl.NumberFormat("vi-VN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};
const COMPACT: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }),
  vi: new Intl.NumberFormat("vi-VN", { notation: "compact", maximumFractionDigits: 1 }),
};

export const count = (n: number, locale: Locale): string => COUNTS[locale].format(n);
/** Averages (items per order): 2 decimals (SPEC §9). */
export const decimal = (n: number, locale: Locale): string => DECIMALS[locale].format(round2(n));
export const compact = (n: number, locale: Locale): string => COMPACT[locale].format(n);
/** A percent already computed with 2 decimals: "12.50%" / "12,50%". */
export const percent = (p: number, locale: Locale): string => `${DECIMALS[locale].format(round2(p))}%`;

export type Measure = "money" | "count" | "decimal";
export function formatMeasure(n: number, measure: Measure, currency: string, locale: Locale): string {
  return measure === "money" ? money(n, currency) : measure === "decimal" ? decimal(n, locale) : count(n, locale);
}
