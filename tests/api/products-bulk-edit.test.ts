// PATCH /products/?{filters}: one change for a whole selection, and spreadsheet rows against their versions (docs/api-contract.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BULK_SAVE_SHAPE_MESSAGE } from "../../domain/bulk-edit";
import { bulkEditEndpoints } from "../../domain/contracts/bulk-edit";
import type { ProductDto } from "../../domain/product";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const { save } = bulkEditEndpoints;

async function product(owner: Owner, fields: Record<string, unknown>): Promise<ProductDto> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { published: true, ...fields } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

async function get(owner: Owner, id: string): Promise<ProductDto> {
  const res = await h.call("GET", `/products/${id}`, { headers: owner.headers });
  expect(res.status).toBe(200);
  return res.body.product;
}

async function tagsList(owner: Owner): Promise<string[]> {
  return (await h.call("GET", "/products/tags/list", { headers: owner.headers })).body.tags;
}

describe("PATCH /products with { product }: one change for every matching product", () => {
  it("applies to the filter's products only, bumps versions, keeps tag counts and search right", async () => {
    const owner = await h.owner();
    const a = await product(owner, { title: "Linen shirt", vendor: "Old", tags: ["summer", "Sale"] });
    const b = await product(owner, { title: "Linen pants", vendor: "Old", tags: ["summer"] });
    const c = await product(owner, { title: "Wool coat", vendor: "Old", tags: ["winter"] });

    // SPEC §7's own form of the path, the trailing slash included.
    const res = await h.call("PATCH", "/products/?tag=summer", {
      headers: owner.headers,
      body: { product: { vendor: "Nhà May Đức", addTags: ["new", "SUMMER"], removeTags: ["sale"] } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ matched: 2, updated: 2, message: "2 products updated" });

    const [a2, b2, c2] = [await get(owner, a._id), await get(owner, b._id), await get(owner, c._id)];
    expect(a2).toMatchObject({ vendor: "Nhà May Đức", tags: ["summer", "new"], version: 2 });
    expect(b2).toMatchObject({ vendor: "Nhà May Đức", tags: ["summer", "new"], version: 2 });
    expect(c2).toMatchObject({ vendor: "Old", tags: ["winter"], version: 1 });
    // "Sale" left the only product that had it; "new" arrived on two.
    expect(await tagsList(owner)).toEqual(["new", "summer", "winter"]);
    const byTag = await h.call("GET", "/products?tag=new", { headers: owner.headers });
    expect(byTag.body.total).toBe(2);
    // The search text follows the new vendor (accents folded).
    const search = await h.call("GET", "/products?search=nha%20may%20duc", { headers: owner.headers });
    expect(search.body.total).toBe(2);
  });

  it("takes the tab, search, type, vendor and ids filters; unpublishing moves products between tabs", async () => {
    const owner = await h.owner();
    const shirt = await product(owner, { title: "Shirt", productType: "Tops", vendor: "Acme" });
    const tee = await product(owner, { title: "Tee", productType: "Tops", vendor: "Other" });
    const untyped = await product(owner, { title: "Mystery", productType: "", vendor: "Acme" });
    const hidden = await product(owner, { title: "Hidden shirt", productType: "Tops", vendor: "Acme", published: false });

    const byTypeVendor = await h.request(save, {
      headers: owner.headers,
      query: { published: true, productType: "Tops", vendor: "Acme" },
      body: { product: { published: false } },
    });
    expect(byTypeVendor.body).toMatchObject({ matched: 1, updated: 1 });
    expect((await get(owner, shirt._id)).published).toBe(false);
    expect((await get(owner, hidden._id)).version).toBe(1);

    const noType = await h.request(save, { headers: owner.headers, query: { productType: "" }, body: { product: { productType: "Gifts" } } });
    expect(noType.body).toMatchObject({ matched: 1, updated: 1 });
    expect((await get(owner, untyped._id)).productType).toBe("Gifts");

    const byIds = await h.request(save, { headers: owner.headers, query: { ids: `${tee._id},${untyped._id}` }, body: { product: { vendor: "Picked" } } });
    expect(byIds.body).toMatchObject({ matched: 2, updated: 2 });
    expect((await get(owner, shirt._id)).vendor).toBe("Acme");

    const search = await h.request(save, { headers: owner.headers, query: { search: "shirt" }, body: { product: { published: true } } });
    expect(search.body).toMatchObject({ matched: 2, updated: 2 });
    const counts = await h.call("GET", "/products/count?published=true", { headers: owner.headers });
    expect(counts.body.count).toBe(4);

    // A product the patch would not change keeps its version.
    const again = await h.request(save, { headers: owner.headers, query: { search: "shirt" }, body: { product: { published: true } } });
    expect(again.body).toMatchObject({ matched: 2, updated: 0 });
  });

  it("never touches another store's products, whatever the filter or ids", async () => {
    const mine = await h.owner();
    const theirs = await h.owner();
    const own = await product(mine, { title: "Mine", vendor: "V" });
    const other = await product(theirs, { title: "Theirs", vendor: "V" });
    const all = await h.request(save, { headers: mine.headers, body: { product: { vendor: "Changed" } } });
    expect(all.body).toMatchObject({ matched: 1, updated: 1 });
    const byId = await h.request(save, { headers: mine.headers, query: { ids: other._id }, body: { product: { vendor: "Changed" } } });
    expect(byId.body).toMatchObject({ matched: 0, updated: 0 });
    const rows = await h.request(save, { headers: mine.headers, body: { products: [{ _id: other._id, version: 1, title: "Stolen" }] } });
    expect(rows.status).toBe(400);
    expect(rows.error.errors["products.0._id"]).toEqual(["Product not found"]);
    expect(await get(theirs, other._id)).toMatchObject({ vendor: "V", title: "Theirs", version: 1 });
    expect((await get(mine, own._id)).vendor).toBe("Changed");
  });

  it("GET /products/bulk pages through the selection (filters or ids), this store only", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const made: ProductDto[] = [];
    for (let i = 0; i < 3; i++) made.push(await product(owner, { title: `R${i}`, tags: i < 2 ? ["pick"] : [] }));
    const theirs = await product(other, { title: "Theirs", tags: ["pick"] });
    const byTag = await h.request(bulkEditEndpoints.page, { headers: owner.headers, query: { tag: "pick", limit: 1, page: 2 } });
    expect(byTag.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(byTag.body.products.map((p) => p.title)).toEqual(["R0"]);
    const byIds = await h.request(bulkEditEndpoints.page, { headers: owner.headers, query: { ids: `${made[2]._id},${theirs._id}` } });
    expect(byIds.body.products.map((p) => p.title)).toEqual(["R2"]);
    expect((await h.request(bulkEditEndpoints.page, { headers: owner.headers, query: { limit: 0 } })).status).toBe(400);
  });

  it("answers 400 for a bad body or filter and 403 without the products scope", async () => {
    const owner = await h.owner();
    await product(owner, { title: "A" });
    const empty = await h.request(save, { headers: owner.headers, body: { product: {} } });
    expect(empty.status).toBe(400);
    expect(empty.error.errors.product).toEqual(["Choose at least one change"]);
    const both = await h.request(save, { headers: owner.headers, body: { product: { addTags: ["x"], removeTags: ["X"] } } });
    expect(both.status).toBe(400);
    expect(both.error.errors.addTags[0]).toMatch(/added and removed/);
    const long = await h.request(save, { headers: owner.headers, body: { product: { vendor: "v".repeat(256) } } });
    expect(long.error.errors.vendor).toEqual(["Max length is 255"]);
    const badIds = await h.request(save, { headers: owner.headers, query: { ids: "nope" }, body: { product: { vendor: "x" } } });
    expect(badIds.status).toBe(400);
    expect(Object.keys(badIds.error.errors)[0]).toMatch(/^ids/);
    const badTab = await h.request(save, { headers: owner.headers, query: { published: "maybe" }, body: { product: { vendor: "x" } } });
    expect(badTab.status).toBe(400);
    const neither = await h.request(save, { headers: owner.headers, body: {} });
    expect(neither.status).toBe(400);
    expect(neither.error.errors.product).toEqual([BULK_SAVE_SHAPE_MESSAGE]);
    const twoShapes = await h.request(save, { headers: owner.headers, body: { product: { vendor: "x" }, products: [] } });
    expect(twoShapes.error.errors).toEqual({ product: [BULK_SAVE_SHAPE_MESSAGE] });
    const staff = await h.staff(owner.storeId, ["orders"]);
    const denied = await h.request(save, { headers: staff.headers, body: { product: { vendor: "x" } } });
    expect(denied.status).toBe(403);
    const list = await h.call("GET", "/products", { headers: owner.headers });
    expect(list.body.products[0].vendor).toBe("");
  });
});

describe("PATCH /products with { products }: spreadsheet rows", () => {
  it("saves changed rows against their versions and leaves unchanged rows alone", async () => {
    const owner = await h.owner();
    const a = await product(owner, { title: "A", vendor: "x", tags: ["t1"] });
    const b = await product(owner, { title: "B", vendor: "x" });
    const res = await h.request(save, {
      headers: owner.headers,
      body: {
        products: [
          { _id: a._id, version: 1, title: "A2", vendor: "y", tags: "t1, t2", published: false },
          { _id: b._id, version: 1, vendor: "x" },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      updated: 1,
      products: [{ _id: a._id, title: "A2", vendor: "y", tags: ["t1", "t2"], published: false, version: 2, handle: a.handle }],
    });
    expect((await get(owner, b._id)).version).toBe(1);
  });

  it("validates every row first: 400 with per-row field errors, nothing written", async () => {
    const owner = await h.owner();
    const a = await product(owner, { title: "A" });
    const b = await product(owner, { title: "B" });
    const res = await h.request(save, {
      headers: owner.headers,
      body: {
        products: [
          { _id: a._id, version: 1, title: "Fine" },
          { _id: b._id, version: 1, title: "  ", vendor: "v".repeat(300) },
          { _id: a._id, version: 1 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.error.errors["products.1.title"]).toEqual(["Title required"]);
    expect(res.error.errors["products.1.vendor"]).toEqual(["Max length is 255"]);
    expect(res.error.errors["products.2._id"]).toEqual(["This product is listed twice"]);
    expect((await get(owner, a._id)).title).toBe("A");
    const none = await h.request(save, { headers: owner.headers, body: { products: [] } });
    expect(none.status).toBe(400);
  });

  it("answers 409 with the current rows when any version is stale, writing nothing", async () => {
    const owner = await h.owner();
    const a = await product(owner, { title: "A" });
    const b = await product(owner, { title: "B" });
    const put = await h.call("PUT", `/products/${b._id}`, {
      headers: owner.headers,
      body: { product: { title: "B by someone", published: true, version: 1 } },
    });
    expect(put.status).toBe(200);
    const res = await h.request(save, {
      headers: owner.headers,
      body: {
        products: [
          { _id: a._id, version: 1, title: "A2" },
          { _id: b._id, version: 1, title: "B2" },
        ],
      },
    });
    expect(res.status).toBe(409);
    expect(res.error.current).toHaveLength(1);
    expect(res.error.current[0]).toMatchObject({ _id: b._id, title: "B by someone", version: 2 });
    expect((await get(owner, a._id)).title).toBe("A");
  });
});
