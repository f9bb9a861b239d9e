import type { products as en } from "../en/products";
import type { Translation } from "../translation";

export const products = {} as const satisfies Translation<typeof en>;
