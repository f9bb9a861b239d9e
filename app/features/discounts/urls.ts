// The discounts area's URLs (SPEC §2: discount/code and discount/automatic, each with create and update/{id}).
import type { DiscountMethod } from "../../../domain/discount";
import { areaUrls, segment } from "../../lib/area-urls";

const code = areaUrls("/admin/discount/code");
const automatic = areaUrls("/admin/discount/automatic");

export const discountUrls = {
  code,
  automatic,
  of: (method: DiscountMethod) => (method === "code" ? code : automatic),
  /** The codes of a code discount as CSV (a resource route streaming the API's export). */
  codesCsv: (id: string) => `${code.update(id)}/codes.csv`,
} as const;

export const urlsFor = (method: DiscountMethod) => discountUrls.of(method);
export { segment };
