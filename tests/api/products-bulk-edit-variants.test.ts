// The bulk editor's variant cells (ADR 024): GET /products/bulk carries each product's first variants, and
// PATCH /products/ saves `variants` rows against their versions, stock changes as inventory adjustments.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkEditEndpoints } from "../../domain/contracts/bulk-edit";
import type { VariantDto } from "../../domain/variant";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ operatorEmails: ["ops-bulk@example.com"] });
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

async function productWithVariants(owner: Owner, title: string, variants: Record<string, unknown>[]) {
  const p = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title, tags: ["sheet"], published: true } } });
  expect(p.status).toBe(201);
  const id: string = p.body.product._id;
  if (variants.length > 1) {
    await h.call("PUT", `/products/${id}/options`, {
      headers: owner.headers,
      body: { options: [{ name: "Size", values: variants.map((v) => String(v.option1)) }] },
    });
  }
  const made = variants.length ? await h.call("POST", `/products/${id}/variants/bulk`, { headers: owner.headers, body: { variants } }) : null;
  if (made) expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { product: p.body.product, variants: (made?.body.variants ?? []) as VariantDto[] };
}

const save = (owner: Owner, body: Record<string, unknown>) => h.request(bulkEditEndpoints.save, { headers: owner.headers, body });
const variantOf = async (owner: Owner, productId: string, id: string): Promise<VariantDto> =>
  (await h.call("GET", `/products/${productId}/variants/${id}`, { headers: owner.headers })).body.variant;

describe("GET /products/bulk with variants", () => {
  it("gives each product its first 25 variants by position and its variant count", async () => {
    const owner = await h.owner();
    const single = await productWithVariants(owner, "Single", [{ price: 100, sku: "ONE" }]);
    const many = await productWithVariants(
      owner,
      "Many",
      Array.from({ length: 30 }, (_, i) => ({ option1: `S${i}`, price: 10 + i })),
    );
    const bare = await productWithVariants(owner, "Bare", []);
    const res = await h.request(bulkEditEndpoints.page, { headers: owner.headers, query: { tag: "sheet" } });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.products.map((p) => [p._id, p]));
    expect(byId.get(single.product._id)).toMatchObject({ variantCount: 1, variants: [{ _id: single.variants[0]._id, price: 100, sku: "ONE" }] });
    const manyRow = byId.get(many.product._id);
    expect(manyRow?.variantCount).toBe(30);
    expect(manyRow?.variants.map((v) => v.option1)).toEqual(Array.from({ length: 25 }, (_, i) => `S${i}`));
    expect(byId.get(bare.product._id)).toMatchObject({ variantCount: 0, variants: [] });
  });
});

describe("PATCH /products/ with variant rows", () => {
  it("saves price, compare-at price, SKU and stock; writes only changed rows; stock changes land in the inventory history", async () => {
    const owner = await h.owner("ops-bulk@example.com");
    const { product, variants } = await productWithVariants(owner, "Áo", [
      { option1: "S", price: 100000, sku: "AO-S", inventoryQuantity: 3 },
      { option1: "M", price: 100000, sku: "AO-M", inventoryQuantity: 5 },
    ]);
    const [s, m] = variants;
    const res = await save(owner, {
      variants: [
        { _id: s._id, version: s.version, price: "120000", compareAtPrice: "150000", sku: "AO-S2", inventoryQuantity: "10" },
        { _id: m._id, version: m.version, price: 100000 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ updated: 0, updatedVariants: 1, message: "1 variant updated" });
    expect(await variantOf(owner, product._id, s._id)).toMatchObject({
      price: 120000,
      compareAtPrice: 150000,
      sku: "AO-S2",
      inventoryQuantity: 10,
      version: 2,
    });
    expect((await variantOf(owner, product._id, m._id)).version).toBe(1);
    // The product itself did not change.
    expect((await h.call("GET", `/products/${product._id}`, { headers: owner.headers })).body.product.version).toBe(1);

    const history = await h.call("GET", `/inventory/${s._id}/history`, { headers: owner.headers });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.adjustments).toHaveLength(1);
    expect(history.body.adjustments[0]).toMatchObject({ delta: 7, quantityAfter: 10, reason: "Bulk edit", userEmail: "ops-bulk@example.com" });

    // Clearing the compare-at price, and a product cell with a variant cell in one save.
    const both = await save(owner, { products: [{ _id: product._id, version: 1, vendor: "Huế" }], variants: [{ _id: s._id, version: 2, compareAtPrice: "" }] });
    expect(both.body).toMatchObject({ updated: 1, updatedVariants: 1, message: "1 product and 1 variant updated" });
    expect((await variantOf(owner, product._id, s._id)).compareAtPrice).toBeNull();
    expect((await h.call("GET", `/inventory/${s._id}/history`, { headers: owner.headers })).body.adjustments).toHaveLength(1);
  });

  it("refuses a stale variant, and then writes nothing of the save (products included)", async () => {
    const owner = await h.owner();
    const { product, variants } = await productWithVariants(owner, "Mũ", [{ price: 50 }]);
    const [v] = variants;
    // Someone adjusts the stock meanwhile (the variant editor here): its version moves on.
    const edited = await h.call("PUT", `/products/${product._id}/variants/${v._id}`, {
      headers: owner.headers,
      body: { variant: { price: 50, inventoryQuantity: 9, version: 1 } },
    });
    expect(edited.status).toBe(200);
    const res = await save(owner, { products: [{ _id: product._id, version: 1, title: "Mũ mới" }], variants: [{ _id: v._id, version: 1, price: 60 }] });
    expect(res.status).toBe(409);
    expect(res.error.current).toEqual([]);
    expect(res.error.currentVariants).toMatchObject([{ _id: v._id, version: 2, inventoryQuantity: 9, price: 50 }]);
    expect((await h.call("GET", `/products/${product._id}`, { headers: owner.headers })).body.product.title).toBe("Mũ");
    expect((await variantOf(owner, product._id, v._id)).price).toBe(50);
  });

  it("checks each row: compare-at below the price, a taken or repeated SKU, bad numbers, unknown ids; nothing is written", async () => {
    const owner = await h.owner();
    const { product, variants } = await productWithVariants(owner, "Giày", [
      { option1: "38", price: 500, compareAtPrice: 600, sku: "G-38" },
      { option1: "39", price: 500, sku: "G-39" },
      { option1: "40", price: 500, sku: "G-40" },
    ]);
    const [a, b, c] = variants;
    const res = await save(owner, {
      variants: [
        { _id: a._id, version: 1, price: 700 },
        { _id: b._id, version: 1, sku: "G-40" },
        { _id: c._id, version: 1, price: 400 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({
      "variants.0.compareAtPrice": ["Compare-at price must be at least the price"],
      "variants.1.sku": ["SKU is already used by another variant"],
    });
    // Swapping two SKUs within one save is fine; the same new SKU twice is not.
    const swap = await save(owner, {
      variants: [
        { _id: b._id, version: 1, sku: "G-40" },
        { _id: c._id, version: 1, sku: "G-39" },
      ],
    });
    expect(swap.status, JSON.stringify(swap.body)).toBe(200);
    const twice = await save(owner, {
      variants: [
        { _id: a._id, version: 1, sku: "NEW" },
        { _id: b._id, version: 2, sku: "NEW" },
      ],
    });
    expect(twice.error.errors).toEqual({ "variants.1.sku": ["SKU is already used by another variant"] });

    const bad = await save(owner, { variants: [{ _id: a._id, version: 1, price: "", inventoryQuantity: "1.5" }] });
    expect(bad.status).toBe(400);
    expect(bad.error.errors).toEqual({ "variants.0.price": ["Price required"], "variants.0.inventoryQuantity": ["Inventory quantity must be a whole number"] });
    const repeated = await save(owner, {
      variants: [
        { _id: a._id, version: 1, price: 1 },
        { _id: a._id, version: 1, price: 2 },
      ],
    });
    expect(repeated.error.errors).toEqual({ "variants.1._id": ["This variant is listed twice"] });

    const other = await h.owner();
    const theirs = await productWithVariants(other, "Theirs", [{ price: 1 }]);
    const unknown = await save(owner, {
      variants: [
        { _id: a._id, version: 1, price: 1 },
        { _id: theirs.variants[0]._id, version: 1, price: 2 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error.errors).toEqual({ "variants.1._id": ["Variant not found"] });
    expect(await variantOf(owner, product._id, a._id)).toMatchObject({ price: 500, version: 1 });
    expect((await variantOf(other, theirs.product._id, theirs.variants[0]._id)).price).toBe(1);

    expect((await save(owner, { products: [], variants: [] })).error.errors).toEqual({ products: ["Change at least one product"] });
  });
});
