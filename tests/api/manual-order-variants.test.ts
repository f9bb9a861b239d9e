// GET /orders/manual/variants (scope orders): the manual order dialog's search by product title or SKU, hidden
// products included, the chosen lines read back by id; bad input, permissions and another store's variants.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPlacementEndpoints } from "../../domain/contracts/checkout";
import { startHarness, type Harness } from "../helpers/harness";
import { product } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const search = (headers: Record<string, string>, query: Record<string, string>) => h.request(orderPlacementEndpoints.variants, { headers, query });

describe("the manual order's variant search", () => {
  it("finds by title or SKU in any case (hidden products too), with price and stock, and reads the chosen ones back by id", async () => {
    const owner = await h.owner();
    const ao = await product(h, owner, "Áo dài lụa", [
      { option1: "S", price: 199000, sku: "AO-S", inventoryQuantity: 5 },
      { option1: "M", price: 209000, sku: "AO-M", inventoryQuantity: 0 },
    ]);
    const hidden = await product(h, owner, "Mẫu thử", [{ price: 10000, sku: "SAMPLE-1", inventoryQuantity: 2 }], { published: false });
    await product(h, owner, "Nón lá", [{ price: 49500, sku: "NON", inventoryQuantity: 9 }]);

    const byTitle = await search(owner.headers, { search: "áo DÀI" });
    expect(byTitle.status, JSON.stringify(byTitle.body)).toBe(200);
    expect(byTitle.body.variants.map((v) => [v.title, v.variantTitle, v.sku, v.price, v.inventoryQuantity, v.published])).toEqual([
      ["Áo dài lụa", "S", "AO-S", 199000, 5, true],
      ["Áo dài lụa", "M", "AO-M", 209000, 0, true],
    ]);
    const bySku = await search(owner.headers, { search: "sample" });
    expect(bySku.body.variants.map((v) => [v.variantId, v.published])).toEqual([[hidden.variantIds[0], false]]);
    // "%" and "_" are letters here, not patterns.
    expect((await search(owner.headers, { search: "%" })).body.variants).toEqual([]);
    const chosen = await search(owner.headers, { search: "", ids: `${ao.variantIds[1]},not-an-id,${hidden.variantIds[0]}` });
    expect(chosen.body.variants).toEqual([]);
    expect(chosen.body.chosen.map((v) => v.sku)).toEqual(["AO-M", "SAMPLE-1"]);
    expect((await search(owner.headers, { search: "a", limit: "2" })).body.variants).toHaveLength(2);
  });

  it("bad input is 400; staff without the orders scope 403; another store's variants are never found", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const theirs = await product(h, other, "Áo của họ", [{ price: 1000, sku: "THEIRS", inventoryQuantity: 1 }]);
    expect((await search(owner.headers, { search: "x".repeat(256) })).status).toBe(400);
    expect((await search(owner.headers, { search: "a", limit: "0" })).status).toBe(400);
    expect((await search(owner.headers, { search: "a", limit: "21" })).status).toBe(400);
    const noScope = await h.staff(owner.storeId, ["products"]);
    expect((await search(noScope.headers, { search: "a" })).status).toBe(403);
    const withScope = await h.staff(owner.storeId, ["orders"]);
    expect((await search(withScope.headers, { search: "a" })).status).toBe(200);
    const mine = await search(owner.headers, { search: "THEIRS", ids: theirs.variantIds[0]! });
    expect(mine.body).toEqual({ variants: [], chosen: [] });
  });
});
