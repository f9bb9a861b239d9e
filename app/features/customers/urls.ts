// The customers area's URLs (SPEC §2: customer, customer/create, customer/update/{id}), and where a customer's orders
// are (the orders screens, SPEC §2 orders/detail/{id}).
import { areaUrls, segment } from "../../lib/area-urls";

export const customerUrls = {
  ...areaUrls("/admin/customer"),
  /** An order of the customer's (the orders area's detail page). */
  order: (id: string) => `/admin/orders/detail/${segment(id)}`,
} as const;
