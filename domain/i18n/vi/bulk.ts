import type { bulk as en } from "../en/bulk";
import type { Translation } from "../translation";

export const bulk = {} as const satisfies Translation<typeof en>;
