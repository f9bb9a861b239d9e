import type { ProductOptionsDto, VariantDto } from "../../../domain/variant";
import type { productOptions, productVariants } from "../../db/schema";

export type VariantRow = typeof productVariants.$inferSelect;
export type ProductOptionsRow = typeof productOptions.$inferSelect;

export function toVariantDto(row: VariantRow): VariantDto {
  return {
    _id: row.id,
    productId: row.productId,
    option1: row.option1,
    option2: row.option2,
    option3: row.option3,
    price: Number(row.price),
    compareAtPrice: row.compareAtPrice === null ? null : Number(row.compareAtPrice),
    cost: row.cost === null ? null : Number(row.cost),
    sku: row.sku,
    barcode: row.barcode,
    inventoryQuantity: row.inventoryQuantity,
    weight: Number(row.weight),
    weightUnit: row.weightUnit,
    imagePath: row.imagePath,
    position: row.position,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOptionsDto(productId: string, row: ProductOptionsRow | null): ProductOptionsDto {
  return { productId, options: row?.options ?? [], version: row?.version ?? 0 };
}
