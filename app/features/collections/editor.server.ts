// The collection editor's kit configuration (ADR 031) and its own intents: add a condition row, and the members' forms.
import { COLLECTION_CONFLICT_MESSAGE, CollectionFormSchema, CollectionUpdateSchema, type CollectionDto } from "@domain/collection";
import type { TFunction } from "@domain/i18n";
import {
  collectProducts,
  conflictingCollection,
  createCollection,
  deleteCollection,
  removeCollectionProduct,
  reorderCollection,
  updateCollection,
} from "~/api-client/collections.server";
import { isApiError } from "~/api-client/errors";
import { postedVersion, redraw, refused, type EditorApi, type EditorConfig } from "~/components/editor/actions.server";
import { parseForm } from "~/lib/forms";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import { EMPTY_CONDITION, orderByPositions, valuesFromPayload, withoutBlankConditionRows } from "./form";
import { collectionUrls } from "./urls";

type Api = EditorApi;
/** The members' answers are said in the request's language (the collections namespace). */
type T = TFunction<"collections">;

/** The collection editor as the request is answered: its toasts in the request's language. */
export function collectionEditor(t: T): EditorConfig<CollectionDto> {
  return {
    noun: "Collection",
    toasts: { created: t("editor.created"), updated: t("editor.updated"), deleted: t("editor.deleted") },
    schemas: { create: CollectionFormSchema, update: CollectionUpdateSchema },
    fields: ["title", "handle", "description", "published", "type", "match", "conditions"],
    create: createCollection,
    update: updateCollection,
    remove: deleteCollection,
    conflicting: conflictingCollection,
    conflictMessage: COLLECTION_CONFLICT_MESSAGE,
    editorUrl: collectionUrls.update,
    listUrl: collectionUrls.list,
    prepare: withoutBlankConditionRows,
  };
}

/** "Add condition" re-renders the form as typed, with one more empty row (works without JavaScript). */
export function addConditionIntent(formData: FormData) {
  const submission = parseForm(formData, CollectionFormSchema);
  const values = valuesFromPayload(submission.payload);
  return redraw("add-condition", { ...submission.payload, type: "smart", conditions: [...values.conditions, EMPTY_CONDITION] });
}

const strings = (formData: FormData, name: string) => formData.getAll(name).filter((v): v is string => typeof v === "string" && v !== "");

/** The collection's version the page was loaded with: a membership change made on a stale page is refused (409). */
const loadedVersion = (formData: FormData) => postedVersion(formData);

/** A membership change: one API call, then back to the editor with a toast, or the API's message on the page. */
async function membershipChange(context: ToastContext, t: T, intent: string, id: string, call: () => Promise<unknown>, message: string) {
  try {
    await call();
    return redirectWithToast(context, collectionUrls.update(id), { kind: "success", message });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (conflictingCollection(error)) return refused(intent, 409, { pageError: t("answers.conflict") });
    return refused(intent, 400, { pageError: error.messages.join(" ") });
  }
}

export async function addProductsIntent(context: ToastContext, t: T, api: Api, id: string, formData: FormData) {
  const productIds = strings(formData, "productId");
  if (productIds.length === 0) return refused("add-products", 400, { pageError: t("answers.chooseToAdd") });
  const added = t("answers.added", { count: productIds.length });
  return membershipChange(context, t, "add-products", id, () => collectProducts(api, id, productIds, loadedVersion(formData)), added);
}

export async function removeProductIntent(context: ToastContext, t: T, api: Api, id: string, formData: FormData) {
  const productId = formData.get("productId");
  if (typeof productId !== "string" || !productId) return refused("remove-product", 400, { pageError: t("answers.chooseToRemove") });
  return membershipChange(context, t, "remove-product", id, () => removeCollectionProduct(api, id, productId, loadedVersion(formData)), t("answers.removed"));
}

export async function reorderIntent(context: ToastContext, t: T, api: Api, id: string, formData: FormData) {
  const productIds = orderByPositions(strings(formData, "productId"), formData.getAll("position").map(String));
  if (productIds.length === 0) return refused("reorder", 400, { pageError: t("answers.nothingToOrder") });
  return membershipChange(context, t, "reorder", id, () => reorderCollection(api, id, productIds, loadedVersion(formData)), t("answers.orderSaved"));
}

/** The members' forms (manual collections): their intent's answer, or null for the editor's own intents. */
export function membershipIntent(context: ToastContext, t: T, api: Api, id: string, formData: FormData) {
  switch (formData.get("intent")) {
    case "add-condition":
      return addConditionIntent(formData);
    case "add-products":
      return addProductsIntent(context, t, api, id, formData);
    case "remove-product":
      return removeProductIntent(context, t, api, id, formData);
    case "reorder":
      return reorderIntent(context, t, api, id, formData);
    default:
      return null;
  }
}
