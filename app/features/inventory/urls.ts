// The inventory area's URLs (SPEC §2: inventory; a variant's stock history is a state of the same page).
import { segment } from "../../lib/area-urls";

const list = "/admin/inventory";

export const inventoryUrls = {
  list,
  history: (variantId: string) => `${list}?history=${segment(variantId)}`,
} as const;
