// The product editor's server side: what the create and update actions do per intent (ARCHITECTURE rules 4, 5, 9).
import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { PRODUCT_CONFLICT_MESSAGE, ProductFormSchema, ProductUpdateSchema } from "@domain/product";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { conflictingProduct, createProduct, deleteProduct, updateProduct } from "~/api-client/products.server";
import { parseForm } from "~/lib/forms";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import { mergeConflict, PRODUCT_FIELDS } from "./product-form";
import { productUrls } from "./urls";

type Api = Pick<ApiClients, "store">;
export type EditorIntent = "save" | "overwrite" | "delete";

/** An API failure as a conform reply: its field errors on the fields, everything else as the form's error. */
export function replyWithApiError(submission: Submission<unknown>, error: unknown) {
  if (!isApiError(error)) throw error;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((PRODUCT_FIELDS as readonly string[]).includes(field)) fieldErrors[field] = messages;
    else formErrors.push(...messages);
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) formErrors.push(...error.messages);
  return submission.reply({ formErrors, fieldErrors });
}

export async function createProductIntent(context: ToastContext, api: Api, formData: FormData) {
  const submission = parseForm(formData, ProductFormSchema);
  if (submission.status !== "success") return data({ intent: "save" as const, result: submission.reply() }, { status: 400 });
  try {
    const product = await createProduct(api, submission.value);
    return redirectWithToast(context, productUrls.update(product._id), { kind: "success", message: "Product created" });
  } catch (error) {
    return data({ intent: "save" as const, result: replyWithApiError(submission, error) }, { status: 400 });
  }
}

/**
 * Save, or after a conflict "overwrite": the user saw the newer version and chose to keep theirs, so the
 * save goes against that version (`latestVersion`) instead of the one the page was opened with.
 */
export async function saveProductIntent(context: ToastContext, api: Api, id: string, formData: FormData, intent: "save" | "overwrite") {
  const latest = formData.get("latestVersion");
  if (intent === "overwrite" && typeof latest === "string") formData.set("version", latest);
  const submission = parseForm(formData, ProductUpdateSchema);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    await updateProduct(api, id, submission.value);
    return redirectWithToast(context, productUrls.update(id), { kind: "success", message: "Product updated" });
  } catch (error) {
    const current = conflictingProduct(error);
    if (current) {
      // 409, not 400: the input was fine, the record moved on. The form gets the user's edits on top of the
      // saved version; fields only the other person changed take their value.
      const merge = mergeConflict(submission.payload, current, formData.get("base"));
      const result = { ...submission.reply({ formErrors: [PRODUCT_CONFLICT_MESSAGE] }), initialValue: merge.values };
      return data({ intent, result, conflict: { current, taken: merge.taken, clashes: merge.clashes } }, { status: 409 });
    }
    return data({ intent, result: replyWithApiError(submission, error) }, { status: 400 });
  }
}

export async function deleteProductIntent(context: ToastContext, api: Api, id: string, formData: FormData) {
  const version = Number(formData.get("version"));
  try {
    await deleteProduct(api, id, Number.isInteger(version) && version > 0 ? version : undefined);
    return redirectWithToast(context, productUrls.list, { kind: "success", message: "Product deleted" });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const current = conflictingProduct(error);
    const message = current ? `${PRODUCT_CONFLICT_MESSAGE} Nothing was deleted.` : error.messages.join(" ");
    return data({ intent: "delete" as const, deleteError: message }, { status: current ? 409 : 400 });
  }
}

export function editorIntent(formData: FormData): EditorIntent | null {
  const intent = formData.get("intent") ?? "save";
  return intent === "save" || intent === "overwrite" || intent === "delete" ? intent : null;
}
