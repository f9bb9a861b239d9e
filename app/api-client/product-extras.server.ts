// Product extras (docs/api-contract.md "Products: extras"): checkRegistered, position in a collection, pixels.
import { productExtraEndpoints as pe } from "@domain/contracts/product-extras";
import type { PixelInput, ProductPixelDto } from "@domain/product-extras";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

export type { ProductPixelDto };
type Api = Pick<ApiClients, "store">;

export function checkRegistered(api: Api, ids: string[]): Promise<{ registered: string[]; missing: string[] }> {
  return call(api.store, pe.checkRegistered, { query: { ids: ids.join(",") } });
}

export function updateCollectionPosition(api: Api, productId: string, collectionId: string, position: number) {
  return call(api.store, pe.updatePosition, { params: { id: productId }, body: { collectionId, position } });
}

export async function listPixels(api: Api, productId: string): Promise<ProductPixelDto[]> {
  return (await call(api.store, pe.pixels, { params: { id: productId } })).pixels;
}

export function addPixels(api: Api, productId: string, pixels: PixelInput[]): Promise<{ message: string; added: number; pixels: ProductPixelDto[] }> {
  return call(api.store, pe.addPixels, { params: { id: productId }, body: { pixels } });
}

export async function removePixel(api: Api, productId: string, provider: string, pixelId: string): Promise<void> {
  await call(api.store, pe.removePixel, { params: { id: productId, provider, pixelId } });
}
