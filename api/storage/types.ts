// One interface for where files go: images uploaded by the browser (presigned), and files the server writes (exports).
// Only local storage also receives browser uploads and serves bytes through the API's media routes.
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
  /**
   * Server-side files (CSV exports): writes the whole stream or nothing. Local disk renames a finished temp file into
   * place; S3 spools to a temp file for its Content-Length, then PUTs it. A throw from `chunks` aborts it.
   */
  write(key: string, chunks: AsyncIterable<Uint8Array>, contentType?: string): Promise<void>;
  /** The stored file as a stream, or null when there is none. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deletes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The object's first `length` bytes (fewer if it is shorter), or null when there is none. S3: a ranged GET. */
  readHead(key: string, length: number): Promise<Uint8Array | null>;
  /** Every object whose key starts with `prefix` (a folder, ending in `/`), with its last change. S3: ListObjectsV2. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

export interface LocalStorage extends StorageBase {
  kind: "local";
  /** True when `sig` is this server's signature of the key, expiry and content type and the link has not expired. */
  verifyUpload(key: string, contentType: string, expires: string, sig: string, now: Date): boolean;
  /**
   * A browser upload: writes the whole stream under `key` only if nothing is stored there yet (false: something is, and
   * it is left as it was). What makes an upload link single-use (ADR 016). A throw from `chunks` stores nothing.
   */
  create(key: string, chunks: AsyncIterable<Uint8Array>): Promise<boolean>;
}

export interface S3Storage extends StorageBase {
  kind: "s3";
}

export type MediaStorage = LocalStorage | S3Storage;

/** Presigned links live this long: long enough for a slow upload, short enough that a leaked link soon dies. */
export const UPLOAD_LINK_TTL_SECONDS = 15 * 60;
