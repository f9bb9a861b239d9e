// SPEC §7 Media: presigned uploads. With local storage the API also receives the PUT and serves the files.
import { z } from "zod/v4";
import { safeString } from "../validation";
import { defineEndpoint } from "./endpoint";

/** The handler reads what it is given; any other value is "type not supported", as before contracts. */
const anyText = z.preprocess((v) => (typeof v === "string" ? v : ""), safeString());

/** The file name a presigned link is asked for (its extension picks the type). */
export const PresignQuerySchema = z.object({ filename: anyText });

/** A presigned upload link (ADR 016), for product images and theme images alike. */
export const PresignedUploadSchema = z.object({
  presignedUrl: safeString(),
  imagePath: safeString(),
  url: safeString(),
  contentType: safeString(),
  maxBytes: z.number().int(),
  expiresAt: safeString(),
});

export const mediaEndpoints = {
  presign: defineEndpoint({
    method: "GET",
    path: "/media/presigned-url-upload",
    access: "store",
    scope: "products",
    summary: "A single-use link to PUT one image to (ADR 016); the key is made from the signed-in store",
    query: PresignQuerySchema,
    response: PresignedUploadSchema,
  }),
  /** `*` is the object key; the signed query (`expires`, `sig`) is the authorization, as with S3. */
  upload: defineEndpoint({
    method: "PUT",
    path: "/media/upload/*",
    access: "public",
    consumes: "image/*",
    summary: "Local storage: receive an image at a presigned link",
    response: z.object({ imagePath: safeString(), url: safeString() }),
  }),
  file: defineEndpoint({
    method: "GET",
    path: "/media/files/*",
    access: "public",
    produces: "image/*",
    summary: "Local storage: an uploaded image (immutable)",
  }),
  /** `*` is the product image's key; `v` (the watermark's version) only busts caches, the current settings are applied. */
  watermarked: defineEndpoint({
    method: "GET",
    path: "/media/watermarked/*",
    access: "public",
    produces: "image/*",
    summary:
      "A store image with the store's watermark laid over it (ADR 061), made on the fly from the original; the original itself when the watermark is off",
    query: z.object({ v: z.preprocess((v) => (typeof v === "string" ? v : ""), safeString()).optional() }),
  }),
};
