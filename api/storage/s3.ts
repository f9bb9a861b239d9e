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
    presignUrl({
      method,
      url: objectUrl(key),
      region: opts.region,
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      date: new Date(),
      expiresSeconds: 300,
      headers,
    });
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
    async readHead(key, length) {
      // A ranged GET (206); a server that ignores Range answers 200 with the whole body, of which only the head is read.
      const res = await fetch(presign("GET", key), { headers: { range: `bytes=0-${length - 1}` }, signal: AbortSignal.timeout(10_000) });
      if (res.status === 404 || res.status === 403 || res.status === 416) {
        await res.body?.cancel();
        return res.status === 416 ? new Uint8Array(0) : null; // 416: an empty object has no byte 0
      }
      if (!res.ok || !res.body) throw new Error(`S3 GET ${key} (range) answered ${res.status}`);
      return readAtMost(res.body, length);
    },
    async *list(prefix) {
      // ListObjectsV2, path-style, signed like the object requests; pages of up to 1000 keys.
      let token: string | null = null;
      do {
        const query: Record<string, string> = { "list-type": "2", prefix, ...(token ? { "continuation-token": token } : {}) };
        const url = presignUrl({
          method: "GET",
          url: `${endpoint}/${opts.bucket}`,
          region: opts.region,
          accessKeyId: opts.accessKeyId,
          secretAccessKey: opts.secretAccessKey,
          date: new Date(),
          expiresSeconds: 60,
          query,
        });
        const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
        const xml = await res.text();
        if (!res.ok) throw new Error(`S3 ListObjectsV2 ${prefix} answered ${res.status}: ${xml.slice(0, 200)}`);
        const page = parseListObjects(xml);
        yield* page.objects;
        token = page.truncated ? page.nextToken : null;
      } while (token);
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
    const req = (target.protocol === "https:" ? https : http).request(
      target,
      {
        method: "PUT",
        headers: { "content-type": contentType, "content-length": String(size) },
        timeout: 120_000,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => void (body.length < 2000 && (body += c)));
        res.on("end", () =>
          (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300
            ? resolve()
            : reject(new Error(`S3 PUT answered ${res.statusCode}: ${body.slice(0, 200)}`)),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("S3 PUT timed out")));
    req.on("error", reject);
    fs.createReadStream(file).on("error", reject).pipe(req);
  });
}

/** The first `length` bytes of a response body; the rest is not downloaded. */
async function readAtMost(body: ReadableStream<Uint8Array>, length: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    while (total < length) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.length;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).subarray(0, length);
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) =>
    name[0] === "#" ? String.fromCodePoint(name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (XML_ENTITIES[name] ?? all),
  );
const tagText = (xml: string, tag: string) => {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match ? unescapeXml(match[1]) : null;
};

/** ListBucketResult → keys with LastModified, and where the next page starts. Entries without both are skipped. */
export function parseListObjects(xml: string): { objects: { key: string; lastModified: Date }[]; truncated: boolean; nextToken: string | null } {
  const objects: { key: string; lastModified: Date }[] = [];
  for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = tagText(entry, "Key");
    const lastModified = new Date(tagText(entry, "LastModified") ?? "");
    if (key !== null && !Number.isNaN(lastModified.getTime())) objects.push({ key, lastModified });
  }
  const head = xml.replace(/<Contents>[\s\S]*?<\/Contents>/g, "");
  return { objects, truncated: tagText(head, "IsTruncated") === "true", nextToken: tagText(head, "NextContinuationToken") };
}
