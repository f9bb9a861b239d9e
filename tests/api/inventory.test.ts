// Inventory API (docs/api-contract.md, Inventory): list, idempotent adjustments, history, operator-only access.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryEndpoints } from "../../domain/contracts/inventory";
import { productEndpoints } from "../../domain/contracts/products";
import { variantEndpoints } from "../../domain/contracts/variants";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
let seq = 0;
/** The harness's operator domain is backroom.dev: such an owner may use the restricted inventory API. */
const operator = () => h.owner(`ops${++seq}-${Math.random().toString(36).slice(2, 6)}@backroom.dev`);
const key = () => `key-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

async function productWithVariants(owner: Owner, title: string, variants: Record<string, unknown>[]): Promise<{ productId: string; variantIds: string[] }> {
  const { headers } = owner;
  const p = await h.request(productEndpoints.create, { headers, body: { product: { title, published: true } } });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  const productId = p.body.product._id;
  if (variants.some((v) => v.option1)) {
    const values = variants.map((v) => String(v.option1));
    const o = await h.request(variantEndpoints.saveOptions, { headers, params: { id: productId }, body: { options: [{ name: "Size", values }] } });
    expect(o.status, JSON.stringify(o.body)).toBe(200);
  }
  const v = await h.request(variantEndpoints.createMany, {
    headers,
    params: { id: productId },
    body: { variants: variants.map((x) => ({ price: 10, ...x })) },
  });
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  return { productId, variantIds: v.body.variants.map((x) => x._id) };
}

const adjust = (owner: Owner, body: Record<string, unknown>) => h.request(inventoryEndpoints.adjust, { headers: owner.headers, body });

describe("inventory list", () => {
  it("lists the store's variants with product title, options, SKU and quantity; searches title and SKU; filters low stock; pages", async () => {
    const ops = await operator();
    await productWithVariants(ops, "Áo dài lụa", [
      { option1: "S", sku: "AO-S", inventoryQuantity: 2 },
      { option1: "M", sku: "AO-M", inventoryQuantity: 30 },
    ]);
    await productWithVariants(ops, "Nón lá", [{ sku: "NON-100%", inventoryQuantity: 0 }]);
    const other = await operator();
    await productWithVariants(other, "Áo dài lụa", [{ sku: "OTHER", inventoryQuantity: 1 }]);

    const all = await h.request(inventoryEndpoints.list, { headers: ops.headers });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.total).toBe(3);
    // Newest product first, then variant position.
    expect(all.body.items.map((i) => i.sku)).toEqual(["NON-100%", "AO-S", "AO-M"]);
    expect(all.body.items[1]).toMatchObject({ productTitle: "Áo dài lụa", options: "S", sku: "AO-S", inventoryQuantity: 2, version: 1 });
    expect(all.body.items[0].options).toBe("");

    const byTitle = await h.call("GET", "/inventory?search=ao%20dai", { headers: ops.headers });
    expect(byTitle.body.items.map((i: { sku: string }) => i.sku)).toEqual(["AO-S", "AO-M"]);
    const bySku = await h.call("GET", "/inventory?search=non-100%25", { headers: ops.headers });
    expect(bySku.body.items.map((i: { sku: string }) => i.sku)).toEqual(["NON-100%"]);
    // % is literal, not a wildcard.
    expect((await h.call("GET", "/inventory?search=%25", { headers: ops.headers })).body.items.map((i: { sku: string }) => i.sku)).toEqual(["NON-100%"]);
    const low = await h.call("GET", "/inventory?lowStock=5", { headers: ops.headers });
    expect(low.body.items.map((i: { sku: string }) => i.sku)).toEqual(["NON-100%", "AO-S"]);

    const page2 = await h.call("GET", "/inventory?limit=10&page=1", { headers: ops.headers });
    expect(page2.body).toMatchObject({ total: 3, page: 1, limit: 10 });
    const past = await h.call("GET", "/inventory?limit=10&page=2", { headers: ops.headers });
    expect(past.body).toMatchObject({ items: [], total: 3 });

    const bad = await h.call("GET", "/inventory?limit=7&lowStock=x", { headers: ops.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.limit).toEqual(["Invalid page size"]);
    expect(bad.body.errors.lowStock).toEqual(["Low stock must be a whole number"]);
  });

  it("pages in the same order from either end (a page past the middle is read from the oldest end)", async () => {
    const ops = await operator();
    const sizes = Array.from({ length: 13 }, (_, i) => `S${i}`);
    await productWithVariants(
      ops,
      "Older",
      sizes.map((option1, i) => ({ option1, sku: `OLD-${i}` })),
    );
    await productWithVariants(
      ops,
      "Newer",
      sizes.map((option1, i) => ({ option1, sku: `NEW-${i}` })),
    );
    const all = (await h.call("GET", "/inventory?limit=50", { headers: ops.headers })).body.items.map((i: { sku: string }) => i.sku);
    expect(all).toEqual([...sizes.map((_, i) => `NEW-${i}`), ...sizes.map((_, i) => `OLD-${i}`)]);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await h.call("GET", `/inventory?limit=10&page=${page}`, { headers: ops.headers });
      expect(res.body.total).toBe(26);
      pages.push(...res.body.items.map((i: { sku: string }) => i.sku));
    }
    expect(pages).toEqual(all);
    expect((await h.call("GET", "/inventory?limit=10&page=4", { headers: ops.headers })).body).toMatchObject({ items: [], total: 26 });
  });
});

describe("adjustments", () => {
  it("adds a change or sets a count in one step: the quantity moves, the version goes up, history records who and why", async () => {
    const ops = await operator();
    const {
      variantIds: [v],
    } = await productWithVariants(ops, "Tee", [{ sku: "TEE", inventoryQuantity: 10 }]);

    const k1 = key();
    const added = await adjust(ops, { variantId: v, delta: -3, reason: "Damaged", idempotencyKey: k1 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      replayed: false,
      adjustment: { delta: -3, quantityAfter: 7, reason: "Damaged", idempotencyKey: k1 },
      item: { variantId: v, inventoryQuantity: 7, version: 2 },
    });

    const set = await adjust(ops, { variantId: v, set: 25, idempotencyKey: key() });
    expect(set.status).toBe(201);
    expect(set.body.adjustment).toMatchObject({ delta: 18, quantityAfter: 25 });
    expect(set.body.item).toMatchObject({ inventoryQuantity: 25, version: 3 });

    // The variant API sees the same quantity and version, so its editor's next save is checked against it.
    const variant = await h.call("GET", `/products/${set.body.item.productId}/variants/${v}`, { headers: ops.headers });
    expect(variant.body.variant).toMatchObject({ inventoryQuantity: 25, version: 3 });

    const history = await h.call("GET", `/inventory/${v}/history`, { headers: ops.headers });
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(2);
    expect(history.body.adjustments.map((a: { delta: number }) => a.delta)).toEqual([18, -3]);
    expect(history.body.adjustments[1]).toMatchObject({ reason: "Damaged", userEmail: expect.stringMatching(/@backroom\.dev$/) });
    expect(history.body.item).toMatchObject({ sku: "TEE", inventoryQuantity: 25 });
  });

  it("a repeat of the same key returns the first result and changes nothing", async () => {
    const ops = await operator();
    const {
      variantIds: [v],
    } = await productWithVariants(ops, "Mug", [{ sku: "MUG", inventoryQuantity: 4 }]);
    const k = key();
    const first = await adjust(ops, { variantId: v, delta: 5, idempotencyKey: k });
    expect(first.status).toBe(201);
    // The repeat may even carry another number (a form edited after a back button): the key wins.
    const again = await adjust(ops, { variantId: v, delta: 50, idempotencyKey: k });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, adjustment: first.body.adjustment, item: { inventoryQuantity: 9, version: 2 } });
    expect((await h.call("GET", `/inventory/${v}/history`, { headers: ops.headers })).body.total).toBe(1);

    // The same key for another variant is a mistake of the caller, not a replay.
    const {
      variantIds: [w],
    } = await productWithVariants(ops, "Cup", [{ sku: "CUP", inventoryQuantity: 1 }]);
    const reused = await adjust(ops, { variantId: w, delta: 1, idempotencyKey: k });
    expect(reused.status).toBe(409);
    expect(reused.error.errors.idempotencyKey).toEqual(["This idempotency key was already used for another variant"]);
  });

  it("two concurrent requests with one key count once; concurrent different keys all count", async () => {
    const ops = await operator();
    const {
      variantIds: [v],
    } = await productWithVariants(ops, "Cap", [{ sku: "CAP", inventoryQuantity: 100 }]);
    const k = key();
    const racing = await Promise.all(Array.from({ length: 6 }, () => adjust(ops, { variantId: v, delta: -7, idempotencyKey: k })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(racing.map((r) => r.body.adjustment._id)).size).toBe(1);
    const distinct = await Promise.all(Array.from({ length: 5 }, () => adjust(ops, { variantId: v, delta: -1, idempotencyKey: key() })));
    expect(distinct.every((r) => r.status === 201)).toBe(true);
    const list = await h.call("GET", "/inventory?search=CAP", { headers: ops.headers });
    expect(list.body.items[0]).toMatchObject({ inventoryQuantity: 100 - 7 - 5, version: 7 });
    expect((await h.call("GET", `/inventory/${v}/history`, { headers: ops.headers })).body.total).toBe(6);
  });

  it("never lowers stock below 0, and refuses bad input with messages per field", async () => {
    const ops = await operator();
    const {
      variantIds: [v],
    } = await productWithVariants(ops, "Bag", [{ sku: "BAG", inventoryQuantity: 3 }]);
    const below = await adjust(ops, { variantId: v, delta: -4, idempotencyKey: key() });
    expect(below.status).toBe(400);
    expect(below.error.errors.delta).toEqual(["Stock cannot go below 0 (3 in stock)"]);
    const setNegative = await adjust(ops, { variantId: v, set: -1, idempotencyKey: key() });
    expect(setNegative.status).toBe(400);
    expect(setNegative.error.errors.set).toEqual(["New quantity must be 0 or more"]);
    // A refused key was not used up: the corrected request with the same key goes through.
    const k = key();
    expect((await adjust(ops, { variantId: v, delta: -9, idempotencyKey: k })).status).toBe(400);
    expect((await adjust(ops, { variantId: v, delta: -3, idempotencyKey: k })).body.item.inventoryQuantity).toBe(0);

    const bad = await adjust(ops, { variantId: "nope", delta: 1.5, idempotencyKey: "short" });
    expect(bad.status).toBe(400);
    expect(bad.error.errors).toMatchObject({
      variantId: ["Variant required"],
      delta: ["Change must be a whole number"],
      idempotencyKey: ["Idempotency key must be 8-100 letters, digits or _ . : -"],
    });
    expect((await adjust(ops, { variantId: v, idempotencyKey: key() })).error.errors.delta).toEqual(["Change required"]);
    expect((await adjust(ops, { variantId: v, delta: 0, idempotencyKey: key() })).error.errors.delta).toEqual(["Change cannot be 0"]);
    expect((await adjust(ops, { variantId: v, delta: 1, set: 2, idempotencyKey: key() })).error.errors.delta).toEqual([
      "Give a change or a new quantity, not both",
    ]);
    expect((await adjust(ops, { variantId: v, delta: 1 })).error.errors.idempotencyKey).toEqual(["Idempotency key required"]);
    expect((await adjust(ops, { variantId: v, set: 1_000_000_000, idempotencyKey: key() })).status).toBe(201);
    expect((await adjust(ops, { variantId: v, delta: 1, idempotencyKey: key() })).error.errors.delta).toEqual(["Stock cannot go above 1000000000"]);
  });
});

describe("access", () => {
  it("another store's variant is 404; non-operators get 404 even as owners (the calls cannot be told to exist); a staff operator needs the products scope", async () => {
    const ops = await operator();
    const {
      variantIds: [v],
    } = await productWithVariants(ops, "Own", [{ sku: "OWN", inventoryQuantity: 1 }]);
    const otherOps = await operator();
    expect((await adjust(otherOps, { variantId: v, delta: 1, idempotencyKey: key() })).status).toBe(404);
    expect((await h.call("GET", `/inventory/${v}/history`, { headers: otherOps.headers })).status).toBe(404);
    expect((await h.call("GET", "/inventory/not-a-uuid/history", { headers: ops.headers })).status).toBe(404);
    expect((await h.call("GET", "/inventory", { headers: otherOps.headers })).body.total).toBe(0);

    const plainOwner = await h.owner();
    expect((await h.call("GET", "/inventory", { headers: plainOwner.headers })).status).toBe(404);
    expect((await adjust(plainOwner, { variantId: v, delta: 1, idempotencyKey: key() })).status).toBe(404);

    const ordersOnly = await h.staff(ops.storeId, ["orders"], `staff${++seq}@backroom.dev`);
    expect((await h.call("GET", "/inventory", { headers: ordersOnly.headers })).status).toBe(403);
    const catalogStaff = await h.staff(ops.storeId, ["products"], `staff${++seq}@backroom.dev`);
    expect((await h.call("GET", "/inventory", { headers: catalogStaff.headers })).body.total).toBe(1);
    expect((await h.call("GET", "/inventory", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
  });
});
