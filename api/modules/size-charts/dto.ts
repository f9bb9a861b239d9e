import type { SizeChartDto, SizeChartSummaryDto } from "../../../domain/size-chart";
import type { SizeChartListRow, SizeChartRow, SizeChartTargets } from "./store";

export function toSizeChartSummaryDto(row: SizeChartListRow): SizeChartSummaryDto {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    unit: row.unit,
    columns: row.columns,
    rows: row.rows,
    productCount: row.productCount,
    collectionCount: row.collectionCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSizeChartDto(row: SizeChartRow, targets: SizeChartTargets): SizeChartDto {
  return {
    ...toSizeChartSummaryDto({ ...row, productCount: targets.products.length, collectionCount: targets.collections.length }),
    products: targets.products,
    collections: targets.collections,
  };
}
