// S3-compatible storage (AWS, R2, MinIO…): the browser PUTs straight to the bucket through a SigV4 presigned URL, and
// the server writes and reads its own files (CSV exports) through presigned URLs too, so no SDK is needed.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
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
  const presign = (method: string, key: string, headers?: Record<string, string>) =>
    presignUrl({ method, url: objectUrl(key), region: opts.region, accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey, date: new Date(), expiresSeconds: 300, headers });
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
    async write(key, chunks, contentType = "application/octet-stream") {
      // S3 needs the length before the body (no chunked PUT without aws-chunked signing): spool to a temp file first.
      const tmp = path.join(os.tmpdir(), `backroom-s3-${crypto.randomBytes(12).toString("hex")}.part`);
      const handle = await fsp.open(tmp, "wx", 0o600);
      try {
        try {
          for await (const chunk of chunks) await handle.write(chunk);
        } finally {
          await handle.close();
        }
        const { size } = await fsp.stat(tmp);
        await putFile(presign("PUT", key, { "content-type": contentType }), tmp, size, contentType);
      } finally {
        await fsp.rm(tmp, { force: true });
      }
    },
    async read(key) {
      const res = await fetch(presign("GET", key), { signal: AbortSignal.timeout(60_000) });
      if (res.status === 404 || res.status === 403) return null;
      if (!res.ok || !res.body) throw new Error(`S3 GET ${key} answered ${res.status}`);
      return { stream: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), size: Number(res.headers.get("content-length") ?? 0) };
    },
    async remove(key) {
      const res = await fetch(presign("DELETE", key), { method: "DELETE", signal: AbortSignal.timeout(10_000) });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
    },
  };
}

/** PUT a file with its Content-Length, streamed from disk (fetch cannot send a stream with a known length). */
function putFile(url: string, file: string, size: number, contentType: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = (target.protocol === "https:" ? https : http).request(target, {
      method: "PUT",
      headers: { "content-type": contentType, "content-length": String(size) },
      timeout: 120_000,
    }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => void (body.length < 2000 && (body += c)));
      res.on("end", () => ((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300 ? resolve() : reject(new Error(`S3 PUT answered ${res.statusCode}: ${body.slice(0, 200)}`))));
    });
    req.on("timeout", () => req.destroy(new Error("S3 PUT timed out")));
    req.on("error", reject);
    fs.createReadStream(file).on("error", reject).pipe(req);
  });
}
