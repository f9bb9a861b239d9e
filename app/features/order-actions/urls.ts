// The order actions' URLs (SPEC §2 orders/{id}/fulfillment, orders/{id}/refund) and the order's page they return to
// (orders/detail/{id}, the orders area's). Relative imports only (ADR 032).
import { segment } from "../../lib/area-urls";

export const orderActionUrls = {
  detail: (id: string) => `/admin/orders/detail/${segment(id)}`,
  fulfillment: (id: string) => `/admin/orders/${segment(id)}/fulfillment`,
  refund: (id: string) => `/admin/orders/${segment(id)}/refund`,
  /** The order's page with the cancel dialog open (a URL state, ADR 033: it opens without JavaScript). */
  cancelDialog: (id: string) => `/admin/orders/detail/${segment(id)}?dialog=cancel`,
} as const;
