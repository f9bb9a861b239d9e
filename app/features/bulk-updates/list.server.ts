// The bulk updates list on the list screen kit: the recent jobs (the API returns them unpaged), and Undo on one.
import type { ApiClients } from "~/api-client/client.server";
import { listBulkUpdates, undoBulkUpdate } from "~/api-client/bulk-updates.server";
import { isApiError } from "~/api-client/errors";
import { loadList } from "~/components/list/load-list.server";
import type { AppLoadContext } from "@remix-run/node";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { bulkUpdateUrls } from "./urls";

type Api = Pick<ApiClients, "store">;

export function loadBulkUpdatesScreen(request: Request, api: Api) {
  return loadList(request, { load: async () => ({ jobs: await listBulkUpdates(api) }) });
}

/** `intent=undo`: back to the list with a toast; a job that cannot be undone (409) or is gone (404) says why. */
export async function undoIntent(request: Request, context: AppLoadContext, api: Api, formData: FormData) {
  try {
    await undoBulkUpdate(api, String(formData.get("id") ?? ""));
    const t = await requestT(request, context, "bulk");
    return redirectWithToast(context, bulkUpdateUrls.list, { kind: "success", message: t("updates.undoStarted") });
  } catch (error) {
    if (!isApiError(error) || (error.status !== 409 && error.status !== 404)) throw error;
    return redirectWithToast(context, bulkUpdateUrls.list, { kind: "error", message: error.messages.join(" ") });
  }
}
