// The bulk update create form: its fields ↔ the API's `{ name, filters, actions }` (domain/bulk-update.ts).
import {
  BulkUpdateInputSchema,
  type BulkAction,
  type PricePair,
  type ProductSnapshot,
} from "../../../domain/bulk-update";
import type { ProductSelection } from "../../../domain/bulk-edit";
import { z } from "zod/v4";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { feedsInto } from "../../lib/forms";
import { bulkUpdateUrls } from "./urls";
import { formatMoney } from "../../../domain/money";
import { safeString } from "../../../domain/validation";

export const FORM_FIELDS = [
  "name",
  "published",
  "search",
  "productType",
  "vendor",
  "tag",
  "vendorMode",
  "vendorValue",
  "typeMode",
  "typeValue",
  "addTags",
  "removeTags",
  "status",
  "priceMode",
  "priceValue",
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormValues = Record<FormField, string>;
export const EMPTY_VALUES = Object.fromEntries(FORM_FIELDS.map((f) => [f, ""])) as FormValues;

/** Which form field an action's error belongs to. */
type ActionWithField = { action: Record<string, unknown>; field: FormField };

function actionsOf(v: FormValues): ActionWithField[] {
  const out: ActionWithField[] = [];
  if (v.vendorMode === "set") out.push({ action: { type: "setVendor", value: v.vendorValue }, field: "vendorValue" });
  if (v.typeMode === "set") out.push({ action: { type: "setProductType", value: v.typeValue }, field: "typeValue" });
  if (v.addTags) out.push({ action: { type: "addTags", tags: v.addTags }, field: "addTags" });
  if (v.removeTags) out.push({ action: { type: "removeTags", tags: v.removeTags }, field: "removeTags" });
  if (v.status === "publish" || v.status === "unpublish") out.push({ action: { type: v.status }, field: "status" });
  if (v.priceMode === "percent" || v.priceMode === "amount") out.push({ action: { type: "changePrice", mode: v.priceMode, value: v.priceValue }, field: "priceValue" });
  return out;
}

function filtersOf(v: FormValues): Record<string, string> {
  const f: Record<string, string> = {};
  if (v.published === "true" || v.published === "false") f.published = v.published;
  for (const key of ["search", "vendor", "tag"] as const) if (v[key]) f[key] = v[key];
  // SPEC §5: the 'none' type means products without one, sent as empty.
  if (v.productType) f.productType = v.productType === "none" ? "" : v.productType;
  return f;
}

const field = safeString().trim().default("");
const flatFields = z.object(Object.fromEntries(FORM_FIELDS.map((f) => [f, field])) as Record<FormField, typeof field>);

/**
 * The create form: flat fields (the list's filters, one row per kind of change, a name) that feed the API's
 * BulkUpdateInputSchema; each of its errors lands on the field it is about, the rest on the form.
 */
export const BulkUpdateFormSchema = feedsInto(flatFields, BulkUpdateInputSchema, (v) => {
  const actions = actionsOf(v);
  const fieldOf = (path: readonly PropertyKey[]): FormField[] | null => {
    const [head, index, key] = path.map(String);
    const name: FormField | null =
      head === "actions" && index !== undefined ? (key === "mode" ? "priceMode" : (actions[Number(index)]?.field ?? null)) : head === "filters" && index ? (index as FormField) : head === "name" ? "name" : null;
    return name && FORM_FIELDS.includes(name) ? [name] : null;
  };
  return { input: { name: v.name, filters: filtersOf(v), actions: actions.map((a) => a.action) }, fieldOf };
});

const CREATE_URL = bulkUpdateUrls.create;

/** The create page on the editor kit (ADR 031): no record, so no save bar or Delete; Preview and Run are its fields'. */
export const BULK_UPDATE_SCREEN: EditorScreenConfig<{ version: number }> = {
  noun: "bulk update",
  formId: "bulk-update-form",
  back: { to: bulkUpdateUrls.list, label: "Bulk updates" },
  create: { title: "Create bulk update", url: CREATE_URL },
  title: () => "Create bulk update",
  url: () => CREATE_URL,
  refusedTitle: "Check the form",
};

export const STATUS_LABELS: Record<string, string> = {
  queued: "Queued",
  running: "Running",
  done: "Done",
  failed: "Failed",
  undoing: "Undoing",
  undone: "Undone",
};

export function describeFilters(f: ProductSelection): string {
  const parts: string[] = [];
  if (f.ids?.length) parts.push(`${f.ids.length} chosen products`);
  if (f.published) parts.push(f.published === "true" ? "Published" : "Unpublished");
  if (f.search) parts.push(`Search: ${f.search}`);
  if (f.productType !== undefined) parts.push(`Type: ${f.productType || "No type"}`);
  if (f.vendor) parts.push(`Vendor: ${f.vendor}`);
  if (f.tag) parts.push(`Tag: ${f.tag}`);
  return parts.length ? parts.join(" · ") : "All products";
}

const priceRange = (prices: Record<string, PricePair> | undefined) => {
  const list = Object.values(prices ?? {}).map(([p]) => p);
  if (!list.length) return "No variants";
  const lo = formatMoney(Math.min(...list));
  const hi = formatMoney(Math.max(...list));
  return lo === hi ? lo : `${lo} – ${hi}`;
};

/** Preview lines: label, before, after, for the fields the actions touch. */
export function snapshotLines(before: ProductSnapshot, after: ProductSnapshot): { label: string; before: string; after: string }[] {
  const lines: { label: string; before: string; after: string }[] = [];
  const text = (s: string | undefined) => (s ? s : "—");
  if (after.vendor !== undefined) lines.push({ label: "Vendor", before: text(before.vendor), after: text(after.vendor) });
  if (after.productType !== undefined) lines.push({ label: "Type", before: text(before.productType), after: text(after.productType) });
  if (after.tags !== undefined) lines.push({ label: "Tags", before: text(before.tags?.join(", ")), after: text(after.tags.join(", ")) });
  if (after.published !== undefined) lines.push({ label: "Status", before: before.published ? "Published" : "Unpublished", after: after.published ? "Published" : "Unpublished" });
  if (after.prices !== undefined) lines.push({ label: "Price", before: priceRange(before.prices), after: priceRange(after.prices) });
  return lines;
}

export type { BulkAction };
