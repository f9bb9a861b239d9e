// S3-compatible storage (AWS, R2, MinIO…): the browser PUTs straight to the bucket through a SigV4 presigned URL.
import { presignUrl } from "./sigv4";
import { UPLOAD_LINK_TTL_SECONDS, type S3Storage } from "./types";

export interface S3StorageOptions {
  /** e.g. https://s3.eu-west-1.amazonaws.com or https://<account>.r2.cloudflarestorage.com; path-style addressing is used. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export function createS3Storage(opts: S3StorageOptions): S3Storage {
  const endpoint = (opts.endpoint || `https://s3.${opts.region === "auto" ? "us-east-1" : opts.region}.amazonaws.com`).replace(/\/+$/, "");
  const objectUrl = (key: string) => `${endpoint}/${opts.bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
  return {
    kind: "s3",
    presignUpload(key, contentType, now) {
      // Content-Type is a signed header: the bucket refuses a PUT whose type differs from the one the name allowed.
      const url = presignUrl({
        method: "PUT",
        url: objectUrl(key),
        region: opts.region,
        accessKeyId: opts.accessKeyId,
        secretAccessKey: opts.secretAccessKey,
        date: now,
        expiresSeconds: UPLOAD_LINK_TTL_SECONDS,
        headers: { "content-type": contentType },
      });
      return { url, expiresAt: new Date(now.getTime() + UPLOAD_LINK_TTL_SECONDS * 1000) };
    },
    publicUrl: objectUrl,
    async size(key) {
      // A presigned HEAD: the same signing as the upload, so no SDK is needed.
      const url = presignUrl({
        method: "HEAD",
        url: objectUrl(key),
        region: opts.region,
        accessKeyId: opts.accessKeyId,
        secretAccessKey: opts.secretAccessKey,
        date: new Date(),
        expiresSeconds: 60,
      });
      const res = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(10_000) });
      if (res.status === 404 || res.status === 403) return null;
      if (!res.ok) throw new Error(`S3 HEAD ${key} answered ${res.status}`);
      return Number(res.headers.get("content-length") ?? 0);
    },
  };
}
