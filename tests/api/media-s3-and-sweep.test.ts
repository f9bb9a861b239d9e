// ADR 009 on S3 and local disk: a new image's bytes are checked when it is saved to a product (size by HEAD, magic
// number by a ranged GET), refused files are deleted; and the media sweep deletes day-old files nothing names.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_ORPHAN_AGE_MS, sweepMediaFiles } from "../../api/modules/media/housekeeping";
import { createLocalStorage, createS3Storage } from "../../api/storage";
import { parseListObjects } from "../../api/storage/s3";
import { startHarness, type Harness } from "../helpers/harness";

// A real 1×1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const DAY_AND_AN_HOUR = MEDIA_ORPHAN_AGE_MS + 3600 * 1000;

// A fake S3 on loopback: presigned requests only; GET honours `Range: bytes=a-b` (206); ListObjectsV2 pages by 2.
const objects = new Map<string, { body: Buffer; type: string; lastModified: Date }>();
const ranges: string[] = [];
let s3: http.Server;
let endpoint = "";

/**
 * What S3 does with a presigned request, written independently of api/storage/sigv4.ts: rebuild the canonical request
 * from what arrived (every query parameter but the signature, RFC 3986-encoded and sorted; the signed headers' values)
 * and compare signatures. Catches a ListObjectsV2 parameter or a Range header signed wrongly.
 */
function validSignature(req: http.IncomingMessage, url: URL): boolean {
  const enc = (v: string) => encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const params = [...url.searchParams]
    .filter(([k]) => k !== "X-Amz-Signature")
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .sort();
  const signed = (url.searchParams.get("X-Amz-SignedHeaders") ?? "").split(";");
  const headers = signed.map((name) => `${name}:${String(req.headers[name] ?? "").trim()}\n`).join("");
  const canonical = [req.method, url.pathname, params.join("&"), headers, signed.join(";"), "UNSIGNED-PAYLOAD"].join("\n");
  const [, scope] = /^[^/]+\/(.+)$/.exec(url.searchParams.get("X-Amz-Credential") ?? "") ?? [];
  const [day, region, service] = (scope ?? "").split("/");
  const toSign = ["AWS4-HMAC-SHA256", url.searchParams.get("X-Amz-Date"), scope, crypto.createHash("sha256").update(canonical).digest("hex")].join("\n");
  const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac("sha256", key).update(data).digest();
  const key = hmac(hmac(hmac(hmac("AWS4secret", day), region), service), "aws4_request");
  return crypto.createHmac("sha256", key).update(toSign).digest("hex") === url.searchParams.get("X-Amz-Signature");
}
const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
beforeAll(async () => {
  s3 = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://s3.test");
    if (url.searchParams.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256" || !validSignature(req, url)) {
      res.writeHead(403).end("SignatureDoesNotMatch");
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const key = decodeURIComponent(url.pathname);
      if (req.method === "GET" && url.pathname === "/b" && url.searchParams.get("list-type") === "2") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const keys = [...objects.keys()].filter((k) => k.startsWith(`/b/${prefix}`)).sort();
        const start = Number(url.searchParams.get("continuation-token") ?? 0);
        const page = keys.slice(start, start + 2);
        const more = start + 2 < keys.length;
        const contents = page
          .map(
            (k) =>
              `<Contents><Key>${xmlEscape(k.slice(3))}</Key><LastModified>${objects.get(k)!.lastModified.toISOString()}</LastModified><Size>${objects.get(k)!.body.length}</Size></Contents>`,
          )
          .join("");
        const xml = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>b</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>${contents}${more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ""}</ListBucketResult>`;
        return void res.writeHead(200, { "content-type": "application/xml" }).end(xml);
      }
      if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers["content-type"]), lastModified: new Date() });
        return void res.writeHead(200).end();
      }
      const obj = objects.get(key);
      if (req.method === "DELETE") {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      if (!obj) return void res.writeHead(404).end("NoSuchKey");
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
      if (req.method === "GET" && range) {
        ranges.push(`${key} ${req.headers.range}`);
        const part = obj.body.subarray(Number(range[1]), Number(range[2]) + 1);
        return void res.writeHead(206, { "content-type": obj.type, "content-length": String(part.length) }).end(part);
      }
      res.writeHead(200, { "content-type": obj.type, "content-length": String(obj.body.length) }).end(req.method === "HEAD" ? undefined : obj.body);
    });
  });
  await new Promise<void>((r) => s3.listen(0, "127.0.0.1", r));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => s3.close(r));
});

type Owner = { headers: Record<string, string>; storeId: string };

/** Presigns for `filename` and PUTs `body` with the signed type, as the browser does. Returns the key. */
async function upload(h: Harness, owner: Owner, body: Buffer, filename = "cat.png"): Promise<string> {
  const presign = await h.call("GET", `/media/presigned-url-upload?filename=${encodeURIComponent(filename)}`, { headers: owner.headers });
  expect(presign.status).toBe(200);
  // Local storage's link is root-relative (ADR 015), the bucket's absolute: resolved as a browser on the admin would.
  const put = await fetch(new URL(presign.body.presignedUrl, h.origin), {
    method: "PUT",
    headers: { "content-type": presign.body.contentType },
    body: Uint8Array.from(body),
  });
  expect(put.status).toBe(200);
  return presign.body.imagePath;
}

async function newProduct(h: Harness, owner: Owner) {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Áo thun" } } });
  expect(res.status).toBe(201);
  return res.body.product as { _id: string; version: number; title: string };
}

const putImages = (h: Harness, owner: Owner, product: { _id: string; version: number; title: string }, images: unknown) =>
  h.call("PUT", `/products/${product._id}`, {
    headers: owner.headers,
    body: { product: { title: product.title, published: false, tags: [], version: product.version, images } },
  });

const s3Storage = () => createS3Storage({ endpoint, bucket: "b", accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret", region: "eu-west-1" });

describe("images saved on S3 storage: content checked at save time", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ storage: s3Storage() });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("accepts a PNG (size by HEAD, first 32 bytes by a ranged GET)", async () => {
    const owner = await h.owner();
    const product = await newProduct(h, owner);
    const key = await upload(h, owner, PNG);
    const res = await putImages(h, owner, product, [{ src: key }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product.images[0]).toMatchObject({ src: key, size: PNG.length, fullPath: `${endpoint}/b/${key}` });
    expect(ranges).toContain(`/b/${key} bytes=0-31`);
    expect(objects.has(`/b/${key}`)).toBe(true);

    // Saved again with the key already on the product: not read back from storage a second time.
    const before = ranges.length;
    const again = await putImages(h, owner, res.body.product, [{ _id: res.body.product.images[0]._id, src: key, alt: "Front" }]);
    expect(again.status).toBe(200);
    expect(ranges.length).toBe(before);
  });

  it("refuses a text file named .png with 'Invalid file type.' and deletes it; the product keeps its images", async () => {
    const owner = await h.owner();
    const product = await newProduct(h, owner);
    const good = await upload(h, owner, PNG);
    const text = await upload(h, owner, Buffer.from("<html><script>alert(1)</script></html>\n".repeat(3)), "notes.png");
    expect(objects.has(`/b/${text}`)).toBe(true);
    const res = await putImages(h, owner, product, [{ src: good }, { src: text }]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "images.1.src": ["Invalid file type."] });
    expect(objects.has(`/b/${text}`)).toBe(false);
    expect(objects.has(`/b/${good}`)).toBe(true);
    const got = await h.call("GET", `/products/${product._id}`, { headers: owner.headers });
    expect(got.body.product).toMatchObject({ version: product.version, images: [] });

    // A JPEG's bytes under a .png name: not what the extension says.
    const jpeg = await upload(h, owner, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]), "photo.png");
    const mismatch = await putImages(h, owner, product, [{ src: jpeg }]);
    expect(mismatch.body.errors).toEqual({ "images.0.src": ["Invalid file type."] });
  });

  it("refuses an object over 1,048,576 bytes with 'File {name} larger than 1mb.' and deletes it; exactly 1 MB passes", async () => {
    const owner = await h.owner();
    const product = await newProduct(h, owner);
    const big = await upload(h, owner, Buffer.concat([PNG, Buffer.alloc(1_048_577 - PNG.length)]));
    const name = big.slice(big.lastIndexOf("/") + 1);
    const res = await putImages(h, owner, product, [{ src: big }]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "images.0.src": [`File ${name} larger than 1mb.`] });
    expect(objects.has(`/b/${big}`)).toBe(false);

    const limit = await upload(h, owner, Buffer.concat([PNG, Buffer.alloc(1_048_576 - PNG.length)]));
    const ok = await putImages(h, owner, product, [{ src: limit }]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.product.images[0].size).toBe(1_048_576);
  });

  it("sweeps day-old keys no image or variant names (ListObjectsV2, paged); keeps named, fresh and export objects", async () => {
    const owner = await h.owner();
    const product = await newProduct(h, owner);
    const used = await upload(h, owner, PNG);
    expect((await putImages(h, owner, product, [{ src: used }])).status).toBe(200);
    const dropped = await upload(h, owner, PNG); // saved, then removed from the product
    const saved = await h.call("GET", `/products/${product._id}`, { headers: owner.headers });
    const withBoth = await putImages(h, owner, saved.body.product, [{ src: used }, { src: dropped }]);
    expect((await putImages(h, owner, withBoth.body.product, [{ _id: withBoth.body.product.images[0]._id, src: used }])).status).toBe(200);
    const neverSaved = [await upload(h, owner, PNG), await upload(h, owner, PNG)];
    const fresh = await upload(h, owner, PNG);
    const exportKey = `/b/exports/${owner.storeId}/old.csv`;
    objects.set(exportKey, { body: Buffer.from("a,b\n"), type: "text/csv", lastModified: new Date(0) });
    for (const key of [used, dropped, ...neverSaved]) objects.get(`/b/${key}`)!.lastModified = new Date(Date.now() - DAY_AND_AN_HOUR);

    const removed = await sweepMediaFiles({ db: h.database.db, storage: s3Storage(), clock: { now: () => new Date() }, log: () => {} });
    expect(removed).toBe(3);
    const mine = [...objects.keys()].filter((k) => k.includes(owner.storeId)).sort();
    expect(mine).toEqual([`/b/${used}`, `/b/${fresh}`, exportKey].sort());
  });
});

describe("media sweep on local disk", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });
  const storage = () => createLocalStorage({ dir: h.mediaDir, baseUrl: `${h.url}/media`, secret: "harness-media-secret" });
  const age = (key: string) => {
    const then = new Date(Date.now() - DAY_AND_AN_HOUR);
    return fs.utimes(path.join(h.mediaDir, key), then, then);
  };
  const exists = (key: string) =>
    fs.stat(path.join(h.mediaDir, key)).then(
      () => true,
      () => false,
    );

  it("deletes an old unreferenced file (never saved, or its product deleted); keeps referenced, fresh, non-image and export files", async () => {
    const owner = await h.owner();
    const kept = await newProduct(h, owner);
    const gone = await newProduct(h, owner);
    const used = await upload(h, owner, PNG);
    const withImage = (await putImages(h, owner, kept, [{ src: used }])).body.product;
    expect(withImage.images).toHaveLength(1);
    const orphan = await upload(h, owner, PNG);
    const ofDeleted = await upload(h, owner, PNG);
    const saved = (await putImages(h, owner, gone, [{ src: ofDeleted }])).body.product;
    expect((await h.call("DELETE", `/products/${gone._id}?version=${saved.version}`, { headers: owner.headers })).status).toBe(200);
    const fresh = await upload(h, owner, PNG);
    const notImage = `stores/${owner.storeId}/readme.txt`;
    const exportFile = `exports/${owner.storeId}/task.csv`;
    for (const file of [notImage, exportFile]) {
      await fs.mkdir(path.dirname(path.join(h.mediaDir, file)), { recursive: true });
      await fs.writeFile(path.join(h.mediaDir, file), "x");
    }
    for (const key of [used, orphan, ofDeleted, notImage, exportFile]) await age(key);

    // The whole sweep, across every store of the database.
    const removed = await sweepMediaFiles({ db: h.database.db, storage: storage(), clock: { now: () => new Date() }, log: () => {} });
    expect(removed).toBe(2);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(ofDeleted)).toBe(false);
    for (const key of [used, fresh, notImage, exportFile]) expect(await exists(key), key).toBe(true);
    // The saved image is still served.
    expect((await fetch(`${h.url}/media/files/${used}`)).status).toBe(200);
  });

  it("a store with no media directory yet is no error", async () => {
    await h.owner();
    const errors: unknown[] = [];
    await sweepMediaFiles({ db: h.database.db, storage: storage(), clock: { now: () => new Date() }, log: (e) => void errors.push(e) });
    expect(errors).toEqual([]);
  });
});

describe("ListObjectsV2 response parsing", () => {
  it("reads keys (XML entities decoded), LastModified and the continuation token", () => {
    const page = parseListObjects(
      `<ListBucketResult><IsTruncated>true</IsTruncated><Contents><Key>stores/a/x&amp;y.png</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified></Contents>` +
        `<Contents><Key>no-date</Key></Contents><NextContinuationToken>1/ab+c=</NextContinuationToken></ListBucketResult>`,
    );
    expect(page).toEqual({ objects: [{ key: "stores/a/x&y.png", lastModified: new Date("2026-01-02T03:04:05.000Z") }], truncated: true, nextToken: "1/ab+c=" });
  });
});
