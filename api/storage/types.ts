// One interface for where uploaded images go. The media routes presign; only local storage also receives and serves bytes.
import type { Readable } from "node:stream";

export interface PresignedUpload {
  /** Where the browser PUTs the file, with the Content-Type it was signed for. */
  url: string;
  expiresAt: Date;
}

interface StorageBase {
  presignUpload(key: string, contentType: string, now: Date): PresignedUpload;
  /** Where a stored object can be read. */
  publicUrl(key: string): string;
  /** The stored object's size in bytes, or null when there is none (an image is saved only once uploaded). */
  size(key: string): Promise<number | null>;
}

export interface LocalStorage extends StorageBase {
  kind: "local";
  /** True when `sig` is this server's signature of the key, expiry and content type and the link has not expired. */
  verifyUpload(key: string, contentType: string, expires: string, sig: string, now: Date): boolean;
  /** Writes the whole stream or nothing: a temp file renamed into place once complete. A throw from `chunks` aborts it. */
  write(key: string, chunks: AsyncIterable<Uint8Array>): Promise<void>;
  /** The stored file, or null when there is none. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
}

export interface S3Storage extends StorageBase {
  kind: "s3";
}

export type MediaStorage = LocalStorage | S3Storage;

/** Presigned links live this long: long enough for a slow upload, short enough that a leaked link soon dies. */
export const UPLOAD_LINK_TTL_SECONDS = 15 * 60;
