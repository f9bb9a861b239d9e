// Pure helpers of the variant and options editors, shared by their server and page halves.
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import { z } from "zod/v4";
import { ProductOptionsFormSchema, type ProductOption, type VariantDto } from "../../../domain/variant";
import type { TFunction } from "../../../domain/i18n";
import { safeString } from "../../../domain/validation";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { feedsInto } from "../../lib/forms";
import { productUrls } from "../products/urls";

export const VARIANT_FIELDS = [
  "option1",
  "option2",
  "option3",
  "price",
  "compareAtPrice",
  "cost",
  "sku",
  "barcode",
  "inventoryQuantity",
  "weight",
  "weightUnit",
  "imagePath",
] as const;
export type VariantField = (typeof VARIANT_FIELDS)[number];

/** The variant form as plain strings, so refused input comes back exactly as typed. */
export type VariantValues = Record<VariantField, string> & { version?: string };

export const VARIANT_FORM_ID = "variant-form";
export const OPTIONS_FORM_ID = "options-form";
export const CREATE_VARIANTS_FORM_ID = "create-variants-form";

/** The options form as typed: a name and comma-separated values per slot. */
export interface OptionRow {
  name: string;
  values: string;
}

/** The "Create all variants" form's intent, on the product editor and the add-variant page. */
export const CREATE_VARIANTS_INTENT = "create-variants";

export function variantValues(variant: VariantDto | null): VariantValues {
  if (!variant) {
    return {
      option1: "",
      option2: "",
      option3: "",
      price: "",
      compareAtPrice: "",
      cost: "",
      sku: "",
      barcode: "",
      inventoryQuantity: "0",
      weight: "0",
      weightUnit: "kg",
      imagePath: "",
    };
  }
  return {
    option1: variant.option1,
    option2: variant.option2,
    option3: variant.option3,
    price: String(variant.price),
    compareAtPrice: variant.compareAtPrice === null ? "" : String(variant.compareAtPrice),
    cost: variant.cost === null ? "" : String(variant.cost),
    sku: variant.sku,
    barcode: variant.barcode,
    inventoryQuantity: String(variant.inventoryQuantity),
    weight: String(variant.weight),
    weightUnit: variant.weightUnit,
    imagePath: variant.imagePath ?? "",
    version: String(variant.version),
  };
}

/** The variant editor screen of one product (ADR 031), in the page's language: the back link and the pages are the product's. */
export function variantScreen(product: { _id: string; title: string }, t: TFunction<"products">): EditorScreenConfig<VariantDto> {
  const title = (variant: VariantDto) => optionTitle(variant, t("variants.defaultTitle"));
  return {
    noun: "variant",
    formId: VARIANT_FORM_ID,
    back: { to: productUrls.update(product._id), label: product.title },
    create: { title: t("variants.addTitle"), url: productUrls.addVariant(product._id) },
    title,
    url: (variant) => productUrls.variant(product._id, variant._id),
    deleteLabel: t("variants.delete"),
    deleteItem: (variant) => `“${title(variant)}”`,
    texts: {
      notSaved: t("variants.notSaved"),
      notDeleted: t("variants.notDeleted"),
      deleteTitle: t("variants.deleteTitle"),
      conflictTitle: t("variants.conflictTitle"),
    },
  };
}

/** "M / Red"; a variant of a product without options is called `fallback` (the page's word for "Default"). */
export const optionTitle = (v: Pick<VariantDto, "option1" | "option2" | "option3">, fallback = "Default") =>
  [v.option1, v.option2, v.option3].filter(Boolean).join(" / ") || fallback;

export const OPTION_SLOTS = [0, 1, 2] as const;

export function optionRows(options: readonly ProductOption[]): OptionRow[] {
  return OPTION_SLOTS.map((i) => ({ name: options[i]?.name ?? "", values: options[i]?.values.join(", ") ?? "" }));
}

/** The options form's values: its rows and the options' version the page showed. */
export interface OptionsValues {
  options: OptionRow[];
  optionsVersion: string;
}

export const optionsValues = (options: readonly ProductOption[], version: number): OptionsValues => ({
  options: optionRows(options),
  optionsVersion: String(version),
});

const splitValues = (raw: string) =>
  raw
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

/** Filled rows → the API's options; a row with neither name nor values is an unused slot. */
export function optionsFromRows(rows: OptionRow[]): { name: string; values: string[] }[] {
  return rows.filter((r) => r.name.trim() !== "" || r.values.trim() !== "").map((r) => ({ name: r.name.trim(), values: splitValues(r.values) }));
}

/** A template goes into the slot of the same name, else the first empty slot; with no room the rows stay as they are. */
export function applyTemplate(rows: OptionRow[], template: { name: string; values: string[] }): OptionRow[] {
  const filled = { name: template.name, values: template.values.join(", ") };
  const same = rows.findIndex((r) => r.name.trim().toLowerCase() === template.name.toLowerCase());
  const slot = same >= 0 ? same : rows.findIndex((r) => r.name.trim() === "" && r.values.trim() === "");
  return slot < 0 ? rows : rows.map((r, i) => (i === slot ? filled : r));
}

const typed = safeString().default("");

/**
 * The options form (rows as typed, the version the page showed, the submit's intent) feeding the API's
 * ProductOptionsFormSchema. Unused slots are dropped, and each of the API schema's errors goes back to its slot.
 */
export const OptionsFormSchema = feedsInto(
  z.object({
    options: z
      .array(z.object({ name: typed, values: typed }).default({ name: "", values: "" }))
      .max(OPTION_SLOTS.length)
      .default([]),
    optionsVersion: typed,
    intent: typed,
  }),
  ProductOptionsFormSchema,
  (form) => {
    const slots = form.options.flatMap((row, slot) => (row.name.trim() !== "" || row.values.trim() !== "" ? [slot] : []));
    const version = Number(form.optionsVersion);
    const input = {
      options: optionsFromRows(form.options),
      version: Number.isInteger(version) && version > 0 ? version : undefined,
      // The second submit, after the orphaned variants were shown, confirms deleting them.
      deleteOrphanedVariants: form.intent === "confirm-options",
    };
    const fieldOf = ([head, index, key]: readonly PropertyKey[]) =>
      head === "options" && typeof index === "number" && slots[index] !== undefined ? ["options", slots[index], key === "values" ? "values" : "name"] : null;
    return { input, fieldOf };
  },
);
