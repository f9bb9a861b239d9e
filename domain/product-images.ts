// SPEC §3 Image, §4 Image upload, §5 (video URLs → embed form): the product's images and videos, shared by the API and
// the admin. Pure: no I/O.
import { z } from "zod/v4";
import { TEXT_MAX, messages, safeString } from "./validation";

/** How many images and videos one product holds (our bound; the SPEC shows none). */
export const PRODUCT_IMAGES_MAX = 50;

export type ProductImageKind = "image" | "video";

/** SPEC §3 Image, as GET /products/{id} returns it, in order; the first is the product's cover. */
export interface ProductImageDto {
  _id: string;
  kind: ProductImageKind;
  /** Image: the storage key (`imagePath` of the presign). Video: the embed URL. */
  src: string;
  alt: string;
  alt_text: string;
  /** Where the image can be read (the media URL); for a video, its embed URL. */
  fullPath: string;
  /** Bytes, read from storage (0 for a video). */
  size: number;
}

export const IMAGE_MESSAGES = {
  videoNotSupported: "Video link must be a YouTube or Vimeo video URL",
  notUploaded: "This image was not uploaded to this store",
  variantImage: "Choose one of the product's images",
  tooMany: `A product has at most ${PRODUCT_IMAGES_MAX} images and videos`,
} as const;

const altField = z.preprocess((v) => (typeof v === "string" ? v.trim() : v), safeString().max(TEXT_MAX, messages.maxLength(TEXT_MAX)).optional());

/** One entry of `product.images` in PUT /products/{id}. `alt`/`alt_text` left out or empty default to the file name. */
export const ProductImageInputSchema = z.object({
  _id: safeString().max(64).optional(),
  kind: z.enum(["image", "video"]).default("image"),
  src: safeString({ error: messages.required("Image") })
    .trim()
    .min(1, messages.required("Image"))
    .max(2048, messages.maxLength(2048)),
  alt: altField,
  alt_text: altField,
});
export type ProductImageInput = z.infer<typeof ProductImageInputSchema>;

export const ProductImagesSchema = z.array(ProductImageInputSchema).max(PRODUCT_IMAGES_MAX, IMAGE_MESSAGES.tooMany);

/** SPEC §3: alt and alt_text default to the file name: the last path segment of the key. */
export function fileNameOf(src: string): string {
  return src.slice(src.lastIndexOf("/") + 1);
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * SPEC §5: a video-site URL in embed form. YouTube (watch?v=, youtu.be/, shorts/, embed/, live/, m. and
 * music. hosts, youtube-nocookie) → https://www.youtube.com/embed/{id}; Vimeo (vimeo.com/{id}, player.vimeo.com/video/{id},
 * channels/…/{id}) → https://player.vimeo.com/video/{id}. Anything else is refused: an embed is shown in an iframe,
 * so only sites known to be safe there are accepted.
 */
export function toEmbedUrl(input: string): { ok: true; url: string } | { ok: false; message: string } {
  const fail = { ok: false as const, message: IMAGE_MESSAGES.videoNotSupported };
  let url: URL;
  try {
    const raw = input.trim();
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return fail;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return fail;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parts[0] === "watch") id = url.searchParams.get("v") ?? undefined;
    else if (["shorts", "embed", "live", "v"].includes(parts[0] ?? "")) id = parts[1];
    if (id && YOUTUBE_ID.test(id)) return { ok: true, url: `https://www.youtube.com/embed/${id}` };
    return fail;
  }
  if (host === "youtu.be") {
    id = parts[0];
    if (id && YOUTUBE_ID.test(id)) return { ok: true, url: `https://www.youtube.com/embed/${id}` };
    return fail;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    id = host === "player.vimeo.com" ? (parts[0] === "video" ? parts[1] : undefined) : [...parts].reverse().find((p) => VIMEO_ID.test(p));
    if (id && VIMEO_ID.test(id)) return { ok: true, url: `https://player.vimeo.com/video/${id}` };
    return fail;
  }
  return fail;
}

/** True for a URL `toEmbedUrl` produces (what a stored video's src must look like). */
export function isEmbedUrl(url: string): boolean {
  return /^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/.test(url) || /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}$/.test(url);
}
