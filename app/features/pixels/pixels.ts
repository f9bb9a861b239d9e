// Shared by the Pixels card and its route.
export const pixelsUrl = (productId: string) => `/admin/products/update/${encodeURIComponent(productId)}/pixels`;

export interface PixelActionData {
  pixel: true;
  values: { provider: string; pixelId: string };
  errors: { provider?: string[]; pixelId?: string[] };
}
