// Taxes (issue 11, ADR 059): a rate per country with optional region (province/state) overrides, and one store-level
// switch saying whether prices include tax. The checkout's tax math is `taxOfLine`. Pure: no I/O.
import { z } from "zod/v4";
import { checkbox, messages, requiredText, safeString } from "./validation";

export const TAX_REGIONS_MAX = 100;
/** Rates are kept in thousandths of a percent (10.5 % → 10 500) so three decimals are exact in integers. */
export const RATE_SCALE = 1000;

export const TAX_MESSAGES = {
  rate: "Tax rate must be a number from 0 to 100 with at most 3 decimals",
  regionTaken: "This region is listed twice",
  conflict: "The tax settings were changed by someone else since you opened them. Review them, then save again.",
} as const;

const percent = z.preprocess(
  (v) =>
    v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? Number.NaN : typeof v === "string" ? Number(v.trim().replace(",", ".")) : v,
  z
    .number({ error: TAX_MESSAGES.rate })
    .refine((n) => Number.isFinite(n) && n >= 0 && n <= 100 && Math.abs(n * RATE_SCALE - Math.round(n * RATE_SCALE)) < 1e-6, TAX_MESSAGES.rate),
);

const version = z.preprocess((v) => (v === "" || v === undefined || v === null ? undefined : v), z.coerce.number().int().min(1).optional());

export const TaxRegionFormSchema = z.object({
  name: requiredText("Region", { max: 100 }),
  rate: percent,
});

/** The country's tax form and the body of PUT /stores/settings/taxes/:countryCode (inside `tax`). */
export const CountryTaxFormSchema = z
  .object({
    rate: percent,
    regions: z.preprocess((v) => v ?? [], z.array(TaxRegionFormSchema).max(TAX_REGIONS_MAX, messages.maxLength(TAX_REGIONS_MAX))),
    version,
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.regions.forEach((r, i) => {
      const key = foldRegion(r.name);
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["regions", i, "name"], message: TAX_MESSAGES.regionTaken });
      seen.add(key);
    });
  });
export type CountryTaxForm = z.output<typeof CountryTaxFormSchema>;

/** The store-level switch's form and the body of PUT /stores/settings/taxes (inside `settings`). */
export const TaxSettingsFormSchema = z.object({ pricesIncludeTax: checkbox, version: z.coerce.number().int().min(1, messages.required("Version")) });
export type TaxSettingsForm = z.output<typeof TaxSettingsFormSchema>;

export const TaxRegionDtoSchema = z.object({ name: safeString(), rate: z.number() });
export const CountryTaxDtoSchema = z.object({
  countryCode: safeString(),
  rate: z.number(),
  regions: z.array(TaxRegionDtoSchema),
  version: z.number().int(),
  updatedAt: safeString(),
});
export type CountryTaxDto = z.infer<typeof CountryTaxDtoSchema>;
export const TaxSettingsDtoSchema = z.object({ pricesIncludeTax: z.boolean(), version: z.number().int() });
export type TaxSettingsDto = z.infer<typeof TaxSettingsDtoSchema>;

/** A region's name compared without case, accents or spaces at the ends ("Hà Nội" = "ha noi"). */
export const foldRegion = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/gi, "d").trim().toLowerCase().replace(/\s+/g, " ");

export const toScaledRate = (percentRate: number) => Math.round(percentRate * RATE_SCALE);
export const fromScaledRate = (scaled: number) => scaled / RATE_SCALE;

/** The scaled rate for an address: its region's when the country lists it, else the country's; null for no tax. */
export function taxRateFor(
  taxes: readonly { countryCode: string; rate: number; regions: readonly { name: string; rate: number }[] }[],
  address: { countryCode: string; province: string } | null,
): number | null {
  if (!address) return null;
  const country = taxes.find((t) => t.countryCode === address.countryCode.toUpperCase());
  if (!country) return null;
  const province = foldRegion(address.province);
  const region = province ? country.regions.find((r) => foldRegion(r.name) === province) : undefined;
  return region ? region.rate : country.rate;
}

/**
 * One line's tax in minor units, rounded half up per line (ADR 059). `amountMinor` is what the line costs after its
 * discounts; `scaledRate` is thousandths of a percent. Included: the tax inside the amount, amount × r / (1 + r).
 * Excluded: the tax added on top, amount × r.
 */
export function taxOfLine(amountMinor: number, scaledRate: number, included: boolean): number {
  if (amountMinor <= 0 || scaledRate <= 0) return 0;
  const whole = 100 * RATE_SCALE;
  const exact = included ? (amountMinor * scaledRate) / (whole + scaledRate) : (amountMinor * scaledRate) / whole;
  return Math.floor(exact + 0.5 + 1e-9);
}
