import type { orders as en } from "../en/orders";
import type { Translation } from "../translation";

export const orders = {} as const satisfies Translation<typeof en>;
