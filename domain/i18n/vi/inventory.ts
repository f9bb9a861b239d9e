import type { inventory as en } from "../en/inventory";
import type { Translation } from "../translation";

export const inventory = {} as const satisfies Translation<typeof en>;
