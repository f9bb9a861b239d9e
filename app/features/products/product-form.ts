// Pure helpers of the product editor, shared by its server and client halves.
import type { ProductDto } from "@domain/product";

/** The editable fields, in the order the editor shows them. */
export const PRODUCT_FIELDS = ["title", "handle", "description", "published", "tags", "productType", "vendor"] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

export const PRODUCT_FORM_ID = "product-form";
export const productEditorUrl = (id: string) => `/admin/products/update/${encodeURIComponent(id)}`;

export interface ProductFormDefaults {
  title: string;
  handle: string;
  description: string;
  published: boolean;
  tags: string;
  productType: string;
  vendor: string;
  version?: string;
}

/** Form defaults for a product, or for a new one (published, as most products are made to be sold). */
export function productDefaults(product?: ProductDto | null): ProductFormDefaults {
  if (!product) return { title: "", handle: "", description: "", published: true, tags: "", productType: "", vendor: "" };
  return {
    title: product.title,
    handle: product.handle,
    description: product.description,
    published: product.published,
    tags: product.tags.join(", "),
    productType: product.productType,
    vendor: product.vendor,
    version: String(product.version),
  };
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

export interface FieldDifference {
  field: ProductField;
  label: string;
  saved: string;
  yours: string;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const status = (published: boolean) => (published ? "Published" : "Unpublished");
const isOn = (v: unknown) => v === "on" || v === "true" || v === true;

/**
 * After an edit conflict: where the product as saved now differs from what the user submitted
 * (the submission's raw values), field by field.
 */
export function conflictDifferences(saved: ProductDto, submitted: Record<string, unknown> | null | undefined): FieldDifference[] {
  const mine = submitted ?? {};
  const pairs: Record<ProductField, [string, string]> = {
    title: [saved.title, text(mine.title)],
    handle: [saved.handle, text(mine.handle) || "(from the title)"],
    description: [saved.description, text(mine.description)],
    published: [status(saved.published), status(isOn(mine.published))],
    tags: [saved.tags.join(", "), splitTags(mine.tags).join(", ")],
    productType: [saved.productType, text(mine.productType)],
    vendor: [saved.vendor, text(mine.vendor)],
  };
  return PRODUCT_FIELDS.filter((field) => {
    const [a, b] = pairs[field];
    if (field === "handle" && !text(mine.handle)) return false;
    return a.trim() !== b.trim();
  }).map((field) => ({ field, label: FIELD_LABELS[field], saved: pairs[field][0], yours: pairs[field][1] }));
}
