// The redirects list's bulk delete, posted as a plain form (ARCHITECTURE rules 4, 5).
import { data } from "@remix-run/node";
import type { TFunction } from "@domain/i18n";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { deleteRedirects } from "~/api-client/redirects.server";
import { readBulkForm } from "~/lib/bulk-form";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";

const BULK_INTENTS = ["confirm-delete", "delete"] as const;

export interface RedirectsBulkData {
  intent: (typeof BULK_INTENTS)[number];
  ids: string[];
  formErrors?: string[];
}

/** `confirm-delete` re-renders the list with the dialog open (no JavaScript); `delete` deletes and comes back with a toast. */
export async function redirectsBulkAction(
  context: ToastContext,
  api: Pick<ApiClients, "store">,
  listUrl: string,
  formData: FormData,
  t: TFunction<"redirects">,
) {
  const form = readBulkForm(formData, BULK_INTENTS);
  if (!form) throw new Response("Unknown intent", { status: 400 });
  const { intent, ids } = form;
  if (ids.length === 0) return data<RedirectsBulkData>({ intent, ids, formErrors: [t("bulk.selectFirst")] }, { status: 400 });
  if (intent === "confirm-delete") return data<RedirectsBulkData>({ intent, ids });
  try {
    return redirectWithToast(context, listUrl, { kind: "success", message: t("bulk.deleted", { count: await deleteRedirects(api, ids) }) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data<RedirectsBulkData>({ intent, ids, formErrors: error.messages }, { status: 400 });
  }
}
