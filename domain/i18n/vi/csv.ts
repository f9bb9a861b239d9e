import type { csv as en } from "../en/csv";
import type { Translation } from "../translation";

export const csv = {} as const satisfies Translation<typeof en>;
