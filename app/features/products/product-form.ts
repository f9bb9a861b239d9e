// Pure helpers of the product editor, shared by its server and client halves.
import type { ProductDto } from "@domain/product";

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

export const FIELD_LABELS: Record<ProductField, string> = {
  title: "Title",
  handle: "Handle",
  description: "Description",
  published: "Status",
  tags: "Tags",
  productType: "Product type",
  vendor: "Vendor",
};

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
  return { title: d.title, handle: d.handle, description: d.description, published: d.published ? "on" : "", tags: d.tags, productType: d.productType, vendor: d.vendor };
}

// FNV-1a: a short fingerprint, only to notice which fields the user changed (not a security measure).
function fingerprint(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * Fingerprints of the fields as the editor opened them (a hidden form field). After an edit conflict they
 * tell which fields this user changed, so the other person's edits to the rest are not thrown away.
 */
export function baseFingerprints(values: Record<string, unknown>): string {
  return PRODUCT_FIELDS.map((f) => fingerprint(canonicalValue(f, values[f]))).join(".");
}

export type FormValues = Record<string, string | string[]>;

export interface ConflictMerge {
  /** The form's values: the user's edits on top of the version saved now. */
  values: FormValues;
  /** Fields only the other person changed: now in the form with their value. */
  taken: ProductField[];
  /** Fields both changed differently: the form keeps the user's value; the notice shows theirs. */
  clashes: ProductField[];
}

/** Three-way merge of an edit conflict: opened version (by fingerprint), the user's submission, the saved version. */
export function mergeConflict(mine: Record<string, unknown>, saved: ProductDto, base: unknown): ConflictMerge {
  const prints = typeof base === "string" ? base.split(".") : [];
  const theirs = productFormValues(saved);
  const values: FormValues = {};
  for (const [key, value] of Object.entries(mine)) {
    if (typeof value === "string") values[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === "string")) values[key] = value;
  }
  const taken: ProductField[] = [];
  const clashes: ProductField[] = [];
  PRODUCT_FIELDS.forEach((field, i) => {
    const mineValue = canonicalValue(field, mine[field]);
    const theirValue = canonicalValue(field, theirs[field]);
    if (mineValue === theirValue) return;
    const known = prints.length === PRODUCT_FIELDS.length;
    const userChanged = !known || fingerprint(mineValue) !== prints[i];
    const theyChanged = !known || fingerprint(theirValue) !== prints[i];
    if (userChanged && theyChanged) clashes.push(field);
    else if (theyChanged) {
      taken.push(field);
      if (theirs[field] === "" && field === "published") delete values[field];
      else values[field] = theirs[field];
    }
  });
  values.base = baseFingerprints(theirs);
  return { values, taken, clashes };
}
