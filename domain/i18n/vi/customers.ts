import type { customers as en } from "../en/customers";
import type { Translation } from "../translation";

export const customers = {} as const satisfies Translation<typeof en>;
