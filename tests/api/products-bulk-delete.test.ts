// DELETE /products?ids=: the products list's bulk delete (docs/api-contract.md, Products).
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

async function productIds(owner: Owner, titles: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const title of titles) {
    const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title, published: true } } });
    expect(res.status).toBe(201);
    ids.push(res.body.product._id);
  }
  return ids;
}

describe("DELETE /products?ids=", () => {
  it("deletes the listed products of this store with their variants; another store's ids match nothing", async () => {
    const owner = await h.owner();
    const [a, b, c] = await productIds(owner, ["A", "B", "C"]);
    await h.call("POST", `/products/${a}/variants`, { headers: owner.headers, body: { variant: { price: 10 } } });
    const other = await h.owner();
    const [theirs] = await productIds(other, ["Theirs"]);

    const res = await h.call("DELETE", `/products?ids=${a},${b},${theirs}`, { headers: owner.headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ deleted: 2, message: "Deleted 2 products" });
    expect((await h.call("GET", `/products/${a}`, { headers: owner.headers })).status).toBe(404);
    expect((await h.call("GET", `/products/${c}`, { headers: owner.headers })).status).toBe(200);
    expect((await h.call("GET", `/products/${theirs}`, { headers: other.headers })).status).toBe(200);
    expect((await h.call("GET", "/products/count", { headers: owner.headers })).body.count).toBe(1);
    // Repeated ids and the trailing-slash path work too.
    expect((await h.call("DELETE", `/products/?ids=${c}&ids=${c}`, { headers: owner.headers })).body).toEqual({ deleted: 1, message: "Deleted 1 product" });
  });

  it("refuses no ids and a malformed id; needs the products scope", async () => {
    const owner = await h.owner();
    const [a] = await productIds(owner, ["Kept"]);
    const none = await h.call("DELETE", "/products?ids=", { headers: owner.headers });
    expect(none.status).toBe(400);
    expect(none.body.errors.ids).toEqual(["ids required"]);
    expect((await h.call("DELETE", "/products", { headers: owner.headers })).status).toBe(400);
    const bad = await h.call("DELETE", `/products?ids=${a},nope`, { headers: owner.headers });
    expect(bad.status).toBe(400);
    const staff = await h.staff(owner.storeId, ["orders"]);
    expect((await h.call("DELETE", `/products?ids=${a}`, { headers: staff.headers })).status).toBe(403);
    expect((await h.call("GET", `/products/${a}`, { headers: owner.headers })).status).toBe(200);
  });
});
