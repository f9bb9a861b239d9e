// Shipping zones (issue 11, ADR 059): a store's countries grouped in zones, each with rates by order subtotal or by
// total weight. One schema for the admin's form and the API's body; the checkout's choice of rates is `ratesFor`.
// Pure: no I/O. Prices are the store currency's amounts on the wire and integer minor units in `ratesFor`.
import { z } from "zod/v4";
import { isCountryCode } from "./countries";
import { toMinor, type CurrencyCode } from "./money";
import { messages, requiredText, safeString } from "./validation";

export const SHIPPING_ZONES_MAX = 100;
export const ZONE_RATES_MAX = 20;
export const ZONE_COUNTRIES_MAX = 250;
/** A rate's amounts: a price up to 1e9 (either currency), a weight up to 100 t. */
export const RATE_PRICE_MAX = 1_000_000_000;
export const RATE_WEIGHT_MAX_KG = 100_000;

export const RATE_CONDITIONS = ["none", "price", "weight"] as const;
export type RateCondition = (typeof RATE_CONDITIONS)[number];

// The API's words (English; domain/i18n/*/messages.ts says them in Vietnamese).
export const SHIPPING_MESSAGES = {
  countriesRequired: "Choose at least one country",
  countryUnknown: "Choose a country",
  countryTaken: "{{country}} is already in the zone {{zone}}",
  ratesRequired: "Add at least one rate",
  condition: "Condition is none, price or weight",
  amount: "Enter a number of 0 or more",
  range: "The maximum must be at least the minimum",
  noZone: "We do not ship to this country",
  conflict: "This shipping zone was changed by someone else since you opened it. Review it, then save again.",
} as const;

export const countryTakenMessage = (country: string, zone: string) => SHIPPING_MESSAGES.countryTaken.replace("{{country}}", country).replace("{{zone}}", zone);

/** A number typed in a form ("12.5") or sent as JSON, 0 or more; blank is `blank` (0) or null (no upper end). */
const typedNumber = (v: unknown, blank: number | null) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? blank : typeof v === "string" ? Number(v.trim().replace(",", ".")) : v;
const positive = (max: number) =>
  z.number({ error: SHIPPING_MESSAGES.amount }).finite(SHIPPING_MESSAGES.amount).min(0, SHIPPING_MESSAGES.amount).max(max, messages.maxLength(max));
const amount = (max: number) => z.preprocess((v) => typedNumber(v, 0), positive(max));
const upperEnd = (max: number) => z.preprocess((v) => typedNumber(v, null), positive(max).nullable());

/**
 * One rate: a name, a price (0 is free), and when it is offered: always (`none`), for an order subtotal from `min` to
 * `max` (`price`, the store's currency), or for a total weight from `min` to `max` kilograms (`weight`). Both ends are
 * included; a blank `max` has no upper end. "Free shipping over X" is a price rate of 0 with `min` X.
 */
export const ShippingRateFormSchema = z
  .object({
    id: z.preprocess((v) => (v === "" ? undefined : v), safeString().max(64).optional()),
    name: requiredText("Rate name", { max: 100 }),
    price: amount(RATE_PRICE_MAX),
    condition: z.preprocess((v) => v || "none", z.enum(RATE_CONDITIONS, { error: SHIPPING_MESSAGES.condition })),
    min: amount(RATE_PRICE_MAX),
    max: upperEnd(RATE_PRICE_MAX),
  })
  .superRefine((rate, ctx) => {
    if (rate.condition === "weight") {
      if (rate.min > RATE_WEIGHT_MAX_KG) ctx.addIssue({ code: "custom", path: ["min"], message: messages.maxLength(RATE_WEIGHT_MAX_KG) });
      if (rate.max !== null && rate.max > RATE_WEIGHT_MAX_KG) ctx.addIssue({ code: "custom", path: ["max"], message: messages.maxLength(RATE_WEIGHT_MAX_KG) });
    }
    if (rate.max !== null && rate.max < rate.min) ctx.addIssue({ code: "custom", path: ["max"], message: SHIPPING_MESSAGES.range });
  });
export type ShippingRateForm = z.output<typeof ShippingRateFormSchema>;

/** Country codes, upper-cased, each once; a form sends one `countries` field per chosen country. */
const countries = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(
      z.preprocess((c) => (typeof c === "string" ? c.trim().toUpperCase() : c), safeString().refine(isCountryCode, SHIPPING_MESSAGES.countryUnknown)),
      {
        error: SHIPPING_MESSAGES.countriesRequired,
      },
    )
    .min(1, SHIPPING_MESSAGES.countriesRequired)
    .max(ZONE_COUNTRIES_MAX, messages.maxLength(ZONE_COUNTRIES_MAX))
    .transform((codes) => [...new Set(codes)]),
);

/** The zone form and the body of POST/PUT /stores/settings/shipping-zones (inside `zone`); `version` for an update. */
export const ShippingZoneFormSchema = z.object({
  name: requiredText("Zone name", { max: 100 }),
  countries,
  rates: z.preprocess(
    (v) => v ?? [],
    z
      .array(ShippingRateFormSchema, { error: SHIPPING_MESSAGES.ratesRequired })
      .min(1, SHIPPING_MESSAGES.ratesRequired)
      .max(ZONE_RATES_MAX, messages.maxLength(ZONE_RATES_MAX)),
  ),
  version: z.preprocess((v) => (v === "" || v === undefined || v === null ? undefined : v), z.coerce.number().int().min(1).optional()),
});
export type ShippingZoneForm = z.output<typeof ShippingZoneFormSchema>;

export const ShippingRateDtoSchema = z.object({
  id: safeString(),
  name: safeString(),
  price: z.number(),
  condition: z.enum(RATE_CONDITIONS),
  min: z.number(),
  max: z.number().nullable(),
});
export type ShippingZoneRateDto = z.infer<typeof ShippingRateDtoSchema>;

export const ShippingZoneDtoSchema = z.object({
  _id: safeString(),
  name: safeString(),
  countries: z.array(safeString()),
  rates: z.array(ShippingRateDtoSchema),
  version: z.number().int(),
  updatedAt: safeString(),
});
export type ShippingZoneDto = z.infer<typeof ShippingZoneDtoSchema>;

/** A rate as the database keeps it: integer minor units (price conditions) or grams (weight conditions). */
export interface StoredRate {
  id: string;
  name: string;
  priceMinor: number;
  condition: RateCondition;
  min: number;
  max: number | null;
}

/** The form's rate in stored units: money to the currency's minor units, kilograms to grams (rounded). */
export function toStoredRate(rate: ShippingRateForm, id: string, currency: CurrencyCode): StoredRate {
  const scale = (n: number) => (rate.condition === "weight" ? Math.round(n * 1000) : rate.condition === "price" ? toMinor(n, currency) : 0);
  return {
    id,
    name: rate.name,
    priceMinor: toMinor(rate.price, currency),
    condition: rate.condition,
    min: scale(rate.min),
    max: rate.condition === "none" || rate.max === null ? null : scale(rate.max),
  };
}

/** What the checkout knows of the cart when it picks rates: its subtotal before discounts, and its weight in grams. */
export interface CartMeasure {
  subtotalMinor: number;
  grams: number;
}

/** Whether a rate is offered for this cart: both ends of its range count (ADR 059). */
export function rateApplies(rate: StoredRate, cart: CartMeasure): boolean {
  if (rate.condition === "none") return true;
  const value = rate.condition === "price" ? cart.subtotalMinor : cart.grams;
  return value >= rate.min && (rate.max === null || value <= rate.max);
}

/** The zone holding a country, if any. */
export const zoneOf = <Z extends { countries: readonly string[] }>(zones: readonly Z[], countryCode: string): Z | undefined =>
  zones.find((z) => z.countries.includes(countryCode.toUpperCase()));
