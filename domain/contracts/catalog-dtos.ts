// The catalog's JSON answers as schemas. Each is proven equal to the DTO interface the code already uses (sameShape).
import { z } from "zod/v4";
import type { CollectionDto } from "../collection";
import { COLLECTION_TYPES, CONDITION_COMPARES, CONDITION_FIELDS } from "../collection";
import type { ProductDto } from "../product";
import type { ProductImageDto } from "../product-images";
import type { ProductOptionsDto, VariantDto, VariantSummaryDto } from "../variant";
import { WEIGHT_UNITS } from "../variant";
import { IsoDate } from "./endpoint";
import { sameShape } from "./type-check";

export const ProductDtoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  handle: z.string(),
  description: z.string(),
  published: z.boolean(),
  tags: z.array(z.string()),
  productType: z.string(),
  vendor: z.string(),
  collectionIds: z.array(z.string()),
  optionsTemplate: z.string().nullable(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof ProductDtoSchema>, ProductDto>(true);

export const ProductImageDtoSchema = z.object({
  _id: z.string(),
  kind: z.enum(["image", "video"]),
  src: z.string(),
  alt: z.string(),
  alt_text: z.string(),
  fullPath: z.string(),
  size: z.number().int(),
});
sameShape<z.infer<typeof ProductImageDtoSchema>, ProductImageDto>(true);

/** One product as GET /products/{id} answers: with its images in order. */
export const ProductWithImagesSchema = ProductDtoSchema.extend({ images: z.array(ProductImageDtoSchema) });

export const VariantDtoSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  option1: z.string(),
  option2: z.string(),
  option3: z.string(),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  sku: z.string(),
  barcode: z.string(),
  inventoryQuantity: z.number().int(),
  weight: z.number(),
  weightUnit: z.enum(WEIGHT_UNITS),
  imagePath: z.string().nullable(),
  position: z.number().int(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof VariantDtoSchema>, VariantDto>(true);

export const ProductOptionsDtoSchema = z.object({
  productId: z.string(),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
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
  _id: z.string(),
  title: z.string(),
  handle: z.string(),
  description: z.string(),
  published: z.boolean(),
  type: z.enum(COLLECTION_TYPES),
  conditions: z.array(z.object({ field: z.enum(CONDITION_FIELDS), compare: z.enum(CONDITION_COMPARES), value: z.union([z.string(), z.boolean()]) })),
  match: z.enum(["all", "any"]),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof CollectionDtoSchema>, CollectionDto>(true);
