// SPEC §9 size chart limits, apart from the schemas (domain/size-chart.ts): the hydrated editor (Tier 2, ADR 033)
// imports them, and importing the schemas' module would put zod in the browser's bundle.
export const SIZE_CHART_COLUMNS_MAX = 20;
export const SIZE_CHART_ROWS_MAX = 100;
export const SIZE_CHART_CELL_MAX = 255;
export const SIZE_CHART_TARGETS_MAX = 500;
export const SIZE_CHART_UNIT_MAX = 20;
