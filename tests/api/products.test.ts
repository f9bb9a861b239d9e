// Products API (docs/api-contract.md, Products) on the real API and a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDto } from "../../domain/product";
import { seedDemoProducts } from "../../api/modules/products/seed";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

async function create(owner: Owner, product: Record<string, unknown>): Promise<ProductDto> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

describe("product lifecycle", () => {
  it("creates, reads, updates, refuses a stale update with the current product, and deletes", async () => {
    const owner = await h.owner();
    const created = await create(owner, {
      title: "  Nón lá bài thơ  ",
      description: "Đan tay ở Huế",
      published: true,
      tags: "quà tặng, handmade, Handmade",
      productType: "Nón",
      vendor: "Huế Craft",
    });
    expect(created).toMatchObject({
      title: "Nón lá bài thơ",
      handle: "non-la-bai-tho",
      description: "Đan tay ở Huế",
      published: true,
      tags: ["quà tặng", "handmade"],
      productType: "Nón",
      vendor: "Huế Craft",
      collectionIds: [],
      version: 1,
    });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);

    const got = await h.call("GET", `/products/${created._id}`, { headers: owner.headers });
    expect(got.status).toBe(200);
    expect(got.body.product).toEqual(created);

    const byHandle = await h.call("GET", "/products/handle/non-la-bai-tho", { headers: owner.headers });
    expect(byHandle.status).toBe(200);
    expect(byHandle.body.product._id).toBe(created._id);

    const form = { title: "Nón lá Huế", handle: "non-la-hue", description: "", published: false, tags: ["huế"], productType: "Nón", vendor: "Huế Craft" };
    const updated = await h.call("PUT", `/products/${created._id}`, { headers: owner.headers, body: { product: { ...form, version: 1 } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.product).toMatchObject({ title: "Nón lá Huế", handle: "non-la-hue", published: false, tags: ["huế"], version: 2 });
    expect(Date.parse(updated.body.product.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const stale = await h.call("PUT", `/products/${created._id}`, { headers: owner.headers, body: { product: { ...form, title: "Lost", version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("This product was changed by someone else since you opened it. Review the latest version, then save again.");
    expect(stale.body.current).toMatchObject({ _id: created._id, title: "Nón lá Huế", version: 2 });

    const staleDelete = await h.call("DELETE", `/products/${created._id}?version=1`, { headers: owner.headers });
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.body.current.version).toBe(2);

    const deleted = await h.call("DELETE", `/products/${created._id}?version=2`, { headers: owner.headers });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Product deleted" });
    expect((await h.call("GET", `/products/${created._id}`, { headers: owner.headers })).status).toBe(404);
    expect((await h.call("DELETE", `/products/${created._id}`, { headers: owner.headers })).status).toBe(404);
    expect((await h.call("PUT", `/products/${created._id}`, { headers: owner.headers, body: { product: { ...form, version: 2 } } })).status).toBe(404);
  });

  it("answers 404 for an unknown or malformed id and an unknown handle", async () => {
    const owner = await h.owner();
    for (const path of ["/products/not-a-uuid", "/products/00000000-0000-4000-8000-000000000000", "/products/handle/nope"]) {
      const res = await h.call("GET", path, { headers: owner.headers });
      expect(res.status, path).toBe(404);
    }
    expect((await h.call("PUT", "/products/123", { headers: owner.headers, body: { product: { title: "x", version: 1 } } })).status).toBe(404);
    expect((await h.call("DELETE", "/products/123", { headers: owner.headers })).status).toBe(404);
  });
});

describe("handles", () => {
  it("derives the handle from a Vietnamese title and suffixes a taken one", async () => {
    const owner = await h.owner();
    expect((await create(owner, { title: "Áo Thun Đẹp" })).handle).toBe("ao-thun-dep");
    expect((await create(owner, { title: "Áo thun đẹp" })).handle).toBe("ao-thun-dep-2");
    expect((await create(owner, { title: "ÁO THUN ĐẸP", handle: "" })).handle).toBe("ao-thun-dep-3");
  });

  it("falls back to product-<hex> when the title has no Latin slug", async () => {
    const owner = await h.owner();
    const p = await create(owner, { title: "茶碗" });
    expect(p.handle).toMatch(/^product-[0-9a-f]{6}$/);
  });

  it("refuses an explicit handle that another product uses, on create and on update", async () => {
    const owner = await h.owner();
    const first = await create(owner, { title: "Cà phê Robusta", handle: "ca-phe" });
    const dup = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Other", handle: "ca-phe" } } });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual({ handle: ["Handle is already used by another product"] });

    const second = await create(owner, { title: "Cà phê Arabica" });
    const clash = await h.call("PUT", `/products/${second._id}`, {
      headers: owner.headers,
      body: { product: { title: "Cà phê Arabica", handle: "ca-phe", version: 1 } },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.errors.handle).toEqual(["Handle is already used by another product"]);

    // Saving a product with its own handle is not a clash.
    const same = await h.call("PUT", `/products/${first._id}`, {
      headers: owner.headers,
      body: { product: { title: "Cà phê", handle: "ca-phe", version: 1 } },
    });
    expect(same.status).toBe(200);
    expect(same.body.product.handle).toBe("ca-phe");
  });

  it("keeps the stored handle when an emptied handle cannot be derived, and still finds the product", async () => {
    const owner = await h.owner();
    const p = await create(owner, { title: "茶碗", vendor: "Kyoto" });
    const res = await h.call("PUT", `/products/${p._id}`, {
      headers: owner.headers,
      body: { product: { title: "抹茶碗", handle: "", vendor: "Kyoto", version: 1 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.product.handle).toBe(p.handle);
    for (const term of ["抹茶", p.handle, "kyoto"]) {
      const found = await h.call("GET", `/products?search=${encodeURIComponent(term)}`, { headers: owner.headers });
      expect(
        found.body.products.map((x: ProductDto) => x._id),
        term,
      ).toEqual([p._id]);
    }
  });

  it("re-derives an emptied handle on update without colliding with itself", async () => {
    const owner = await h.owner();
    const p = await create(owner, { title: "Gốm Bát Tràng" });
    const res = await h.call("PUT", `/products/${p._id}`, { headers: owner.headers, body: { product: { title: "Gốm Bát Tràng", handle: "", version: 1 } } });
    expect(res.body.product.handle).toBe("gom-bat-trang");
    const renamed = await h.call("PUT", `/products/${p._id}`, { headers: owner.headers, body: { product: { title: "Bình gốm", handle: "", version: 2 } } });
    expect(renamed.body.product.handle).toBe("binh-gom");
  });
});

describe("validation", () => {
  it("answers 400 with SPEC §5 messages per field", async () => {
    const owner = await h.owner();
    const noTitle = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "   " } } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errors.title).toEqual(["Title required"]);

    const missing = await h.call("POST", "/products", { headers: owner.headers, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.title).toEqual(["Title required"]);

    const long = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "x".repeat(256), vendor: "v".repeat(256) } } });
    expect(long.status).toBe(400);
    expect(long.body.errors.title).toEqual(["Max length is 255"]);
    expect(long.body.errors.vendor).toEqual(["Max length is 255"]);

    const badHandle = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "A", handle: "Not Valid" } } });
    expect(badHandle.status).toBe(400);
    expect(badHandle.body.errors.handle).toHaveLength(1);

    const p = await create(owner, { title: "Versioned" });
    const noVersion = await h.call("PUT", `/products/${p._id}`, { headers: owner.headers, body: { product: { title: "Versioned" } } });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors.version).toHaveLength(1);

    const badLimit = await h.call("GET", "/products?limit=7", { headers: owner.headers });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors.limit).toEqual(["Invalid page size"]);
  });
});

describe("list, filters and count", () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await h.owner();
    const rows = [
      { title: "Áo dài lụa đỏ", published: true, productType: "Áo dài", vendor: "Lụa Hà Đông", tags: ["lụa", "tết"] },
      { title: "Áo dài cách tân", published: false, productType: "Áo dài", vendor: "Thanh Hương", tags: ["tết"] },
      { title: "Cà phê Robusta 500g", published: true, productType: "Cà phê", vendor: "Buôn Ma Thuột", tags: ["coffee"] },
      { title: "Gift Card", published: true, productType: "", vendor: "", tags: [] },
      { title: "Sample 50% off_pack", published: false, productType: "", vendor: "Lụa Hà Đông", tags: ["sale"] },
    ];
    // Created one after another, so the list's newest-first order is the reverse of this one.
    for (const r of rows) await create(owner, r);
  });

  const list = (query: string) => h.call("GET", `/products${query}`, { headers: owner.headers });
  const titles = (body: { products: ProductDto[] }) => body.products.map((p) => p.title);

  it("lists newest first with total, page and limit", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, limit: 50 });
    expect(titles(res.body)).toEqual(["Sample 50% off_pack", "Gift Card", "Cà phê Robusta 500g", "Áo dài cách tân", "Áo dài lụa đỏ"]);
  });

  it.each([
    ["?published=true", ["Gift Card", "Cà phê Robusta 500g", "Áo dài lụa đỏ"]],
    ["?published=false", ["Sample 50% off_pack", "Áo dài cách tân"]],
    ["?productType=" + encodeURIComponent("Áo dài"), ["Áo dài cách tân", "Áo dài lụa đỏ"]],
    ["?productType=", ["Sample 50% off_pack", "Gift Card"]],
    ["?vendor=" + encodeURIComponent("Lụa Hà Đông"), ["Sample 50% off_pack", "Áo dài lụa đỏ"]],
    ["?vendor=", ["Sample 50% off_pack", "Gift Card", "Cà phê Robusta 500g", "Áo dài cách tân", "Áo dài lụa đỏ"]],
    ["?tag=" + encodeURIComponent("tết"), ["Áo dài cách tân", "Áo dài lụa đỏ"]],
    ["?tag=" + encodeURIComponent("tết") + "&published=true", ["Áo dài lụa đỏ"]],
    ["?search=" + encodeURIComponent("ÁO DÀI"), ["Áo dài cách tân", "Áo dài lụa đỏ"]],
    ["?search=ao%20dai", ["Áo dài cách tân", "Áo dài lụa đỏ"]],
    ["?search=robusta", ["Cà phê Robusta 500g"]],
    ["?search=coffee", ["Cà phê Robusta 500g"]],
    ["?search=" + encodeURIComponent("hà đông"), ["Sample 50% off_pack", "Áo dài lụa đỏ"]],
    ["?search=50%25", ["Sample 50% off_pack"]],
    ["?search=f_p", ["Sample 50% off_pack"]],
    ["?search=0_", []],
    ["?search=zzz", []],
  ])("filters %s", async (query, expected) => {
    const res = await list(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(titles(res.body)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
    const counted = await h.call("GET", `/products/count${query}`, { headers: owner.headers });
    expect(counted.body).toEqual({ count: expected.length });
  });

  it("lists tags, types and vendors of this store, sorted and distinct", async () => {
    const tags = await h.call("GET", "/products/tags/list", { headers: owner.headers });
    expect(tags.body).toEqual({ tags: ["coffee", "lụa", "sale", "tết"] });
    const types = await h.call("GET", "/products/types/list", { headers: owner.headers });
    // Sorted by the database's collation, which differs between installations; compare as sets.
    expect(types.body.types).toHaveLength(2);
    expect(new Set(types.body.types)).toEqual(new Set(["Áo dài", "Cà phê"]));
    const vendors = await h.call("GET", "/products/vendors/list", { headers: owner.headers });
    expect(vendors.body.vendors).toHaveLength(3);
    expect(new Set(vendors.body.vendors)).toEqual(new Set(["Buôn Ma Thuột", "Lụa Hà Đông", "Thanh Hương"]));
    const limited = await h.call("GET", "/products/tags/list?limit=2", { headers: owner.headers });
    expect(limited.body.tags).toHaveLength(2);
  });
});

describe("pagination and kept counts", () => {
  it("pages newest first from both ends with exact totals, and counts follow edits and deletes", async () => {
    const owner = await h.owner();
    const made: ProductDto[] = [];
    for (let i = 1; i <= 23; i++)
      made.push(await create(owner, { title: `Item ${String(i).padStart(2, "0")}`, published: i % 3 !== 0, tags: i % 2 ? ["odd"] : ["even"] }));
    const newestFirst = made.map((p) => p.title).reverse();

    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await h.call("GET", `/products?page=${page}&limit=10`, { headers: owner.headers });
      expect(res.body).toMatchObject({ total: 23, page, limit: 10 });
      expect(res.body.products).toHaveLength(page < 3 ? 10 : 3);
      pages.push(...res.body.products.map((p: ProductDto) => p.title));
    }
    expect(pages).toEqual(newestFirst);
    const beyond = await h.call("GET", "/products?page=4&limit=10", { headers: owner.headers });
    expect(beyond.body).toMatchObject({ products: [], total: 23, page: 4 });

    const published = await h.call("GET", "/products?published=true&page=2&limit=10", { headers: owner.headers });
    const publishedTitles = newestFirst.filter((t) => Number(t.slice(5)) % 3 !== 0);
    expect(published.body.total).toBe(16);
    expect(published.body.products.map((p: ProductDto) => p.title)).toEqual(publishedTitles.slice(10, 20));

    // Unpublish one, delete another: tab totals and the tag list follow.
    const item1 = made[0];
    await h.call("PUT", `/products/${item1._id}`, {
      headers: owner.headers,
      body: { product: { title: item1.title, published: false, tags: ["solo"], version: 1 } },
    });
    await h.call("DELETE", `/products/${made[1]._id}`, { headers: owner.headers });
    const count = (q: string) => h.call("GET", `/products/count${q}`, { headers: owner.headers }).then((r) => r.body.count);
    expect(await count("")).toBe(22);
    expect(await count("?published=true")).toBe(14);
    expect(await count("?published=false")).toBe(8);
    expect((await h.call("GET", "/products/tags/list", { headers: owner.headers })).body.tags).toEqual(["even", "odd", "solo"]);
    for (const p of made.filter((x) => x.tags.includes("even") && x._id !== made[1]._id)) {
      await h.call("DELETE", `/products/${p._id}`, { headers: owner.headers });
    }
    expect((await h.call("GET", "/products/tags/list", { headers: owner.headers })).body.tags).toEqual(["odd", "solo"]);
  });
});

describe("access", () => {
  it("keeps each store's products to itself", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const product = await create(a, { title: "Store A only", tags: ["a-only"], productType: "A type", vendor: "A vendor" });
    await create(b, { title: "Store B product" });

    expect((await h.call("GET", `/products/${product._id}`, { headers: b.headers })).status).toBe(404);
    expect((await h.call("GET", `/products/handle/${product.handle}`, { headers: b.headers })).status).toBe(404);
    const put = await h.call("PUT", `/products/${product._id}`, { headers: b.headers, body: { product: { title: "Hijack", version: 1 } } });
    expect(put.status).toBe(404);
    expect((await h.call("DELETE", `/products/${product._id}`, { headers: b.headers })).status).toBe(404);

    const listB = await h.call("GET", "/products", { headers: b.headers });
    expect(listB.body.products.map((p: ProductDto) => p.title)).toEqual(["Store B product"]);
    expect(listB.body.total).toBe(1);
    expect((await h.call("GET", "/products/tags/list", { headers: b.headers })).body.tags).toEqual([]);
    expect((await h.call("GET", "/products/types/list", { headers: b.headers })).body.types).toEqual([]);
    expect((await h.call("GET", "/products/vendors/list", { headers: b.headers })).body.vendors).toEqual([]);

    // Store B may use a handle that store A has.
    expect((await create(b, { title: "Copy", handle: product.handle })).handle).toBe(product.handle);
    // And A's product is untouched.
    expect((await h.call("GET", `/products/${product._id}`, { headers: a.headers })).body.product.title).toBe("Store A only");

    // A user asking with another store's id is not a member there: 404.
    const crossHeaders = { ...b.headers, "store-id": a.storeId };
    expect((await h.call("GET", "/products", { headers: crossHeaders })).status).toBe(404);
  });

  it("needs a token, and the products scope for staff", async () => {
    const owner = await h.owner();
    const p = await create(owner, { title: "Scoped" });
    expect((await h.call("GET", "/products", { headers: { "store-id": owner.storeId } })).status).toBe(401);
    expect((await h.call("GET", `/products/${p._id}`, { headers: { authorization: "Bearer nope", "store-id": owner.storeId } })).status).toBe(401);

    const outsider = await h.staff(owner.storeId, ["orders"]);
    expect((await h.call("GET", "/products", { headers: outsider.headers })).status).toBe(403);
    expect((await h.call("POST", "/products", { headers: outsider.headers, body: { product: { title: "No" } } })).status).toBe(403);

    const editor = await h.staff(owner.storeId, ["products"]);
    const list = await h.call("GET", "/products", { headers: editor.headers });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect((await h.call("POST", "/products", { headers: editor.headers, body: { product: { title: "By staff" } } })).status).toBe(201);
  });
});

describe("demo seed", () => {
  it("seeds a deterministic Vietnamese catalog, and seeding again adds nothing", async () => {
    const a = await h.owner();
    const b = await h.owner();
    await seedDemoProducts(h.database.db, a.storeId, 120);
    await seedDemoProducts(h.database.db, b.storeId, 120);
    await seedDemoProducts(h.database.db, a.storeId, 120);
    const listA = await h.call("GET", "/products?limit=200", { headers: a.headers });
    const listB = await h.call("GET", "/products?limit=200", { headers: b.headers });
    expect(listA.body.total).toBe(120);
    const key = (body: { products: ProductDto[] }) => body.products.map((p) => `${p.handle}|${p.title}|${p.published}`).sort();
    expect(key(listA.body)).toEqual(key(listB.body));
    const published = await h.call("GET", "/products/count?published=false", { headers: a.headers });
    expect(published.body.count).toBeGreaterThan(0);
    expect(listA.body.products.some((p: ProductDto) => /[ạảãáàâấầẩẫậăắằẳẵặđ]/i.test(p.title))).toBe(true);
    expect((await h.call("GET", "/products/types/list", { headers: a.headers })).body.types.length).toBeGreaterThan(3);
  });
});
