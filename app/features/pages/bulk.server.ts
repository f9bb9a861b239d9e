// The pages list's bulk delete, posted as a plain form (ARCHITECTURE rules 4, 5): `confirm-delete` re-renders the
// list with the dialog open (how it opens without JavaScript), `delete` deletes the ticked pages.
import { data } from "@remix-run/node";
import type { TFunction } from "@domain/i18n";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { deletePages } from "~/api-client/pages.server";
import { readBulkForm } from "~/lib/bulk-form";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";

export const PAGE_BULK_INTENTS = ["confirm-delete", "delete"] as const;
export interface PageBulkData {
  intent: (typeof PAGE_BULK_INTENTS)[number];
  ids: string[];
  formErrors?: string[];
}

export async function pagesBulkAction(context: ToastContext, api: Pick<ApiClients, "store">, listUrl: string, formData: FormData, t: TFunction<"pages">) {
  const form = readBulkForm(formData, PAGE_BULK_INTENTS);
  if (!form) throw new Response("Unknown intent", { status: 400 });
  const { intent, ids } = form;
  if (ids.length === 0) return data<PageBulkData>({ intent, ids, formErrors: [t("bulk.selectFirst")] }, { status: 400 });
  if (intent === "confirm-delete") return data<PageBulkData>({ intent, ids });
  try {
    return redirectWithToast(context, listUrl, { kind: "success", message: t("bulk.deleted", { count: await deletePages(api, ids) }) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data<PageBulkData>({ intent, ids, formErrors: error.messages }, { status: 400 });
  }
}
