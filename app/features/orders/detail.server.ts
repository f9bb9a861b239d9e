// The order page's server half: its data (the order, its timeline, its estimated profit, read together) and its forms
// (rule 5, an intent each): the notes-and-tags editor (save / overwrite / delete through the editor kit), a comment,
// archive and unarchive, and the order actions' cancel and mark as paid (ADR 039).
import { data, type AppLoadContext } from "@remix-run/node";
import type { TFunction } from "@domain/i18n";
import { ORDER_CONFLICT_MESSAGE, OrderCommentSchema, OrderUpdateSchema, type OrderDetailDto } from "@domain/order-admin";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { addOrderComment, conflictingOrder, deleteOrder, getOrder, orderHistory, updateOrder } from "~/api-client/orders.server";
import { listFulfillments } from "~/api-client/order-actions.server";
import { orderProfit } from "~/api-client/reports.server";
import { editorAction, type EditorConfig } from "~/components/editor/actions.server";
import { throwRouteError } from "~/lib/guards.server";
import { parseForm } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { handleCancelIntent, handleMarkPaidIntent, newIdempotencyKey } from "~/features/order-actions/actions.server";
import { orderUrls } from "./urls";

type Api = Pick<ApiClients, "store" | "reports">;

export async function loadOrderPage(api: Api, id: string) {
  const [order, events, profit, shipped] = await Promise.all([getOrder(api, id), orderHistory(api, id), orderProfit(api, id), listFulfillments(api, id)]).catch(
    throwRouteError,
  );
  // The money forms' keys are made as the page renders: a double click or a resubmitted page acts once (ADR 035).
  return { order, events, profit, fulfillments: shipped.fulfillments, keys: { cancel: newIdempotencyKey(), markPaid: newIdempotencyKey() } };
}

export function orderEditor(t: TFunction<"orders">): EditorConfig<OrderDetailDto> {
  return {
    noun: "Order",
    toasts: { created: t("detail.updated"), updated: t("detail.updated"), deleted: t("detail.deleted") },
    schemas: { create: OrderUpdateSchema, update: OrderUpdateSchema },
    fields: ["note", "tags"],
    update: updateOrder,
    remove: deleteOrder,
    conflicting: conflictingOrder,
    conflictMessage: ORDER_CONFLICT_MESSAGE,
    editorUrl: orderUrls.detail,
    listUrl: orderUrls.list,
  };
}

/** What the comment and archive forms answer when refused: the reason, and the comment as typed. */
export interface OrderFormFailure {
  intent: "comment" | "archive" | "unarchive";
  error: string;
  message?: string;
}

export async function orderPageAction(request: Request, context: AppLoadContext, api: Api, t: TFunction<"orders">, id: string, form: FormData) {
  const intent = String(form.get("intent") ?? "save");
  switch (intent) {
    case "cancel":
      return handleCancelIntent({ request, context, api, orderId: id, formData: form });
    case "mark-paid":
      return handleMarkPaidIntent({ request, context, api, orderId: id, formData: form });
    case "comment": {
      const typed = String(form.get("message") ?? "");
      const parsed = parseForm(new URLSearchParams({ orderId: id, message: typed }), OrderCommentSchema);
      const refuse = (error: string, status = 400) => data<OrderFormFailure>({ intent, error, message: typed }, status);
      if (parsed.status !== "success") return refuse(Object.values(parsed.error ?? {}).flat()[0] ?? "", 400);
      try {
        await addOrderComment(api, id, parsed.value.message);
      } catch (error) {
        if (!isApiError(error) || error.status === 404) throwRouteError(error);
        return refuse(error.messages.join(" "), error.status);
      }
      return redirectWithToast(context, `${orderUrls.detail(id)}#timeline`, { kind: "success", message: t("detail.commented") });
    }
    case "archive":
    case "unarchive": {
      const version = Number(form.get("version"));
      try {
        await updateOrder(api, id, { archived: intent === "archive", version });
      } catch (error) {
        if (!isApiError(error) || error.status === 404) throwRouteError(error);
        return data<OrderFormFailure>({ intent, error: error.messages.join(" ") }, error.status === 409 ? 409 : 400);
      }
      return redirectWithToast(context, orderUrls.detail(id), { kind: "success", message: t(intent === "archive" ? "detail.archived" : "detail.unarchived") });
    }
    default:
      return editorAction(orderEditor(t), context, api, id, form);
  }
}
