// Pure helpers of the product editor, shared by its server and client halves.
import type { ProductDto } from "@domain/product";
import type { TFunction } from "@domain/i18n";
import type { EditorScreenConfig } from "~/components/editor/EditorScreen";
import { baseFingerprints as kitFingerprints, mergeConflict as kitMerge, type MergeFields } from "~/components/editor/merge";
import { productUrls } from "./urls";

/** The editable fields, in the order the editor shows them. */
export const PRODUCT_FIELDS = ["title", "handle", "description", "published", "tags", "productType", "vendor"] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

export const PRODUCT_FORM_ID = "product-form";

export interface ProductFormDefaults {
  title: string;
  handle: string;
  description: string;
  published: boolean;
  tags: string;
  productType: string;
  vendor: string;
  version?: string;
  /** See baseFingerprints. */
  base: string;
}

/** Form defaults for a product, or for a new one (published, as most products are made to be sold). */
export function productDefaults(product?: ProductDto | null): ProductFormDefaults {
  if (!product) return { title: "", handle: "", description: "", published: true, tags: "", productType: "", vendor: "", base: "" };
  const values = {
    title: product.title,
    handle: product.handle,
    description: product.description,
    published: product.published,
    tags: product.tags.join(", "),
    productType: product.productType,
    vendor: product.vendor,
    version: String(product.version),
  };
  return { ...values, base: baseFingerprints({ ...values, published: values.published ? "on" : "" }) };
}

/** "silk, Summer ,silk" → ["silk", "Summer"]: what the tags field will save (domain/product.ts rules). */
export function splitTags(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== "string") continue;
    const tag = item.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** The fields' labels in the conflict view, in the reader's language (the form's own labels). */
export const fieldLabels = (t: TFunction<"products">): Record<ProductField, string> => ({
  title: t("editor.title"),
  handle: t("editor.handle"),
  description: t("editor.description"),
  published: t("editor.status"),
  tags: t("editor.tags"),
  productType: t("editor.productType"),
  vendor: t("editor.vendor"),
});

const isOn = (v: unknown) => v === "on" || v === "true" || v === true;
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** A field's value as it will be saved, so "silk,summer" and "silk, summer" compare equal. */
export function canonicalValue(field: ProductField, raw: unknown): string {
  if (field === "published") return isOn(raw) ? "on" : "";
  if (field === "tags") return splitTags(raw).join(", ");
  if (field === "description") return typeof raw === "string" ? raw.replace(/\r\n/g, "\n").trim() : "";
  return text(raw);
}

/** The product's fields as the editor's form submits them. */
export function productFormValues(product: ProductDto): Record<ProductField, string> {
  const d = productDefaults(product);
  return {
    title: d.title,
    handle: d.handle,
    description: d.description,
    published: d.published ? "on" : "",
    tags: d.tags,
    productType: d.productType,
    vendor: d.vendor,
  };
}

/**
 * How the editor's fields merge after an edit conflict (ADR 007). Fingerprints and the merge itself need no words;
 * the conflict view's labels and values are said with `t` (`productMerge`).
 */
export const PRODUCT_MERGE: MergeFields<ProductField, ProductDto> = {
  fields: PRODUCT_FIELDS,
  labels: { title: "Title", handle: "Handle", description: "Description", published: "Status", tags: "Tags", productType: "Product type", vendor: "Vendor" },
  formValues: productFormValues,
  canonical: canonicalValue,
};

/** PRODUCT_MERGE as the conflict view shows it to this reader. */
export const productMerge = (t: TFunction<"products">): MergeFields<ProductField, ProductDto> => ({
  ...PRODUCT_MERGE,
  labels: fieldLabels(t),
  shown: (field, value) =>
    field === "published" ? t(value ? "status.published" : "status.unpublished") : (value.length > 140 ? `${value.slice(0, 140)}…` : value) || "—",
});

/** Fingerprints of the fields as the editor opened them (the hidden `base` field). */
export const baseFingerprints = (values: Record<string, unknown>) => kitFingerprints(PRODUCT_MERGE, values);

/** Three-way merge of an edit conflict: opened version (by fingerprint), the user's submission, the saved version. */
export const mergeConflict = (mine: Record<string, unknown>, saved: ProductDto, base: unknown) => kitMerge(PRODUCT_MERGE, mine, saved, base);

/**
 * The product editor screen (ADR 031), in the page's language. A function, not a literal: the enhance script imports
 * this module (splitTags), and esbuild drops an unused function but keeps a literal that reads another module's
 * properties (productUrls.list).
 */
export function productScreen(t: TFunction<"products">): EditorScreenConfig<ProductDto> {
  return {
    noun: "product",
    formId: PRODUCT_FORM_ID,
    back: { to: productUrls.list, label: t("editor.back") },
    create: { title: t("editor.add"), url: productUrls.create },
    title: (product) => product.title,
    url: (product) => productUrls.update(product._id),
    deleteLabel: t("editor.delete"),
    texts: {
      notSaved: t("editor.notSaved"),
      notDeleted: t("editor.notDeleted"),
      deleteTitle: t("editor.deleteTitle"),
      conflictTitle: t("editor.conflictTitle"),
    },
  };
}
