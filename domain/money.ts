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

// Orders, refunds and discounts count money in integer minor units of the order's currency (ADR 035): a đồng, a cent.
// Never floats: 0.1 + 0.2 is not 0.3, and a refund must give back exactly what was taken.
export type CurrencyCode = (typeof CURRENCY)[StoreLanguage]["code"];

/** Digits after the point (ISO 4217): VND has none, USD two. */
export const MINOR_DIGITS: Record<CurrencyCode, number> = { VND: 0, USD: 2 };

/** The store's currency (SPEC §9: its language gives it). */
export const currencyOf = (language: string | null | undefined): CurrencyCode => CURRENCY[language === "en" ? "en" : "vi"].code;

/** A price as stored on a variant (numeric, read as a number) in minor units, rounded half away from zero. */
export function toMinor(amount: number, currency: CurrencyCode): number {
  const scaled = amount * 10 ** MINOR_DIGITS[currency];
  return Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-7);
}

/** Minor units back to the currency's amount, for display and for the API's numbers. */
export const fromMinor = (minor: number, currency: CurrencyCode): number => minor / 10 ** MINOR_DIGITS[currency];

/**
 * `total` minor units split in proportion to `weights`, in whole units that add up to `total` exactly (largest
 * remainder; ties go to the earlier weight). An order discount spread over its lines, so a refund of one line gives
 * back that line's share and the shares of all lines are the discount.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total)) throw new RangeError(`allocate: ${total} is not a whole number of minor units`);
  const sum = weights.reduce((a, w) => a + w, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((x) => Math.trunc(x));
  let left = total - shares.reduce((a, s) => a + s, 0);
  const step = Math.sign(left);
  const order = exact.map((x, i) => ({ i, rest: Math.abs(x - shares[i]!) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left !== 0; k = (k + 1) % order.length) {
    shares[order[k]!.i]! += step;
    left -= step;
  }
  return shares;
}

// Amounts typed by people ------------------------------------------------------------------------------------------

/** Why a typed amount was refused: not an amount at all, or written in a way the currency does not read unambiguously. */
export const MONEY_INPUT_MESSAGES = {
  notNumber: "Amount must be a number, 0 or more",
  VND: "Write a whole number of đồng, like 30000 or 30.000",
  USD: "Write the amount like 1234.56 or 1,234.56",
} as const;

export type ParsedMoney = { ok: true; minor: number } | { ok: false; message: string };

// The currency's sign or code, before or after the figures, as formatMoney writes it ("30.000 đ", "$1,234.56").
const MONEY_SIGNS: Record<CurrencyCode, RegExp> = {
  VND: /^(?:đ|₫|vnd)\s*|\s*(?:đ|₫|vnd)$/giu,
  USD: /^(?:\$|usd)\s*|\s*(?:\$|usd)$/gi,
};
const USD_RE = /^(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * An amount as a person types it in the order's currency, in minor units (never through a float). VND has no decimals,
 * and ".", "," or a space group its thousands ("30.000", "30,000", "30 000": the way formatMoney shows 30.000 đ); USD
 * takes "1234.56" and "1,234.56". Anything else that could be read two ways ("1.234" in USD, "30,5" in VND) is refused
 * with a message saying how to write it, never guessed. Blank is not an amount: callers decide what it means.
 */
export function parseMoneyInput(text: string, currency: CurrencyCode): ParsedMoney {
  const notNumber = { ok: false as const, message: MONEY_INPUT_MESSAGES.notNumber };
  const format = { ok: false as const, message: MONEY_INPUT_MESSAGES[currency] };
  const s = text
    .normalize("NFC")
    .replace(/[\u00a0\u202f]/g, " ")
    .trim()
    .replace(MONEY_SIGNS[currency], "")
    .trim()
    .replace(/\s+/g, " ");
  if (!/\d/.test(s) || !/^[\d., ]+$/.test(s)) return notNumber;
  let minor: number;
  if (currency === "VND") {
    const separators = new Set(s.replace(/\d/g, ""));
    if (separators.size > 1) return format;
    const groups = separators.size === 0 ? [s] : s.split([...separators][0]!);
    if (groups.length > 1 && !(/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g)))) return format;
    minor = Number(groups.join(""));
  } else {
    const match = USD_RE.exec(s);
    if (!match) return format;
    minor = Number(match[1]!.replace(/,/g, "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  }
  return Number.isSafeInteger(minor) ? { ok: true, minor } : notNumber;
}

/**
 * A money field as typed (`label` names it in the message): its amount in the currency's major units, or the message
 * for the field. Not an amount at all says "{label} must be a number"; a figure the currency reads two ways says how
 * to write it. Blank is the caller's to decide (required, or empty).
 */
export function readMoneyField(text: string, currency: CurrencyCode, label: string): { ok: true; amount: number } | { ok: false; message: string } {
  const parsed = parseMoneyInput(text, currency);
  if (parsed.ok) return { ok: true, amount: fromMinor(parsed.minor, currency) };
  return { ok: false, message: parsed.message === MONEY_INPUT_MESSAGES.notNumber ? `${label} must be a number` : parsed.message };
}
