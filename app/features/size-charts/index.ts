import sizeChartStyles from "./size-charts.css";

export const sizeChartStylesHref = sizeChartStyles;
