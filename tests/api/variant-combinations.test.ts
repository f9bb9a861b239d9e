// POST /products/{id}/variants/combinations, "Create all variants" (docs/api-contract.md, Variants; ADR 024).
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

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const SIZE = { name: "Size", values: ["S", "M", "L"] };
const COLOR = { name: "Color", values: ["Red", "Blue"] };

async function productWithOptions(owner: Owner, options: { name: string; values: string[] }[]): Promise<{ id: string; optionsVersion: number }> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Tee" } } });
  expect(res.status).toBe(201);
  const id: string = res.body.product._id;
  const saved = await h.call("PUT", `/products/${id}/options`, { headers: owner.headers, body: { options } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { id, optionsVersion: saved.body.options.version };
}

const createAll = (owner: Owner, id: string, body: Record<string, unknown>) =>
  h.call("POST", `/products/${id}/variants/combinations`, { headers: owner.headers, body });

async function variants(owner: Owner, id: string): Promise<VariantDto[]> {
  return (await h.call("GET", `/products/${id}/variants?limit=2000`, { headers: owner.headers })).body.variants;
}
const titles = (list: VariantDto[]) => list.map((v) => [v.option1, v.option2, v.option3].filter(Boolean).join(" / "));

describe("create all variants", () => {
  it("makes every combination once, in the options' order, at price 0 without a first variant; a second run adds nothing", async () => {
    const owner = await h.owner();
    const { id, optionsVersion } = await productWithOptions(owner, [SIZE, COLOR]);
    const first = await createAll(owner, id, { optionsVersion });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ created: 6, kept: 0, message: "6 variants created" });
    const list = await variants(owner, id);
    expect(titles(list)).toEqual(["S / Red", "S / Blue", "M / Red", "M / Blue", "L / Red", "L / Blue"]);
    expect(list.map((v) => v.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(list.every((v) => v.price === 0 && v.compareAtPrice === null && v.sku === "" && v.inventoryQuantity === 0)).toBe(true);

    const again = await createAll(owner, id, { optionsVersion });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ created: 0, kept: 6, message: "Every combination already has a variant" });
    expect(await variants(owner, id)).toHaveLength(6);
  });

  it("keeps existing variants as they are and gives the new ones the first variant's prices, or the price sent", async () => {
    const owner = await h.owner();
    const { id, optionsVersion } = await productWithOptions(owner, [SIZE, COLOR]);
    const made = await h.call("POST", `/products/${id}/variants`, {
      headers: owner.headers,
      body: {
        variant: { option1: "M", option2: "Blue", price: 150000, compareAtPrice: 200000, sku: "TEE-M-B", inventoryQuantity: 4, weight: 0.3, weightUnit: "g" },
      },
    });
    expect(made.status).toBe(201);
    const res = await createAll(owner, id, { optionsVersion });
    expect(res.body).toMatchObject({ created: 5, kept: 1 });
    const list = await variants(owner, id);
    expect(list[0]).toEqual(made.body.variant);
    expect(titles(list.slice(1))).toEqual(["S / Red", "S / Blue", "M / Red", "L / Red", "L / Blue"]);
    for (const v of list.slice(1))
      expect(v).toMatchObject({ price: 150000, compareAtPrice: 200000, sku: "", inventoryQuantity: 0, weight: 0.3, weightUnit: "g" });

    // A third option: its combinations are new; the given price replaces the first variant's, and a compare-at below it goes.
    const third = await productWithOptions(owner, [{ name: "Size", values: ["S"] }]);
    await h.call("POST", `/products/${third.id}/variants`, { headers: owner.headers, body: { variant: { option1: "S", price: 100, compareAtPrice: 120 } } });
    const saved = await h.call("PUT", `/products/${third.id}/options`, {
      headers: owner.headers,
      body: { options: [{ name: "Size", values: ["S", "M"] }], version: third.optionsVersion },
    });
    const priced = await createAll(owner, third.id, { optionsVersion: saved.body.options.version, price: "130" });
    expect(priced.body).toMatchObject({ created: 1, kept: 1 });
    expect((await variants(owner, third.id))[1]).toMatchObject({ option1: "M", price: 130, compareAtPrice: null });
  });

  it("refuses a stale options version (409 with the current options), no options, too many combinations, bad input", async () => {
    const owner = await h.owner();
    const { id, optionsVersion } = await productWithOptions(owner, [SIZE]);
    // Someone adds a colour after the merchant saw "Create 3 variants": nothing is created.
    const changed = await h.call("PUT", `/products/${id}/options`, { headers: owner.headers, body: { options: [SIZE, COLOR], version: optionsVersion } });
    expect(changed.status).toBe(200);
    const stale = await createAll(owner, id, { optionsVersion });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("These options were changed by someone else since you opened them. Review the latest version, then save again.");
    expect(stale.body.current).toMatchObject({ productId: id, version: optionsVersion + 1, options: [SIZE, COLOR] });
    expect(await variants(owner, id)).toEqual([]);

    const bare = (await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Plain" } } })).body.product;
    const none = await createAll(owner, bare._id, { optionsVersion: 1 });
    expect(none.status).toBe(400);
    expect(none.body.errors.options).toEqual(["Add options first: a variant is made for every combination of their values."]);

    const values = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p}${i}`);
    const big = await productWithOptions(owner, [
      { name: "A", values: values(20, "a") },
      { name: "B", values: values(11, "b") },
      { name: "C", values: values(10, "c") },
    ]);
    const tooMany = await createAll(owner, big.id, { optionsVersion: big.optionsVersion });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.options).toEqual([
      "A (20) × B (11) × C (10) make 2,200 combinations; at most 2,000 variants can be created at once. Remove some values first.",
    ]);
    expect(await variants(owner, big.id)).toEqual([]);

    const noVersion = await createAll(owner, id, {});
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors.optionsVersion).toEqual(["Options version required"]);
    const badPrice = await createAll(owner, id, { optionsVersion: optionsVersion + 1, price: -1 });
    expect(badPrice.body.errors.price).toEqual(["Price must be 0 or more"]);
  });

  it("makes exactly 2,000 at the cap in one call, and is 404 for another store's product or a staff member without the scope", async () => {
    const owner = await h.owner();
    const values = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p}${i}`);
    const { id, optionsVersion } = await productWithOptions(owner, [
      { name: "Size", values: values(20, "s") },
      { name: "Color", values: values(10, "c") },
      { name: "Material", values: values(10, "m") },
    ]);
    const res = await createAll(owner, id, { optionsVersion });
    expect(res.body).toMatchObject({ created: 2000, kept: 0 });
    expect((await h.call("GET", `/products/${id}/variants/summary`, { headers: owner.headers })).body.summary.variantCount).toBe(2000);

    const other = await h.owner();
    expect((await createAll(other, id, { optionsVersion })).status).toBe(404);
    const staff = await h.staff(owner.storeId, ["orders"]);
    expect((await h.call("POST", `/products/${id}/variants/combinations`, { headers: staff.headers, body: { optionsVersion } })).status).toBe(403);
  });
});
