// The collections list's bulk actions (selected rows or all matching), posted as plain forms (ARCHITECTURE rules 4, 5).
import { data } from "@remix-run/node";
import type { Locale, TFunction } from "@domain/i18n";
import { formatCount } from "@domain/i18n/count";
import type { ApiClients } from "~/api-client/client.server";
import { bulkPublishCollections, deleteCollections } from "~/api-client/collections.server";
import { isApiError } from "~/api-client/errors";
import { readBulkForm } from "~/lib/bulk-form";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import type { CollectionListFilters } from "./filters";

type Api = Pick<ApiClients, "store">;
export const BULK_INTENTS = ["confirm-delete", "delete", "publish-selected", "unpublish-selected", "publish-all", "unpublish-all"] as const;
export type BulkIntent = (typeof BULK_INTENTS)[number];

export interface BulkActionData {
  intent: BulkIntent;
  /** The ids the user ticked, so a re-rendered list keeps them ticked. */
  ids: string[];
  formErrors?: string[];
}

/**
 * `confirm-delete` only re-renders the list with the delete dialog open (how it opens without JavaScript; with it the
 * dialog opens in place). The others make one API call and come back to the same list with a toast.
 */
export async function collectionsBulkAction(
  context: ToastContext,
  api: Api,
  listUrl: string,
  filters: CollectionListFilters,
  formData: FormData,
  /** The answers' words: the request's `t` and its language (for counts said its way). */
  t: TFunction<"collections">,
  locale: Locale,
) {
  const form = readBulkForm(formData, BULK_INTENTS);
  if (!form) throw new Response("Unknown intent", { status: 400 });
  const { intent, ids } = form;
  const selected = !intent.endsWith("-all");
  if (selected && ids.length === 0) return data<BulkActionData>({ intent, ids, formErrors: [t("bulk.selectFirst")] }, { status: 400 });
  if (intent === "confirm-delete") return data<BulkActionData>({ intent, ids });
  try {
    if (intent === "delete")
      return redirectWithToast(context, listUrl, { kind: "success", message: t("bulk.deleted", { count: await deleteCollections(api, ids) }) });
    const published = intent.startsWith("publish");
    const updated = await bulkPublishCollections(api, selected ? { ids } : { search: filters.search, type: filters.type }, published);
    return redirectWithToast(context, listUrl, {
      kind: "success",
      message: t(published ? "bulk.published" : "bulk.unpublished", { count: updated, n: formatCount(updated, locale) }),
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data<BulkActionData>({ intent, ids, formErrors: error.messages }, { status: 400 });
  }
}
