// The notification centre's server half (ADR 062): the list state from the URL, and the two POST forms (one read, all
// read), each answered by a redirect back to the same list with a toast, so the page works without JavaScript.
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod/v4";
import { UUID_RE } from "@domain/contracts/endpoint";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "~/api-client/notifications.server";
import type { ApiClients } from "~/api-client/client.server";
import { parseListState } from "~/components/list";
import { notFound, throwRouteError } from "~/lib/guards.server";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { accountUrls } from "./urls";

export const INBOX_TABS = ["all", "unread"] as const;

export function inboxState(url: string) {
  const state = parseListState(url, z.object({}), { tabs: INBOX_TABS });
  return { tab: state.tab, page: state.page, limit: state.limit };
}

export async function loadInbox(api: Pick<ApiClients, "store">, url: string) {
  return listNotifications(api, inboxState(url));
}

/** Back to the list the form was on (its tab and page), never elsewhere. */
function backTo(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return accountUrls.notifications + (search ? `?${search}` : "");
}

export async function notificationsAction(request: Request, context: AppLoadContext, api: Pick<ApiClients, "store">, formData: FormData) {
  const t = await requestT(request, context, "profile");
  switch (formData.get("intent")) {
    case "read": {
      const id = formData.get("id");
      if (typeof id !== "string" || !UUID_RE.test(id)) throw notFound();
      await markNotificationRead(api, id).catch(throwRouteError);
      return redirectWithToast(context, backTo(request), { kind: "success", message: t("notifications.markedRead") });
    }
    case "read-all": {
      const { updated } = await markAllNotificationsRead(api);
      const message = updated === 0 ? t("notifications.noneToMark") : t("notifications.markedAllRead", { count: updated });
      return redirectWithToast(context, backTo(request), { kind: "success", message });
    }
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}
