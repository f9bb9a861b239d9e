// The catalog's JSON answers as schemas. Each is proven equal to the DTO interface the code already uses (sameShape).
import { z } from "zod/v4";
import { safeString } from "../validation";
import type { CollectionDto } from "../collection";
import { COLLECTION_TYPES, CONDITION_COMPARES, CONDITION_FIELDS } from "../collection";
import type { ProductDto } from "../product";
import type { ProductImageDto } from "../product-images";
import type { ProductOptionsDto, VariantDto, VariantSummaryDto } from "../variant";
import { WEIGHT_UNITS } from "../variant";
import { IsoDate } from "./endpoint";
import { sameShape } from "./type-check";

export const ProductDtoSchema = z.object({
  _id: safeString(),
  title: safeString(),
  handle: safeString(),
  description: safeString(),
  published: z.boolean(),
  tags: z.array(safeString()),
  productType: safeString(),
  vendor: safeString(),
  collectionIds: z.array(safeString()),
  optionsTemplate: safeString().nullable(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof ProductDtoSchema>, ProductDto>(true);

export const ProductImageDtoSchema = z.object({
  _id: safeString(),
  kind: z.enum(["image", "video"]),
  src: safeString(),
  alt: safeString(),
  alt_text: safeString(),
  fullPath: safeString(),
  size: z.number().int(),
});
sameShape<z.infer<typeof ProductImageDtoSchema>, ProductImageDto>(true);

/** One product as GET /products/{id} answers: with its images in order. */
export const ProductWithImagesSchema = ProductDtoSchema.extend({ images: z.array(ProductImageDtoSchema) });

export const VariantDtoSchema = z.object({
  _id: safeString(),
  productId: safeString(),
  option1: safeString(),
  option2: safeString(),
  option3: safeString(),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  cost: z.number().nullable(),
  sku: safeString(),
  barcode: safeString(),
  inventoryQuantity: z.number().int(),
  weight: z.number(),
  weightUnit: z.enum(WEIGHT_UNITS),
  imagePath: safeString().nullable(),
  position: z.number().int(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof VariantDtoSchema>, VariantDto>(true);

export const ProductOptionsDtoSchema = z.object({
  productId: safeString(),
  options: z.array(z.object({ name: safeString(), values: z.array(safeString()) })),
  version: z.number().int(),
});
sameShape<z.infer<typeof ProductOptionsDtoSchema>, ProductOptionsDto>(true);

export const VariantSummaryDtoSchema = z.object({
  variantCount: z.number().int(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  inventoryTotal: z.number().int(),
});
sameShape<z.infer<typeof VariantSummaryDtoSchema>, VariantSummaryDto>(true);

export const CollectionDtoSchema = z.object({
  _id: safeString(),
  title: safeString(),
  handle: safeString(),
  description: safeString(),
  published: z.boolean(),
  type: z.enum(COLLECTION_TYPES),
  conditions: z.array(z.object({ field: z.enum(CONDITION_FIELDS), compare: z.enum(CONDITION_COMPARES), value: z.union([safeString(), z.boolean()]) })),
  match: z.enum(["all", "any"]),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof CollectionDtoSchema>, CollectionDto>(true);
