// The collection editor's server side: what the create and update actions do per intent (ARCHITECTURE rules 4, 5, 9).
import { data } from "@remix-run/node";
import { COLLECTION_CONFLICT_MESSAGE, CollectionFormSchema, CollectionUpdateSchema } from "@domain/collection";
import type { ApiClients } from "~/api-client/client.server";
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
import { parseForm, splitErrors, topLevelFields } from "~/lib/forms";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import { EMPTY_CONDITION, valuesFromPayload, withoutBlankConditions, orderByPositions, type CollectionValues } from "./collection-form";
import { collectionUrls } from "./urls";

type Api = Pick<ApiClients, "store">;
export type CollectionIntent = "save" | "overwrite" | "add-condition" | "delete" | "add-products" | "remove-product" | "reorder";
const INTENTS: readonly CollectionIntent[] = ["save", "overwrite", "add-condition", "delete", "add-products", "remove-product", "reorder"];

export interface CollectionActionData {
  intent: CollectionIntent;
  values?: CollectionValues;
  errors?: Record<string, string[]>;
  formErrors?: string[];
  /** After an edit conflict: the version saved now, for "Keep my changes". */
  conflictVersion?: number;
}

const isFormField = topLevelFields(["title", "handle", "description", "published", "type", "match", "conditions"]);

export function collectionIntent(formData: FormData): CollectionIntent | null {
  const intent = formData.get("intent") ?? "save";
  return INTENTS.find((i) => i === intent) ?? null;
}

function refused(intent: CollectionIntent, status: number, rest: Omit<CollectionActionData, "intent">) {
  return data<CollectionActionData>({ intent, ...rest }, { status });
}


/** "Add condition" re-renders the form as typed, with one more empty row (works without JavaScript). */
export function addConditionIntent(formData: FormData) {
  const values = valuesFromPayload(parseForm(formData, CollectionFormSchema).payload);
  return data<CollectionActionData>({ intent: "add-condition", values: { ...values, type: "smart", conditions: [...values.conditions, EMPTY_CONDITION] } });
}

export async function createCollectionIntent(context: ToastContext, api: Api, formData: FormData) {
  const submission = parseForm(formData, CollectionFormSchema);
  const values = withoutBlankConditions(valuesFromPayload(submission.payload));
  if (submission.status !== "success") return refused("save", 400, { values, ...splitErrors(submission.error ?? {}, isFormField) });
  try {
    const collection = await createCollection(api, submission.value);
    return redirectWithToast(context, collectionUrls.update(collection._id), { kind: "success", message: "Collection created" });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return refused("save", 400, { values, ...splitErrors(error.fieldErrors, isFormField, error.messages) });
  }
}

/** Save, or after a conflict "overwrite": the user chose to keep their input over the version saved now. */
export async function saveCollectionIntent(context: ToastContext, api: Api, id: string, formData: FormData, intent: "save" | "overwrite") {
  const latest = formData.get("latestVersion");
  if (intent === "overwrite" && typeof latest === "string") formData.set("version", latest);
  const submission = parseForm(formData, CollectionUpdateSchema);
  const values = withoutBlankConditions(valuesFromPayload(submission.payload));
  if (submission.status !== "success") return refused(intent, 400, { values, ...splitErrors(submission.error ?? {}, isFormField) });
  try {
    await updateCollection(api, id, submission.value);
    return redirectWithToast(context, collectionUrls.update(id), { kind: "success", message: "Collection updated" });
  } catch (error) {
    const current = conflictingCollection(error);
    // 409: the input was fine, the record moved on. The form keeps the user's input.
    if (current) return refused(intent, 409, { values, formErrors: [COLLECTION_CONFLICT_MESSAGE], conflictVersion: current.version });
    if (!isApiError(error)) throw error;
    return refused(intent, 400, { values, ...splitErrors(error.fieldErrors, isFormField, error.messages) });
  }
}

export async function deleteCollectionIntent(context: ToastContext, api: Api, id: string, formData: FormData) {
  const version = Number(formData.get("version"));
  try {
    await deleteCollection(api, id, Number.isInteger(version) && version > 0 ? version : undefined);
    return redirectWithToast(context, collectionUrls.list, { kind: "success", message: "Collection deleted" });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const message = conflictingCollection(error) ? `${COLLECTION_CONFLICT_MESSAGE} Nothing was deleted.` : error.messages.join(" ");
    return refused("delete", error.status === 409 ? 409 : 400, { formErrors: [message] });
  }
}

const strings = (formData: FormData, name: string) => formData.getAll(name).filter((v): v is string => typeof v === "string" && v !== "");

/** The collection's version the page was loaded with: a membership change made on a stale page is refused (409). */
function loadedVersion(formData: FormData): number | undefined {
  const version = Number(formData.get("version"));
  return Number.isInteger(version) && version > 0 ? version : undefined;
}

/** A membership change: one API call, then back to the editor with a toast, or the API's message on the page. */
async function membershipChange(context: ToastContext, intent: CollectionIntent, id: string, call: () => Promise<unknown>, message: string) {
  try {
    await call();
    return redirectWithToast(context, collectionUrls.update(id), { kind: "success", message });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (conflictingCollection(error)) return refused(intent, 409, { formErrors: [`${COLLECTION_CONFLICT_MESSAGE} Nothing was changed.`] });
    return refused(intent, 400, { formErrors: error.messages });
  }
}

export async function addProductsIntent(context: ToastContext, api: Api, id: string, formData: FormData) {
  const productIds = strings(formData, "productId");
  if (productIds.length === 0) return refused("add-products", 400, { formErrors: ["Choose at least one product to add."] });
  const noun = productIds.length === 1 ? "product" : "products";
  return membershipChange(context, "add-products", id, () => collectProducts(api, id, productIds, loadedVersion(formData)), `Added ${productIds.length} ${noun}`);
}

export async function removeProductIntent(context: ToastContext, api: Api, id: string, formData: FormData) {
  const productId = formData.get("productId");
  if (typeof productId !== "string" || !productId) return refused("remove-product", 400, { formErrors: ["Choose a product to remove."] });
  return membershipChange(context, "remove-product", id, () => removeCollectionProduct(api, id, productId, loadedVersion(formData)), "Product removed from the collection");
}

export async function reorderIntent(context: ToastContext, api: Api, id: string, formData: FormData) {
  const productIds = orderByPositions(strings(formData, "productId"), formData.getAll("position").map(String));
  if (productIds.length === 0) return refused("reorder", 400, { formErrors: ["There is nothing to order."] });
  return membershipChange(context, "reorder", id, () => reorderCollection(api, id, productIds, loadedVersion(formData)), "Order saved");
}
