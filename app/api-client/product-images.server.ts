// A product's images travel with the product (docs/api-contract.md): PUT /products/{id} with `product.images`.
import type { ProductDto } from "@domain/product";
import type { ProductImageDto, ProductImageKind } from "@domain/product-images";
import { productEndpoints } from "@domain/contracts/products";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

export type { ProductImageDto };
export type ProductWithImages = ProductDto & { images: ProductImageDto[] };

/** What PUT takes per entry; `_id` keeps an existing image's id, alt/alt_text left empty default to the file name. */
export interface ProductImageInput {
  _id?: string;
  kind?: ProductImageKind;
  src: string;
  alt?: string;
  alt_text?: string;
}

export async function getProductWithImages(api: Pick<ApiClients, "store">, id: string): Promise<ProductWithImages> {
  const { product } = await call(api.store, productEndpoints.get, { params: { id } });
  return { ...product, images: product.images ?? [] };
}

/**
 * Replaces the images of `product` (as read just now) against `version`, the one the page showed: a stale page gets
 * the API's 409. The product's other fields are sent back as they are.
 */
export async function saveProductImages(
  api: Pick<ApiClients, "store">,
  product: ProductDto,
  version: number,
  images: ProductImageInput[],
): Promise<ProductWithImages> {
  const { title, handle, description, published, tags, productType, vendor } = product;
  const body = { product: { title, handle, description, published, tags, productType, vendor, version, images } };
  return (await call(api.store, productEndpoints.update, { params: { id: product._id }, body })).product;
}

/** The list as PUT takes it, from what GET returned (ids kept, so nothing but the edit changes). */
export const asImageInputs = (images: ProductImageDto[]): ProductImageInput[] =>
  images.map(({ _id, kind, src, alt, alt_text }) => ({ _id, kind, src, alt, alt_text }));
