// Pure helpers of the variant and options editors, shared by their server and page halves.
import type { ProductOption, VariantDto } from "@domain/variant";

export const VARIANT_FIELDS = ["option1", "option2", "option3", "price", "compareAtPrice", "sku", "barcode", "inventoryQuantity", "weight", "weightUnit", "imagePath"] as const;
export type VariantField = (typeof VARIANT_FIELDS)[number];

/** The variant form as plain strings, so refused input comes back exactly as typed. */
export type VariantValues = Record<VariantField, string> & { version?: string };

/** The options form as typed: a name and comma-separated values per slot. */
export interface OptionRow {
  name: string;
  values: string;
}

/** The "Create all variants" form's intent, on the product editor and the add-variant page. */
export const CREATE_VARIANTS_INTENT = "create-variants";


export function variantValues(variant: VariantDto | null): VariantValues {
  if (!variant) {
    return { option1: "", option2: "", option3: "", price: "", compareAtPrice: "", sku: "", barcode: "", inventoryQuantity: "0", weight: "0", weightUnit: "kg", imagePath: "" };
  }
  return {
    option1: variant.option1,
    option2: variant.option2,
    option3: variant.option3,
    price: String(variant.price),
    compareAtPrice: variant.compareAtPrice === null ? "" : String(variant.compareAtPrice),
    sku: variant.sku,
    barcode: variant.barcode,
    inventoryQuantity: String(variant.inventoryQuantity),
    weight: String(variant.weight),
    weightUnit: variant.weightUnit,
    imagePath: variant.imagePath ?? "",
    version: String(variant.version),
  };
}

const text = (formData: FormData, name: string) => {
  const v = formData.get(name);
  return typeof v === "string" ? v : "";
};

export function variantValuesFromForm(formData: FormData): VariantValues {
  const values = Object.fromEntries(VARIANT_FIELDS.map((f) => [f, text(formData, f)])) as Record<VariantField, string>;
  const version = text(formData, "version");
  return { ...values, version: version || undefined };
}

export const optionTitle = (v: Pick<VariantDto, "option1" | "option2" | "option3">) => [v.option1, v.option2, v.option3].filter(Boolean).join(" / ") || "Default";

export const OPTION_SLOTS = [0, 1, 2] as const;

export function optionRows(options: readonly ProductOption[]): OptionRow[] {
  return OPTION_SLOTS.map((i) => ({ name: options[i]?.name ?? "", values: options[i]?.values.join(", ") ?? "" }));
}

export function optionRowsFromForm(formData: FormData): OptionRow[] {
  return OPTION_SLOTS.map((i) => ({ name: text(formData, `options.${i}.name`), values: text(formData, `options.${i}.values`) }));
}

const splitValues = (raw: string) => raw.split(",").map((v) => v.trim()).filter(Boolean);

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
