// Size charts (ADR 013): a table of a header row and body rows of text cells, attached to products and collections.
import { z } from "zod/v4";
import { messages, optionalText, requiredText, safeString } from "./validation";
import { SIZE_CHART_COLUMNS_MAX, SIZE_CHART_ROWS_MAX, SIZE_CHART_CELL_MAX, SIZE_CHART_TARGETS_MAX, SIZE_CHART_UNIT_MAX } from "./size-chart-limits";

export { SIZE_CHART_COLUMNS_MAX, SIZE_CHART_ROWS_MAX, SIZE_CHART_CELL_MAX, SIZE_CHART_TARGETS_MAX, SIZE_CHART_UNIT_MAX };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An HTML form sends one value as a string and none at all as undefined; JSON sends arrays. */
const asArray = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : typeof v === "object" ? Object.values(v) : [v]);
const cell = z.preprocess(
  (v) => (v === undefined || v === null ? "" : v),
  safeString({ error: "Cell must be text" }).trim().max(SIZE_CHART_CELL_MAX, messages.maxLength(SIZE_CHART_CELL_MAX)),
);
const heading = z.preprocess(
  (v) => (v === undefined || v === null ? "" : v),
  safeString({ error: "Column must be text" }).trim().min(1, messages.required("Column")).max(SIZE_CHART_CELL_MAX, messages.maxLength(SIZE_CHART_CELL_MAX)),
);
const idList = (label: string) =>
  z.preprocess(
    (v) => [...new Set(asArray(v).filter((x) => x !== ""))],
    z
      .array(safeString().regex(UUID_RE, "Invalid id"), { error: `${label} must be a list of ids` })
      .max(SIZE_CHART_TARGETS_MAX, messages.maxLength(SIZE_CHART_TARGETS_MAX)),
  );

export const TOO_MANY_COLUMNS_MESSAGE = `A size chart has at most ${SIZE_CHART_COLUMNS_MAX} columns`;
export const TOO_MANY_ROWS_MESSAGE = `A size chart has at most ${SIZE_CHART_ROWS_MAX} rows`;
export const ROW_WIDTH_MESSAGE = "Each row needs one cell per column";

export const SizeChartFormSchema = z
  .object({
    title: requiredText("Title"),
    description: optionalText("Description", { max: 2000 }),
    unit: z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? "cm" : v),
      safeString({ error: "Unit must be text" }).trim().max(SIZE_CHART_UNIT_MAX, messages.maxLength(SIZE_CHART_UNIT_MAX)),
    ),
    columns: z.preprocess(asArray, z.array(heading).min(1, messages.required("Columns")).max(SIZE_CHART_COLUMNS_MAX, TOO_MANY_COLUMNS_MESSAGE)),
    rows: z.preprocess((v) => asArray(v).map(asArray), z.array(z.array(cell)).max(SIZE_CHART_ROWS_MAX, TOO_MANY_ROWS_MESSAGE)),
    productIds: idList("Products"),
    collectionIds: idList("Collections"),
  })
  .superRefine((c, ctx) => {
    c.rows.forEach((row, i) => {
      if (row.length > c.columns.length) ctx.addIssue({ code: "custom", path: ["rows", i], message: ROW_WIDTH_MESSAGE });
    });
  })
  // Rows whose cells are all blank are dropped, not errors (an added row the user did not fill in); checked first, so
  // an error's row number is the one the user sees. Short rows get blank cells, as wide as the header.
  .transform((c) => ({
    ...c,
    rows: c.rows.filter((r) => r.some((cell) => cell !== "")).map((r) => [...r, ...Array<string>(Math.max(0, c.columns.length - r.length)).fill("")]),
  }));
export type SizeChartForm = z.infer<typeof SizeChartFormSchema>;

export const SizeChartUpdateSchema = z.intersection(
  SizeChartFormSchema,
  z.object({
    version: z.coerce
      .number({ error: messages.required("Version") })
      .int()
      .min(1),
  }),
);

export const SizeChartListQuerySchema = z.object({
  search: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(255).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

export interface SizeChartTarget {
  _id: string;
  title: string;
}

/** In lists: the chart without its targets' titles, with how many of each it has. */
export interface SizeChartSummaryDto {
  _id: string;
  title: string;
  description: string;
  unit: string;
  columns: string[];
  rows: string[][];
  productCount: number;
  collectionCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One chart: its targets with titles (only those still in the store). */
export interface SizeChartDto extends SizeChartSummaryDto {
  products: SizeChartTarget[];
  collections: SizeChartTarget[];
}

/** GET /products/{id}/size-chart: the chart and how it reached the product. */
export interface ProductSizeChartDto {
  sizeChart: SizeChartDto | null;
  via: { type: "product" } | { type: "collection"; collection: SizeChartTarget } | null;
}

export const SIZE_CHART_CONFLICT_MESSAGE = "This size chart was changed by someone else since you opened it. Review the latest version, then save again.";
export const UNKNOWN_TARGET_PRODUCTS_MESSAGE = "Some products were not found in this store";
export const UNKNOWN_TARGET_COLLECTIONS_MESSAGE = "Some collections were not found in this store";
