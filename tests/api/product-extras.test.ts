// checkRegistered, collection/update-position and pixels (docs/api-contract.md, Products: extras).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const MISSING = "00000000-0000-4000-8000-000000000000";

async function product(owner: Owner, title: string): Promise<string> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title, published: true } } });
  expect(res.status).toBe(201);
  return res.body.product._id;
}

describe("GET /products/checkRegistered", () => {
  it("splits the ids into this store's products and the rest; bad ids are a 400", async () => {
    const owner = await h.owner();
    const a = await product(owner, "A");
    const b = await product(owner, "B");
    const other = await h.owner();
    const theirs = await product(other, "Theirs");
    const res = await h.call("GET", `/products/checkRegistered?ids=${a},${theirs}, ${b.toUpperCase()},${MISSING},${a}`, { headers: owner.headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ registered: [a, b], missing: [theirs, MISSING] });

    const bad = await h.call("GET", `/products/checkRegistered?ids=${a},nope,1`, { headers: owner.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.ids).toEqual(["Not a product id: nope, 1"]);
    expect((await h.call("GET", "/products/checkRegistered", { headers: owner.headers })).body.errors.ids).toEqual(["ids required"]);
    const tooMany = Array.from({ length: 301 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`).join(",");
    expect((await h.call("GET", `/products/checkRegistered?ids=${tooMany}`, { headers: owner.headers })).body.errors.ids).toEqual([
      "At most 300 ids at a time",
    ]);
    const staff = await h.staff(owner.storeId, ["orders"]);
    expect((await h.call("GET", `/products/checkRegistered?ids=${a}`, { headers: staff.headers })).status).toBe(403);
  });
});

describe("PUT /products/{id}/collection/update-position", () => {
  it("moves a product inside a manual collection, renumbers densely and bumps the collection's version", async () => {
    const owner = await h.owner();
    const ids = [await product(owner, "P1"), await product(owner, "P2"), await product(owner, "P3"), await product(owner, "P4")];
    const c = (await h.call("POST", "/collections", { headers: owner.headers, body: { collection: { title: "Picks" } } })).body.collection;
    await h.call("PUT", `/collections/${c._id}/collect`, { headers: owner.headers, body: { collection: { productIds: ids } } });
    // Read the version after collecting: whether collect bumps it is the collections API's business.
    const version = (await h.call("GET", `/collections/${c._id}`, { headers: owner.headers })).body.collection.version as number;
    const order = async () =>
      (await h.call("GET", `/products/collections/${c._id}`, { headers: owner.headers })).body.products.map((p: { title: string }) => p.title);

    const moved = await h.call("PUT", `/products/${ids[3]}/collection/update-position`, { headers: owner.headers, body: { collectionId: c._id, position: 1 } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ position: 1, collection: { _id: c._id, version: version + 1 } });
    expect(await order()).toEqual(["P4", "P1", "P2", "P3"]);

    // Past the end means last; positions stay 1..n without gaps.
    const last = await h.call("PUT", `/products/${ids[0]}/collection/update-position`, { headers: owner.headers, body: { collectionId: c._id, position: 99 } });
    expect(last.body.position).toBe(4);
    expect(await order()).toEqual(["P4", "P2", "P3", "P1"]);
    const rows = await h.database.db.execute(`select position from collection_products where collection_id = '${c._id}' order by position`);
    expect((rows.rows as { position: number }[]).map((r) => r.position)).toEqual([1, 2, 3, 4]);
    // The editor opened before the moves has a stale version now.
    expect((await h.call("GET", `/collections/${c._id}`, { headers: owner.headers })).body.collection.version).toBe(version + 2);

    const outsider = await product(owner, "Not a member");
    const notMember = await h.call("PUT", `/products/${outsider}/collection/update-position`, {
      headers: owner.headers,
      body: { collectionId: c._id, position: 1 },
    });
    expect(notMember.status).toBe(404);
    expect(notMember.body.message).toBe("The product is not in this collection");
    expect(
      (await h.call("PUT", `/products/${ids[0]}/collection/update-position`, { headers: owner.headers, body: { collectionId: MISSING, position: 1 } })).status,
    ).toBe(404);

    const bad = await h.call("PUT", `/products/${ids[0]}/collection/update-position`, { headers: owner.headers, body: { collectionId: "x", position: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ collectionId: ["Collection required"], position: ["Position must be 1 or more"] });

    const smart = (
      await h.call("POST", "/collections", {
        headers: owner.headers,
        body: { collection: { title: "Smart", type: "smart", conditions: [{ field: "title", compare: "contains", value: "P" }] } },
      })
    ).body.collection;
    const smartMove = await h.call("PUT", `/products/${ids[0]}/collection/update-position`, {
      headers: owner.headers,
      body: { collectionId: smart._id, position: 1 },
    });
    expect(smartMove.status).toBe(400);
    expect(smartMove.body.errors.collectionId).toEqual(["A smart collection orders its products itself"]);

    // Another store: neither its product nor its collection exists here.
    const other = await h.owner();
    expect(
      (await h.call("PUT", `/products/${ids[0]}/collection/update-position`, { headers: other.headers, body: { collectionId: c._id, position: 1 } })).status,
    ).toBe(404);
    const theirs = await product(other, "Theirs");
    expect(
      (await h.call("PUT", `/products/${theirs}/collection/update-position`, { headers: other.headers, body: { collectionId: c._id, position: 1 } })).status,
    ).toBe(404);
  });
});

describe("pixels", () => {
  it("adds validated pixels (repeats skipped), lists and removes them; another store's product is 404", async () => {
    const owner = await h.owner();
    const id = await product(owner, "Tracked");
    const add = await h.call("POST", `/products/${id}/add-pixels`, {
      headers: owner.headers,
      body: {
        pixels: [
          { provider: "facebook", pixelId: "123456789012345" },
          { provider: "Google", pixelId: " G-ABC123XYZ " },
          { provider: "facebook", pixelId: "123456789012345" },
        ],
      },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(201);
    expect(add.body.added).toBe(2);
    expect(add.body.pixels.map((p: { provider: string; pixelId: string }) => `${p.provider}:${p.pixelId}`).sort()).toEqual([
      "facebook:123456789012345",
      "google:G-ABC123XYZ",
    ]);
    const again = await h.call("POST", `/products/${id}/add-pixels`, {
      headers: owner.headers,
      body: {
        pixels: [
          { provider: "facebook", pixelId: "123456789012345" },
          { provider: "tiktok", pixelId: "C4A1B2C3D4E5F6G7H8I9" },
        ],
      },
    });
    expect(again.body).toMatchObject({ added: 1, message: "Pixel added" });
    expect((await h.call("GET", `/products/${id}/pixels`, { headers: owner.headers })).body.pixels).toHaveLength(3);

    const bad = await h.call("POST", `/products/${id}/add-pixels`, {
      headers: owner.headers,
      body: {
        pixels: [
          { provider: "myspace", pixelId: "1" },
          { provider: "facebook", pixelId: "12ab" },
          { provider: "pinterest", pixelId: "" },
          { provider: "snapchat", pixelId: "nope" },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      "pixels.0.provider": ["Provider is one of facebook, tiktok, google, pinterest, snapchat"],
      "pixels.1.pixelId": ["A Facebook pixel ID is 15 or 16 digits"],
      "pixels.2.pixelId": ["Pixel ID required"],
      "pixels.3.pixelId": ["A Snapchat pixel ID looks like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f"],
    });
    expect((await h.call("POST", `/products/${id}/add-pixels`, { headers: owner.headers, body: { pixels: [] } })).body.errors.pixels).toEqual([
      "Pixels required",
    ]);
    const many = Array.from({ length: 18 }, (_, i) => ({ provider: "pinterest", pixelId: String(2612345678900 + i) }));
    const tooMany = await h.call("POST", `/products/${id}/add-pixels`, { headers: owner.headers, body: { pixels: many } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.pixels).toEqual(["At most 20 pixels a product"]);

    expect((await h.call("DELETE", `/products/${id}/pixels/google/G-ABC123XYZ`, { headers: owner.headers })).body).toEqual({ message: "Pixel removed" });
    expect((await h.call("DELETE", `/products/${id}/pixels/google/G-ABC123XYZ`, { headers: owner.headers })).status).toBe(404);
    expect((await h.call("GET", `/products/${id}/pixels`, { headers: owner.headers })).body.pixels.map((p: { provider: string }) => p.provider).sort()).toEqual(
      ["facebook", "tiktok"],
    );

    const other = await h.owner();
    expect((await h.call("GET", `/products/${id}/pixels`, { headers: other.headers })).status).toBe(404);
    expect(
      (await h.call("POST", `/products/${id}/add-pixels`, { headers: other.headers, body: { pixels: [{ provider: "facebook", pixelId: "123456789012345" }] } }))
        .status,
    ).toBe(404);
    expect((await h.call("DELETE", `/products/${id}/pixels/facebook/123456789012345`, { headers: other.headers })).status).toBe(404);
    const staff = await h.staff(owner.storeId, ["orders"]);
    expect((await h.call("GET", `/products/${id}/pixels`, { headers: staff.headers })).status).toBe(403);
  });
});
