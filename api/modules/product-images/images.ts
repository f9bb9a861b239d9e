// Turns the client's `product.images` into what is stored: only keys this store was issued, sizes read from storage,
// SPEC §3 alt defaults, video links in embed form (SPEC §5). Anything else is a 400 with a message on the entry's field.
import { z } from "zod/v4";
import { MAX_IMAGE_BYTES, SNIFF_BYTES, contentTypeOfKey, isImageKey, mediaMessages, sniffImageType, storeImageKey } from "../../../domain/media";
import { IMAGE_MESSAGES, ProductImagesSchema, fileNameOf, isEmbedUrl, toEmbedUrl, type ProductImageDto } from "../../../domain/product-images";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import { parse } from "../../http/validate";
import type { MediaStorage } from "../../storage";
import { isProductImage, listProductImages, referencedMediaKeys, type ImageToSave, type ProductImageRow } from "./store";

/** The leading bytes read back from storage to check a new image (a ranged GET on S3); more than `SNIFF_BYTES` needs. */
const HEAD_BYTES = Math.max(32, SNIFF_BYTES);

const ImagesBodySchema = z.object({ images: ProductImagesSchema });

/**
 * An image's `fullPath` is the storage's link for its key as the storage is now (local disk: root-relative, so it loads
 * on whichever origin the admin is opened at, ADR 015), not the one recorded at save time, which may name an old origin.
 */
export function toImageDto(row: ProductImageRow, storage: Pick<MediaStorage, "publicUrl">): ProductImageDto {
  const fullPath = row.kind === "image" ? storage.publicUrl(row.src) : row.fullPath;
  return { _id: row.id, kind: row.kind, src: row.src, alt: row.alt, alt_text: row.altText, fullPath, size: row.size };
}

/**
 * `images` from a PUT body, checked. Keys already on the product keep their stored size (no storage round trip);
 * new keys must be under `stores/{this store}/` and exist in storage, whose size is recorded, and their bytes must be
 * what the extension says (magic number) within SPEC §9's 1 MB: with S3 the browser PUT them straight to the bucket,
 * so this is where their content is first checked. A refused file is deleted (ADR 009).
 */
export async function resolveProductImages(deps: { db: Db; storage: MediaStorage }, storeId: string, productId: string, raw: unknown): Promise<ImageToSave[]> {
  const { images } = parse(ImagesBodySchema, { images: raw });
  const stored = new Map((await listProductImages(deps.db, storeId, productId)).map((r) => [r.src, r]));
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const ownPrefix = storeImageKey(storeId, "");
  const refused: string[] = [];

  const resolved = await Promise.all(
    images.map(async (img, i): Promise<ImageToSave | null> => {
      const id = img._id ?? null;
      if (img.kind === "video") {
        const embed = isEmbedUrl(img.src) ? { ok: true as const, url: img.src } : toEmbedUrl(img.src);
        if (!embed.ok) return (void fail(`images.${i}.src`, embed.message), null);
        const alt = img.alt || "Video";
        return { id, kind: "video", src: embed.url, alt, altText: img.alt_text || alt, fullPath: embed.url, size: 0 };
      }
      // A key of another store, a made-up path or a URL: never stored, whatever else the entry says.
      if (!isImageKey(img.src) || !img.src.startsWith(ownPrefix)) return (void fail(`images.${i}.src`, IMAGE_MESSAGES.notUploaded), null);
      const known = stored.get(img.src);
      const size = known && known.kind === "image" ? known.size : await deps.storage.size(img.src);
      if (size === null) return (void fail(`images.${i}.src`, IMAGE_MESSAGES.notUploaded), null);
      const name = fileNameOf(img.src);
      if (!known) {
        const problem = await checkStoredImage(deps.storage, img.src, name, size);
        if (problem) return (void (fail(`images.${i}.src`, problem), refused.push(img.src)), null);
      }
      return {
        id,
        kind: "image",
        src: img.src,
        alt: img.alt || name,
        altText: img.alt_text || img.alt || name,
        fullPath: deps.storage.publicUrl(img.src),
        size,
      };
    }),
  );
  if (Object.keys(errors).length > 0) {
    await removeRefused(deps, refused);
    throw badRequest(Object.values(errors).flat(), errors);
  }
  return resolved as ImageToSave[];
}

/** SPEC §9 size and the magic-number check the local upload applies as it streams (`sniffImageType`), on a stored object. */
export async function checkStoredImage(storage: MediaStorage, key: string, name: string, size: number): Promise<string | null> {
  if (size > MAX_IMAGE_BYTES) return mediaMessages.tooLarge(name);
  const head = await storage.readHead(key, HEAD_BYTES);
  if (head === null) return IMAGE_MESSAGES.notUploaded;
  return sniffImageType(head) === contentTypeOfKey(key) ? null : mediaMessages.invalidFileType;
}

/**
 * Deletes refused uploads, unless a record names one (a file saved before this check existed): bytes that failed
 * the check are of no use, and leaving them would let a bucket serve them at the store's URL until the sweep.
 */
async function removeRefused(deps: { db: Db; storage: MediaStorage }, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const inUse = await referencedMediaKeys(deps.db, keys);
  await Promise.all(keys.filter((k) => !inUse.has(k)).map((k) => deps.storage.remove(k).catch(() => {})));
}

/** A variant shows one of its product's images or none (400 on `imagePath` otherwise). */
export async function checkVariantImage(db: Db, storeId: string, productId: string, imagePath: string | null | undefined): Promise<void> {
  if (!imagePath) return;
  if (!(await isProductImage(db, storeId, productId, imagePath))) throw badRequest(IMAGE_MESSAGES.variantImage, { imagePath: [IMAGE_MESSAGES.variantImage] });
}
