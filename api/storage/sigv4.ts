// AWS Signature Version 4, query-string form (presigned URLs), with node:crypto only.
// https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
import crypto from "node:crypto";

export interface PresignOptions {
  method: string;
  /** The object URL, without query: https://host/bucket/key or https://bucket.host/key. */
  url: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
  expiresSeconds: number;
  /** Headers the request must carry exactly, besides host (lower-case names), e.g. content-type. */
  headers?: Record<string, string>;
  /** Request parameters besides the signature's own (e.g. ListObjectsV2's `list-type`, `prefix`); signed with them. */
  query?: Record<string, string>;
}

/** RFC 3986 unreserved characters stay; everything else is %XX, as SigV4 requires (encodeURIComponent leaves !'()*). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const sha256Hex = (data: string) => crypto.createHash("sha256").update(data, "utf8").digest("hex");
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac("sha256", key).update(data, "utf8").digest();

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function presignUrl(o: PresignOptions): string {
  const service = o.service ?? "s3";
  const url = new URL(o.url);
  const stamp = amzDate(o.date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${o.region}/${service}/aws4_request`;

  const headers: Record<string, string> = { host: url.host };
  for (const [name, value] of Object.entries(o.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");

  const query: [string, string][] = [
    ["X-Amz-Algorithm", "AWS4-HMAC-SHA256"],
    ["X-Amz-Credential", `${o.accessKeyId}/${scope}`],
    ["X-Amz-Date", stamp],
    ["X-Amz-Expires", String(o.expiresSeconds)],
    ["X-Amz-SignedHeaders", signedHeaders],
    ...Object.entries(o.query ?? {}),
  ];
  const canonicalQuery = query
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  // S3 signs the path as sent: each segment encoded once, slashes kept. `URL` has already %-encoded it, so decode first.
  const canonicalPath =
    url.pathname
      .split("/")
      .map((s) => uriEncode(decodeURIComponent(s)))
      .join("/") || "/";
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]}\n`).join("");
  const canonicalRequest = [o.method.toUpperCase(), canonicalPath, canonicalQuery, canonicalHeaders, signedHeaders, "UNSIGNED-PAYLOAD"].join("\n");

  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${o.secretAccessKey}`, day), o.region), service), "aws4_request");
  const signature = crypto.createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex");

  return `${url.origin}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
