// The checkout honours the store's shipping zones and taxes (ADR 059), on the real API over PGlite: which rates are
// offered for an address and cart (subtotal and weight ranges, both ends included), the refusal for a country no zone
// holds (in the buyer's language), tax included or excluded per line, and the order's totals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutEndpoints as ce } from "../../domain/contracts/checkout";
import { shippingZoneEndpoints as sz, taxEndpoints as te } from "../../domain/contracts/shipping-taxes";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, complete, product, type Owner } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

let seq = 0;
/** An operator (backroom.dev) owns the store, so one owner sets both zones and taxes. Vietnamese store: VND. */
const operator = () => h.owner(`ship-ops${++seq}-${Math.random().toString(36).slice(2, 6)}@backroom.dev`);

const RATES = [
  { name: "Standard", price: 30000, condition: "price", min: 0, max: 499999 },
  { name: "Free over 500k", price: 0, condition: "price", min: 500000, max: null },
  { name: "Light", price: 20000, condition: "weight", min: 0, max: 4.999 },
  { name: "Heavy", price: 90000, condition: "weight", min: 5, max: null },
];

async function setup() {
  const owner = await operator();
  const { variantIds } = await product(h, owner, "Áo dài", [
    { option1: "S", price: 100000, inventoryQuantity: 100, weight: 1, weightUnit: "kg" },
    { option1: "M", price: 12345, inventoryQuantity: 100, weight: 250, weightUnit: "g" },
  ]);
  const zone = await h.request(sz.create, { headers: owner.headers, body: { zone: { name: "Việt Nam", countries: ["VN"], rates: RATES } } as never });
  expect(zone.status, JSON.stringify(zone.body)).toBe(201);
  const rateId = (name: string) => zone.body.zone.rates.find((r) => r.name === name)!.id;
  return { owner, a: variantIds[0]!, b: variantIds[1]!, rateId };
}

async function checkoutFor(owner: Owner, lines: { variantId: string; quantity: number }[], address: Record<string, string> | null = ADDRESS) {
  const created = await h.request(ce.create, { params: { storeId: owner.storeId }, body: { lines, email: "lan@example.com" } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const token = created.body.checkout.token;
  if (!address) return { token, checkout: created.body.checkout };
  const updated = await h.request(ce.update, { params: { storeId: owner.storeId, token }, body: { shippingAddress: address as never } });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return { token, checkout: updated.body.checkout };
}

const offered = (c: { availableShippingRates: { title: string; price: number }[] }) => c.availableShippingRates.map((r) => `${r.title} ${r.price}`);

describe("checkout with shipping zones", () => {
  it("a store without zones offers the default rates; with zones nothing is offered before the address", async () => {
    const owner = await h.owner();
    const { variantIds } = await product(h, owner, "Mũ", [{ option1: "S", price: 50000, inventoryQuantity: 5 }]);
    const plain = await checkoutFor(owner, [{ variantId: variantIds[0]!, quantity: 1 }], null);
    expect(plain.checkout.availableShippingRates.map((r) => r.code)).toEqual(["standard", "express"]);

    const { owner: zoned, a } = await setup();
    const before = await checkoutFor(zoned, [{ variantId: a, quantity: 1 }], null);
    expect(before.checkout.availableShippingRates).toEqual([]);
  });

  it("offer the zone's rates whose subtotal or weight range holds the cart, both ends included", async () => {
    const { owner, a, b } = await setup();
    // 100 000 đ and 1 kg: Standard (0–499 999) and Light (0–4.999 kg).
    expect(offered((await checkoutFor(owner, [{ variantId: a, quantity: 1 }])).checkout)).toEqual(["Standard 30000", "Light 20000"]);
    // 499 999 is not reachable with these prices; 4 × 100 000 + 8 × 12 345 = 498 760 đ, 6 kg: Standard and Heavy.
    expect(
      offered(
        (
          await checkoutFor(owner, [
            { variantId: a, quantity: 4 },
            { variantId: b, quantity: 8 },
          ])
        ).checkout,
      ),
    ).toEqual(["Standard 30000", "Heavy 90000"]);
    // Exactly 500 000 đ and exactly 5 kg: the free rate's and the heavy rate's lower ends.
    expect(offered((await checkoutFor(owner, [{ variantId: a, quantity: 5 }])).checkout)).toEqual(["Free over 500k 0", "Heavy 90000"]);
    // 4 × 1 kg + 3 × 0.25 kg = 4.75 kg, and 4.999 kg is Light's upper end; 437 035 đ.
    expect(
      offered(
        (
          await checkoutFor(owner, [
            { variantId: a, quantity: 4 },
            { variantId: b, quantity: 3 },
          ])
        ).checkout,
      ),
    ).toEqual(["Standard 30000", "Light 20000"]);
  });

  it("refuse a country no zone holds, at the shipping line and at completion, in the buyer's language", async () => {
    const { owner, a, rateId } = await setup();
    const us = await checkoutFor(owner, [{ variantId: a, quantity: 1 }], { ...ADDRESS, countryCode: "US" });
    expect(us.checkout.availableShippingRates).toEqual([]);
    const refused = await h.request(ce.shippingLine, { params: { storeId: owner.storeId, token: us.token }, body: { code: rateId("Standard") } });
    expect(refused.status).toBe(400);
    expect(refused.error.errors.code).toEqual(["We do not ship to this country"]);
    const vi = await h.request(ce.shippingLine, {
      params: { storeId: owner.storeId, token: us.token },
      body: { code: "standard" },
      headers: { "accept-language": "vi-VN,vi;q=0.9" },
    });
    expect(vi.error.errors.code).toEqual(["Chúng tôi không giao hàng đến quốc gia này"]);

    // Chosen for Vietnam, then the address moves to the US: the completion places nothing and says why.
    const moved = await checkoutFor(owner, [{ variantId: a, quantity: 1 }]);
    expect((await h.request(ce.shippingLine, { params: { storeId: owner.storeId, token: moved.token }, body: { code: rateId("Standard") } })).status).toBe(200);
    await h.request(ce.update, {
      params: { storeId: owner.storeId, token: moved.token },
      body: { shippingAddress: { ...ADDRESS, countryCode: "US" } as never },
    });
    const done = await complete(h, owner.storeId, moved.token);
    expect(done.status).toBe(400);
    expect(done.error.errors.shippingLine).toEqual(["We do not ship to this country"]);
    // A rate the cart no longer meets (Free needs 500 000 đ) is refused as a rate, not offered.
    const small = await checkoutFor(owner, [{ variantId: a, quantity: 1 }]);
    const free = await h.request(ce.shippingLine, { params: { storeId: owner.storeId, token: small.token }, body: { code: rateId("Free over 500k") } });
    expect(free.error.errors.code).toEqual(["Choose one of the shipping rates"]);
  });

  it("complete with a zone's rate: the order records it and its price", async () => {
    const { owner, a, rateId } = await setup();
    const c = await checkoutFor(owner, [{ variantId: a, quantity: 5 }]);
    const chosen = await h.request(ce.shippingLine, { params: { storeId: owner.storeId, token: c.token }, body: { code: rateId("Heavy") } });
    expect(chosen.body.checkout).toMatchObject({
      shippingLine: { code: rateId("Heavy"), title: "Heavy", price: 90000 },
      totalShipping: 90000,
      totalPrice: 590000,
    });
    const done = await complete(h, owner.storeId, c.token);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.order).toMatchObject({
      shippingLine: { code: rateId("Heavy"), title: "Heavy", price: 90000 },
      totalShipping: 90000,
      totalTax: 0,
      totalPrice: 590000,
    });
  });
});

describe("checkout with taxes", () => {
  it("included: the tax is extracted from each line after its discounts, rounded per line, and the total is unchanged", async () => {
    const { owner, a, b, rateId } = await setup();
    expect((await h.request(te.saveCountry, { headers: owner.headers, params: { countryCode: "VN" }, body: { tax: { rate: 10 } } as never })).status).toBe(200);
    const c = await checkoutFor(owner, [
      { variantId: a, quantity: 1 },
      { variantId: b, quantity: 1 },
    ]);
    // 100 000 × 10/110 = 9 090.9 → 9 091; 12 345 × 10/110 = 1 122.27 → 1 122 (tests/domain/tax-settings.test.ts shows
    // where rounding per line and rounding the sum differ).
    expect(c.checkout).toMatchObject({ subtotalPrice: 112345, totalTax: 10213, totalPrice: 112345 });
    await h.request(ce.shippingLine, { params: { storeId: owner.storeId, token: c.token }, body: { code: rateId("Standard") } });
    const done = await complete(h, owner.storeId, c.token);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    // Shipping is not taxed.
    expect(done.body.order).toMatchObject({ subtotalPrice: 112345, totalShipping: 30000, totalTax: 10213, totalPrice: 142345 });
  });

  it("excluded: the tax is added per line (half up), a region's rate wins over the country's, no rate is no tax", async () => {
    const { owner, a, b, rateId } = await setup();
    await h.request(te.saveSettings, { headers: owner.headers, body: { settings: { pricesIncludeTax: false, version: 1 } } });
    await h.request(te.saveCountry, {
      headers: owner.headers,
      params: { countryCode: "VN" },
      body: { tax: { rate: 10, regions: [{ name: "Hà Nội", rate: 8.5 }] } } as never,
    });
    const lines = [
      { variantId: a, quantity: 1 },
      { variantId: b, quantity: 3 },
    ];
    // 100 000 × 10 % = 10 000; 3 × 12 345 = 37 035 × 10 % = 3 703.5 → 3 704 (half up).
    const hcm = await checkoutFor(owner, lines);
    expect(hcm.checkout).toMatchObject({ subtotalPrice: 137035, totalTax: 13704, totalPrice: 150739 });
    // Hà Nội, written any way: 8.5 % → 8 500 and 3 147.975 → 3 148.
    const hn = await checkoutFor(owner, lines, { ...ADDRESS, province: "ha noi" });
    expect(hn.checkout).toMatchObject({ totalTax: 11648, totalPrice: 148683 });
    await h.request(ce.shippingLine, { params: { storeId: owner.storeId, token: hn.token }, body: { code: rateId("Standard") } });
    const done = await complete(h, owner.storeId, hn.token);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.order).toMatchObject({ subtotalPrice: 137035, totalShipping: 30000, totalTax: 11648, totalPrice: 178683 });
    // A country without a rate in a zone of the store pays no tax.
    await h.request(sz.create, { headers: owner.headers, body: { zone: { name: "Thái Lan", countries: ["TH"], rates: RATES } } as never });
    expect((await checkoutFor(owner, lines, { ...ADDRESS, countryCode: "TH" })).checkout).toMatchObject({ totalTax: 0, totalPrice: 137035 });
  });
});
