import type { collections as en } from "../en/collections";
import type { Translation } from "../translation";

export const collections = {} as const satisfies Translation<typeof en>;
