// A change a feed shows drops the store's cached feed XML at once (ADR 024): products, variants, stock, images,
// collections, the bulk editor, bulk update jobs, the bulk delete and a CSV import; other stores' cached feeds stay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCache } from "../../api/cache";
import { startHarness, type Harness } from "../helpers/harness";
import { child, parseStrictXml, type XmlElement } from "../helpers/strict-xml";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ cache: createCache({ feedTtlMs: 600_000 }), operatorEmails: ["ops-feed@example.com"] });
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

async function pricedProduct(owner: Owner, title: string) {
  const p = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title, published: true } } });
  expect(p.status).toBe(201);
  const v = await h.call("POST", `/products/${p.body.product._id}/variants`, {
    headers: owner.headers,
    body: { variant: { price: 100, inventoryQuantity: 1 } },
  });
  expect(v.status).toBe(201);
  return {
    product: p.body.product as { _id: string; title: string; handle: string; version: number },
    variant: v.body.variant as { _id: string; version: number },
  };
}

async function feedUrl(owner: Owner, body: Record<string, unknown> = { name: "Google", selection: "all" }): Promise<string> {
  const res = await h.call("POST", "/feed", { headers: owner.headers, body: { productFeed: body } });
  expect(res.status).toBe(201);
  return h.url + res.body.productFeed.xmlPath;
}

/** Fetches the feed twice: the second answer must come from the cache, so the next change is the one being tested. */
async function cached(url: string): Promise<void> {
  await fetch(url).then((r) => r.text());
  const again = await fetch(url);
  await again.text();
  expect(again.headers.get("x-cache")).toBe("HIT");
}

async function fresh(url: string): Promise<Map<string, XmlElement>> {
  const res = await fetch(url);
  expect(res.headers.get("x-cache")).toBeNull();
  const items = child(parseStrictXml(await res.text()), "channel")!.children.filter((c) => c.name === "item");
  return new Map(items.map((i) => [child(i, "g:id")!.text, i]));
}
const text = (item: XmlElement | undefined, name: string) => (item ? child(item, name)?.text : undefined);

describe("feed cache invalidation", () => {
  it("a product edit, a variant's price, its stock and the product's images show in the feed at once", async () => {
    const owner = await h.owner("ops-feed@example.com");
    const { product, variant } = await pricedProduct(owner, "Old title");
    const url = await feedUrl(owner);

    await cached(url);
    const form = {
      title: "New title",
      handle: product.handle,
      description: "",
      published: true,
      tags: [],
      productType: "",
      vendor: "",
      version: product.version,
    };
    expect((await h.call("PUT", `/products/${product._id}`, { headers: owner.headers, body: { product: form } })).status).toBe(200);
    expect(text((await fresh(url)).get(product._id), "title")).toBe("New title");

    await cached(url);
    expect(
      (
        await h.call("PUT", `/products/${product._id}/variants/${variant._id}`, {
          headers: owner.headers,
          body: { variant: { price: 250, inventoryQuantity: 1, version: 1 } },
        })
      ).status,
    ).toBe(200);
    expect(text((await fresh(url)).get(product._id), "g:price")).toBe("250.00 VND");

    await cached(url);
    const adjust = await h.call("POST", "/inventory/adjust", {
      headers: owner.headers,
      body: { variantId: variant._id, set: 0, idempotencyKey: "feed-stock-0001" },
    });
    expect(adjust.status, JSON.stringify(adjust.body)).toBe(201);
    expect(text((await fresh(url)).get(product._id), "g:availability")).toBe("out of stock");

    await cached(url);
    const presign = await h.call("GET", "/media/presigned-url-upload?filename=cover.png", { headers: owner.headers });
    expect(
      (await fetch(new URL(presign.body.presignedUrl, h.origin), { method: "PUT", headers: { "content-type": "image/png" }, body: Uint8Array.from(PNG) }))
        .status,
    ).toBe(200);
    const withImage = await h.call("PUT", `/products/${product._id}`, {
      headers: owner.headers,
      body: { product: { ...form, version: product.version + 1, images: [{ src: presign.body.imagePath }] } },
    });
    expect(withImage.status, JSON.stringify(withImage.body)).toBe(200);
    expect(text((await fresh(url)).get(product._id), "g:image_link")).toBe(`${h.url}/media/files/${presign.body.imagePath}`);

    // A bulk update job (prices +10 %) runs after its answer: the feed is dropped when the job ends.
    await cached(url);
    const job = await h.call("POST", "/bulkupdates", {
      headers: owner.headers,
      body: { bulkUpdate: { filters: {}, actions: [{ type: "changePrice", mode: "percent", value: 10 }] } },
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    await expect
      .poll(async () => (await h.call("GET", `/bulkupdates/${job.body.bulkUpdate._id}`, { headers: owner.headers })).body.bulkUpdate.status)
      .toBe("done");
    expect(text((await fresh(url)).get(product._id), "g:price")).toBe("275.00 VND");
  });

  it("collection membership, the bulk editor, create all variants and the bulk delete show at once; another store's cache stays", async () => {
    const owner = await h.owner();
    const { product, variant } = await pricedProduct(owner, "Picked");
    const collection = (await h.call("POST", "/collections", { headers: owner.headers, body: { collection: { title: "Picks" } } })).body.collection;
    const url = await feedUrl(owner, { name: "Picks", selection: "collection", collectionId: collection._id });
    const other = await h.owner();
    await pricedProduct(other, "Elsewhere");
    const otherUrl = await feedUrl(other);
    await cached(otherUrl);

    await cached(url);
    expect(
      (await h.call("PUT", `/collections/${collection._id}/collect`, { headers: owner.headers, body: { collection: { productIds: [product._id] } } })).status,
    ).toBe(200);
    expect([...(await fresh(url)).keys()]).toEqual([product._id]);

    await cached(url);
    const sheet = await h.call("PATCH", "/products/", {
      headers: owner.headers,
      body: { variants: [{ _id: variant._id, version: variant.version, price: 175 }] },
    });
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    expect(text((await fresh(url)).get(product._id), "g:price")).toBe("175.00 VND");

    // A product with options but no variants is not listed until "Create all variants" prices it.
    const sized = (await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Sized" } } })).body.product;
    const options = await h.call("PUT", `/products/${sized._id}/options`, {
      headers: owner.headers,
      body: { options: [{ name: "Size", values: ["S", "M"] }] },
    });
    await h.call("PUT", `/collections/${collection._id}/collect`, { headers: owner.headers, body: { collection: { productIds: [sized._id] } } });
    await cached(url);
    const all = await h.call("POST", `/products/${sized._id}/variants/combinations`, {
      headers: owner.headers,
      body: { optionsVersion: options.body.options.version, price: 90 },
    });
    expect(all.status).toBe(201);
    expect(text((await fresh(url)).get(sized._id), "g:price")).toBe("90.00 VND");

    await cached(url);
    expect((await h.call("DELETE", `/products?ids=${product._id}`, { headers: owner.headers })).status).toBe(200);
    expect([...(await fresh(url)).keys()]).toEqual([sized._id]);

    // None of that touched the other store's cached feed.
    const stillCached = await fetch(otherUrl);
    expect(stillCached.headers.get("x-cache")).toBe("HIT");
  });

  it("a CSV import shows in the feed as soon as its batch is written", async () => {
    const owner = await h.owner();
    const { product } = await pricedProduct(owner, "Before import");
    const url = await feedUrl(owner);
    await cached(url);
    const csv = `Handle,Title,Published,Variant Price\n${product.handle},After import,TRUE,120\nnew-ring,New ring,TRUE,80\n`;
    const res = await fetch(`${h.url}/products/import/csv?mode=valid-only&fileName=p.csv`, {
      method: "POST",
      headers: { ...owner.headers, "content-type": "text/csv" },
      body: csv,
    });
    expect(res.status).toBe(202);
    const taskId = ((await res.json()) as { task: { _id: string } }).task._id;
    await expect.poll(async () => (await h.call("GET", `/products/import/csv/${taskId}`, { headers: owner.headers })).body.task.status).toBe("done");
    const items = await fresh(url);
    expect(text(items.get(product._id), "title")).toBe("After import");
    expect([...items.values()].map((i) => text(i, "title")).sort()).toEqual(["After import", "New ring"]);
  });
});
