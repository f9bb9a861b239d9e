import type { cache as en } from "../en/cache";
import type { Translation } from "../translation";

export const cache = {} as const satisfies Translation<typeof en>;
