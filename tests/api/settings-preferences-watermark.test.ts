// The online store's preferences and the watermark (ADR 061) on the real API over PGlite with local storage: defaults,
// versioned saves, refusals by field, scopes, another store's images, and the watermarked image itself, composed by
// sharp from the stored original and checked pixel by pixel.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_ORPHAN_AGE_MS, sweepMediaFiles } from "../../api/modules/media/housekeeping";
import { createLocalStorage } from "../../api/storage";
import { storeSettingsEndpoints as se } from "../../domain/contracts/store-settings";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

/** A solid `width` × `height` image in `format`. */
const solid = (width: number, height: number, background: string, format: "png" | "jpeg") => {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
};

async function upload(owner: Owner, bytes: Buffer, filename: string, contentType: string): Promise<string> {
  const presign = await h.call("GET", `/media/presigned-url-upload?filename=${encodeURIComponent(filename)}`, { headers: owner.headers });
  expect(presign.status).toBe(200);
  const put = await fetch(new URL(presign.body.presignedUrl, h.origin), {
    method: "PUT",
    headers: { "content-type": contentType },
    body: Uint8Array.from(bytes),
  });
  expect(put.status).toBe(200);
  return presign.body.imagePath;
}

async function productWithImage(owner: Owner, key: string) {
  const created = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Áo thun" } } });
  expect(created.status).toBe(201);
  const p = created.body.product;
  const res = await h.call("PUT", `/products/${p._id}`, {
    headers: owner.headers,
    body: { product: { title: p.title, published: false, tags: [], version: p.version, images: [{ src: key }] } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const watermark = (over: Record<string, unknown> = {}) => ({ enabled: "on", imageKey: "", position: "bottom-right", opacity: "100", size: "50", ...over });
const saveWatermark = (owner: Owner, settings: Record<string, unknown>) => h.request(se.saveWatermark, { headers: owner.headers, body: { settings } });

describe("preferences", () => {
  it("defaults at version 1, a versioned save, 409 with the current ones when stale", async () => {
    const owner = await h.owner();
    const first = await h.request(se.getPreferences, { headers: owner.headers });
    expect(first.body.settings).toEqual({
      storeId: owner.storeId,
      homeTitle: "",
      homeDescription: "",
      passwordEnabled: false,
      storefrontPassword: "",
      passwordMessage: "",
      version: 1,
      updatedAt: null,
    });
    const body = {
      homeTitle: "Áo thun Sài Gòn",
      homeDescription: "Áo thun cotton",
      passwordEnabled: "on",
      storefrontPassword: "open-soon",
      passwordMessage: "Sắp mở cửa",
    };
    const saved = await h.request(se.savePreferences, { headers: owner.headers, body: { settings: { ...body, version: 1 } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings).toMatchObject({ homeTitle: "Áo thun Sài Gòn", passwordEnabled: true, storefrontPassword: "open-soon", version: 2 });
    const stale = await h.request(se.savePreferences, { headers: owner.headers, body: { settings: { ...body, homeTitle: "Other", version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.error.current).toMatchObject({ homeTitle: "Áo thun Sài Gòn", version: 2 });
  });

  it("refuses a missing or short password while protection is on, and over-long texts, by field; nothing is saved", async () => {
    const owner = await h.owner();
    const put = (settings: Record<string, unknown>) =>
      h.request(se.savePreferences, { headers: owner.headers, body: { settings: { version: 1, ...settings } } });
    const missing = await put({ passwordEnabled: "on", storefrontPassword: "" });
    expect(missing.status).toBe(400);
    expect(missing.error.errors.storefrontPassword).toEqual(["Enter a password visitors can use, or turn password protection off"]);
    expect((await put({ passwordEnabled: "on", storefrontPassword: "abc" })).error.errors.storefrontPassword).toEqual(["Password must be 4 to 100 characters"]);
    const long = await put({ homeTitle: "x".repeat(71), homeDescription: "y".repeat(321) });
    expect(Object.keys(long.error.errors).sort()).toEqual(["homeDescription", "homeTitle"]);
    // Off, a password may be left as it is (kept for turning it back on).
    expect((await put({ passwordEnabled: "", storefrontPassword: "" })).status).toBe(200);
    expect((await h.request(se.getPreferences, { headers: owner.headers })).body.settings.version).toBe(2);
  });

  it("needs the settings scope; a member of another store cannot read or write this one's", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const noScope = await h.staff(owner.storeId, ["products"]);
    const withScope = await h.staff(owner.storeId, ["settings"]);
    expect((await h.request(se.getPreferences, { headers: noScope.headers })).status).toBe(403);
    expect((await h.request(se.getPreferences, { headers: withScope.headers })).status).toBe(200);
    const crossed = { ...other.headers, "store-id": owner.storeId };
    expect((await h.request(se.getPreferences, { headers: crossed })).status).toBe(404);
    expect((await h.request(se.savePreferences, { headers: crossed, body: { settings: { version: 1 } } })).status).toBe(404);
  });
});

describe("watermark", () => {
  it("stores the mark and composes it over the store's product images where the position says, at the size asked", async () => {
    const owner = await h.owner();
    const photo = await upload(owner, await solid(400, 200, "#0000ff", "jpeg"), "shirt.jpg", "image/jpeg");
    await productWithImage(owner, photo);
    const mark = await upload(owner, await solid(100, 50, "#ff0000", "png"), "logo.png", "image/png");

    const before = await h.request(se.getWatermark, { headers: owner.headers });
    expect(before.body.settings).toMatchObject({ enabled: false, imageKey: "", imageUrl: null, position: "bottom-right", opacity: 60, size: 20, version: 1 });
    expect(before.body.settings.sample!.watermarked).toBe(`/api/media/watermarked/${photo}?v=1`);
    // Off: the watermarked link sends the original.
    const off = await fetch(new URL(before.body.settings.sample!.watermarked, h.origin), { redirect: "manual" });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe(before.body.settings.sample!.original);

    const saved = await saveWatermark(owner, watermark({ imageKey: mark, version: 1 }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings).toMatchObject({ enabled: true, imageKey: mark, opacity: 100, size: 50, version: 2 });
    const link = saved.body.settings.sample!.watermarked as string;
    expect(link).toBe(`/api/media/watermarked/${photo}?v=2`);

    const res = await fetch(new URL(link, h.origin));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([400, 200]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    // 50 % of 400 px wide = 200 × 100, 6 px (3 % of 200) from the bottom-right corner: x 194–393, y 94–193.
    const [r, g, b] = pixel(300, 150);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
    expect(g).toBeLessThan(60);
    const [r2, , b2] = pixel(50, 50); // top-left: untouched blue
    expect(r2).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    // An old version's link still gets today's mark, cached briefly.
    const old = await fetch(new URL(`/api/media/watermarked/${photo}?v=1`, h.origin));
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("half opacity blends the mark with the photo", async () => {
    const owner = await h.owner();
    const photo = await upload(owner, await solid(200, 200, "#000000", "png"), "black.png", "image/png");
    const mark = await upload(owner, await solid(100, 100, "#ffffff", "png"), "white.png", "image/png");
    expect((await saveWatermark(owner, watermark({ imageKey: mark, position: "center", opacity: "50", version: 1 }))).status).toBe(200);
    const res = await fetch(new URL(`/api/media/watermarked/${photo}`, h.origin));
    expect(res.headers.get("content-type")).toBe("image/png");
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    expect(at(100, 100)).toBeGreaterThan(110);
    expect(at(100, 100)).toBeLessThan(145);
    expect(at(5, 5)).toBe(0);
  });

  it("refuses to turn on without an image, a key of another store, a made-up key and bytes that are not an image", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const theirs = await upload(other, await solid(10, 10, "#fff", "png"), "logo.png", "image/png");
    // Its magic number says GIF, so the upload takes it; the watermark needs an image that decodes.
    const notAnImage = await upload(owner, Buffer.from("GIF89a but not really"), "fake.gif", "image/gif");
    const refusals = [
      [watermark({ imageKey: "" }), "Upload a watermark image before turning the watermark on"],
      [watermark({ imageKey: theirs }), "The watermark image was not found. Upload it again."],
      [watermark({ imageKey: `stores/${owner.storeId}/image-1700000000000abcdef12.png` }), "The watermark image was not found. Upload it again."],
      [watermark({ imageKey: "../../etc/passwd" }), "The watermark image was not found. Upload it again."],
      [watermark({ imageKey: notAnImage }), "The watermark image could not be read. Upload a PNG, JPEG, GIF or WebP image."],
    ] as const;
    for (const [settings, message] of refusals) {
      const res = await saveWatermark(owner, { ...settings, version: 1 });
      expect(res.status, JSON.stringify(settings)).toBe(400);
      expect(res.error.errors.imageKey).toEqual([message]);
    }
    const bad = await saveWatermark(owner, watermark({ imageKey: "", enabled: "", position: "middle", opacity: "0", size: "90", version: 1 }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors).sort()).toEqual(["opacity", "position", "size"]);
    expect((await h.request(se.getWatermark, { headers: owner.headers })).body.settings.version).toBe(1);
  });

  it("a stale save is 409 with the current settings; scope and store are checked", async () => {
    const owner = await h.owner();
    const mark = await upload(owner, await solid(20, 10, "#f00", "png"), "logo.png", "image/png");
    expect((await saveWatermark(owner, watermark({ imageKey: mark, version: 1 }))).status).toBe(200);
    const stale = await saveWatermark(owner, watermark({ imageKey: mark, position: "top-left", version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.error.current).toMatchObject({ position: "bottom-right", version: 2, imageUrl: `/api/media/files/${mark}` });
    const noScope = await h.staff(owner.storeId, ["orders"]);
    expect((await h.request(se.getWatermark, { headers: noScope.headers })).status).toBe(403);
    const other = await h.owner();
    expect((await h.request(se.getWatermark, { headers: { ...other.headers, "store-id": owner.storeId } })).status).toBe(404);
  });

  it("the watermarked route answers 404 for keys that are not store images or not stored", async () => {
    const owner = await h.owner();
    expect((await fetch(new URL("/api/media/watermarked/etc/passwd", h.origin))).status).toBe(404);
    expect(
      (await fetch(new URL(`/api/media/watermarked/stores/${owner.storeId}/image-1700000000000abcdef12.png`, h.origin), { redirect: "manual" })).status,
    ).toBe(302);
  });

  it("the media sweep keeps the store's watermark image (a day-old upload no product names) and drops the one it replaced", async () => {
    const owner = await h.owner();
    const first = await upload(owner, await solid(20, 10, "#f00", "png"), "logo.png", "image/png");
    expect((await saveWatermark(owner, watermark({ imageKey: first, version: 1 }))).status).toBe(200);
    const second = await upload(owner, await solid(20, 10, "#0f0", "png"), "logo2.png", "image/png");
    expect((await saveWatermark(owner, watermark({ imageKey: second, version: 2 }))).status).toBe(200);
    const then = new Date(Date.now() - MEDIA_ORPHAN_AGE_MS - 3600_000);
    for (const key of [first, second]) await fs.utimes(path.join(h.mediaDir, key), then, then);
    const storage = createLocalStorage({ dir: h.mediaDir, baseUrl: `${h.url}/media`, secret: "harness-media-secret" });
    await sweepMediaFiles({ db: h.database.db, storage, clock: { now: () => new Date() }, log: () => {} });
    expect(await storage.size(second)).not.toBeNull();
    expect(await storage.size(first)).toBeNull();
  });
});
