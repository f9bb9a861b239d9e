// The store's watermark (SPEC §2 `watermark`; ADR 061): an image of the merchant's (a logo, usually a PNG with
// transparency) laid over product images where the storefront shows them, at a corner, an edge or the centre, at a
// chosen size and opacity. The original upload is never changed: the API composes the watermarked copy on the fly
// (GET /media/watermarked/{key}). Product feeds keep the originals, since Google Shopping refuses watermarked images.
// Pure: the form's schema, the DTO and where the mark goes.
import { z } from "zod/v4";
import { checkbox, messages, safeString } from "./validation";

export const WATERMARK_POSITIONS = ["top-left", "top", "top-right", "left", "center", "right", "bottom-left", "bottom", "bottom-right"] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

/** Opacity in percent, and the mark's width as a percent of the product image's width. */
export const WATERMARK_OPACITY = { min: 10, max: 100, default: 60 } as const;
export const WATERMARK_SIZE = { min: 5, max: 50, default: 20 } as const;
/** The gap to the image's edge, as a percent of its shorter side (a mark flush with the edge looks cut off). */
export const WATERMARK_MARGIN_PERCENT = 3;

export const WATERMARK_MESSAGES = {
  imageRequired: "Upload a watermark image before turning the watermark on",
  position: "Choose one of the nine positions",
  opacity: `Opacity must be a whole number from ${WATERMARK_OPACITY.min} to ${WATERMARK_OPACITY.max}`,
  size: `Size must be a whole number from ${WATERMARK_SIZE.min} to ${WATERMARK_SIZE.max}`,
  imageKey: "The watermark image was not found. Upload it again.",
  unreadable: "The watermark image could not be read. Upload a PNG, JPEG, GIF or WebP image.",
  conflict: "The watermark was changed by someone else since you opened it. Review it, then save again.",
} as const;

const percent = (range: { min: number; max: number }, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z.number({ error: message }).int(message).min(range.min, message).max(range.max, message),
  );

const version = z.coerce
  .number({ error: messages.required("Version") })
  .int()
  .min(1, messages.required("Version"));

/**
 * PUT /stores/settings/watermark's body (inside `settings`). `imageKey` is a key of this store's uploads (the presigned
 * flow, or the admin's server-side upload without JavaScript); "" means no image.
 */
export const WatermarkFormSchema = z
  .object({
    enabled: checkbox,
    imageKey: z.preprocess((v) => v ?? "", safeString({ error: WATERMARK_MESSAGES.imageKey }).max(300, WATERMARK_MESSAGES.imageKey)),
    position: z.preprocess((v) => v ?? "", z.enum(WATERMARK_POSITIONS, { error: WATERMARK_MESSAGES.position })),
    opacity: percent(WATERMARK_OPACITY, WATERMARK_MESSAGES.opacity),
    size: percent(WATERMARK_SIZE, WATERMARK_MESSAGES.size),
    version,
  })
  .superRefine((v, ctx) => {
    if (v.enabled && v.imageKey === "") ctx.addIssue({ code: "custom", path: ["imageKey"], message: WATERMARK_MESSAGES.imageRequired });
  });
export type WatermarkForm = z.output<typeof WatermarkFormSchema>;

export const WATERMARK_FIELDS = ["enabled", "imageKey", "position", "opacity", "size"] as const;
export type WatermarkField = (typeof WATERMARK_FIELDS)[number];

export const WatermarkDtoSchema = z.object({
  storeId: safeString(),
  enabled: z.boolean(),
  imageKey: safeString(),
  /** Where the mark image itself is served (for the form's thumbnail), or null without one. */
  imageUrl: safeString().nullable(),
  position: z.enum(WATERMARK_POSITIONS),
  opacity: z.number().int(),
  size: z.number().int(),
  /** One of the store's product images as it is and as the storefront shows it with the saved mark (null: no images yet). */
  sample: z.object({ original: safeString(), watermarked: safeString() }).nullable(),
  version: z.number().int(),
  updatedAt: safeString().nullable(),
});
export type WatermarkDto = z.infer<typeof WatermarkDtoSchema>;

export const DEFAULT_WATERMARK = {
  enabled: false,
  imageKey: "",
  position: "bottom-right",
  opacity: WATERMARK_OPACITY.default,
  size: WATERMARK_SIZE.default,
} as const;

/**
 * Where a product image is served with the store's mark (GET /api/media/watermarked/{key}). Root-relative on the
 * admin's own origin, like local media links (ADR 015); `v` is the watermark's version, so a saved change is a new URL.
 */
export const watermarkedImageUrl = (key: string, version: number) => `/api/media/watermarked/${key}?v=${version}`;

export interface WatermarkPlacement {
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * Where the mark goes on an image of `image` size: `size` percent of its width (never wider or taller than the image
 * less its margins), keeping the mark's aspect ratio, placed by `position` with the margin. Whole pixels.
 */
export function watermarkPlacement(
  image: { width: number; height: number },
  mark: { width: number; height: number },
  settings: { position: WatermarkPosition; size: number },
): WatermarkPlacement {
  const margin = Math.round((Math.min(image.width, image.height) * WATERMARK_MARGIN_PERCENT) / 100);
  const room = { width: Math.max(1, image.width - 2 * margin), height: Math.max(1, image.height - 2 * margin) };
  const scale = Math.min((image.width * settings.size) / 100 / mark.width, room.width / mark.width, room.height / mark.height);
  const width = Math.max(1, Math.round(mark.width * scale));
  const height = Math.max(1, Math.round(mark.height * scale));
  const [row, col] = gridOf(settings.position);
  const along = (free: number, at: number) => (at === 0 ? margin : at === 1 ? Math.round(free / 2) : free - margin);
  return { width, height, left: along(image.width - width, col), top: along(image.height - height, row) };
}

/** A position's row and column in the 3 × 3 grid, 0 to 2 each. */
function gridOf(position: WatermarkPosition): [number, number] {
  const i = WATERMARK_POSITIONS.indexOf(position);
  return [Math.floor(i / 3), i % 3];
}
