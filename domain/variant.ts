import { z } from "zod/v4";
import { readMoneyField, type CurrencyCode } from "./money";
import { messages, optionalText, requiredText, TEXT_MAX, safeString } from "./validation";

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 100;
export const VARIANTS_LIST_MAX = 2000;
export const VARIANTS_BULK_MAX = 2000;
export const PRICE_MAX = 999_999_999_999.99; // numeric(14,2)
export const WEIGHT_UNITS = ["kg", "g", "lb", "oz"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const VARIANT_CONFLICT_MESSAGE = "This variant was changed by someone else since you opened it. Review the latest version, then save again.";
export const OPTIONS_CONFLICT_MESSAGE = "These options were changed by someone else since you opened them. Review the latest version, then save again.";
export const DUPLICATE_COMBINATION_MESSAGE = "A variant with these option values already exists";
export const SKU_TAKEN_MESSAGE = "SKU is already used by another variant";
export const OPTION_VALUE_UNKNOWN_MESSAGE = "Value is not one of the option's values";
export const OPTION_VALUE_UNUSED_MESSAGE = "The product has no option for this value";
export const ORPHANED_VARIANTS_MESSAGE =
  "Some variants use option values that would be removed. Change or delete those variants, or save with deleteOrphanedVariants: true to delete them.";

const decimalPlaces = (n: number) => (Number.isInteger(n) ? 0 : (String(n).split(".")[1]?.length ?? 99));

/**
 * A money amount: a number or numeric string, ≥ 0, at most 2 decimals (numeric(14,2), VND or cents). The API reads a
 * string as JSON's number would; a form gives its store's `currency`, and text is read the way that currency is
 * written ("150.000" is 150000 đ, "1,234.50" is $1234.5: domain/money.ts parseMoneyInput), refused with the field's
 * message when it cannot be.
 */
export function money(label: string, currency?: CurrencyCode) {
  return z.preprocess(
    (v, ctx) => {
      if (v === "" || v === null) return undefined;
      if (typeof v !== "string" || v.trim() === "") return v;
      if (!currency) return Number(v);
      const read = readMoneyField(v, currency, label);
      if (read.ok) return read.amount;
      // The field's one message: the number check below must not add "required" to it.
      ctx.addIssue({ code: "custom", message: read.message, continue: false });
      return z.NEVER;
    },
    z
      .number({ error: messages.required(label) })
      .finite(`${label} must be a number`)
      .min(0, `${label} must be 0 or more`)
      .max(PRICE_MAX, `${label} is too large`)
      .refine((n) => decimalPlaces(n) <= 2, `${label} may have at most 2 decimals`),
  );
}

const optionalMoney = (label: string, currency?: CurrencyCode) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), money(label, currency).optional()).transform((v) => v ?? null);

/** A variant's stock as the variant editor takes it: a whole number, empty is 0; negative allowed for back-orders. */
export const inventoryQuantity = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? 0 : typeof v === "string" ? Number(v) : v),
    z.number({ error: "Inventory quantity must be a whole number" }).int("Inventory quantity must be a whole number").min(-1_000_000_000).max(1_000_000_000),
  );

export const COST_LABEL = "Cost per item";

/**
 * One variant, as the editor and the API take it. Option values are checked against the product's options by
 * `checkVariantOptions`. The editor's form passes the store's currency, the prices being typed in it (`money`).
 * `cost` (what one item costs the store, ADR 044) is optional: left out or blank is not known.
 */
export const variantFormSchema = (currency?: CurrencyCode) =>
  z
    .object({
      option1: optionalText("Option 1"),
      option2: optionalText("Option 2"),
      option3: optionalText("Option 3"),
      price: money("Price", currency),
      compareAtPrice: optionalMoney("Compare-at price", currency),
      sku: optionalText("SKU"),
      barcode: optionalText("Barcode"),
      inventoryQuantity: inventoryQuantity(),
      weight: z.preprocess(
        (v) => (v === undefined || v === null || v === "" ? 0 : typeof v === "string" ? Number(v) : v),
        z
          .number({ error: "Weight must be a number" })
          .finite("Weight must be a number")
          .min(0, "Weight must be 0 or more")
          .max(1_000_000, "Weight is too large"),
      ),
      weightUnit: z.preprocess((v) => v ?? "kg", z.enum(WEIGHT_UNITS, { error: `Weight unit is one of ${WEIGHT_UNITS.join(", ")}` })),
      imagePath: z.preprocess((v) => (v === "" ? null : v), safeString().trim().max(2048, messages.maxLength(2048)).nullable().default(null)),
      position: z.coerce.number().int().min(0).max(1_000_000).optional(),
      cost: optionalMoney(COST_LABEL, currency),
    })
    .superRefine((v, ctx) => {
      if (v.compareAtPrice !== null && v.compareAtPrice < v.price) {
        ctx.addIssue({ code: "custom", path: ["compareAtPrice"], message: "Compare-at price must be at least the price" });
      }
    });
export const VariantFormSchema = variantFormSchema();
export type VariantForm = z.infer<typeof VariantFormSchema>;

export const variantUpdateSchema = (currency?: CurrencyCode) =>
  z.intersection(
    variantFormSchema(currency),
    z.object({
      version: z.coerce
        .number({ error: messages.required("Version") })
        .int()
        .min(1),
    }),
  );
export const VariantUpdateSchema = variantUpdateSchema();

export const VariantBulkSchema = z.object({
  variants: z
    .array(VariantFormSchema, { error: messages.required("Variants") })
    .min(1, messages.required("Variants"))
    .max(VARIANTS_BULK_MAX, messages.maxLength(VARIANTS_BULK_MAX)),
});

/** "Create all variants" makes at most this many (the 2,000-variant product is what the editor is benchmarked with). */
export const VARIANT_COMBINATIONS_MAX = VARIANTS_BULK_MAX;
export const NO_OPTIONS_MESSAGE = "Add options first: a variant is made for every combination of their values.";
export const tooManyCombinationsMessage = (options: readonly ProductOption[]) =>
  `${options.map((o) => `${o.name} (${o.values.length})`).join(" × ")} make ${combinationCount(options).toLocaleString("en-US")} combinations; ` +
  `at most ${VARIANT_COMBINATIONS_MAX.toLocaleString("en-US")} variants can be created at once. Remove some values first.`;

/**
 * POST /products/{id}/variants/combinations: the options version the merchant saw (the button promised their
 * combinations), and an optional price for the new variants (default: the first variant's price, else 0).
 */
export const createCombinationsSchema = (currency?: CurrencyCode) =>
  z.object({
    optionsVersion: z.coerce
      .number({ error: messages.required("Options version") })
      .int()
      .min(1, messages.required("Options version")),
    price: optionalMoney("Price", currency),
  });
export const CreateCombinationsSchema = createCombinationsSchema();
export type CreateCombinations = z.infer<typeof CreateCombinationsSchema>;

/** The answer's message, also the admin's toast. */
export const combinationsMessage = (created: number) =>
  created === 0 ? "Every combination already has a variant" : `${created.toLocaleString("en-US")} ${created === 1 ? "variant" : "variants"} created`;

/** How many variants every combination of the options makes (0 without options). */
export function combinationCount(options: readonly ProductOption[]): number {
  return options.length === 0 ? 0 : options.reduce((n, o) => n * o.values.length, 1);
}

/** Every combination in the options' order (the first option varies slowest), as option1–3 with "" for unused slots. */
export function combinationsOf(options: readonly ProductOption[]): OptionValues[] {
  if (options.length === 0) return [];
  let out: string[][] = [[]];
  for (const o of options) out = out.flatMap((prefix) => o.values.map((v) => [...prefix, v]));
  return out.map(([option1 = "", option2 = "", option3 = ""]) => ({ option1, option2, option3 }));
}

export const VariantListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(VARIANTS_LIST_MAX, messages.maxLength(VARIANTS_LIST_MAX)).default(250),
});

/** A product's options: up to 3 names, each with its distinct values (e.g. Size: S, M, L). */
export const ProductOptionSchema = z
  .object({
    name: requiredText("Option name"),
    values: z
      .array(
        safeString({ error: messages.required("Option value") })
          .trim()
          .min(1, messages.required("Option value"))
          .max(TEXT_MAX, messages.maxLength(TEXT_MAX)),
      )
      .min(1, messages.required("Option values"))
      .max(MAX_OPTION_VALUES, messages.maxLength(MAX_OPTION_VALUES)),
  })
  .superRefine((o, ctx) => {
    const seen = new Set<string>();
    o.values.forEach((v, i) => {
      const k = v.toLowerCase();
      if (seen.has(k)) ctx.addIssue({ code: "custom", path: ["values", i], message: `Value "${v}" is listed twice` });
      seen.add(k);
    });
  });
export type ProductOption = z.infer<typeof ProductOptionSchema>;

export const ProductOptionsFormSchema = z
  .object({
    options: z.array(ProductOptionSchema).max(MAX_OPTIONS, messages.maxLength(MAX_OPTIONS)),
    version: z.coerce.number().int().min(1).optional(),
    deleteOrphanedVariants: z.boolean().default(false),
  })
  .superRefine((f, ctx) => {
    const seen = new Set<string>();
    f.options.forEach((o, i) => {
      const k = o.name.toLowerCase();
      if (seen.has(k)) ctx.addIssue({ code: "custom", path: ["options", i, "name"], message: `Option "${o.name}" is listed twice` });
      seen.add(k);
    });
  });
export type ProductOptionsForm = z.infer<typeof ProductOptionsFormSchema>;

type OptionValues = Pick<VariantForm, "option1" | "option2" | "option3">;
const OPTION_KEYS = ["option1", "option2", "option3"] as const;

/**
 * Field errors of a variant's option values against the product's options: a value for each option
 * the product has ('{Option name} required'), one of its values, and none beyond them.
 */
export function checkVariantOptions(options: readonly ProductOption[], v: OptionValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  OPTION_KEYS.forEach((key, i) => {
    const option = options[i];
    const value = v[key];
    if (!option) {
      if (value !== "") errors[key] = [OPTION_VALUE_UNUSED_MESSAGE];
    } else if (value === "") errors[key] = [messages.required(option.name)];
    else if (!option.values.includes(value)) errors[key] = [OPTION_VALUE_UNKNOWN_MESSAGE];
  });
  return errors;
}

export const fitsOptions = (options: readonly ProductOption[], v: OptionValues) => Object.keys(checkVariantOptions(options, v)).length === 0;

export interface VariantDto {
  _id: string;
  productId: string;
  option1: string;
  option2: string;
  option3: string;
  price: number;
  compareAtPrice: number | null;
  /** What one item costs the store (ADR 044); null when not known. */
  cost: number | null;
  sku: string;
  barcode: string;
  inventoryQuantity: number;
  weight: number;
  weightUnit: WeightUnit;
  imagePath: string | null;
  position: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProductOptionsDto {
  productId: string;
  options: ProductOption[];
  /** 0 while the product has never had options saved. */
  version: number;
}

export interface VariantSummaryDto {
  variantCount: number;
  priceMin: number | null;
  priceMax: number | null;
  inventoryTotal: number;
}

export interface OptionTemplate {
  name: string;
  label: string;
  values: string[];
}

/** GET /products/options/template: common options a merchant starts from (English names, Vietnamese labels). */
export const OPTION_TEMPLATES: readonly OptionTemplate[] = [
  { name: "Size", label: "Kích cỡ", values: ["XS", "S", "M", "L", "XL", "XXL"] },
  { name: "Shoe size", label: "Cỡ giày", values: ["35", "36", "37", "38", "39", "40", "41", "42", "43", "44"] },
  { name: "Color", label: "Màu sắc", values: ["Đen", "Trắng", "Đỏ", "Xanh dương", "Xanh lá", "Vàng", "Hồng", "Xám", "Nâu", "Be"] },
  { name: "Material", label: "Chất liệu", values: ["Cotton", "Lụa", "Lanh", "Len", "Da", "Polyester", "Jean"] },
  { name: "Style", label: "Kiểu dáng", values: ["Cổ tròn", "Cổ tim", "Tay ngắn", "Tay dài"] },
];
