// Collections API (docs/api-contract.md, Collections) on the real API and a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CollectionDto } from "../../domain/collection";
import type { ProductDto } from "../../domain/product";
import { collectionEndpoints as c } from "../../domain/contracts/collections";
import { productEndpoints } from "../../domain/contracts/products";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const CONFLICT = "This collection was changed by someone else since you opened it. Review the latest version, then save again.";

async function product(owner: Owner, fields: Record<string, unknown>): Promise<ProductDto> {
  const res = await h.request(productEndpoints.create, { headers: owner.headers, body: { product: { published: true, ...fields } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

async function collection(owner: Owner, fields: Record<string, unknown>): Promise<CollectionDto> {
  const res = await h.request(c.create, { headers: owner.headers, body: { collection: { published: true, ...fields } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.collection;
}

async function productIdsOf(owner: Owner, path: string): Promise<string[]> {
  const res = await h.call("GET", path, { headers: owner.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.products.map((p: ProductDto) => p._id);
}

describe("collection lifecycle", () => {
  it("creates, reads, updates, refuses a stale update, and deletes", async () => {
    const owner = await h.owner();
    const created = await collection(owner, { title: "  Áo dài mùa hè ", description: "Summer" });
    expect(created).toMatchObject({
      title: "Áo dài mùa hè",
      handle: "ao-dai-mua-he",
      description: "Summer",
      published: true,
      type: "manual",
      conditions: [],
      match: "all",
      version: 1,
    });

    const { headers } = owner;
    const id = created._id;
    expect((await h.request(c.get, { headers, params: { id } })).body.collection).toEqual(created);
    const byHandle = await h.request(c.byHandle, { headers, params: { handle: "ao-dai-mua-he" } });
    expect(byHandle.body.collection._id).toBe(created._id);

    const second = await collection(owner, { title: "Áo dài mùa hè" });
    expect(second.handle).toBe("ao-dai-mua-he-2");
    const taken = await h.request(c.create, { headers, body: { collection: { title: "X", handle: "ao-dai-mua-he" } } });
    expect(taken.status).toBe(400);
    expect(taken.error.errors.handle).toEqual(["Handle is already used by another collection"]);

    const form = { title: "Áo dài", handle: "ao-dai", description: "", published: false, type: "manual" };
    const updated = await h.request(c.update, { headers, params: { id }, body: { collection: { ...form, version: 1 } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.collection).toMatchObject({ title: "Áo dài", handle: "ao-dai", published: false, version: 2 });

    const clash = await h.request(c.update, { headers, params: { id: second._id }, body: { collection: { ...form, version: 1 } } });
    expect(clash.status).toBe(400);
    expect(clash.error.errors.handle).toEqual(["Handle is already used by another collection"]);

    const stale = await h.request(c.update, { headers, params: { id }, body: { collection: { ...form, title: "Lost", version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe(CONFLICT);
    expect(stale.error.current).toMatchObject({ title: "Áo dài", version: 2 });
    expect((await h.request(c.delete, { headers, params: { id }, query: { version: 1 } })).status).toBe(409);

    const deleted = await h.request(c.delete, { headers, params: { id }, query: { version: 2 } });
    expect(deleted.body).toEqual({ message: "Collection deleted" });
    expect((await h.request(c.get, { headers, params: { id } })).status).toBe(404);
    expect((await h.request(c.get, { headers, params: { id: "not-a-uuid" } })).status).toBe(404);
    expect((await h.request(c.byHandle, { headers, params: { handle: "nope" } })).status).toBe(404);
  });

  it("rejects bad input with SPEC §5 messages per field and drops blank conditions", async () => {
    const owner = await h.owner();
    const bad = await h.call("POST", "/collections", { headers: owner.headers, body: { collection: { title: " ", handle: "Not A Handle", type: "weird" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.title).toEqual(["Title required"]);
    expect(bad.body.errors.handle).toEqual(["Handle may use only a-z, 0-9 and single hyphens"]);
    expect(bad.body.errors.type).toEqual(["Type is manual or smart"]);

    // SPEC §5: conditions count only with a non-empty or boolean value; a smart collection needs one.
    const blank = await h.call("POST", "/collections", {
      headers: owner.headers,
      body: { collection: { title: "Smart", type: "smart", conditions: [{ field: "vendor", compare: "equals", value: "  " }] } },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.conditions).toEqual(["Conditions required"]);

    const badCondition = await h.call("POST", "/collections", {
      headers: owner.headers,
      body: {
        collection: {
          title: "Smart",
          type: "smart",
          conditions: [
            { field: "price", compare: "equals", value: "1" },
            { field: "published", compare: "contains", value: true },
          ],
        },
      },
    });
    expect(badCondition.status).toBe(400);
    expect(badCondition.body.errors["conditions.0.field"]).toEqual(["Field required"]);
    expect(badCondition.body.errors["conditions.1.compare"]).toEqual(["Published compares only with equals or not_equals"]);

    const kept = await collection(owner, {
      title: "Published Nike",
      type: "smart",
      conditions: [
        { field: "vendor", compare: "equals", value: "Nike" },
        { field: "tag", compare: "equals", value: "" },
        { field: "published", compare: "equals", value: false },
      ],
    });
    expect(kept.conditions).toEqual([
      { field: "vendor", compare: "equals", value: "Nike" },
      { field: "published", compare: "equals", value: false },
    ]);

    expect((await h.call("GET", "/collections?limit=10001", { headers: owner.headers })).status).toBe(400);
  });
});

describe("list, count, bulk", () => {
  it("lists with search and type, counts, bulk-updates by filter and bulk-deletes by ids", async () => {
    const owner = await h.owner();
    const a = await collection(owner, { title: "Summer shirts" });
    const b = await collection(owner, { title: "Summer hats", type: "smart", conditions: [{ field: "tag", compare: "equals", value: "hat" }] });
    const c = await collection(owner, { title: "Winter coats" });

    const all = await h.call("GET", "/collections?limit=10000", { headers: owner.headers });
    expect(all.body).toMatchObject({ total: 3, page: 1, limit: 10000 });
    expect(all.body.collections.map((x: CollectionDto) => x._id)).toEqual([c._id, b._id, a._id]);
    const summer = await h.call("GET", "/collections?search=summer", { headers: owner.headers });
    expect(summer.body.collections.map((x: CollectionDto) => x._id).sort()).toEqual([a._id, b._id].sort());
    expect((await h.call("GET", "/collections?type=smart", { headers: owner.headers })).body.collections.map((x: CollectionDto) => x._id)).toEqual([b._id]);
    expect((await h.call("GET", "/collections/count?type=manual", { headers: owner.headers })).body).toEqual({ count: 2 });
    const paged = await h.call("GET", "/collections?limit=2&page=2", { headers: owner.headers });
    expect(paged.body).toMatchObject({ total: 3, page: 2 });
    expect(paged.body.collections.map((x: CollectionDto) => x._id)).toEqual([a._id]);

    const patched = await h.call("PATCH", "/collections?search=summer&type=manual", { headers: owner.headers, body: { collection: { published: false } } });
    expect(patched.body).toEqual({ updated: 1 });
    const afterPatch = (await h.call("GET", `/collections/${a._id}`, { headers: owner.headers })).body.collection;
    expect(afterPatch).toMatchObject({ published: false, version: 2 });
    expect((await h.call("GET", `/collections/${b._id}`, { headers: owner.headers })).body.collection.published).toBe(true);
    const badPatch = await h.call("PATCH", "/collections", { headers: owner.headers, body: { collection: {} } });
    expect(badPatch.status).toBe(400);
    expect(badPatch.body.errors.published).toEqual(["Published required"]);

    const other = await h.owner();
    const foreign = await collection(other, { title: "Not yours" });
    const bulk = await h.call("DELETE", `/collections?ids=${a._id},${b._id},${foreign._id}`, { headers: owner.headers });
    expect(bulk.body).toEqual({ deleted: 2 });
    expect((await h.call("GET", "/collections/count", { headers: owner.headers })).body).toEqual({ count: 1 });
    expect((await h.call("GET", `/collections/${foreign._id}`, { headers: other.headers })).status).toBe(200);
    expect((await h.call("DELETE", "/collections?ids=nope", { headers: owner.headers })).status).toBe(400);
  });
});

describe("manual membership", () => {
  it("collects products in order, skips repeats, reorders, removes, and mirrors product.collectionIds", async () => {
    const owner = await h.owner();
    const [p1, p2, p3] = [await product(owner, { title: "One" }), await product(owner, { title: "Two" }), await product(owner, { title: "Three" })];
    const col = await collection(owner, { title: "Picks" });
    const path = `/products/collections/${col._id}`;

    const first = await h.call("PUT", `/collections/${col._id}/collect`, { headers: owner.headers, body: { collection: { productIds: [p2._id, p1._id] } } });
    expect(first.body).toEqual({ added: 2, version: 2 });
    const again = await h.call("PUT", `/collections/${col._id}/collect`, { headers: owner.headers, body: { collection: { productIds: [p1._id, p3._id] } } });
    expect(again.body).toEqual({ added: 1, version: 3 });
    expect(await productIdsOf(owner, path)).toEqual([p2._id, p1._id, p3._id]);
    expect((await h.call("GET", `/products/${p1._id}`, { headers: owner.headers })).body.product.collectionIds).toEqual([col._id]);

    const reordered = await h.call("PUT", `/collections/reorder/${col._id}`, { headers: owner.headers, body: { productIds: [p3._id, p1._id] } });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(await productIdsOf(owner, path)).toEqual([p3._id, p1._id, p2._id]);
    expect((await h.call("GET", `${path}?limit=1&page=2`, { headers: owner.headers })).body).toMatchObject({ total: 3, products: [{ _id: p1._id }] });

    const removed = await h.call("DELETE", `/collections/${col._id}/products/${p1._id}`, { headers: owner.headers });
    expect(removed.status).toBe(200);
    expect(await productIdsOf(owner, path)).toEqual([p3._id, p2._id]);
    expect((await h.call("GET", `/products/${p1._id}`, { headers: owner.headers })).body.product.collectionIds).toEqual([]);
    expect((await h.call("DELETE", `/collections/${col._id}/products/${p1._id}`, { headers: owner.headers })).status).toBe(404);

    const notMember = await h.call("PUT", `/collections/reorder/${col._id}`, { headers: owner.headers, body: { productIds: [p1._id] } });
    expect(notMember.status).toBe(400);
    expect(notMember.body.errors.productIds).toEqual(["Some products were not found in this store"]);
    const empty = await h.call("PUT", `/collections/${col._id}/collect`, { headers: owner.headers, body: { collection: { productIds: [] } } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.productIds).toEqual(["Product ids required"]);

    await h.call("DELETE", `/collections/${col._id}`, { headers: owner.headers });
    expect((await h.call("GET", `/products/${p2._id}`, { headers: owner.headers })).body.product.collectionIds).toEqual([]);
  });

  it("checks the version a membership change carries and bumps it, so an editor open elsewhere sees a conflict", async () => {
    const owner = await h.owner();
    const [p1, p2] = [await product(owner, { title: "One" }), await product(owner, { title: "Two" })];
    const col = await collection(owner, { title: "Versioned" });
    const path = `/products/collections/${col._id}`;
    const collect = (productIds: string[], version?: number) =>
      h.call("PUT", `/collections/${col._id}/collect`, { headers: owner.headers, body: { collection: { productIds, version } } });

    expect((await collect([p1._id], 1)).body).toEqual({ added: 1, version: 2 });
    const staleCollect = await collect([p2._id], 1);
    expect(staleCollect.status).toBe(409);
    expect(staleCollect.body.message).toBe(CONFLICT);
    expect(staleCollect.body.current).toMatchObject({ _id: col._id, version: 2 });
    expect(await productIdsOf(owner, path)).toEqual([p1._id]);
    // Without a version the change applies (and still bumps).
    expect((await collect([p2._id])).body).toEqual({ added: 1, version: 3 });

    const staleReorder = await h.call("PUT", `/collections/reorder/${col._id}`, { headers: owner.headers, body: { productIds: [p2._id, p1._id], version: 2 } });
    expect(staleReorder.status).toBe(409);
    expect(staleReorder.body.current.version).toBe(3);
    expect(await productIdsOf(owner, path)).toEqual([p1._id, p2._id]);
    const reordered = await h.call("PUT", `/collections/reorder/${col._id}`, { headers: owner.headers, body: { productIds: [p2._id, p1._id], version: 3 } });
    expect(reordered.body).toEqual({ message: "Collection reordered", version: 4 });

    expect((await h.call("DELETE", `/collections/${col._id}/products/${p1._id}?version=3`, { headers: owner.headers })).status).toBe(409);
    expect(await productIdsOf(owner, path)).toEqual([p2._id, p1._id]);
    expect((await h.call("DELETE", `/collections/${col._id}/products/${p1._id}?version=nope`, { headers: owner.headers })).status).toBe(400);
    const removed = await h.call("DELETE", `/collections/${col._id}/products/${p1._id}?version=4`, { headers: owner.headers });
    expect(removed.body).toEqual({ message: "Product removed from collection", version: 5 });

    // The collection's own editor, opened at version 1, now gets a conflict instead of overwriting.
    const save = await h.call("PUT", `/collections/${col._id}`, { headers: owner.headers, body: { collection: { title: "Renamed", version: 1 } } });
    expect(save.status).toBe(409);
    expect(save.body.current.version).toBe(5);
  });

  it("refuses to collect into or reorder a smart collection", async () => {
    const owner = await h.owner();
    const p = await product(owner, { title: "Any" });
    const smart = await collection(owner, { title: "Smart", type: "smart", conditions: [{ field: "title", compare: "contains", value: "a" }] });
    const res = await h.call("PUT", `/collections/${smart._id}/collect`, { headers: owner.headers, body: { collection: { productIds: [p._id] } } });
    expect(res.status).toBe(400);
    expect(res.body.errors.type).toEqual(["Products can be added to or ordered in a manual collection only"]);
    const manual = await collection(owner, { title: "Manual" });
    expect((await h.call("GET", `/collections/smart/products/${manual._id}`, { headers: owner.headers })).status).toBe(400);
  });
});

describe("smart collections", () => {
  it("select products by their rules and follow product changes", async () => {
    const owner = await h.owner();
    const shoe = await product(owner, { title: "Air Runner 100%", vendor: "Nike", productType: "Shoes", tags: ["sport", "Summer"] });
    const shirt = await product(owner, { title: "Plain tee", vendor: "Uniqlo", productType: "Shirts", tags: ["basic"] });
    const hidden = await product(owner, { title: "Hidden Nike", vendor: "nike", productType: "Shoes", published: false });
    const nike = await collection(owner, { title: "Nike", type: "smart", conditions: [{ field: "vendor", compare: "equals", value: "NIKE" }] });
    const smartPath = `/collections/smart/products/${nike._id}`;
    expect((await productIdsOf(owner, smartPath)).sort()).toEqual([shoe._id, hidden._id].sort());

    const all = await collection(owner, {
      title: "Published Nike shoes",
      type: "smart",
      match: "all",
      conditions: [
        { field: "vendor", compare: "equals", value: "nike" },
        { field: "published", compare: "equals", value: true },
        { field: "productType", compare: "starts_with", value: "sho" },
      ],
    });
    expect(await productIdsOf(owner, `/products/collections/${all._id}`)).toEqual([shoe._id]);

    const any = await collection(owner, {
      title: "Summer or basic",
      type: "smart",
      match: "any",
      conditions: [
        { field: "tag", compare: "equals", value: "summer" },
        { field: "tag", compare: "contains", value: "asi" },
      ],
    });
    expect((await productIdsOf(owner, `/products/collections/${any._id}`)).sort()).toEqual([shoe._id, shirt._id].sort());

    // LIKE wildcards in a value are literal: "100%" must not match every title.
    const literal = await collection(owner, { title: "Percent", type: "smart", conditions: [{ field: "title", compare: "ends_with", value: "100%" }] });
    expect(await productIdsOf(owner, `/products/collections/${literal._id}`)).toEqual([shoe._id]);
    const notTagged = await collection(owner, {
      title: "No sport",
      type: "smart",
      conditions: [
        { field: "tag", compare: "not_equals", value: "sport" },
        { field: "title", compare: "not_contains", value: "hidden" },
      ],
    });
    expect(await productIdsOf(owner, `/products/collections/${notTagged._id}`)).toEqual([shirt._id]);

    // The shirt changes vendor: it enters the Nike collection; the shoe leaves.
    const shirtForm = {
      title: shirt.title,
      handle: shirt.handle,
      description: "",
      published: true,
      tags: shirt.tags,
      productType: shirt.productType,
      vendor: "Nike",
      version: shirt.version,
    };
    expect((await h.call("PUT", `/products/${shirt._id}`, { headers: owner.headers, body: { product: shirtForm } })).status).toBe(200);
    const shoeForm = {
      title: shoe.title,
      handle: shoe.handle,
      description: "",
      published: true,
      tags: shoe.tags,
      productType: shoe.productType,
      vendor: "Adidas",
      version: shoe.version,
    };
    expect((await h.call("PUT", `/products/${shoe._id}`, { headers: owner.headers, body: { product: shoeForm } })).status).toBe(200);
    expect((await productIdsOf(owner, smartPath)).sort()).toEqual([shirt._id, hidden._id].sort());
  });

  it("a collection turned smart drops its hand-picked members", async () => {
    const owner = await h.owner();
    const p = await product(owner, { title: "Kept", vendor: "Acme" });
    const col = await collection(owner, { title: "Was manual" });
    await h.call("PUT", `/collections/${col._id}/collect`, { headers: owner.headers, body: { collection: { productIds: [p._id] } } });
    const res = await h.call("PUT", `/collections/${col._id}`, {
      headers: owner.headers,
      // Collecting was an edit: version 2.
      body: { collection: { title: "Now smart", type: "smart", conditions: [{ field: "vendor", compare: "equals", value: "Nobody" }], version: 2 } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await productIdsOf(owner, `/products/collections/${col._id}`)).toEqual([]);
    expect((await h.call("GET", `/products/${p._id}`, { headers: owner.headers })).body.product.collectionIds).toEqual([]);
  });
});

describe("access", () => {
  it("keeps one store's collections and products out of another's reach", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const aProduct = await product(a, { title: "A's product" });
    const aCol = await collection(a, { title: "A's" });
    const bCol = await collection(b, { title: "B's" });
    const id = aCol._id;
    const form = { title: "Taken over", version: 1 };
    const probes: [string, string, unknown?][] = [
      ["GET", `/collections/${id}`],
      ["PUT", `/collections/${id}`, { collection: form }],
      ["DELETE", `/collections/${id}`],
      ["PUT", `/collections/${id}/collect`, { collection: { productIds: [aProduct._id] } }],
      ["DELETE", `/collections/${id}/products/${aProduct._id}`],
      ["PUT", `/collections/reorder/${id}`, { productIds: [aProduct._id] }],
      ["GET", `/products/collections/${id}`],
      ["GET", `/collections/byHandle/${aCol.handle}`],
    ];
    for (const [method, path, body] of probes) {
      const res = await h.call(method, path, { headers: b.headers, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const intoB = await h.call("PUT", `/collections/${bCol._id}/collect`, { headers: b.headers, body: { collection: { productIds: [aProduct._id] } } });
    expect(intoB.status).toBe(400);
    expect(intoB.body.unknownProductIds).toEqual([aProduct._id]);
    expect((await h.call("PATCH", "/collections", { headers: b.headers, body: { collection: { published: false } } })).body).toEqual({ updated: 1 });
    // Selected ids narrow a bulk update; another store's id among them is not matched.
    const bMore = await collection(b, { title: "B's second" });
    const selected = await h.call("PATCH", `/collections?ids=${bMore._id},${id}`, { headers: b.headers, body: { collection: { published: false } } });
    expect(selected.body).toEqual({ updated: 1 });
    expect((await h.call("GET", `/collections/${bMore._id}`, { headers: b.headers })).body.collection).toMatchObject({ published: false, version: 2 });
    expect((await h.call("GET", `/collections/${bCol._id}`, { headers: b.headers })).body.collection.version).toBe(2);
    expect((await h.call("PATCH", "/collections?ids=nope", { headers: b.headers, body: { collection: { published: true } } })).status).toBe(400);
    expect((await h.call("GET", `/collections/${id}`, { headers: a.headers })).body.collection).toMatchObject({ title: "A's", published: true, version: 1 });
    // Another store's id in a.headers' store-id: not a member, so 404 as if it did not exist.
    expect((await h.call("GET", "/collections", { headers: { ...a.headers, "store-id": b.storeId } })).status).toBe(404);
  });

  it("needs the products scope", async () => {
    const owner = await h.owner();
    const col = await collection(owner, { title: "Scoped" });
    const without = await h.staff(owner.storeId, ["orders"]);
    for (const [method, path] of [
      ["GET", "/collections"],
      ["GET", `/collections/${col._id}`],
      ["POST", "/collections"],
      ["GET", `/products/collections/${col._id}`],
    ]) {
      expect(
        (await h.call(method, path, { headers: without.headers, body: method === "POST" ? { collection: { title: "x" } } : undefined })).status,
        path,
      ).toBe(403);
    }
    const withScope = await h.staff(owner.storeId, ["products"]);
    expect((await h.call("GET", `/collections/${col._id}`, { headers: withScope.headers })).status).toBe(200);
    expect((await h.call("GET", "/collections", { headers: {} })).status).toBe(401);
  });
});

describe("collection description", () => {
  it("is cleaned of script on create and update, as a product's is (ADR 029)", async () => {
    const owner = await h.owner();
    const created = await collection(owner, { title: "Quà Tết", description: '<p onclick="alert(1)">Gift <b>sets</b></p><script>alert(1)</script>' });
    expect(created.description).toBe("<p>Gift <b>sets</b></p>");
    const updated = await h.call("PUT", `/collections/${created._id}`, {
      headers: owner.headers,
      body: {
        collection: {
          title: "Quà Tết",
          handle: created.handle,
          description: "<img src=x onerror=alert(1)>Plain & simple",
          published: true,
          type: "manual",
          version: 1,
        },
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.collection.description).toBe('<img src="x" />Plain &amp; simple');
    const read = await h.call("GET", `/collections/${created._id}`, { headers: owner.headers });
    expect(read.body.collection.description).not.toMatch(/onerror|script|onclick/);
  });
});
