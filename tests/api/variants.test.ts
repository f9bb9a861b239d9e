// Variants and product options (docs/api-contract.md, Variants) on the real API and a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VariantDto } from "../../domain/variant";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = { headers: Record<string, string> };
const SIZES = { name: "Size", values: ["S", "M", "L"] };
const COLORS = { name: "Color", values: ["Đỏ", "Xanh"] };

async function productWithOptions(owner: Owner, options = [SIZES, COLORS]): Promise<string> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Áo thun" } } });
  expect(res.status).toBe(201);
  const id: string = res.body.product._id;
  const saved = await h.call("PUT", `/products/${id}/options`, { headers: owner.headers, body: { options } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return id;
}

async function addVariant(owner: Owner, productId: string, variant: Record<string, unknown>): Promise<VariantDto> {
  const res = await h.call("POST", `/products/${productId}/variants`, { headers: owner.headers, body: { variant } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.variant;
}

describe("variants", () => {
  it("creates, reads, lists by position, updates, refuses a stale update, and deletes", async () => {
    const owner = await h.owner();
    const pid = await productWithOptions(owner);
    const a = await addVariant(owner, pid, {
      option1: "S",
      option2: "Đỏ",
      price: "199000",
      compareAtPrice: 250000,
      sku: "AT-S-R",
      inventoryQuantity: 5,
      weight: 0.2,
    });
    expect(a).toMatchObject({
      productId: pid,
      option1: "S",
      option2: "Đỏ",
      option3: "",
      price: 199000,
      compareAtPrice: 250000,
      sku: "AT-S-R",
      inventoryQuantity: 5,
      weight: 0.2,
      weightUnit: "kg",
      imagePath: null,
      position: 0,
      version: 1,
    });
    const b = await addVariant(owner, pid, { option1: "M", option2: "Đỏ", price: 12.5 });
    expect(b.position).toBe(1);

    const list = await h.call("GET", `/products/${pid}/variants`, { headers: owner.headers });
    expect(list.status).toBe(200);
    expect(list.body.variants.map((v: VariantDto) => v._id)).toEqual([a._id, b._id]);
    expect(list.body.total).toBe(2);
    expect((await h.call("GET", `/products/${pid}/variants/${a._id}`, { headers: owner.headers })).body.variant).toEqual(a);

    const summary = await h.call("GET", `/products/${pid}/variants/summary`, { headers: owner.headers });
    expect(summary.body.summary).toEqual({ variantCount: 2, priceMin: 12.5, priceMax: 199000, inventoryTotal: 5 });
    // The products list carries the same summary per row; a product without variants has an empty one.
    const bare = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Không biến thể" } } });
    const listed = await h.call("GET", "/products?limit=50", { headers: owner.headers });
    const row = (id: string) => listed.body.products.find((p: { _id: string }) => p._id === id);
    expect(row(pid).variantSummary).toEqual({ variantCount: 2, priceMin: 12.5, priceMax: 199000, inventoryTotal: 5 });
    expect(row(bare.body.product._id).variantSummary).toEqual({ variantCount: 0, priceMin: null, priceMax: null, inventoryTotal: 0 });

    const form = { option1: "L", option2: "Xanh", price: 99.99, sku: "AT-L-B", version: 1 };
    const updated = await h.call("PUT", `/products/${pid}/variants/${a._id}`, { headers: owner.headers, body: { variant: form } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.variant).toMatchObject({ option1: "L", option2: "Xanh", price: 99.99, compareAtPrice: null, version: 2 });
    const stale = await h.call("PUT", `/products/${pid}/variants/${a._id}`, { headers: owner.headers, body: { variant: { ...form, price: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ _id: a._id, price: 99.99, version: 2 });

    expect((await h.call("DELETE", `/products/${pid}/variants/${a._id}?version=1`, { headers: owner.headers })).status).toBe(409);
    const deleted = await h.call("DELETE", `/products/${pid}/variants/${a._id}?version=2`, { headers: owner.headers });
    expect(deleted.body).toEqual({ message: "Variant deleted" });
    expect((await h.call("GET", `/products/${pid}/variants/${a._id}`, { headers: owner.headers })).status).toBe(404);
  });

  it("answers 400 with field messages", async () => {
    const owner = await h.owner();
    const pid = await productWithOptions(owner);
    const bad = await h.call("POST", `/products/${pid}/variants`, {
      headers: owner.headers,
      body: { variant: { option1: "S", option2: "Đỏ", price: 10.555, compareAtPrice: 5, inventoryQuantity: 1.5, weight: -1, sku: "x".repeat(256) } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      price: ["Price may have at most 2 decimals"],
      inventoryQuantity: ["Inventory quantity must be a whole number"],
      weight: ["Weight must be 0 or more"],
      sku: ["Max length is 255"],
    });
    const noPrice = await h.call("POST", `/products/${pid}/variants`, {
      headers: owner.headers,
      body: { variant: { option1: "S", option2: "Đỏ", price: 10, compareAtPrice: 5 } },
    });
    expect(noPrice.body.errors).toEqual({ compareAtPrice: ["Compare-at price must be at least the price"] });
    const missing = await h.call("POST", `/products/${pid}/variants`, { headers: owner.headers, body: { variant: { option1: "XL", price: -1 } } });
    expect(missing.body.errors).toEqual({ price: ["Price must be 0 or more"] });
    const options = await h.call("POST", `/products/${pid}/variants`, {
      headers: owner.headers,
      body: { variant: { option1: "XL", option3: "Cotton", price: 1 } },
    });
    expect(options.status).toBe(400);
    expect(options.body.errors).toEqual({
      option1: ["Value is not one of the option's values"],
      option2: ["Color required"],
      option3: ["The product has no option for this value"],
    });
    expect((await h.call("POST", `/products/${pid}/variants`, { headers: owner.headers, body: { variant: {} } })).body.errors.price).toEqual([
      "Price required",
    ]);
  });

  it("refuses a duplicate option combination and a duplicate SKU in the store", async () => {
    const owner = await h.owner();
    const pid = await productWithOptions(owner);
    const other = await productWithOptions(owner);
    await addVariant(owner, pid, { option1: "S", option2: "Đỏ", price: 1, sku: "SKU-1" });
    const dup = await h.call("POST", `/products/${pid}/variants`, { headers: owner.headers, body: { variant: { option1: "S", option2: "Đỏ", price: 2 } } });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual({ option1: ["A variant with these option values already exists"] });
    const sku = await h.call("POST", `/products/${other}/variants`, {
      headers: owner.headers,
      body: { variant: { option1: "S", option2: "Đỏ", price: 2, sku: "SKU-1" } },
    });
    expect(sku.status).toBe(400);
    expect(sku.body.errors).toEqual({ sku: ["SKU is already used by another variant"] });
    // Empty SKUs do not clash.
    await addVariant(owner, pid, { option1: "M", option2: "Đỏ", price: 1 });
    await addVariant(owner, pid, { option1: "L", option2: "Đỏ", price: 1 });
    // Another store may use the same SKU.
    const b = await h.owner();
    const bPid = await productWithOptions(b);
    await addVariant(b, bPid, { option1: "S", option2: "Đỏ", price: 1, sku: "SKU-1" });
    const batch = await h.call("POST", `/products/${other}/variants/bulk`, {
      headers: owner.headers,
      body: {
        variants: [
          { option1: "S", option2: "Xanh", price: 1, sku: "Z" },
          { option1: "S", option2: "Xanh", price: 1, sku: "Z" },
        ],
      },
    });
    expect(batch.status).toBe(400);
    expect(batch.body.errors).toEqual({
      "variants.1.option1": ["A variant with these option values already exists"],
      "variants.1.sku": ["SKU is already used by another variant"],
    });
    expect((await h.call("GET", `/products/${other}/variants`, { headers: owner.headers })).body.total).toBe(0);
  });

  it("keeps stores apart: store B cannot list, read, update, delete or add to A's variants", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const pid = await productWithOptions(a);
    const v = await addVariant(a, pid, { option1: "S", option2: "Đỏ", price: 1 });
    const variant = { option1: "S", option2: "Đỏ", price: 5, version: 1 };
    expect((await h.call("GET", `/products/${pid}/variants`, { headers: b.headers })).status).toBe(404);
    expect((await h.call("GET", `/products/${pid}/variants/summary`, { headers: b.headers })).status).toBe(404);
    expect((await h.call("GET", `/products/${pid}/variants/${v._id}`, { headers: b.headers })).status).toBe(404);
    expect((await h.call("PUT", `/products/${pid}/variants/${v._id}`, { headers: b.headers, body: { variant } })).status).toBe(404);
    expect((await h.call("DELETE", `/products/${pid}/variants/${v._id}`, { headers: b.headers })).status).toBe(404);
    expect((await h.call("POST", `/products/${pid}/variants`, { headers: b.headers, body: { variant } })).status).toBe(404);
    expect((await h.call("POST", `/products/${pid}/variants/bulk`, { headers: b.headers, body: { variants: [variant] } })).status).toBe(404);
    expect((await h.call("PUT", `/products/${pid}/options`, { headers: b.headers, body: { options: [] } })).status).toBe(404);
    const still = await h.call("GET", `/products/${pid}/variants/${v._id}`, { headers: a.headers });
    expect(still.body.variant).toMatchObject({ price: 1, version: 1 });
  });

  it("needs the products scope for staff", async () => {
    const owner = await h.owner();
    const pid = await productWithOptions(owner);
    const outsider = await h.staff(owner.storeId, ["orders"]);
    expect((await h.call("GET", `/products/${pid}/variants`, { headers: outsider.headers })).status).toBe(403);
    expect(
      (await h.call("POST", `/products/${pid}/variants`, { headers: outsider.headers, body: { variant: { option1: "S", option2: "Đỏ", price: 1 } } })).status,
    ).toBe(403);
    expect((await h.call("PUT", `/products/${pid}/options`, { headers: outsider.headers, body: { options: [] } })).status).toBe(403);
    expect((await h.call("GET", "/products/options/template", { headers: outsider.headers })).status).toBe(403);
    const editor = await h.staff(owner.storeId, ["products"]);
    await addVariant(editor, pid, { option1: "S", option2: "Đỏ", price: 1 });
  });

  it("deletes a product's variants and options with the product", async () => {
    const owner = await h.owner();
    const pid = await productWithOptions(owner);
    await addVariant(owner, pid, { option1: "S", option2: "Đỏ", price: 1, sku: "GONE-1" });
    expect((await h.call("DELETE", `/products/${pid}`, { headers: owner.headers })).status).toBe(200);
    expect((await h.call("GET", `/products/${pid}/variants`, { headers: owner.headers })).status).toBe(404);
    const left = await h.database.db.execute<{ n: number }>(`select count(*)::int as n from product_variants where product_id = '${pid}'`);
    expect(Number(left.rows[0].n)).toBe(0);
    // Its SKU is free again.
    const next = await productWithOptions(owner);
    await addVariant(owner, next, { option1: "S", option2: "Đỏ", price: 1, sku: "GONE-1" });
  });
});

describe("options", () => {
  it("serves the template before /products/:id catches it", async () => {
    const owner = await h.owner();
    const res = await h.call("GET", "/products/options/template", { headers: owner.headers });
    expect(res.status).toBe(200);
    expect(res.body.templates.find((t: { name: string }) => t.name === "Size").values).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    expect(res.body.templates.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(["Color", "Material"]));
    expect((await h.call("GET", "/products/options/template")).status).toBe(401);
  });

  it("refuses to orphan variants unless asked to delete them, and versions the options", async () => {
    const owner = await h.owner();
    const pid = await productWithOptions(owner);
    const got = await h.call("GET", `/products/${pid}/options`, { headers: owner.headers });
    expect(got.body.options).toEqual({ productId: pid, options: [SIZES, COLORS], version: 1 });
    const s = await addVariant(owner, pid, { option1: "S", option2: "Đỏ", price: 1 });
    const m = await addVariant(owner, pid, { option1: "M", option2: "Xanh", price: 1 });

    const withoutS = [{ name: "Size", values: ["M", "L", "XL"] }, COLORS];
    const refused = await h.call("PUT", `/products/${pid}/options`, { headers: owner.headers, body: { options: withoutS, version: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.body.orphanedVariants.map((v: VariantDto) => v._id)).toEqual([s._id]);
    expect((await h.call("GET", `/products/${pid}/variants/${s._id}`, { headers: owner.headers })).status).toBe(200);

    const stale = await h.call("PUT", `/products/${pid}/options`, { headers: owner.headers, body: { options: [SIZES, COLORS], version: 7 } });
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(1);

    const saved = await h.call("PUT", `/products/${pid}/options`, {
      headers: owner.headers,
      body: { options: withoutS, version: 1, deleteOrphanedVariants: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ options: { options: withoutS, version: 2 }, deletedVariants: 1 });
    const list = await h.call("GET", `/products/${pid}/variants`, { headers: owner.headers });
    expect(list.body.variants.map((v: VariantDto) => v._id)).toEqual([m._id]);

    const invalid = await h.call("PUT", `/products/${pid}/options`, {
      headers: owner.headers,
      body: {
        options: [
          { name: "", values: ["a"] },
          { name: "B", values: [] },
          { name: "C", values: ["x"] },
          { name: "D", values: ["y"] },
        ],
      },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({
      "options.0.name": ["Option name required"],
      "options.1.values": ["Option values required"],
      options: ["Max length is 3"],
    });
  });
});

describe("scale", () => {
  it("adds 2,000 variants in one bulk call and lists them in one page", async () => {
    const owner = await h.owner();
    const values = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p}${i + 1}`);
    const pid = await productWithOptions(owner, [
      { name: "Size", values: values(20, "S") },
      { name: "Color", values: values(10, "C") },
      { name: "Material", values: values(10, "M") },
    ]);
    const variants = [];
    for (let i = 0; i < 2000; i++) {
      variants.push({
        option1: `S${(i % 20) + 1}`,
        option2: `C${(Math.floor(i / 20) % 10) + 1}`,
        option3: `M${Math.floor(i / 200) + 1}`,
        price: 1000 + i,
        sku: `BULK-${i}`,
        inventoryQuantity: 1,
      });
    }
    const t0 = performance.now();
    const created = await h.call("POST", `/products/${pid}/variants/bulk`, { headers: owner.headers, body: { variants } });
    const t1 = performance.now();
    expect(created.status, JSON.stringify(created.body).slice(0, 500)).toBe(201);
    expect(created.body.count).toBe(2000);
    const list = await h.call("GET", `/products/${pid}/variants?limit=2000`, { headers: owner.headers });
    const t2 = performance.now();
    expect(list.status).toBe(200);
    expect(list.body.variants).toHaveLength(2000);
    expect(list.body.variants[1999]).toMatchObject({ sku: "BULK-1999", position: 1999 });
    expect(list.body.total).toBe(2000);
    const summary = await h.call("GET", `/products/${pid}/variants/summary`, { headers: owner.headers });
    expect(summary.body.summary).toEqual({ variantCount: 2000, priceMin: 1000, priceMax: 2999, inventoryTotal: 2000 });
    expect((await h.call("GET", `/products/${pid}/variants?limit=2001`, { headers: owner.headers })).status).toBe(400);
    process.stdout.write(`variants scale: bulk insert 2000 in ${Math.round(t1 - t0)} ms, list 2000 in ${Math.round(t2 - t1)} ms\n`);
    expect(t1 - t0).toBeLessThan(15_000);
  }, 60_000);
});

describe("stock history", () => {
  it("a stock change saved in the variant editor is written to the inventory history; other edits are not", async () => {
    const owner = await h.owner("ops@example.com");
    const pid = await productWithOptions(owner);
    const v = await addVariant(owner, pid, { option1: "S", option2: "Đỏ", price: 100, inventoryQuantity: 3 });
    const save = (fields: Record<string, unknown>, version: number) =>
      h.call("PUT", `/products/${pid}/variants/${v._id}`, {
        headers: owner.headers,
        body: { variant: { option1: "S", option2: "Đỏ", price: 100, ...fields, version } },
      });
    expect((await save({ inventoryQuantity: 8 }, 1)).status).toBe(200);
    expect((await save({ inventoryQuantity: 8, price: 120 }, 2)).status).toBe(200);
    // A stale save changes nothing, the history included.
    expect((await save({ inventoryQuantity: 1 }, 2)).status).toBe(409);
    const history = await h.call("GET", `/inventory/${v._id}/history`, { headers: owner.headers });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.adjustments).toHaveLength(1);
    expect(history.body.adjustments[0]).toMatchObject({ delta: 5, quantityAfter: 8, reason: "Variant edited", userEmail: "ops@example.com" });
  });
});
