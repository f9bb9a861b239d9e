// Pure helpers of the menu filter editor, shared by its server and page halves: the form's values and rows.
import type { TFunction } from "../../../domain/i18n/core";
import { FILTER_FIELDS, type FilterField, type MenuFilterDto } from "../../../domain/menu-filter";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { menuFilterUrls } from "./urls";

export const MENU_FILTER_FORM_ID = "menu-filter-form";

/** One condition row as the form holds it (every value is text; availability posts "true" or "false"). */
export interface ConditionRow {
  field: string;
  compare: string;
  value: string;
  fieldCompare: string;
  nameDislay: string;
}

// A type, not an interface: the kit's redraw takes it as a plain record.
export type MenuFilterValues = {
  name: string;
  scoped: string;
  collectionIds: string[];
  conditions: ConditionRow[];
  version?: string;
};

export const emptyRow = (field: FilterField = "vendor"): ConditionRow => ({
  field,
  compare: field === "price" ? "less_than" : "equals",
  value: field === "available" ? "true" : "",
  fieldCompare: "",
  nameDislay: "",
});

export function menuFilterValues(filter: MenuFilterDto | null): MenuFilterValues {
  if (!filter) return { name: "", scoped: "", collectionIds: [], conditions: [emptyRow()] };
  return {
    name: filter.name,
    scoped: filter.scoped ? "on" : "",
    collectionIds: filter.collectionIds,
    conditions: filter.conditions.map((c) => ({
      field: c.field,
      compare: c.compare,
      value: String(c.value),
      fieldCompare: c.fieldCompare,
      nameDislay: c.nameDislay,
    })),
    version: String(filter.version),
  };
}

const text = (v: unknown) => (typeof v === "string" ? v : "");
const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : typeof v === "object" ? Object.values(v) : [v]);

/** The posted form (conform's payload: `conditions[2].value` …) as the editor shows it again. */
export function valuesFromPayload(payload: Record<string, unknown>): MenuFilterValues {
  return {
    name: text(payload.name),
    scoped: payload.scoped === "on" || payload.scoped === true ? "on" : "",
    collectionIds: list(payload.collectionIds).map(text).filter(Boolean),
    conditions: list(payload.conditions).map((raw) => {
      const r = (raw ?? {}) as Record<string, unknown>;
      return {
        field: text(r.field) || "vendor",
        compare: text(r.compare) || "equals",
        value: text(r.value),
        fieldCompare: text(r.fieldCompare),
        nameDislay: text(r.nameDislay),
      };
    }),
    ...(typeof payload.version === "string" ? { version: payload.version } : {}),
  };
}

/** `remove-condition-3`: the row's index, or null. */
export function removedRow(intent: string): number | null {
  const m = /^remove-condition-(\d+)$/.exec(intent);
  return m ? Number(m[1]) : null;
}

export const isFilterField = (v: unknown): v is FilterField => (FILTER_FIELDS as readonly unknown[]).includes(v);

/**
 * The posted form without the condition rows that have no value (SPEC §5 drops them anyway), the rest renumbered:
 * what the schema parses, the API stores and the form shows again, so an error's row index is the row shown.
 */
export function withoutBlankConditionRows(formData: FormData): FormData {
  const rows = new Map<number, Map<string, FormDataEntryValue>>();
  const out = new FormData();
  for (const [key, value] of formData.entries()) {
    const m = /^conditions\[(\d+)\]\.(\w+)$/.exec(key);
    if (!m) out.append(key, value);
    else (rows.get(Number(m[1])) ?? rows.set(Number(m[1]), new Map()).get(Number(m[1])))!.set(m[2]!, value);
  }
  const kept = [...rows.entries()].sort(([a], [b]) => a - b).filter(([, row]) => String(row.get("value") ?? "").trim() !== "");
  kept.forEach(([, row], i) => row.forEach((value, name) => out.append(`conditions[${i}].${name}`, value)));
  return out;
}

/** The menu filter editor screen (ADR 031), in the page's language. */
export function menuFilterScreen(t: TFunction<"menuFilters">): EditorScreenConfig<MenuFilterDto> {
  return {
    noun: "menu filter",
    formId: MENU_FILTER_FORM_ID,
    back: { to: menuFilterUrls.list, label: t("title") },
    create: { title: t("create"), url: menuFilterUrls.create },
    title: (f) => f.name,
    url: (f) => menuFilterUrls.update(f._id),
    deleteLabel: t("editor.delete"),
    deleteItem: (f) => f.name,
    texts: {
      notSaved: t("editor.notSaved"),
      notDeleted: t("editor.notDeleted"),
      deleteTitle: t("editor.deleteTitle"),
      conflictTitle: t("editor.conflictTitle"),
    },
  };
}
