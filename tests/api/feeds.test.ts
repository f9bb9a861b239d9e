// Product feeds API and the public Google Merchant XML (docs/api-contract.md, Product feeds).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedEndpoints } from "../../domain/contracts/feeds";
import type { FeedDto } from "../../domain/feed";
import type { ProductDto } from "../../domain/product";
import { parseTaxonomy } from "../../api/modules/feeds/taxonomy";
import { xmlText } from "../../api/modules/feeds/xml";
import { startHarness, type Harness } from "../helpers/harness";
import { child, parseStrictXml, type XmlElement } from "../helpers/strict-xml";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const NASTY_TITLE = 'Tom & Jerry <b>"quoted"</b>\u0001';

/** A product with one variant priced and in stock: the feed lists only products with a price (feed-offers.test.ts). */
async function product(owner: Owner, fields: Record<string, unknown>): Promise<ProductDto> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { published: true, ...fields } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const variant = await h.call("POST", `/products/${res.body.product._id}/variants`, {
    headers: owner.headers,
    body: { variant: { price: 100000, inventoryQuantity: 1 } },
  });
  expect(variant.status, JSON.stringify(variant.body)).toBe(201);
  return res.body.product;
}

async function feed(owner: Owner, fields: Record<string, unknown>): Promise<FeedDto> {
  const res = await h.request(feedEndpoints.create, { headers: owner.headers, body: { productFeed: fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.productFeed;
}

async function fetchXml(path: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(h.url + path);
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

function items(rss: XmlElement): XmlElement[] {
  const channel = child(rss, "channel");
  if (!channel) throw new Error("no channel");
  return channel.children.filter((c) => c.name === "item");
}
const field = (item: XmlElement, name: string) => child(item, name)?.text;

describe("feed lifecycle", () => {
  it("creates, reads, lists, counts, updates, refuses a stale version, and deletes", async () => {
    const owner = await h.owner();
    const created = await feed(owner, { name: "Google Shopping", selection: "published", googleCategoryId: 1 });
    expect(created).toMatchObject({
      name: "Google Shopping",
      selection: "published",
      collectionId: null,
      googleCategoryId: 1,
      mapping: { brand: "vendor", productType: "productType" },
      version: 1,
    });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.xmlPath).toBe(`/feed/public/${created.token}.xml`);
    const other = await feed(owner, { name: "Everything" });
    expect(other.token).not.toBe(created.token);

    const { headers } = owner;
    const id = created._id;
    expect((await h.request(feedEndpoints.get, { headers, params: { id } })).body.productFeed).toEqual(created);
    const list = await h.request(feedEndpoints.list, { headers });
    expect(list.body).toMatchObject({ total: 2, page: 1 });
    expect(list.body.productFeeds.map((f) => f._id)).toEqual([other._id, created._id]);
    expect((await h.request(feedEndpoints.list, { headers, query: { search: "shop" } })).body.productFeeds.map((f) => f._id)).toEqual([created._id]);
    expect((await h.request(feedEndpoints.count, { headers })).body).toEqual({ count: 2 });

    const form = { name: "Shopping (all)", selection: "all", googleCategoryId: "", mapping: { brand: "store_name", productType: "first_tag" } };
    const updated = await h.request(feedEndpoints.update, { headers, params: { id }, body: { productFeed: { ...form, version: 1 } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.productFeed).toMatchObject({
      name: "Shopping (all)",
      selection: "all",
      googleCategoryId: null,
      mapping: { brand: "store_name", productType: "first_tag" },
      token: created.token,
      version: 2,
    });
    const stale = await h.request(feedEndpoints.update, { headers, params: { id }, body: { productFeed: { ...form, name: "Lost", version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.error.current).toMatchObject({ name: "Shopping (all)", version: 2 });
    expect((await h.request(feedEndpoints.delete, { headers, params: { id }, query: { version: 1 } })).status).toBe(409);

    expect((await h.request(feedEndpoints.delete, { headers, params: { id }, query: { version: 2 } })).body).toEqual({ message: "Feed deleted" });
    expect((await h.request(feedEndpoints.get, { headers, params: { id } })).status).toBe(404);
    expect((await fetchXml(created.xmlPath)).status).toBe(404);
    expect((await h.request(feedEndpoints.get, { headers, params: { id: "not-a-uuid" } })).status).toBe(404);
  });

  it("rejects bad input with messages per field", async () => {
    const owner = await h.owner();
    const bad = await h.call("POST", "/feed", { headers: owner.headers, body: { productFeed: { name: " ", mapping: { brand: "sku" } } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.name).toEqual(["Name required"]);
    expect(bad.body.errors["mapping.brand"]).toEqual(["Brand is vendor, store_name or none"]);
    const noCollection = await h.call("POST", "/feed", { headers: owner.headers, body: { productFeed: { name: "Picks", selection: "collection" } } });
    expect(noCollection.status).toBe(400);
    expect(noCollection.body.errors.collectionId).toEqual(["Collection required"]);

    const unknownCategory = await h.call("POST", "/feed", { headers: owner.headers, body: { productFeed: { name: "X", googleCategoryId: 999999999 } } });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.errors.googleCategoryId).toEqual(["Google category not found"]);

    const other = await h.owner();
    const foreignCollection = (await h.call("POST", "/collections", { headers: other.headers, body: { collection: { title: "Theirs" } } })).body.collection;
    const foreign = await h.call("POST", "/feed", {
      headers: owner.headers,
      body: { productFeed: { name: "X", selection: "collection", collectionId: foreignCollection._id } },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.collectionId).toEqual(["Collection not found"]);
  });
});

describe("Google categories", () => {
  it("parses Google's taxonomy once and searches it", async () => {
    const owner = await h.owner();
    const first = await h.call("GET", "/feed/google/categories?limit=2", { headers: owner.headers });
    expect(first.status).toBe(200);
    expect(first.body.categories).toEqual([
      { id: 1, name: "Animals & Pet Supplies" },
      { id: 3237, name: "Animals & Pet Supplies > Live Animals" },
    ]);
    expect(first.body.total).toBeGreaterThan(5000);
    const dogs = await h.call("GET", "/feed/google/categories?search=DOG%20BEDS", { headers: owner.headers });
    expect(dogs.body.categories).toEqual([{ id: 4434, name: "Animals & Pet Supplies > Pet Supplies > Dog Supplies > Dog Beds" }]);
    expect((await h.call("GET", "/feed/google/categories?limit=10001", { headers: owner.headers })).status).toBe(400);
    expect(parseTaxonomy("# Google_Product_Taxonomy_Version: x\r\n12 - A > B\r\nnot a line\n")).toEqual([{ id: 12, name: "A > B" }]);
  });
});

describe("public XML", () => {
  it("is a well-formed Google Merchant RSS feed that escapes every product's text", async () => {
    const owner = await h.owner();
    const nasty = await product(owner, {
      title: NASTY_TITLE,
      description: "Cat & mouse\u0007 <script>alert('x')</script> \uFFFF",
      vendor: "Hanna-Barbera & Co",
      productType: "Cartoons <old>",
      tags: ["classic"],
    });
    const plain = await product(owner, { title: "Áo dài 🌸", vendor: "Huế", productType: "Apparel" });
    const unpublished = await product(owner, { title: "Draft", published: false });
    const created = await feed(owner, { name: "All <products> & more", selection: "all", googleCategoryId: 166 });

    const res = await fetchXml(created.xmlPath);
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/xml; charset=utf-8");
    expect(res.text).not.toContain("\u0001");
    const rss = parseStrictXml(res.text);
    expect(rss.name).toBe("rss");
    expect(rss.attributes).toEqual({ version: "2.0", "xmlns:g": "http://base.google.com/ns/1.0" });
    const channel = child(rss, "channel");
    if (!channel) throw new Error("no channel");
    expect(child(channel, "title")?.text).toBe("All <products> & more");
    expect(child(channel, "link")?.text).toMatch(/^https:\/\/[0-9a-f]{8}\.shop\.test$/);
    expect(child(channel, "description")?.text).toContain("Products of ");

    const byId = new Map(items(rss).map((item) => [field(item, "g:id"), item]));
    expect([...byId.keys()].sort()).toEqual([nasty._id, plain._id, unpublished._id].sort());
    const item = byId.get(nasty._id);
    if (!item) throw new Error("nasty product missing");
    expect(field(item, "title")).toBe('Tom & Jerry <b>"quoted"</b>');
    // Descriptions are HTML, cleaned when written (ADR 029); the feed sends them as plain text.
    expect(field(item, "description")).toBe("Cat & mouse");
    expect(field(item, "link")).toBe(`${child(channel, "link")?.text}/products/${nasty.handle}`);
    expect(field(item, "g:brand")).toBe("Hanna-Barbera & Co");
    expect(field(item, "g:product_type")).toBe("Cartoons <old>");
    expect(field(item, "g:google_product_category")).toBe("166");
    expect(field(item, "g:availability")).toBe("in stock");
    expect(field(byId.get(plain._id) ?? item, "title")).toBe("Áo dài 🌸");
    expect(field(byId.get(plain._id) ?? item, "description")).toBe("Áo dài 🌸");
  });

  it("lists the feed's selection and mapping, follows product changes, and pages through many products", async () => {
    const owner = await h.owner();
    const shoe = await product(owner, { title: "Runner", vendor: "Nike", tags: ["sport", "shoe"] });
    const hidden = await product(owner, { title: "Hidden", vendor: "Nike", published: false });
    const shirt = await product(owner, { title: "Tee", vendor: "Uniqlo" });

    const published = await feed(owner, { name: "Published", selection: "published", mapping: { brand: "store_name", productType: "first_tag" } });
    const pub = items(parseStrictXml((await fetchXml(published.xmlPath)).text));
    expect(pub.map((i) => field(i, "g:id")).sort()).toEqual([shoe._id, shirt._id].sort());
    const shoeItem = pub.find((i) => field(i, "g:id") === shoe._id);
    expect(shoeItem && field(shoeItem, "g:brand")).toMatch(/^Store of /);
    expect(shoeItem && field(shoeItem, "g:product_type")).toBe("sport");
    // An empty mapping leaves the element out rather than sending an empty one.
    expect(pub.find((i) => field(i, "g:id") === shirt._id)?.children.some((c) => c.name === "g:product_type")).toBe(false);

    const smart = (
      await h.call("POST", "/collections", {
        headers: owner.headers,
        body: { collection: { title: "Nike", type: "smart", conditions: [{ field: "vendor", compare: "equals", value: "nike" }] } },
      })
    ).body.collection;
    const smartFeed = await feed(owner, { name: "Nike", selection: "collection", collectionId: smart._id });
    const ids = async (path: string) =>
      items(parseStrictXml((await fetchXml(path)).text))
        .map((i) => field(i, "g:id"))
        .sort();
    expect(await ids(smartFeed.xmlPath)).toEqual([shoe._id, hidden._id].sort());
    const shirtForm = {
      title: shirt.title,
      handle: shirt.handle,
      description: "",
      published: true,
      tags: [],
      productType: "",
      vendor: "Nike",
      version: shirt.version,
    };
    expect((await h.call("PUT", `/products/${shirt._id}`, { headers: owner.headers, body: { product: shirtForm } })).status).toBe(200);
    expect(await ids(smartFeed.xmlPath)).toEqual([shoe._id, hidden._id, shirt._id].sort());

    const manual = (await h.call("POST", "/collections", { headers: owner.headers, body: { collection: { title: "Picks" } } })).body.collection;
    await h.call("PUT", `/collections/${manual._id}/collect`, { headers: owner.headers, body: { collection: { productIds: [hidden._id] } } });
    const manualFeed = await feed(owner, { name: "Picks", selection: "collection", collectionId: manual._id });
    expect(await ids(manualFeed.xmlPath)).toEqual([hidden._id]);
    // The collection goes away: the feed stays and lists nothing.
    await h.call("DELETE", `/collections/${manual._id}`, { headers: owner.headers });
    const emptied = parseStrictXml((await fetchXml(manualFeed.xmlPath)).text);
    expect(items(emptied)).toEqual([]);

    // More products than one batch (500): every one appears exactly once.
    const bulk = await h.owner();
    const values = Array.from({ length: 1203 }, (_, i) => `('${bulk.storeId}', 'Bulk ${i}', 'bulk-${i}')`).join(",");
    await h.database.db.execute(`insert into products (store_id, title, handle) values ${values}`);
    await h.database.db.execute(
      `insert into product_variants (store_id, product_id, price) select store_id, id, 1 from products where store_id = '${bulk.storeId}'`,
    );
    const bulkFeed = await feed(bulk, { name: "Bulk" });
    const all = items(parseStrictXml((await fetchXml(bulkFeed.xmlPath)).text));
    expect(all).toHaveLength(1203);
    expect(new Set(all.map((i) => field(i, "g:id"))).size).toBe(1203);
  });

  it("answers 404 for an unknown or malformed token without asking for a sign-in", async () => {
    expect((await fetchXml("/feed/public/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.xml")).status).toBe(404);
    expect((await fetchXml("/feed/public/x';drop.xml")).status).toBe(404);
    expect((await fetchXml("/feed/public/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  });

  it("the test's XML reader itself rejects what a strict parser rejects", () => {
    for (const bad of ["<a>&</a>", "<a>&nbsp;</a>", "<a><b></a></b>", "<a>\u0001</a>", "<a>x</a><b/>", "<a>1 < 2</a>", "<a x=1/>", "<a>"]) {
      expect(() => parseStrictXml(bad), bad).toThrow();
    }
    expect(parseStrictXml(`<a x="&quot;">1 &lt; 2 &amp; &#x1F600;</a>`)).toMatchObject({ attributes: { x: '"' }, text: "1 < 2 & 😀" });
  });

  it("escapes text for XML and strips characters XML 1.0 forbids", () => {
    expect(xmlText(`a&b<c>d"e'f\u0000\u0001\u001f\t\n\uFFFE\uD800g😀`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f\t\ng😀");
  });
});

describe("access", () => {
  it("keeps one store's feeds out of another's reach and needs the products scope", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const aFeed = await feed(a, { name: "A's feed" });
    expect((await h.call("GET", `/feed/${aFeed._id}`, { headers: b.headers })).status).toBe(404);
    expect((await h.call("PUT", `/feed/${aFeed._id}`, { headers: b.headers, body: { productFeed: { name: "Mine", version: 1 } } })).status).toBe(404);
    expect((await h.call("DELETE", `/feed/${aFeed._id}`, { headers: b.headers })).status).toBe(404);
    expect((await h.call("GET", "/feed", { headers: b.headers })).body.total).toBe(0);
    expect((await h.call("GET", `/feed/${aFeed._id}`, { headers: a.headers })).body.productFeed).toMatchObject({ name: "A's feed", version: 1 });

    const without = await h.staff(a.storeId, ["orders"]);
    for (const path of ["/feed", `/feed/${aFeed._id}`, "/feed/google/categories", "/feed/count"]) {
      expect((await h.call("GET", path, { headers: without.headers })).status, path).toBe(403);
    }
    expect((await h.call("GET", "/feed", { headers: {} })).status).toBe(401);
  });
});
