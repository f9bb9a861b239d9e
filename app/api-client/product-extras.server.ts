// Product extras (docs/api-contract.md "Products: extras"): checkRegistered, position in a collection, pixels.
import type { PixelInput, ProductPixelDto } from "@domain/product-extras";
import type { ApiClients } from "./client.server";

export type { ProductPixelDto };
type Api = Pick<ApiClients, "store">;
const path = (id: string) => `/products/${encodeURIComponent(id)}`;

export function checkRegistered(api: Api, ids: string[]): Promise<{ registered: string[]; missing: string[] }> {
  return api.store.get("/products/checkRegistered", { query: { ids: ids.join(",") } });
}

export function updateCollectionPosition(api: Api, productId: string, collectionId: string, position: number) {
  return api.store.put<{ position: number; collection: { _id: string; version: number } }>(`${path(productId)}/collection/update-position`, { body: { collectionId, position } });
}

export async function listPixels(api: Api, productId: string): Promise<ProductPixelDto[]> {
  return (await api.store.get<{ pixels: ProductPixelDto[] }>(`${path(productId)}/pixels`)).pixels;
}

export function addPixels(api: Api, productId: string, pixels: PixelInput[]): Promise<{ message: string; added: number; pixels: ProductPixelDto[] }> {
  return api.store.post(`${path(productId)}/add-pixels`, { body: { pixels } });
}

export async function removePixel(api: Api, productId: string, provider: string, pixelId: string): Promise<void> {
  await api.store.del(`${path(productId)}/pixels/${encodeURIComponent(provider)}/${encodeURIComponent(pixelId)}`);
}
