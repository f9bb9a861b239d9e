// SPEC §7 Media on the real API with local-disk storage: presign → PUT → GET, and every way an upload is refused.
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "../../api/storage";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

// A real 1×1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]);

type Owner = Awaited<ReturnType<Harness["owner"]>>;

async function presign(headers: Record<string, string>, filename: string) {
  return h.call("GET", `/media/presigned-url-upload?filename=${encodeURIComponent(filename)}`, { headers });
}
async function presignOk(owner: Owner, filename = "cat.png"): Promise<{ presignedUrl: string; imagePath: string; url: string }> {
  const res = await presign(owner.headers, filename);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
/** Local storage's links are root-relative (ADR 015); the browser resolves them against the page, a test against the server. */
const abs = (link: string) => new URL(link, h.origin).href;
async function put(url: string, body: Uint8Array, contentType = "image/png") {
  const res = await fetch(abs(url), { method: "PUT", headers: { "content-type": contentType }, body: Uint8Array.from(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
/** Every file under the media directory, relative to it (temp files of refused uploads would show as .tmp/…). */
async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(h.mediaDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(h.mediaDir, path.join(e.parentPath, e.name)));
}

describe("presign", () => {
  it("returns a signed upload link and the image's key under the caller's store", async () => {
    const owner = await h.owner();
    const before = Date.now();
    const { presignedUrl, imagePath, url } = await presignOk(owner, "My Holiday Photo.JPG");
    expect(imagePath).toMatch(new RegExp(`^stores/${owner.storeId}/image-(\\d{13})[0-9a-f]{16}\\.jpg$`));
    const stamp = Number(/image-(\d{13})/.exec(imagePath)![1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(presignedUrl.startsWith(`/api/media/upload/${imagePath}?`)).toBe(true);
    const link = new URL(presignedUrl, h.origin);
    expect(Number(link.searchParams.get("expires")) * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(link.searchParams.get("sig")).toMatch(/^[0-9a-f]{64}$/);
    expect(url).toBe(`/api/media/files/${imagePath}`);
    // Two uploads of the same name never collide.
    expect((await presignOk(owner, "My Holiday Photo.JPG")).imagePath).not.toBe(imagePath);
  });

  it("refuses a name whose extension is not an allowed image type with SPEC's alert text", async () => {
    const owner = await h.owner();
    for (const filename of ["doc.pdf", "page.html", "vector.svg", "noext", "", "evil.png.php"]) {
      const res = await presign(owner.headers, filename);
      expect(res.status, filename).toBe(400);
      expect(res.body.message).toBe("Type not support");
    }
    expect((await h.call("GET", "/media/presigned-url-upload", { headers: owner.headers })).body.message).toBe("Type not support");
  });

  it("needs a signed-in member with the products scope", async () => {
    const owner = await h.owner();
    expect((await presign({}, "a.png")).status).toBe(401);
    const noScope = await h.staff(owner.storeId, ["orders"]);
    expect((await presign(noScope.headers, "a.png")).status).toBe(403);
    const withScope = await h.staff(owner.storeId, ["products"]);
    expect((await presign(withScope.headers, "a.png")).status).toBe(200);
    const stranger = await h.owner();
    expect((await presign({ ...stranger.headers, "store-id": owner.storeId }, "a.png")).status).toBe(404);
  });

  it("derives the key from the caller's store, so store B can only ever upload under B", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const fromA = await presignOk(a);
    const fromB = await presignOk(b);
    expect(fromA.imagePath.startsWith(`stores/${a.storeId}/`)).toBe(true);
    expect(fromB.imagePath.startsWith(`stores/${b.storeId}/`)).toBe(true);
    // B's signature does not open A's key.
    const bSig = new URL(fromB.presignedUrl, h.origin).search;
    expect((await put(`${h.url}/media/upload/${fromA.imagePath}${bSig}`, PNG)).status).toBe(403);
  });
});

describe("upload and serve (local disk)", () => {
  it("stores a real PNG and serves it back byte for byte with safe headers", async () => {
    const owner = await h.owner();
    const { presignedUrl, imagePath, url } = await presignOk(owner);
    const up = await put(presignedUrl, PNG);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body).toEqual({ imagePath, url });
    expect(await storedFiles()).toContain(imagePath);

    const got = await fetch(abs(url));
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(got.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    // No token was needed for either: the signature authorises the PUT, and images are public.
  });

  it("uses a link once: a second PUT is a 409 with a clear message, and the image served as immutable is never replaced", async () => {
    const owner = await h.owner();
    const { presignedUrl, imagePath, url } = await presignOk(owner);
    expect((await put(presignedUrl, PNG)).status).toBe(200);
    const again = await put(presignedUrl, Buffer.concat([PNG, Buffer.from("replaced")]));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ statusCode: 409, message: "This upload link has already been used. Ask for a new one to upload another image." });
    const served = await fetch(abs(url));
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await storedFiles()).filter((f) => f === imagePath || f.startsWith(".tmp"))).toEqual([imagePath]);
  });

  it("lets only one of two simultaneous PUTs with the same link store its bytes, whole", async () => {
    const owner = await h.owner();
    const { presignedUrl, imagePath, url } = await presignOk(owner);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // Both send their first bytes and wait, so both pass the check made before the body is read; then both finish.
    const held = (bytes: Buffer) => {
      const half = bytes.length >> 1;
      let step = 0;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (step === 0) controller.enqueue(bytes.subarray(0, half));
          else if (step === 1) {
            await gate;
            controller.enqueue(bytes.subarray(half));
          } else controller.close();
          step++;
        },
      });
    };
    const bodies = [Buffer.concat([PNG, Buffer.alloc(4096, 1)]), Buffer.concat([PNG, Buffer.alloc(4096, 2)])];
    const sends = bodies.map((b) =>
      fetch(abs(presignedUrl), { method: "PUT", headers: { "content-type": "image/png" }, body: held(b), duplex: "half" } as RequestInit),
    );
    await new Promise((r) => setTimeout(r, 300));
    release();
    const statuses = await Promise.all(sends.map(async (s) => (await s).status));
    expect(statuses.sort()).toEqual([200, 409]);
    const stored = Buffer.from(await (await fetch(abs(url))).arrayBuffer());
    expect(bodies.some((b) => b.equals(stored))).toBe(true);
    expect((await storedFiles()).filter((f) => f === imagePath || f.startsWith(".tmp"))).toEqual([imagePath]);
  });

  it("refuses a tampered signature, a different key, or a missing signature with 403 and writes nothing", async () => {
    const owner = await h.owner();
    const { presignedUrl, imagePath } = await presignOk(owner);
    const link = new URL(presignedUrl, h.origin);
    const sig = link.searchParams.get("sig")!;
    link.searchParams.set("sig", (sig[0] === "0" ? "1" : "0") + sig.slice(1));
    expect((await put(link.toString(), PNG)).status).toBe(403);
    const later = new URL(presignedUrl, h.origin);
    later.searchParams.set("expires", String(Number(later.searchParams.get("expires")) + 3600));
    expect((await put(later.toString(), PNG)).status).toBe(403);
    expect((await put(presignedUrl.split("?")[0], PNG)).status).toBe(403);
    const otherKey = presignedUrl.replace(/image-(\d{13})/, (_m, d: string) => `image-${Number(d) + 1}`);
    expect(otherKey).not.toBe(presignedUrl);
    expect((await put(otherKey, PNG)).status).toBe(403);
    expect(await storedFiles()).not.toContain(imagePath);
  });

  it("refuses a body over 1 MB with 413 and SPEC's message, and writes nothing", async () => {
    const owner = await h.owner();
    const { presignedUrl, imagePath } = await presignOk(owner);
    const big = Buffer.concat([PNG, Buffer.alloc(1_048_577 - PNG.length)]);
    const res = await put(presignedUrl, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(`File ${imagePath.split("/").pop()} larger than 1mb.`);
    expect(await storedFiles()).not.toContain(imagePath);
    expect((await storedFiles()).filter((f) => f.startsWith(".tmp"))).toEqual([]);
    // Exactly at the limit is fine.
    const atLimit = await put(presignedUrl, big.subarray(0, 1_048_576));
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200);
  });

  it("enforces the cap on a chunked body that declares no length", async () => {
    const owner = await h.owner();
    const { presignedUrl, imagePath } = await presignOk(owner);
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close();
        controller.enqueue(sent++ === 0 ? Buffer.concat([PNG, chunk]) : chunk);
      },
    });
    const res = await fetch(abs(presignedUrl), { method: "PUT", headers: { "content-type": "image/png" }, body: stream, duplex: "half" } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(`File ${imagePath.split("/").pop()} larger than 1mb.`);
    expect(await storedFiles()).not.toContain(imagePath);
    expect((await storedFiles()).filter((f) => f.startsWith(".tmp"))).toEqual([]);
  });

  it("checks the bytes, not the name: a .png holding JPEG or text is 415 'Invalid file type.'", async () => {
    const owner = await h.owner();
    const { presignedUrl, imagePath } = await presignOk(owner, "cat.png");
    for (const body of [
      JPEG_HEAD,
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      Buffer.alloc(0),
      PNG.subarray(0, 4),
    ]) {
      const res = await put(presignedUrl, body);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe("Invalid file type.");
    }
    // The Content-Type must be the one the link was signed for.
    const html = await put(presignedUrl, PNG, "text/html");
    expect(html.status).toBe(415);
    expect((await put(presignedUrl, PNG, "image/jpeg")).status).toBe(415);
    expect(await storedFiles()).not.toContain(imagePath);
    // A .jpg link takes a real JPEG.
    const jpg = await presignOk(owner, "photo.jpeg");
    expect((await put(jpg.presignedUrl, JPEG_HEAD, "image/jpeg")).status).toBe(200);
  });

  it("never lets a key leave the media directory", async () => {
    const owner = await h.owner();
    const { presignedUrl } = await presignOk(owner);
    const query = new URL(presignedUrl, h.origin).search;
    for (const key of [
      `stores/${owner.storeId}/..%2F..%2F..%2Fescape.png`,
      "..%2F..%2Fescape.png",
      "%2Fetc%2Fescape.png",
      `stores%5C${owner.storeId}%5Cimage-1700000000000a1b2c3d4e5f60718.png`,
      `stores/${owner.storeId}/.tmp/x.png`,
    ]) {
      const res = await put(`${h.url}/media/upload/${key}${query}`, PNG);
      expect([400, 403], key).toContain(res.status);
      expect((await fetch(`${h.url}/media/files/${key}`)).status, key).toBe(404);
    }
    const outside = await fs.readdir(path.dirname(h.mediaDir));
    expect(outside).not.toContain("escape.png");
  });

  it("answers 404 for a file that was never uploaded", async () => {
    const owner = await h.owner();
    const { url } = await presignOk(owner);
    expect((await fetch(abs(url))).status).toBe(404);
  });

  // Last: it moves the harness clock forward.
  it("refuses an expired link with 403", async () => {
    const owner = await h.owner();
    const { presignedUrl, imagePath } = await presignOk(owner);
    h.clock.advance(15 * 60_000 + 2_000);
    expect((await put(presignedUrl, PNG)).status).toBe(403);
    expect(await storedFiles()).not.toContain(imagePath);
  });
});

describe("with S3-compatible storage", () => {
  it("presigns a SigV4 PUT to the bucket and serves nothing itself", async () => {
    const s3 = await startHarness({
      storage: createS3Storage({
        endpoint: "https://s3.example.test",
        bucket: "shop-media",
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: "secret",
        region: "eu-west-1",
      }),
    });
    try {
      const owner = await s3.owner();
      const res = await s3.call("GET", "/media/presigned-url-upload?filename=shoe.webp", { headers: owner.headers });
      expect(res.status).toBe(200);
      const link = new URL(res.body.presignedUrl);
      expect(`${link.origin}${link.pathname}`).toBe(`https://s3.example.test/shop-media/${res.body.imagePath}`);
      expect(link.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
      expect(res.body.imagePath).toMatch(new RegExp(`^stores/${owner.storeId}/image-\\d{13}[0-9a-f]{16}\\.webp$`));
      expect(res.body.url).toBe(`https://s3.example.test/shop-media/${res.body.imagePath}`);
      expect((await fetch(`${s3.url}/media/upload/${res.body.imagePath}`, { method: "PUT", body: PNG })).status).toBe(404);
    } finally {
      await s3.close();
    }
  });
});
