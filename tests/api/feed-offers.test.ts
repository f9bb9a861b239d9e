// The Google feed's offer (ADR 024): g:availability from the variants' stock, and products without a price left out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../helpers/harness";
import { child, parseStrictXml, type XmlElement } from "../helpers/strict-xml";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

async function productWith(owner: Owner, title: string, variants: { price: number; inventoryQuantity: number }[]): Promise<string> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title, published: true } } });
  expect(res.status).toBe(201);
  const id: string = res.body.product._id;
  if (variants.length > 1) {
    const options = [{ name: "Size", values: variants.map((_, i) => `S${i}`) }];
    expect((await h.call("PUT", `/products/${id}/options`, { headers: owner.headers, body: { options } })).status).toBe(200);
  }
  if (variants.length) {
    const body = { variants: variants.map((v, i) => ({ ...v, option1: variants.length > 1 ? `S${i}` : "" })) };
    const made = await h.call("POST", `/products/${id}/variants/bulk`, { headers: owner.headers, body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
  return id;
}

async function feedItems(owner: Owner): Promise<Map<string, XmlElement>> {
  const created = await h.call("POST", "/feed", { headers: owner.headers, body: { productFeed: { name: "Google", selection: "all" } } });
  expect(created.status).toBe(201);
  const rss = parseStrictXml(await (await fetch(h.url + created.body.productFeed.xmlPath)).text());
  const items = child(rss, "channel")!.children.filter((c) => c.name === "item");
  return new Map(items.map((item) => [child(item, "g:id")!.text, item]));
}
const text = (item: XmlElement | undefined, name: string) => (item ? child(item, name)?.text : undefined);

describe("the feed's offer", () => {
  it("says in stock only when a priced variant has stock, and out of stock otherwise", async () => {
    const owner = await h.owner();
    const stocked = await productWith(owner, "Stocked", [
      { price: 100, inventoryQuantity: 0 },
      { price: 120, inventoryQuantity: 2 },
    ]);
    const empty = await productWith(owner, "Sold out", [
      { price: 100, inventoryQuantity: 0 },
      { price: 120, inventoryQuantity: 0 },
    ]);
    const backordered = await productWith(owner, "Back-ordered", [{ price: 90, inventoryQuantity: -3 }]);
    // Stock only on a variant without a price does not make the product available.
    const freeStock = await productWith(owner, "Free stock", [
      { price: 0, inventoryQuantity: 5 },
      { price: 80, inventoryQuantity: 0 },
    ]);
    const items = await feedItems(owner);
    expect(text(items.get(stocked), "g:availability")).toBe("in stock");
    expect(text(items.get(stocked), "g:price")).toBe("100.00 VND");
    expect(text(items.get(empty), "g:availability")).toBe("out of stock");
    expect(text(items.get(backordered), "g:availability")).toBe("out of stock");
    expect(text(items.get(freeStock), "g:availability")).toBe("out of stock");
    expect(text(items.get(freeStock), "g:price")).toBe("80.00 VND");
  });

  it("leaves out products with no variant or only variants priced 0", async () => {
    const owner = await h.owner();
    const priced = await productWith(owner, "Priced", [{ price: 150000, inventoryQuantity: 1 }]);
    const bare = await productWith(owner, "No variants", []);
    const zero = await productWith(owner, "Price zero", [{ price: 0, inventoryQuantity: 4 }]);
    const items = await feedItems(owner);
    expect([...items.keys()]).toEqual([priced]);
    expect(items.has(bare)).toBe(false);
    expect(items.has(zero)).toBe(false);
  });
});
