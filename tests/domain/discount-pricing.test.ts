import { describe, expect, it } from "vitest";
import {
  combinable,
  discountClass,
  percentOf,
  priceCart,
  type PricingDiscount,
  type PricingInput,
  type PricingLine,
  type PricingResult,
} from "../../domain/discount-pricing";

const NOW = new Date("2026-11-20T10:00:00Z");
const NONE = { orderDiscounts: false, productDiscounts: false, shippingDiscounts: false };
const ALL = { orderDiscounts: true, productDiscounts: true, shippingDiscounts: true };

let n = 0;
function discount(over: Partial<PricingDiscount> = {}): PricingDiscount {
  n += 1;
  return {
    id: `d${n}`,
    method: "code",
    code: `CODE${n}`,
    type: "percentage",
    value: 1000,
    minimum: { kind: "none", value: 0 },
    appliesTo: "all",
    productIds: [],
    collectionIds: [],
    buyXGetY: null,
    combinesWith: NONE,
    startsAt: new Date("2026-01-01T00:00:00Z"),
    endsAt: null,
    ...over,
  };
}

const line = (variantId: string, unitPriceMinor: number, quantity = 1, productId = `p-${variantId}`, collectionIds: string[] = []): PricingLine => ({
  variantId,
  productId,
  collectionIds,
  quantity,
  unitPriceMinor,
});

function price(lines: PricingLine[], discounts: PricingDiscount[], over: Partial<PricingInput> = {}): PricingResult {
  return priceCart({ lines, discounts, shippingMinor: 0, currency: "VND", now: NOW, ...over });
}

/** Every result's money adds up: per discount, per line and in total, and nothing goes below zero. */
function expectConsistent(r: PricingResult) {
  for (const a of r.applied) {
    expect(a.lineShares.reduce((s, x) => s + x, 0) + a.shippingMinor).toBe(a.amountMinor);
    for (const s of a.lineShares) expect(Number.isInteger(s) && s >= 0).toBe(true);
  }
  for (const [i, l] of r.lines.entries()) {
    expect(l.discountMinor).toBe(r.applied.reduce((s, a) => s + a.lineShares[i]!, 0));
    expect(l.totalMinor).toBe(l.subtotalMinor - l.discountMinor);
    expect(l.totalMinor).toBeGreaterThanOrEqual(0);
  }
  expect(r.discountMinor).toBe(r.applied.reduce((s, a) => s + a.amountMinor, 0));
  expect(r.totalMinor).toBe(r.subtotalMinor + r.shippingMinor - r.discountMinor);
  expect(r.shippingDiscountMinor).toBeLessThanOrEqual(r.shippingMinor);
}

describe("percentOf", () => {
  it("rounds half up in whole minor units", () => {
    expect(percentOf(99_999, 1000)).toBe(10_000); // 9,999.9 đ
    expect(percentOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(percentOf(4, 1000)).toBe(0); // 0.4 → 0
    expect(percentOf(5997, 1500)).toBe(900); // $59.97 × 15 % = $8.9955 → $9.00
    expect(percentOf(0, 1000)).toBe(0);
  });
  it("stays exact past 2^53 for huge VND amounts", () => {
    expect(percentOf(9_000_000_000_000, 3333)).toBe(2_999_700_000_000);
    expect(percentOf(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe("priceCart: percentage", () => {
  it("VND: 10 % of three lines of 33,333 đ is 10,000 đ, shared 3,334 / 3,333 / 3,333", () => {
    const r = price([line("a", 33_333), line("b", 33_333), line("c", 33_333)], [discount({ value: 1000 })]);
    expectConsistent(r);
    expect(r.applied[0]!.amountMinor).toBe(10_000);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([3334, 3333, 3333]);
    expect(r.totalMinor).toBe(89_999);
  });

  it("USD: 15 % of 3 × $19.99 is $9.00 (899.55 cents rounded once, not per unit)", () => {
    const r = price([line("a", 1999, 3)], [discount({ value: 1500 })], { currency: "USD" });
    expectConsistent(r);
    expect(r.applied[0]!.amountMinor).toBe(900);
    expect(r.currency).toBe("USD");
    expect(r.totalMinor).toBe(5997 - 900);
  });

  it("USD: 12.5 % over uneven lines shares by largest remainder and adds up", () => {
    const r = price([line("a", 1001), line("b", 333, 3), line("c", 7)], [discount({ value: 1250 })], { currency: "USD" });
    expectConsistent(r);
    expect(r.applied[0]!.amountMinor).toBe(percentOf(1001 + 999 + 7, 1250));
    expect(r.lines.map((l) => l.discountMinor)).toEqual([125, 125, 1]);
  });

  it("100 % takes each line to zero and no further", () => {
    const r = price([line("a", 12_345, 2), line("b", 1)], [discount({ value: 10_000 })]);
    expectConsistent(r);
    expect(r.totalMinor).toBe(0);
  });

  it("only the targeted products or collections are discounted", () => {
    const byProduct = discount({ appliesTo: "products", productIds: ["p-b"], value: 5000 });
    const r = price([line("a", 100_000), line("b", 80_000), line("c", 50_000, 1, "p-c", ["summer"])], [byProduct]);
    expectConsistent(r);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([0, 40_000, 0]);
    const byCollection = discount({ appliesTo: "collections", collectionIds: ["summer"], value: 2000 });
    const r2 = price([line("a", 100_000), line("c", 50_000, 1, "p-c", ["summer", "sale"])], [byCollection]);
    expect(r2.lines.map((l) => l.discountMinor)).toEqual([0, 10_000]);
    expect(r2.applied[0]!.class).toBe("product");
  });
});

describe("priceCart: fixed amount", () => {
  it("VND: 50,000 đ off spreads over the lines by price and adds up", () => {
    const r = price([line("a", 150_000), line("b", 70_000, 2), line("c", 9_990)], [discount({ type: "fixed_amount", value: 50_000 })]);
    expectConsistent(r);
    expect(r.applied[0]!.amountMinor).toBe(50_000);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([25_001, 23_334, 1665]); // 25,000.83 · 23,334.11 · 1,665.06: the largest remainder takes the last đồng;
  });

  it("never more than the targeted lines are worth", () => {
    const r = price(
      [line("a", 3000), line("b", 2000, 1, "p-b")],
      [discount({ type: "fixed_amount", value: 10_000, appliesTo: "products", productIds: ["p-a"] })],
    );
    expectConsistent(r);
    expect(r.applied[0]!.amountMinor).toBe(3000);
    expect(r.lines.map((l) => l.totalMinor)).toEqual([0, 2000]);
  });

  it("USD: $5.00 off $0.10 + $0.20 + $9.70 gives cents that add up to 500", () => {
    const r = price([line("a", 10), line("b", 20), line("c", 970)], [discount({ type: "fixed_amount", value: 500 })], { currency: "USD" });
    expectConsistent(r);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([5, 10, 485]);
  });
});

describe("priceCart: free shipping", () => {
  it("takes the whole shipping price and nothing off the lines", () => {
    const r = price([line("a", 200_000)], [discount({ type: "free_shipping", value: 0 })], { shippingMinor: 30_000 });
    expectConsistent(r);
    expect(r.shippingDiscountMinor).toBe(30_000);
    expect(r.lineDiscountMinor).toBe(0);
    expect(r.totalMinor).toBe(200_000);
    expect(r.applied[0]!.class).toBe("shipping");
  });

  it("with nothing to pay for shipping it is refused as having nothing to discount", () => {
    const r = price([line("a", 200_000)], [discount({ type: "free_shipping" })]);
    expect(r.applied).toEqual([]);
    expect(r.refused[0]!.reason).toBe("nothing_to_discount");
  });
});

describe("priceCart: buy X get Y", () => {
  const bxgy = (buyQuantity: number, getQuantity: number, getPercent: number, over: Partial<PricingDiscount> = {}) =>
    discount({ type: "buy_x_get_y", value: 0, buyXGetY: { buyQuantity, getQuantity, getPercent }, ...over });

  it("buy 2 get 1 free: the cheapest unit is the free one", () => {
    const r = price([line("a", 100_000, 2), line("b", 60_000)], [bxgy(2, 1, 100)]);
    expectConsistent(r);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([0, 60_000]);
    expect(r.applied[0]!.class).toBe("product");
  });

  it("counts every group of X + Y: 7 units of buy 2 get 1 is 2 free units", () => {
    const r = price([line("a", 50_000, 7)], [bxgy(2, 1, 100)]);
    expect(r.applied[0]!.amountMinor).toBe(100_000);
  });

  it("free units come from several lines when the cheapest runs out, shared by their price", () => {
    const r = price([line("a", 10_000, 1), line("b", 20_000, 3), line("c", 90_000, 4)], [bxgy(1, 1, 50)]);
    expectConsistent(r);
    // 8 units → 4 got at 50 %: 1 × 10,000 + 3 × 20,000 = 70,000 → 35,000.
    expect(r.applied[0]!.amountMinor).toBe(35_000);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([5000, 30_000, 0]);
  });

  it("USD: half off the got unit rounds half up once", () => {
    const r = price([line("a", 999, 2)], [bxgy(1, 1, 50)], { currency: "USD" });
    expect(r.applied[0]!.amountMinor).toBe(500);
  });

  it("too few units is refused as not meeting the quantity", () => {
    const r = price([line("a", 100_000, 2)], [bxgy(2, 1, 100)]);
    expect(r.applied).toEqual([]);
    expect(r.refused).toEqual([{ discountId: expect.any(String), code: expect.any(String), reason: "minimum_quantity" }]);
  });

  it("only units of the targeted products count and are got", () => {
    const r = price([line("a", 1000, 3), line("b", 10, 5)], [bxgy(2, 1, 100, { appliesTo: "products", productIds: ["p-a"] })]);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([1000, 0]);
  });
});

describe("priceCart: buy X get Y with its own items to get", () => {
  /** Buy `buy` shirts (product p-shirt), get `get` of `gets` at `percent` off. */
  const shirtsFor = (buy: number, get: number, percent: number, gets: NonNullable<PricingDiscount["buyXGetY"]>["gets"]) =>
    discount({
      type: "buy_x_get_y",
      value: 0,
      appliesTo: "products",
      productIds: ["p-shirt"],
      buyXGetY: { buyQuantity: buy, getQuantity: get, getPercent: percent, gets },
    });
  const hats = { appliesTo: "products" as const, productIds: ["p-hat"], collectionIds: [] };

  it("buy 2 shirts, get a hat free: the hat is got, never a shirt, even when a shirt is cheaper", () => {
    const r = price([line("shirt", 40_000, 2), line("hat", 90_000, 1)], [shirtsFor(2, 1, 100, hats)]);
    expectConsistent(r);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([0, 90_000]);
    expect(r.applied[0]).toMatchObject({ class: "product", amountMinor: 90_000 });
  });

  it("each 2 shirts give one hat, as many times as both allow; the cheapest hats are got", () => {
    // 5 shirts: 2 times; 3 hats in the cart (two kinds): the 2 cheapest are free.
    const r = price([line("shirt", 40_000, 5), line("hat", 90_000, 1), line("cap", 30_000, 2, "p-hat")], [shirtsFor(2, 1, 100, hats)]);
    expectConsistent(r);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([0, 0, 60_000]);
    // One hat for 4 shirts: the hats run out first.
    const few = price([line("shirt", 40_000, 4), line("hat", 90_000, 1)], [shirtsFor(2, 1, 50, hats)]);
    expect(few.lines.map((l) => l.discountMinor)).toEqual([0, 45_000]);
  });

  it("gets from a collection: a line of one of its products", () => {
    const d = shirtsFor(1, 1, 100, { appliesTo: "collections", productIds: [], collectionIds: ["c-acc"] });
    const r = price([line("shirt", 40_000, 1), line("belt", 25_000, 1, "p-belt", ["c-acc"]), line("sock", 5_000, 1)], [d]);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([0, 25_000, 0]);
  });

  it("refused: too few bought is the quantity; nothing to get in the cart is no eligible items", () => {
    const one = price([line("shirt", 40_000, 1), line("hat", 90_000, 1)], [shirtsFor(2, 1, 100, hats)]);
    expect(one.refused.map((x) => x.reason)).toEqual(["minimum_quantity"]);
    const noHat = price([line("shirt", 40_000, 4)], [shirtsFor(2, 1, 100, hats)]);
    expect(noHat.refused.map((x) => x.reason)).toEqual(["no_eligible_items"]);
    const noShirt = price([line("hat", 90_000, 3)], [shirtsFor(2, 1, 100, hats)]);
    expect(noShirt.refused.map((x) => x.reason)).toEqual(["no_eligible_items"]);
  });

  it("items that are both bought and got: those only bought are the bought ones first, then the dearest; a unit is never both", () => {
    // Buys: shirts and hats; gets: hats. 1 shirt + 3 hats, buy 2 get 1: the shirt and the dearest hat are bought, the cheapest hat is got.
    const d = discount({
      type: "buy_x_get_y",
      value: 0,
      appliesTo: "products",
      productIds: ["p-shirt", "p-hat"],
      buyXGetY: { buyQuantity: 2, getQuantity: 1, getPercent: 100, gets: hats },
    });
    const r = price([line("shirt", 40_000, 1), line("hat", 90_000, 1), line("cap", 30_000, 2, "p-hat")], [d]);
    expectConsistent(r);
    expect(r.applied[0]!.amountMinor).toBe(30_000);
    expect(r.lines.map((l) => l.discountMinor)).toEqual([0, 0, 30_000]);
    // Two hats alone: one bought, none left to get.
    expect(price([line("hat", 90_000, 2)], [d]).refused.map((x) => x.reason)).toEqual(["minimum_quantity"]);
  });

  it('"same" (and a discount saved before the gets existed) is buy X get Y of the items bought, as before', () => {
    const lines = [line("a", 100_000, 2), line("b", 60_000)];
    const before = price(lines, [discount({ type: "buy_x_get_y", value: 0, buyXGetY: { buyQuantity: 2, getQuantity: 1, getPercent: 100 } })]);
    const same = price(lines, [
      discount({
        type: "buy_x_get_y",
        value: 0,
        buyXGetY: { buyQuantity: 2, getQuantity: 1, getPercent: 100, gets: { appliesTo: "same", productIds: ["p-x"], collectionIds: [] } },
      }),
    ]);
    const shares = (r: PricingResult) => r.lines.map((l) => [l.subtotalMinor, l.discountMinor, l.totalMinor]);
    expect(shares(same)).toEqual(shares(before));
    expect(same.lines.map((l) => l.discountMinor)).toEqual([0, 60_000]);
  });
});

describe("priceCart: eligibility", () => {
  it("dates: not yet started, ended (end is exclusive), and running", () => {
    const future = discount({ startsAt: new Date("2026-12-01T00:00:00Z") });
    const ended = discount({ endsAt: NOW });
    const running = discount({ endsAt: new Date(NOW.getTime() + 1) });
    const r = price([line("a", 100_000)], [future, ended, running]);
    expect(r.refused.map((x) => [x.discountId, x.reason])).toEqual([
      [future.id, "not_started"],
      [ended.id, "expired"],
    ]);
    expect(r.applied.map((a) => a.discountId)).toEqual([running.id]);
  });

  it("minimum purchase amount counts only the lines it applies to", () => {
    const d = discount({ minimum: { kind: "amount", value: 100_000 }, appliesTo: "products", productIds: ["p-a"] });
    expect(price([line("a", 99_999), line("b", 500_000)], [d]).refused[0]!.reason).toBe("minimum_amount");
    expect(price([line("a", 50_000, 2)], [d]).applied).toHaveLength(1);
  });

  it("minimum quantity", () => {
    const d = discount({ minimum: { kind: "quantity", value: 3 } });
    expect(price([line("a", 1000, 2)], [d]).refused[0]!.reason).toBe("minimum_quantity");
    expect(price([line("a", 1000, 2), line("b", 1000)], [d]).applied).toHaveLength(1);
  });

  it("no line it applies to, and an empty cart", () => {
    const d = discount({ appliesTo: "collections", collectionIds: ["none"] });
    expect(price([line("a", 1000)], [d]).refused[0]!.reason).toBe("no_eligible_items");
    const r = price([], [discount()]);
    expect(r.refused[0]!.reason).toBe("no_eligible_items");
    expect(r.totalMinor).toBe(0);
  });

  it("refuses bad input rather than pricing it", () => {
    expect(() => price([line("a", 10.5)], [])).toThrow(RangeError);
    expect(() => price([line("a", 10, -1)], [])).toThrow(RangeError);
    expect(() => price([], [], { shippingMinor: -1 })).toThrow(RangeError);
  });
});

describe("priceCart: combinations", () => {
  it("classes: shipping, product (targeted or buy X get Y), order", () => {
    expect(discountClass({ type: "free_shipping", appliesTo: "all" })).toBe("shipping");
    expect(discountClass({ type: "percentage", appliesTo: "products" })).toBe("product");
    expect(discountClass({ type: "buy_x_get_y", appliesTo: "all" })).toBe("product");
    expect(discountClass({ type: "fixed_amount", appliesTo: "all" })).toBe("order");
  });

  it("two discounts that do not combine: the one worth more to the buyer applies, the other is refused", () => {
    const small = discount({ value: 500, method: "automatic", code: null });
    const big = discount({ value: 2000 });
    const r = price([line("a", 100_000)], [small, big]);
    expect(r.applied.map((a) => a.discountId)).toEqual([big.id]);
    expect(r.refused).toEqual([{ discountId: small.id, code: null, reason: "not_combinable" }]);
  });

  it("combination must be allowed by both sides", () => {
    const order = discount({ value: 1000, combinesWith: { ...NONE, shippingDiscounts: true } });
    const ship = discount({ type: "free_shipping", combinesWith: NONE });
    expect(combinable(order, ship)).toBe(false);
    const r = price([line("a", 100_000)], [order, ship], { shippingMinor: 50_000 });
    expect(r.applied.map((a) => a.discountId)).toEqual([ship.id]); // 50,000 off beats 10,000 off
    const ship2 = discount({ type: "free_shipping", combinesWith: { ...NONE, orderDiscounts: true } });
    const r2 = price([line("a", 100_000)], [order, ship2], { shippingMinor: 50_000 });
    expectConsistent(r2);
    expect(r2.applied.map((a) => a.discountId)).toEqual([order.id, ship2.id]);
    expect(r2.discountMinor).toBe(60_000);
  });

  it("product discounts apply first, then the order discount on what is left", () => {
    const product = discount({ appliesTo: "products", productIds: ["p-a"], value: 5000, combinesWith: ALL });
    const order = discount({ value: 1000, combinesWith: ALL });
    const r = price([line("a", 100_000), line("b", 100_000)], [order, product]);
    expectConsistent(r);
    expect(r.applied.map((a) => a.class)).toEqual(["product", "order"]);
    // a: 100,000 − 50,000 = 50,000; order 10 % of 150,000 = 15,000 shared 5,000 / 10,000.
    expect(r.lines.map((l) => l.discountMinor)).toEqual([55_000, 10_000]);
  });

  it("a tie goes to the code the buyer typed", () => {
    const auto = discount({ method: "automatic", code: null, value: 1000 });
    const code = discount({ value: 1000 });
    expect(price([line("a", 100_000)], [auto, code]).applied.map((a) => a.discountId)).toEqual([code.id]);
  });

  it("a fixed amount cannot push a line already discounted below zero", () => {
    const pct = discount({ value: 9000, combinesWith: ALL });
    const fixed = discount({ type: "fixed_amount", value: 50_000, combinesWith: ALL });
    const r = price([line("a", 30_000)], [pct, fixed]);
    expectConsistent(r);
    expect(r.totalMinor).toBe(0);
    expect(r.discountMinor).toBe(30_000);
  });

  it("many candidates (past the exhaustive limit) still give a consistent, combinable set", () => {
    const many = Array.from({ length: 15 }, (_, i) => discount({ value: 100 * (i + 1), combinesWith: i % 2 === 0 ? ALL : NONE }));
    const r = price([line("a", 1_000_000), line("b", 333_333, 3)], many);
    expectConsistent(r);
    for (const a of r.applied)
      for (const b of r.applied)
        if (a !== b)
          expect(
            combinable(
              many.find((d) => d.id === a.discountId)!,
              many.find((d) => d.id === b.discountId)!,
            ),
          ).toBe(true);
    expect(r.applied.length + r.refused.length).toBe(15);
    expect(r.discountMinor).toBeGreaterThanOrEqual(percentOf(1_999_999, 1500)); // at least the best single one
  });

  it("randomised carts always add up", () => {
    let seed = 42;
    const rnd = (k: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % k;
    };
    for (let round = 0; round < 300; round++) {
      const lines = Array.from({ length: 1 + rnd(6) }, (_, i) => line(`v${i}`, rnd(500_000), 1 + rnd(5), `p${rnd(3)}`, [`c${rnd(3)}`]));
      const ds = Array.from({ length: 1 + rnd(4) }, () => {
        const type = (["percentage", "fixed_amount", "free_shipping", "buy_x_get_y"] as const)[rnd(4)]!;
        return discount({
          type,
          value: type === "percentage" ? 1 + rnd(10_000) : rnd(300_000),
          appliesTo: (["all", "products", "collections"] as const)[rnd(3)],
          productIds: [`p${rnd(3)}`],
          collectionIds: [`c${rnd(3)}`],
          buyXGetY: { buyQuantity: 1 + rnd(3), getQuantity: 1 + rnd(2), getPercent: 1 + rnd(100) },
          combinesWith: { orderDiscounts: rnd(2) === 0, productDiscounts: rnd(2) === 0, shippingDiscounts: rnd(2) === 0 },
        });
      });
      const r = price(lines, ds, { shippingMinor: rnd(50_000), currency: rnd(2) ? "USD" : "VND" });
      expectConsistent(r);
      expect(r.applied.length + r.refused.length).toBe(ds.length);
    }
  });
});
