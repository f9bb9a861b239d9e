import type { feeds as en } from "../en/feeds";
import type { Translation } from "../translation";

export const feeds = {} as const satisfies Translation<typeof en>;
