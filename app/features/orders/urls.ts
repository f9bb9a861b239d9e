// The orders area's URLs (SPEC §2: orders, orders/detail/{id}, orders/{id}/fulfillment, orders/{id}/refund).
import { segment } from "../../lib/area-urls";

const list = "/admin/orders";

export const orderUrls = {
  list,
  detail: (id: string) => `${list}/detail/${segment(id)}`,
  /** H2's pages (fulfil, refund): linked from the order page. */
  fulfillment: (id: string) => `${list}/${segment(id)}/fulfillment`,
  refund: (id: string) => `${list}/${segment(id)}/refund`,
  /** An export's file, streamed from the API. */
  exportDownload: (taskId: string) => `${list}/exports/${segment(taskId)}/download`,
  /** The customer's page (the customers area). */
  customer: (id: string) => `/admin/customer/update/${segment(id)}`,
} as const;
