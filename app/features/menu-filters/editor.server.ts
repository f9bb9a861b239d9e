// The menu filter editor's kit configuration (ADR 031), its guard, and its own intents: add or remove a condition row,
// each a plain form post that re-renders the form as typed with nothing saved (works without JavaScript).
import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "@domain/i18n";
import { MENU_FILTER_MESSAGES, MenuFilterFormSchema, MenuFilterUpdateSchema, type MenuFilterDto } from "@domain/menu-filter";
import type { ApiClients } from "~/api-client/client.server";
import { listCollections } from "~/api-client/collections.server";
import { conflictingMenuFilter, createMenuFilter, deleteMenuFilter, updateMenuFilter } from "~/api-client/menu-filters.server";
import { editorAction, redraw, type EditorConfig } from "~/components/editor/actions.server";
import { parseForm } from "~/lib/forms";
import { requireOperator, requireStore } from "~/lib/guards.server";
import type { ToastContext } from "~/lib/toast.server";
import { emptyRow, isFilterField, removedRow, valuesFromPayload, withoutBlankConditionRows } from "./filter-form";
import { menuFilterUrls } from "./urls";

type Api = Pick<ApiClients, "store">;
/** How many collections the scope list offers (most recent first). */
const COLLECTION_CHOICES = 200;

/** SPEC §2: menu filters are restricted: everyone but operators gets the 404 page; then the navigations scope. */
export async function requireMenuFilters(request: Request, context: AppLoadContext) {
  await requireOperator(request, context);
  return requireStore(request, context, "navigations");
}

export async function loadCollectionChoices(api: Api): Promise<{ _id: string; title: string }[]> {
  const found = await listCollections(api, { limit: COLLECTION_CHOICES });
  return found.collections.map((c) => ({ _id: c._id, title: c.title }));
}

export function menuFilterEditor(t: TFunction<"menuFilters">): EditorConfig<MenuFilterDto> {
  return {
    noun: "Menu filter",
    toasts: { created: t("editor.created"), updated: t("editor.updated"), deleted: t("editor.deleted") },
    schemas: { create: MenuFilterFormSchema, update: MenuFilterUpdateSchema },
    fields: ["name", "scoped", "collectionIds", "conditions"],
    create: createMenuFilter,
    update: updateMenuFilter,
    remove: deleteMenuFilter,
    conflicting: conflictingMenuFilter,
    conflictMessage: MENU_FILTER_MESSAGES.conflict,
    editorUrl: menuFilterUrls.update,
    listUrl: menuFilterUrls.list,
    prepare: withoutBlankConditionRows,
  };
}

export async function menuFilterAction(context: ToastContext, t: TFunction<"menuFilters">, api: Api, id: string | null, formData: FormData) {
  const intent = String(formData.get("intent") ?? "save");
  const removed = removedRow(intent);
  if (intent !== "add-condition" && removed === null) return editorAction(menuFilterEditor(t), context, api, id, formData);
  const payload = parseForm(formData, MenuFilterFormSchema).payload;
  const values = valuesFromPayload(payload);
  if (intent === "add-condition") {
    if (values.conditions.length >= 50) return redraw(intent, values, MENU_FILTER_MESSAGES.tooMany);
    const field = formData.get("newField");
    return redraw(intent, { ...values, conditions: [...values.conditions, emptyRow(isFilterField(field) ? field : "vendor")] });
  }
  return redraw(intent, { ...values, conditions: values.conditions.filter((_, i) => i !== removed) });
}
