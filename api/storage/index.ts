// Picks the storage from config: S3-compatible when S3_BUCKET is set, else local disk served by the API itself.
import path from "node:path";
import { createLocalStorage } from "./local";
import { createS3Storage, type S3StorageOptions } from "./s3";
import type { MediaStorage } from "./types";

export type { LocalStorage, MediaStorage, S3Storage } from "./types";
export { createLocalStorage } from "./local";
export { createS3Storage } from "./s3";

export function createStorage(opts: { s3: S3StorageOptions | null; dataDir: string; apiPublicUrl: string; signingSecret: string }): MediaStorage {
  if (opts.s3) return createS3Storage(opts.s3);
  return createLocalStorage({ dir: path.join(opts.dataDir, "media"), baseUrl: `${opts.apiPublicUrl.replace(/\/+$/, "")}/media`, secret: opts.signingSecret });
}
