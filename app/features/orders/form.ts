// The order page's notes-and-tags form (the one versioned edit of the page, ADR 038) and its screen config on the
// editor kit. Relative imports only: the unit tests import this file without the app's path aliases.
import type { TFunction } from "../../../domain/i18n/core";
import type { OrderDetailDto } from "../../../domain/order-admin";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { orderUrls } from "./urls";

export const ORDER_FORM_ID = "order-notes-form";

export interface OrderValues {
  note: string;
  tags: string;
  version?: string;
}

export const orderValues = (order: OrderDetailDto): OrderValues => ({ note: order.note, tags: order.tags.join(", ") });

/** A cancelled or archived order may be deleted (ADR 038); others show no Delete. */
export const deletable = (order: Pick<OrderDetailDto, "status">) => order.status === "cancelled" || order.status === "archived";

export function orderScreen(t: TFunction<"orders">, order: OrderDetailDto): EditorScreenConfig<OrderDetailDto> {
  return {
    noun: "order",
    formId: ORDER_FORM_ID,
    back: { to: orderUrls.list, label: t("detail.back") },
    create: { title: "", url: orderUrls.list },
    title: (o) => o.name,
    url: (o) => orderUrls.detail(o._id),
    deleteLabel: deletable(order) ? t("detail.delete") : undefined,
    deleteItem: (o) => o.name,
    texts: {
      notSaved: t("detail.notSaved"),
      notDeleted: t("detail.notDeleted"),
      deleteTitle: t("detail.deleteTitle"),
      conflictTitle: t("detail.conflictTitle"),
    },
  };
}
