// Shared by the Pixels card and the product editor's action.
export const PIXEL_INTENTS = ["add-pixel", "remove-pixel"] as const;
export const isPixelIntent = (intent: unknown): boolean => PIXEL_INTENTS.includes(intent as (typeof PIXEL_INTENTS)[number]);

export interface PixelActionData {
  pixel: true;
  values: { provider: string; pixelId: string };
  errors: { provider?: string[]; pixelId?: string[] };
}
