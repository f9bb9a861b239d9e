// One presigned image upload for a store (SPEC §7, ADR 016): the product images' endpoint and the theme editor's
// (ADR 074) make the same key, under the signed-in store, with the same allowed types and size.
import crypto from "node:crypto";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, imageExtension, imageObjectName, mediaMessages, storeImageKey } from "../../../domain/media";
import type { ApiDeps } from "../../deps";
import { badRequest } from "../../http/errors";

export function presignStoreImage(deps: Pick<ApiDeps, "storage" | "clock">, storeId: string, filename: string) {
  const ext = imageExtension(filename);
  if (!ext) throw badRequest(mediaMessages.typeNotSupported);
  const now = deps.clock.now();
  // The key is made here from the signed-in store, never taken from the client: a store can only presign under itself.
  const key = storeImageKey(storeId, imageObjectName(ext, now.getTime(), crypto.randomBytes(8).toString("hex")));
  const contentType = IMAGE_TYPES[ext];
  const { url, expiresAt } = deps.storage.presignUpload(key, contentType, now);
  return { presignedUrl: url, imagePath: key, url: deps.storage.publicUrl(key), contentType, maxBytes: MAX_IMAGE_BYTES, expiresAt: expiresAt.toISOString() };
}
