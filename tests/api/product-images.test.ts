// SPEC §3 Image / §4 Image upload on the real API: images travel with the product (GET/PUT /products/{id}).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../helpers/harness";
import { rawRequest } from "../helpers/raw-http";
import { child, parseStrictXml } from "../helpers/strict-xml";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = { headers: Record<string, string> };
// A real 1×1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

async function upload(owner: Owner, filename = "cat.png"): Promise<string> {
  const presign = await h.call("GET", `/media/presigned-url-upload?filename=${encodeURIComponent(filename)}`, { headers: owner.headers });
  expect(presign.status).toBe(200);
  const put = await fetch(new URL(presign.body.presignedUrl, h.origin), {
    method: "PUT",
    headers: { "content-type": "image/png" },
    body: Uint8Array.from(PNG),
  });
  expect(put.status).toBe(200);
  return presign.body.imagePath;
}

async function newProduct(owner: Owner, title = "Áo thun") {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title } } });
  expect(res.status).toBe(201);
  return res.body.product as { _id: string; version: number; title: string };
}

const fields = (p: { title: string }) => ({ title: p.title, published: false, tags: [] });

async function putImages(owner: Owner, product: { _id: string; version: number; title: string }, images: unknown) {
  return h.call("PUT", `/products/${product._id}`, { headers: owner.headers, body: { product: { ...fields(product), version: product.version, images } } });
}

describe("product images", () => {
  it("a new product has none; PUT replaces the list in order, alt/alt_text default to the file name, size comes from storage", async () => {
    const owner = await h.owner();
    const product = await newProduct(owner);
    expect((await h.call("GET", `/products/${product._id}`, { headers: owner.headers })).body.product.images).toEqual([]);
    const [a, b] = [await upload(owner), await upload(owner)];
    const res = await putImages(owner, product, [{ src: b, alt: "Back", size: 999_999 }, { src: a }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const images = res.body.product.images;
    expect(images.map((i: { src: string }) => i.src)).toEqual([b, a]);
    expect(images[0]).toMatchObject({ alt: "Back", alt_text: "Back", size: PNG.length, kind: "image", fullPath: `/api/media/files/${b}` });
    const name = a.slice(a.lastIndexOf("/") + 1);
    expect(images[1]).toMatchObject({ alt: name, alt_text: name, size: PNG.length });
    expect(res.body.product.version).toBe(product.version + 1);

    // GET answers the same list; the media URL serves the bytes.
    const got = (await h.call("GET", `/products/${product._id}`, { headers: owner.headers })).body.product;
    expect(got.images).toEqual(images);
    const file = await fetch(new URL(images[0].fullPath, h.origin));
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");

    // Replace again: keep the second (its _id stays), edit its ALT, drop the first.
    const again = await putImages(owner, got, [{ _id: images[1]._id, src: a, alt: "Front", alt_text: "Front of the shirt" }]);
    expect(again.status).toBe(200);
    expect(again.body.product.images).toEqual([{ ...images[1], alt: "Front", alt_text: "Front of the shirt" }]);

    // A PUT without `images` keeps them.
    const plain = await h.call("PUT", `/products/${product._id}`, {
      headers: owner.headers,
      body: { product: { ...fields(product), title: "Renamed", version: again.body.product.version } },
    });
    expect(plain.status).toBe(200);
    expect(plain.body.product.images).toHaveLength(1);

    // An empty list removes them all.
    const none = await putImages(owner, plain.body.product, []);
    expect(none.body.product.images).toEqual([]);
  });

  it("refuses paths it did not issue to this store: another store's key, made-up keys, URLs, missing files", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const product = await newProduct(owner);
    const foreign = await upload(other);
    const mine = await upload(owner);
    const neverUploaded = mine.replace(/image-\d+/, "image-1700000000000");
    for (const src of [
      foreign,
      neverUploaded,
      "../../etc/passwd",
      `stores/${owner.storeId}/../x.png`,
      "https://evil.example/cat.png",
      `stores/${owner.storeId}/cat.svg`,
    ]) {
      const res = await putImages(owner, product, [{ src: mine }, { src }]);
      expect(res.status, src).toBe(400);
      expect(res.body.errors["images.1.src"], src).toEqual(["This image was not uploaded to this store"]);
    }
    // Nothing was changed by the refused saves.
    const got = (await h.call("GET", `/products/${product._id}`, { headers: owner.headers })).body.product;
    expect(got.images).toEqual([]);
    expect(got.version).toBe(product.version);
  });

  it("bounds alt at 255 with SPEC's message and the list at 50", async () => {
    const owner = await h.owner();
    const product = await newProduct(owner);
    const src = await upload(owner);
    const long = await putImages(owner, product, [{ src, alt: "a".repeat(256) }]);
    expect(long.status).toBe(400);
    expect(long.body.errors["images.0.alt"]).toEqual(["Max length is 255"]);
    const many = await putImages(
      owner,
      product,
      Array.from({ length: 51 }, () => ({ src })),
    );
    expect(many.status).toBe(400);
    expect(many.body.errors.images).toEqual(["A product has at most 50 images and videos"]);
    expect((await putImages(owner, product, [{ src, alt: "a".repeat(255) }])).status).toBe(200);
  });

  it("a stale version is refused with 409 and the images stay as they were", async () => {
    const owner = await h.owner();
    const product = await newProduct(owner);
    const src = await upload(owner);
    expect((await putImages(owner, product, [{ src }])).status).toBe(200);
    const stale = await putImages(owner, product, []);
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(product.version + 1);
    const got = (await h.call("GET", `/products/${product._id}`, { headers: owner.headers })).body.product;
    expect(got.images.map((i: { src: string }) => i.src)).toEqual([src]);
  });

  it("another store's product is 404, to GET and to PUT; staff without the products scope get 403", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const product = await newProduct(owner);
    const theirs = await upload(other);
    expect((await h.call("GET", `/products/${product._id}`, { headers: other.headers })).status).toBe(404);
    const res = await h.call("PUT", `/products/${product._id}`, {
      headers: other.headers,
      body: { product: { ...fields(product), version: product.version, images: [{ src: theirs }] } },
    });
    expect(res.status).toBe(404);
    const staff = await h.staff(owner.storeId, ["orders"]);
    expect((await putImages(staff, product, [])).status).toBe(403);
  });

  it("stores video links in embed form and refuses other sites", async () => {
    const owner = await h.owner();
    const product = await newProduct(owner);
    const ok = await putImages(owner, product, [{ kind: "video", src: "https://youtu.be/dQw4w9WgXcQ" }]);
    expect(ok.status).toBe(200);
    expect(ok.body.product.images[0]).toMatchObject({
      kind: "video",
      src: "https://www.youtube.com/embed/dQw4w9WgXcQ",
      fullPath: "https://www.youtube.com/embed/dQw4w9WgXcQ",
      size: 0,
    });
    const bad = await putImages(owner, ok.body.product, [{ kind: "video", src: "https://example.com/v.mp4" }]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors["images.0.src"]).toEqual(["Video link must be a YouTube or Vimeo video URL"]);
  });

  it("deleting the product removes its image records; removing an image clears a variant that showed it", async () => {
    const owner = await h.owner();
    const product = await newProduct(owner);
    const src = await upload(owner);
    const saved = await putImages(owner, product, [{ src }]);
    const options = await h.call("PUT", `/products/${product._id}/options`, { headers: owner.headers, body: { options: [{ name: "Size", values: ["S"] }] } });
    expect(options.status).toBe(200);
    // A variant may show only one of its product's images.
    const foreign = await h.call("POST", `/products/${product._id}/variants`, {
      headers: owner.headers,
      body: { variant: { option1: "S", price: 10, imagePath: await upload(owner) } },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.imagePath).toEqual(["Choose one of the product's images"]);
    const variant = await h.call("POST", `/products/${product._id}/variants`, {
      headers: owner.headers,
      body: { variant: { option1: "S", price: 10, imagePath: src } },
    });
    expect(variant.status, JSON.stringify(variant.body)).toBe(201);
    expect(variant.body.variant.imagePath).toBe(src);
    const cleared = await putImages(owner, saved.body.product, []);
    expect(cleared.status).toBe(200);
    const v = await h.call("GET", `/products/${product._id}/variants/${variant.body.variant._id}`, { headers: owner.headers });
    expect(v.body.variant.imagePath).toBeNull();
    const rows = async () =>
      (await h.database.db.execute(`select count(*)::int as n from product_images where product_id = '${product._id}'`)).rows[0] as { n: number };
    await putImages(owner, (await h.call("GET", `/products/${product._id}`, { headers: owner.headers })).body.product, [{ src }]);
    expect((await rows()).n).toBe(1);
    const del = await h.call("DELETE", `/products/${product._id}`, { headers: owner.headers });
    expect(del.status).toBe(200);
    expect((await rows()).n).toBe(0);
  });

  it("the feed's items carry the first image as g:image_link (absolute, on the feed's origin) and the lowest variant price as g:price", async () => {
    const owner = await h.owner();
    const withBoth = await newProduct(owner, "Nón lá");
    const bare = await newProduct(owner, "Plain");
    const [first, second] = [await upload(owner), await upload(owner)];
    const video = { kind: "video", src: "https://youtu.be/dQw4w9WgXcQ" };
    expect((await putImages(owner, withBoth, [video, { src: first }, { src: second }])).status).toBe(200);
    expect(
      (await h.call("PUT", `/products/${withBoth._id}/options`, { headers: owner.headers, body: { options: [{ name: "Size", values: ["S", "M"] }] } })).status,
    ).toBe(200);
    for (const [option1, price] of [
      ["S", 180000],
      ["M", 150000],
    ] as const) {
      expect((await h.call("POST", `/products/${withBoth._id}/variants`, { headers: owner.headers, body: { variant: { option1, price } } })).status).toBe(201);
    }
    const created = await h.call("POST", "/feed", { headers: owner.headers, body: { productFeed: { name: "Shop", selection: "all", googleCategoryId: 1 } } });
    expect(created.status).toBe(201);
    const res = await fetch(h.url + created.body.productFeed.xmlPath);
    const rss = parseStrictXml(await res.text());
    const items = child(rss, "channel")!.children.filter((c) => c.name === "item");
    const byId = new Map(items.map((item) => [child(item, "g:id")?.text, item]));
    const item = byId.get(withBoth._id)!;
    expect(child(item, "g:image_link")?.text).toBe(`${h.url}/media/files/${first}`);
    expect(child(item, "g:price")?.text).toBe("150000.00 VND");
    // Without a price a product is not listed at all (feed-offers.test.ts).
    expect(byId.has(bare._id)).toBe(false);
    // Fetched at another address of the same server, the link names that one (the web server allows only known hosts).
    const elsewhere = await rawRequest(h.url + created.body.productFeed.xmlPath, { headers: { host: "shop-admin.test:8080" } });
    expect(elsewhere.status).toBe(200);
    const other = child(parseStrictXml(elsewhere.text), "channel")!.children.find((c) => c.name === "item" && child(c, "g:id")?.text === withBoth._id)!;
    expect(child(other, "g:image_link")?.text).toBe(`http://shop-admin.test:8080/api/media/files/${first}`);
  });
});
