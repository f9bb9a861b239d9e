// Picks the storage from config: S3-compatible when S3_BUCKET is set, else local disk served by the API itself.
import path from "node:path";
import { createLocalStorage } from "./local";
import { createS3Storage, type S3StorageOptions } from "./s3";
import type { MediaStorage } from "./types";

export type { LocalStorage, MediaStorage, S3Storage } from "./types";
export { createLocalStorage } from "./local";
export { createS3Storage } from "./s3";

/**
 * `apiPath` is where browsers reach this server's API, `/api`: local storage's links are root-relative, so they work on
 * whichever origin the admin is opened at (ADR 015). S3's links are the bucket's, absolute.
 */
export function createStorage(opts: { s3: S3StorageOptions | null; dataDir: string; apiPath: string; signingSecret: string }): MediaStorage {
  if (opts.s3) return createS3Storage(opts.s3);
  return createLocalStorage({ dir: path.join(opts.dataDir, "media"), baseUrl: `${opts.apiPath.replace(/\/+$/, "")}/media`, secret: opts.signingSecret });
}

/** Origins besides the page's own that browsers PUT uploads to and load images from (for the CSP): an S3 bucket's. */
export function mediaOrigins(storage: MediaStorage): string[] {
  return storage.kind === "s3" ? [new URL(storage.publicUrl("probe")).origin] : [];
}
