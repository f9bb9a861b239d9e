// Pure helpers of the collection editor, shared by its server and page halves.
import type { CollectionDto, CollectionType, ConditionCompare } from "../../../domain/collection";
import type { TFunction } from "../../../domain/i18n/core";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { collectionUrls } from "./urls";

export const COLLECTION_FORM_ID = "collection-form";

/** The condition fields offered in the editor (a subset of the API's: text fields a merchant rules on). */
export const CONDITION_FIELDS_SHOWN = ["title", "productType", "vendor", "tag"] as const;

/** The comparisons offered (their words: `condition.compares.*` of the collections namespace). */
export const CONDITION_COMPARES_SHOWN: readonly ConditionCompare[] = ["equals", "not_equals", "contains", "not_contains", "starts_with", "ends_with"];

export interface ConditionValues {
  field: string;
  compare: string;
  value: string;
}

/** The editor's form as plain strings, so refused input comes back exactly as typed. */
export interface CollectionValues {
  title: string;
  handle: string;
  description: string;
  published: boolean;
  type: CollectionType;
  match: "all" | "any";
  conditions: ConditionValues[];
  version?: string;
}

export const EMPTY_CONDITION: ConditionValues = { field: "title", compare: "equals", value: "" };

export function collectionValues(collection: CollectionDto | null, type: CollectionType = "manual"): CollectionValues {
  if (!collection) {
    return { title: "", handle: "", description: "", published: true, type, match: "all", conditions: type === "smart" ? [EMPTY_CONDITION] : [] };
  }
  return {
    title: collection.title,
    handle: collection.handle,
    description: collection.description,
    published: collection.published,
    type: collection.type,
    match: collection.match,
    conditions: collection.conditions.map((c) => ({ field: c.field, compare: c.compare, value: String(c.value) })),
    version: String(collection.version),
  };
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** A submitted form (conform's parsed payload) → the values to render it again. */
export function valuesFromPayload(payload: Record<string, unknown>): CollectionValues {
  const rows = Array.isArray(payload.conditions) ? payload.conditions : [];
  return {
    title: text(payload.title),
    handle: text(payload.handle),
    description: text(payload.description),
    published: payload.published === "on",
    type: payload.type === "smart" ? "smart" : "manual",
    match: payload.match === "any" ? "any" : "all",
    conditions: rows.map((row: unknown) => {
      const r = row && typeof row === "object" ? (row as Record<string, unknown>) : {};
      return { field: text(r.field) || EMPTY_CONDITION.field, compare: text(r.compare) || EMPTY_CONDITION.compare, value: text(r.value) };
    }),
    version: typeof payload.version === "string" ? payload.version : undefined,
  };
}

/** SPEC §5 drops blank condition rows before validating; dropping them here too keeps error indexes on their rows. */
export function withoutBlankConditions(values: CollectionValues): CollectionValues {
  return { ...values, conditions: values.conditions.filter((c) => c.value.trim() !== "") };
}

/** The posted form without its blank condition rows, the rest renumbered: what the schema parses and the form shows again. */
export function withoutBlankConditionRows(formData: FormData): FormData {
  const rows = new Map<number, Map<string, FormDataEntryValue>>();
  const out = new FormData();
  for (const [key, value] of formData.entries()) {
    const m = /^conditions\[(\d+)\]\.(\w+)$/.exec(key);
    if (!m) out.append(key, value);
    else (rows.get(Number(m[1])) ?? rows.set(Number(m[1]), new Map()).get(Number(m[1])))!.set(m[2], value);
  }
  const kept = [...rows.entries()].sort(([a], [b]) => a - b).filter(([, row]) => String(row.get("value") ?? "").trim() !== "");
  kept.forEach(([, row], i) => row.forEach((value, name) => out.append(`conditions[${i}].${name}`, value)));
  return out;
}

/** The collection editor screen (ADR 031), in the page's language (`t` of the collections namespace). */
export function collectionScreen(t: TFunction<"collections">): EditorScreenConfig<CollectionDto> {
  return {
    noun: "collection",
    formId: COLLECTION_FORM_ID,
    back: { to: collectionUrls.list, label: t("title") },
    create: { title: t("create"), url: collectionUrls.createOfType("manual") },
    title: (collection) => collection.title,
    url: (collection) => collectionUrls.update(collection._id),
    deleteLabel: t("editor.delete"),
    texts: {
      notSaved: t("editor.notSaved"),
      notDeleted: t("editor.notDeleted"),
      deleteTitle: t("editor.deleteTitle"),
      conflictTitle: t("editor.conflictTitle"),
    },
  };
}

/**
 * Positions typed into the order form → product ids in their new order. A renumbered row goes before an
 * unchanged row of the same number (typing 1 on the third row moves it to the top); otherwise rows keep their order.
 */
export function orderByPositions(productIds: string[], positions: string[]): string[] {
  return productIds
    .map((id, index) => {
      const typed = Number(positions[index]);
      const position = Number.isFinite(typed) && (positions[index] ?? "").trim() !== "" ? typed : index + 1;
      return { id, index, position, moved: position !== index + 1 ? 0 : 1 };
    })
    .sort((a, b) => a.position - b.position || a.moved - b.moved || a.index - b.index)
    .map((row) => row.id);
}
