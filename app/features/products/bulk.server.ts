// The products list's bulk actions on the ticked rows (publish, unpublish, delete after confirming), posted as plain
// forms to the list (ARCHITECTURE rules 4, 5); the CSV dialogs post to the same action.
import { data } from "@remix-run/node";
import type { TFunction } from "@domain/i18n";
import { patchSelection } from "~/api-client/bulk-edit.server";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { deleteProducts } from "~/api-client/products.server";
import { readBulkForm } from "~/lib/bulk-form";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";

type Api = Pick<ApiClients, "store">;
export const PRODUCT_BULK_INTENTS = ["publish-selected", "unpublish-selected", "confirm-delete", "delete"] as const;
export type ProductBulkIntent = (typeof PRODUCT_BULK_INTENTS)[number];

export interface ProductBulkActionData {
  intent: ProductBulkIntent;
  /** The ids the user ticked, so a re-rendered list keeps them ticked and counts them. */
  ids: string[];
  formErrors?: string[];
}

/**
 * The bulk form when the request is one (a url-encoded body naming a bulk intent), else null: the list's action then
 * hands the request to the CSV dialogs. Reads a copy, so the request's own body is still there for them.
 */
export async function productBulkForm(request: Request): Promise<{ intent: ProductBulkIntent; ids: string[] } | null> {
  if (!(request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) return null;
  return readBulkForm(await request.clone().formData(), PRODUCT_BULK_INTENTS);
}

/**
 * `confirm-delete` only re-renders the list with the delete dialog open (how it opens without JavaScript; with it the
 * dialog opens in place). The others make one API call and come back to the same list with a toast in the reader's
 * language (`t`).
 */
export async function productsBulkAction(
  context: ToastContext,
  t: TFunction<"products">,
  api: Api,
  listUrl: string,
  { intent, ids }: { intent: ProductBulkIntent; ids: string[] },
) {
  if (ids.length === 0) return data<ProductBulkActionData>({ intent, ids, formErrors: [t("bulk.selectFirst")] }, { status: 400 });
  if (intent === "confirm-delete") return data<ProductBulkActionData>({ intent, ids });
  try {
    if (intent === "delete")
      return redirectWithToast(context, listUrl, { kind: "success", message: t("bulk.deleted", { count: await deleteProducts(api, ids) }) });
    const published = intent === "publish-selected";
    const { matched } = await patchSelection(api, { ids }, { published });
    return redirectWithToast(context, listUrl, { kind: "success", message: t(published ? "bulk.published" : "bulk.unpublished", { count: matched }) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data<ProductBulkActionData>({ intent, ids, formErrors: error.messages }, { status: 400 });
  }
}
