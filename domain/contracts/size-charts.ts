// Size charts (ADR 013), scope `products` like the rest of the catalog.
import { z } from "zod/v4";
import { safeString } from "../validation";
import {
  SizeChartFormSchema,
  SizeChartListQuerySchema,
  SizeChartUpdateSchema,
  type ProductSizeChartDto,
  type SizeChartDto,
  type SizeChartSummaryDto,
} from "../size-chart";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema, paged } from "./endpoint";
import { sameShape } from "./type-check";

const Target = z.object({ _id: safeString(), title: safeString() });
export const SizeChartSummaryDtoSchema = z.object({
  _id: safeString(),
  title: safeString(),
  description: safeString(),
  unit: safeString(),
  columns: z.array(safeString()),
  rows: z.array(z.array(safeString())),
  productCount: z.number().int(),
  collectionCount: z.number().int(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof SizeChartSummaryDtoSchema>, SizeChartSummaryDto>(true);
export const SizeChartDtoSchema = SizeChartSummaryDtoSchema.extend({ products: z.array(Target), collections: z.array(Target) });
sameShape<z.infer<typeof SizeChartDtoSchema>, SizeChartDto>(true);
const ProductSizeChartDtoSchema = z.object({
  sizeChart: SizeChartDtoSchema.nullable(),
  via: z.union([z.object({ type: z.literal("product") }), z.object({ type: z.literal("collection"), collection: Target })]).nullable(),
});
sameShape<z.infer<typeof ProductSizeChartDtoSchema>, ProductSizeChartDto>(true);

const scoped = { access: "store", scope: "products" } as const;
const one = z.object({ sizeChart: SizeChartDtoSchema });

export const sizeChartEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/size-charts",
    ...scoped,
    summary: "List size charts",
    query: SizeChartListQuerySchema,
    response: paged({ sizeCharts: z.array(SizeChartSummaryDtoSchema) }),
  }),
  count: defineEndpoint({
    method: "GET",
    path: "/size-charts/count",
    ...scoped,
    summary: "Count size charts",
    query: SizeChartListQuerySchema,
    response: CountSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/size-charts",
    ...scoped,
    summary: "Create a size chart; unknown targets answer 400 naming them",
    status: 201,
    body: SizeChartFormSchema,
    envelope: { key: "sizeChart" },
    response: one,
  }),
  get: defineEndpoint({ method: "GET", path: "/size-charts/:id", ...scoped, summary: "One size chart with its targets", params: ids("id"), response: one }),
  update: defineEndpoint({
    method: "PUT",
    path: "/size-charts/:id",
    ...scoped,
    summary: "Update a size chart against its version (409 `{ current }` when stale)",
    params: ids("id"),
    body: SizeChartUpdateSchema,
    envelope: { key: "sizeChart" },
    response: one,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/size-charts/:id",
    ...scoped,
    summary: "Delete a size chart (409 `{ current }` on a stale `version`)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
  forProduct: defineEndpoint({
    method: "GET",
    path: "/products/:id/size-chart",
    ...scoped,
    summary: "The chart a product shows: its own, else one of its collections'",
    params: ids("id"),
    response: ProductSizeChartDtoSchema,
  }),
};
