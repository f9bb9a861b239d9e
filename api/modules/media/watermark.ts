// The watermark laid over a product image (ADR 061), with sharp (libvips). The original upload is never changed: the
// watermarked copy is made when asked for and kept in a small in-process cache by image, mark and settings, so a
// popular image is composed once. Decoding is bounded (`limitInputPixels`): a 1 MB PNG can claim a huge canvas.
import sharp from "sharp";
import { contentTypeOfKey, type ImageContentType } from "../../../domain/media";
import { watermarkPlacement, type WatermarkPosition } from "../../../domain/watermark";
import type { MediaStorage } from "../../storage";

/** 40 megapixels: more than any product photo (an 8K frame is 33), far less than a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;
const CACHE_BYTES = 32 * 1024 * 1024;

export interface WatermarkSpec {
  imageKey: string;
  position: WatermarkPosition;
  opacity: number;
  size: number;
  version: number;
}

export interface RenderedImage {
  bytes: Buffer;
  contentType: ImageContentType;
}

/** The image with the mark over it, in the image's own format. Throws on bytes sharp cannot read. */
export async function composeWatermark(
  image: Buffer,
  contentType: ImageContentType,
  mark: Buffer,
  spec: Omit<WatermarkSpec, "imageKey" | "version">,
): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS };
  // A phone photo's pixels are stored sideways with an EXIF orientation: turn them upright first, as browsers show them.
  const upright = await sharp(image, options).autoOrient().toBuffer({ resolveWithObject: true });
  const markMeta = await sharp(mark, options).metadata();
  const place = watermarkPlacement(upright.info, { width: markMeta.width ?? 1, height: markMeta.height ?? 1 }, spec);
  const overlay = await sharp(mark, options)
    .resize(place.width, place.height, { fit: "fill" })
    .ensureAlpha()
    // Multiplies the mark's own alpha by the opacity: a transparent logo stays transparent where it was.
    .composite([
      { input: Buffer.from([255, 255, 255, Math.round((255 * spec.opacity) / 100)]), raw: { width: 1, height: 1, channels: 4 }, tile: true, blend: "dest-in" },
    ])
    .png()
    .toBuffer();
  const out = sharp(upright.data).composite([{ input: overlay, left: place.left, top: place.top }]);
  switch (contentType) {
    case "image/jpeg":
      return out.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case "image/webp":
      return out.webp({ quality: 85 }).toBuffer();
    case "image/gif":
      return out.gif().toBuffer();
    default:
      return out.png().toBuffer();
  }
}

async function readAll(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Whether the stored image decodes (a file can start with an image's magic number and still be something else). */
export async function isDecodableImage(storage: MediaStorage, key: string): Promise<boolean> {
  const bytes = await readAll(storage, key);
  if (!bytes) return false;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).toBuffer();
    return (meta.width ?? 0) > 0 && (meta.height ?? 0) > 0;
  } catch {
    return false;
  }
}

/** A least-recently-used cache bounded by bytes (a Map keeps insertion order; a hit is moved to the end). */
class ByteLru {
  private readonly entries = new Map<string, RenderedImage>();
  private bytes = 0;
  constructor(private readonly max: number) {}
  get(key: string): RenderedImage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: RenderedImage): void {
    if (value.bytes.length > this.max) return;
    this.entries.set(key, value);
    this.bytes += value.bytes.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.max) break;
      this.entries.delete(k);
      this.bytes -= v.bytes.length;
    }
  }
}

/** One per API: the cache lives as long as the process. */
export function createWatermarker(storage: MediaStorage) {
  const cache = new ByteLru(CACHE_BYTES);
  return {
    /** The watermarked image, or null when the original or the mark is not in storage. */
    async render(key: string, spec: WatermarkSpec): Promise<RenderedImage | null> {
      const cacheKey = `${key}\n${spec.imageKey}\n${spec.position}\n${spec.opacity}\n${spec.size}`;
      const hit = cache.get(cacheKey);
      if (hit) return hit;
      const contentType = contentTypeOfKey(key);
      const [image, mark] = await Promise.all([readAll(storage, key), readAll(storage, spec.imageKey)]);
      if (!contentType || !image || !mark) return null;
      const rendered = { bytes: await composeWatermark(image, contentType, mark, spec), contentType };
      cache.set(cacheKey, rendered);
      return rendered;
    },
  };
}
