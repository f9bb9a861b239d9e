import type { discounts as en } from "../en/discounts";
import type { Translation } from "../translation";

export const discounts = {} as const satisfies Translation<typeof en>;
