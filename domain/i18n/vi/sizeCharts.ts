import type { sizeCharts as en } from "../en/sizeCharts";
import type { Translation } from "../translation";

export const sizeCharts = {} as const satisfies Translation<typeof en>;
