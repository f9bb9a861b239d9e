// The size charts area's URLs (SPEC §2: sizechart, add, update/{id}, testdialog).
import { areaUrls, segment } from "../../lib/area-urls";

const sizeCharts = areaUrls("/admin/sizechart", "/admin/sizechart/add");

export const sizeChartUrls = {
  ...sizeCharts,
  /** How a chart looks to shoppers. */
  preview: (id: string) => `${sizeCharts.list}/testdialog?id=${segment(id)}`,
} as const;
