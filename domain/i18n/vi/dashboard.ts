import type { dashboard as en } from "../en/dashboard";
import type { Translation } from "../translation";

export const dashboard = {} as const satisfies Translation<typeof en>;
