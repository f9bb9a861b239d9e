// SPEC §9: language vi gives the sign đ and VND; en gives $ and USD; the default locale is vi.
export type StoreLanguage = "vi" | "en";
export const DEFAULT_LANGUAGE: StoreLanguage = "vi";

export const CURRENCY: Record<StoreLanguage, { code: "VND" | "USD"; sign: string }> = {
  vi: { code: "VND", sign: "đ" },
  en: { code: "USD", sign: "$" },
};

/** Money and averages are rounded to 2 decimals (SPEC §9). */
export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

// Built once: an Intl.NumberFormat per call cost 2 ms per products list page (100 prices), a fifth of its render.
const VI_MONEY = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 2 });
const EN_MONEY = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1.250.000 đ" in vi, "$1,250.00" in en. VND has no minor unit in practice, so vi shows decimals only when present. */
export function formatMoney(amount: number, language: StoreLanguage = DEFAULT_LANGUAGE): string {
  const value = round2(amount);
  if (language === "vi") return `${VI_MONEY.format(value)} ${CURRENCY.vi.sign}`;
  const text = EN_MONEY.format(Math.abs(value));
  return `${value < 0 ? "-" : ""}${CURRENCY.en.sign}${text}`;
}

/** Conversion rate as a percent with 2 decimals. */
export function formatPercent(ratio: number): string {
  return `${round2(ratio * 100).toFixed(2)}%`;
}
