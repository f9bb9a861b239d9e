// The theme editor's images (ADR 074) on the real API and a real PGlite: the picker's list (own store only, newest
// first, paged), theme uploads for a themes-only member (presign → PUT → record), and the save's check of an image
// setting (own media and https links pass; another store's key and non-image links are refused by path).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THEME_EDITOR_MESSAGES } from "../../domain/theme-editor";
import { mediaMessages } from "../../domain/media";
import { sweepMediaFiles } from "../../api/modules/media/housekeeping";
import { createLocalStorage } from "../../api/storage";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Who = { headers: Record<string, string> };
// A real 1×1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

async function publishedTheme(who: Who): Promise<{ _id: string; version: number }> {
  const res = await h.call("GET", "/themes", { headers: who.headers });
  expect(res.status).toBe(200);
  return res.body.themes[0];
}
const media = (who: Who, themeId: string, q = "") => h.call("GET", `/themes/${themeId}/editor/media${q}`, { headers: who.headers });
const presign = (who: Who, themeId: string, filename: string) =>
  h.call("GET", `/themes/${themeId}/editor/media/presigned-url-upload?filename=${encodeURIComponent(filename)}`, { headers: who.headers });
const put = (link: string, body: Uint8Array, type = "image/png") =>
  fetch(new URL(link, h.origin), { method: "PUT", headers: { "content-type": type }, body: Uint8Array.from(body) });

/** A theme image uploaded the way the editor does it: presign (scope themes), PUT, record. */
async function themeUpload(who: Who, themeId: string, filename = "banner.png"): Promise<{ key: string; url: string }> {
  const link = await presign(who, themeId, filename);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  expect((await put(link.body.presignedUrl, PNG)).status).toBe(200);
  const added = await h.call("POST", `/themes/${themeId}/editor/media`, { headers: who.headers, body: { key: link.body.imagePath, alt: filename } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.image;
}

async function productImage(who: Who, alt: string): Promise<string> {
  const link = await h.call("GET", `/media/presigned-url-upload?filename=p.png`, { headers: who.headers });
  expect((await put(link.body.presignedUrl, PNG)).status).toBe(200);
  const created = await h.call("POST", "/products", { headers: who.headers, body: { product: { title: `Tee ${alt}` } } });
  const p = created.body.product;
  const res = await h.call("PUT", `/products/${p._id}`, {
    headers: who.headers,
    body: { product: { title: p.title, published: false, tags: [], version: p.version, images: [{ src: link.body.imagePath, alt, alt_text: alt }] } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return link.body.imagePath;
}

async function saveHeroImage(who: Who, themeId: string, value: string) {
  const editor = (await h.call("GET", `/themes/${themeId}/editor`, { headers: who.headers })).body.editor;
  editor.settingsData.templates.index.sections.hero.settings.image = value;
  return h.call("PUT", `/themes/${themeId}/editor`, { headers: who.headers, body: { version: editor.theme.version, settingsData: editor.settingsData } });
}

describe("theme editor images", () => {
  it("lists the store's product images and theme uploads, newest first, paged, and nothing of another store", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const theme = await publishedTheme(owner);
    const theirs = await productImage(other, "Not yours");
    const first = await productImage(owner, "Front");
    const second = await themeUpload(owner, theme._id, "hero.png");
    const third = await productImage(owner, "Back");

    const all = await media(owner, theme._id);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.images.map((i: { key: string }) => i.key)).toEqual([third, second.key, first]);
    expect(all.body.images[0]).toMatchObject({ url: `/api/media/files/${third}`, alt: "Back", source: "product" });
    expect(all.body.images[1]).toMatchObject({ alt: "hero.png", source: "theme" });
    expect(all.body.hasMore).toBe(false);
    expect(JSON.stringify(all.body)).not.toContain(theirs);

    const page1 = await media(owner, theme._id, "?limit=2");
    expect(page1.body.images).toHaveLength(2);
    expect(page1.body.hasMore).toBe(true);
    const page2 = await media(owner, theme._id, "?limit=2&page=2");
    expect(page2.body.images.map((i: { key: string }) => i.key)).toEqual([first]);
    expect(page2.body.hasMore).toBe(false);
    expect((await media(owner, theme._id, "?limit=61")).status).toBe(400);

    // Another store's theme id answers 404, not its images.
    expect((await media(owner, (await publishedTheme(other))._id)).status).toBe(404);
  });

  it("lets a themes-only member presign, upload and record theme images; products-only staff cannot list or presign", async () => {
    const owner = await h.owner();
    const theme = await publishedTheme(owner);
    const designer = await h.staff(owner.storeId, ["themes"]);
    // The product images' presign stays scope `products`.
    expect((await h.call("GET", "/media/presigned-url-upload?filename=a.png", { headers: designer.headers })).status).toBe(403);
    const image = await themeUpload(designer, theme._id, "Summer Sale.PNG");
    expect(image.key).toMatch(new RegExp(`^stores/${owner.storeId}/image-\\d+[0-9a-f]+\\.png$`));
    expect((await fetch(new URL(image.url, h.origin))).status).toBe(200);
    expect((await media(designer, theme._id)).body.images[0].key).toBe(image.key);

    const clerk = await h.staff(owner.storeId, ["products"]);
    expect((await media(clerk, theme._id)).status).toBe(403);
    expect((await presign(clerk, theme._id, "a.png")).status).toBe(403);
    expect((await h.call("POST", `/themes/${theme._id}/editor/media`, { headers: clerk.headers, body: { key: image.key } })).status).toBe(403);
  });

  it("checks theme uploads by type and size like product images, and records only this store's uploaded keys", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const theme = await publishedTheme(owner);
    for (const name of ["notes.txt", "vector.svg", "noext"]) {
      const res = await presign(owner, theme._id, name);
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe(mediaMessages.typeNotSupported);
    }
    const link = await presign(owner, theme._id, "fake.png");
    expect((await put(link.body.presignedUrl, Buffer.from("<svg onload=alert(1)>..."))).status).toBe(415);
    const big = await presign(owner, theme._id, "big.png");
    const tooBig = Buffer.concat([PNG, Buffer.alloc(1_048_577 - PNG.length)]);
    expect((await put(big.body.presignedUrl, tooBig)).status).toBe(413);

    const add = (key: string) => h.call("POST", `/themes/${theme._id}/editor/media`, { headers: owner.headers, body: { key } });
    // Nothing stored at the key (the refused uploads above) is not recorded.
    expect((await add(link.body.imagePath)).status).toBe(400);
    // Another store's real, uploaded key is refused the same way.
    const theirs = await themeUpload(other, (await publishedTheme(other))._id);
    expect((await add(theirs.key)).status).toBe(400);
    expect((await add("../../etc/passwd")).status).toBe(400);
    expect((await media(owner, theme._id)).body.images).toEqual([]);
  });

  it("saves an image setting that is this store's media or an https link, and refuses another store's key or a non-image link", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const theme = await publishedTheme(owner);
    const own = await themeUpload(owner, theme._id);
    const theirs = await themeUpload(other, (await publishedTheme(other))._id);

    const ok = await saveHeroImage(owner, theme._id, own.url);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.editor.settingsData.templates.index.sections.hero.settings.image).toBe(own.url);
    expect((await saveHeroImage(owner, theme._id, "https://cdn.example.com/banner.jpg")).status).toBe(200);
    expect((await saveHeroImage(owner, theme._id, "")).status).toBe(200);

    const path = "settingsData.templates.index.sections.hero.settings.image";
    for (const [value, message] of [
      [theirs.url, THEME_EDITOR_MESSAGES.imageOtherStore],
      [`https://shop.example.com${theirs.url}`, THEME_EDITOR_MESSAGES.imageOtherStore],
      [`/api/media/watermarked/${theirs.key}`, THEME_EDITOR_MESSAGES.imageOtherStore],
      ["/about-us", THEME_EDITOR_MESSAGES.image],
      ["/api/media/files/stores/../../secret.png", THEME_EDITOR_MESSAGES.image],
      ["http://cdn.example.com/banner.jpg", THEME_EDITOR_MESSAGES.image],
      ["javascript:alert(1)", THEME_EDITOR_MESSAGES.image],
      ["//evil.example/x.png", THEME_EDITOR_MESSAGES.image],
    ] as const) {
      const res = await saveHeroImage(owner, theme._id, value);
      expect(res.status, value).toBe(400);
      expect(res.body.errors[path], value).toEqual([message]);
    }
  });

  it("renders the chosen image on the storefront's home page and in the preview, and the media sweep keeps theme uploads", async () => {
    const owner = await h.owner();
    const theme = await publishedTheme(owner);
    const own = await themeUpload(owner, theme._id);
    const saved = await saveHeroImage(owner, theme._id, own.url);
    expect(saved.status).toBe(200);
    const { settingsData } = saved.body.editor;
    const preview = await h.call("POST", `/themes/${theme._id}/editor/preview`, { headers: owner.headers, body: { template: "index", settingsData } });
    expect(preview.body.html).toMatch(new RegExp(`<img class="hero-image" src="${own.url}" alt="[^"]+"`));
    // Two days later the sweep keeps the recorded theme upload and removes an upload nothing recorded.
    const stray = await presign(owner, theme._id, "stray.png");
    expect((await put(stray.body.presignedUrl, PNG)).status).toBe(200);
    const storage = createLocalStorage({ dir: h.mediaDir, baseUrl: "/api/media", secret: "harness-media-secret" });
    const later = { now: () => new Date(Date.now() + 2 * 24 * 3600 * 1000) };
    await sweepMediaFiles({ db: h.database.db, storage, clock: later, log: () => {} });
    expect((await fetch(new URL(own.url, h.origin))).status).toBe(200);
    expect((await fetch(new URL(stray.body.url, h.origin))).status).toBe(404);
  });
});
