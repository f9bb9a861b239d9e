// The abandoned checkouts' URLs (SPEC §2 abandoned, abandoned/checkout/{id}), where a recovered one's order and
// customer are, and the buyer's restored cart outside /admin (ADR 040; the storefront of issue 12 replaces it).
import { segment } from "../../lib/area-urls";

export const abandonedUrls = {
  list: "/admin/abandoned",
  checkout: (id: string) => `/admin/abandoned/checkout/${segment(id)}`,
  order: (id: string) => `/admin/orders/detail/${segment(id)}`,
  customer: (id: string) => `/admin/customer/update/${segment(id)}`,
  storefrontCart: (storeId: string, token: string) => `/checkouts/${segment(storeId)}/${segment(token)}`,
} as const;
