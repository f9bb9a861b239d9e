// The bulk update create form: its fields ↔ the API's `{ name, filters, actions }` (domain/bulk-update.ts).
import { BulkUpdateInputSchema, type BulkAction, type PricePair, type ProductSnapshot } from "../../../domain/bulk-update";
import type { TFunction } from "i18next";
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
  if (v.priceMode === "percent" || v.priceMode === "amount")
    out.push({ action: { type: "changePrice", mode: v.priceMode, value: v.priceValue }, field: "priceValue" });
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
      head === "actions" && index !== undefined
        ? key === "mode"
          ? "priceMode"
          : (actions[Number(index)]?.field ?? null)
        : head === "filters" && index
          ? (index as FormField)
          : head === "name"
            ? "name"
            : null;
    return name && FORM_FIELDS.includes(name) ? [name] : null;
  };
  return { input: { name: v.name, filters: filtersOf(v), actions: actions.map((a) => a.action) }, fieldOf };
});

const CREATE_URL = bulkUpdateUrls.create;
export const BULK_UPDATE_FORM_ID = "bulk-update-form";

/** The create page on the editor kit (ADR 031): no record, so no save bar or Delete; Preview and Run are its fields'. */
export function bulkUpdateScreen(t: TFunction<"bulk">): EditorScreenConfig<{ version: number }> {
  return {
    noun: t("create.noun"),
    formId: BULK_UPDATE_FORM_ID,
    back: { to: bulkUpdateUrls.list, label: t("create.back") },
    create: { title: t("create.title"), url: CREATE_URL },
    title: () => t("create.title"),
    url: () => CREATE_URL,
    refusedTitle: t("create.refused"),
  };
}

/** A job's action in words ("Set vendor to Acme"): the jobs list's titles. */
export function describeAction(a: BulkAction, t: TFunction<"bulk">): string {
  switch (a.type) {
    case "setVendor":
      return a.value ? t("actions.setVendor", { value: a.value }) : t("actions.clearVendor");
    case "setProductType":
      return a.value ? t("actions.setProductType", { value: a.value }) : t("actions.clearProductType");
    case "addTags":
      return t("actions.addTags", { tags: a.tags.join(", ") });
    case "removeTags":
      return t("actions.removeTags", { tags: a.tags.join(", ") });
    case "publish":
      return t("actions.publish");
    case "unpublish":
      return t("actions.unpublish");
    case "changePrice": {
      const sign = a.value > 0 ? "+" : "−";
      const n = Math.abs(a.value);
      return t("actions.changePrice", { change: `${sign}${a.mode === "percent" ? `${n} %` : n.toFixed(2)}` });
    }
  }
}

const priceRange = (prices: Record<string, PricePair> | undefined, t: TFunction<"bulk">) => {
  const list = Object.values(prices ?? {}).map(([p]) => p);
  if (!list.length) return t("preview.noVariants");
  const lo = formatMoney(Math.min(...list));
  const hi = formatMoney(Math.max(...list));
  return lo === hi ? lo : `${lo} – ${hi}`;
};

/** Preview lines: label, before, after, for the fields the actions touch. */
export function snapshotLines(before: ProductSnapshot, after: ProductSnapshot, t: TFunction<"bulk">): { label: string; before: string; after: string }[] {
  const lines: { label: string; before: string; after: string }[] = [];
  const text = (s: string | undefined) => (s ? s : "—");
  const status = (published: boolean | undefined) => t(published ? "preview.published" : "preview.unpublished");
  if (after.vendor !== undefined) lines.push({ label: t("preview.vendor"), before: text(before.vendor), after: text(after.vendor) });
  if (after.productType !== undefined) lines.push({ label: t("preview.type"), before: text(before.productType), after: text(after.productType) });
  if (after.tags !== undefined) lines.push({ label: t("preview.tags"), before: text(before.tags?.join(", ")), after: text(after.tags.join(", ")) });
  if (after.published !== undefined) lines.push({ label: t("preview.status"), before: status(before.published), after: status(after.published) });
  if (after.prices !== undefined) lines.push({ label: t("preview.price"), before: priceRange(before.prices, t), after: priceRange(after.prices, t) });
  return lines;
}

export type { BulkAction };
