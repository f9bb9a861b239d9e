// priceCheckout (domain/checkout.ts): exact minor units, and the discount step's seam (ADR 037).
import { describe, expect, it } from "vitest";
import { isCountryCode, mergeCartLines, priceCheckout, SHIPPING_RATES, type DiscountStep, type PricingLine } from "../../domain/checkout";

const line = (variantId: string, quantity: number, unitPriceMinor: number): PricingLine => ({
  variantId,
  productId: `p-${variantId}`,
  quantity,
  unitPriceMinor,
});

describe("priceCheckout", () => {
  it("adds lines and shipping in minor units: VND whole đồng, USD cents, no float drift", () => {
    const vnd = priceCheckout({ currency: "VND", lines: [line("a", 3, 199000), line("b", 2, 49500)], shipping: SHIPPING_RATES.vi[0]! });
    expect(vnd).toMatchObject({ subtotalMinor: 696000, shippingMinor: 30000, discountMinor: 0, taxMinor: 0, totalMinor: 726000, discounts: [] });
    const usd = priceCheckout({ currency: "USD", lines: [line("a", 3, 1999), line("b", 2, 10)], shipping: SHIPPING_RATES.en[1]! });
    expect(usd).toMatchObject({ subtotalMinor: 6017, shippingMinor: 1500, totalMinor: 7517 });
    expect(usd.lines.map((l) => l.lineTotalMinor)).toEqual([5997, 20]);
    expect(priceCheckout({ currency: "VND", lines: [], shipping: null }).totalMinor).toBe(0);
  });

  it("takes a discount step's amounts off: spread over the lines it names by largest remainder, capped, shipping apart", () => {
    const lines = [line("a", 1, 100000), line("b", 1, 200000), line("c", 1, 50000)];
    const step: DiscountStep = (cart) => [
      { discountId: "d1", code: "TET", title: "Tết 10%", type: "percentage", target: "lines", amountMinor: Math.round(cart.subtotalMinor / 10) },
      { discountId: "d2", code: null, title: "Free shipping", type: "free_shipping", target: "shipping", amountMinor: 999999 },
      { discountId: "d3", code: "AB", title: "100k off a and b", type: "fixed_amount", target: "lines", amountMinor: 100001, lineIndexes: [0, 1] },
    ];
    const price = priceCheckout({ currency: "VND", lines, shipping: SHIPPING_RATES.vi[0]!, discount: step });
    expect(price.discounts.map((d) => [d.discountId, d.amountMinor])).toEqual([
      ["d1", 35000],
      ["d2", 30000],
      ["d3", 100001],
    ]);
    // 35,000 over 100k/200k/50k is 10,000/20,000/5,000; then 100,001 over what is left of a and b (90k, 180k).
    expect(price.lines.map((l) => l.discountMinor)).toEqual([10000 + 33334, 20000 + 66667, 5000]);
    expect(price.lines.reduce((s, l) => s + l.discountMinor, 0) + 30000).toBe(price.discountMinor);
    expect(price.totalMinor).toBe(350000 - 35000 - 100001 + 30000 - 30000);
  });

  it("never takes off more than there is: a discount larger than the lines leaves 0, never a negative total", () => {
    const price = priceCheckout({
      currency: "USD",
      lines: [line("a", 2, 333)],
      shipping: null,
      discount: () => [{ discountId: "d", code: "ALL", title: "All", type: "fixed_amount", target: "lines", amountMinor: 5000 }],
    });
    expect(price).toMatchObject({ subtotalMinor: 666, discountMinor: 666, totalMinor: 0 });
    expect(price.discounts[0]!.amountMinor).toBe(666);
  });
});

describe("cart lines and countries", () => {
  it("merges lines of one variant (any case), keeping first-seen order", () => {
    expect(
      mergeCartLines([
        { variantId: "AA", quantity: 1 },
        { variantId: "bb", quantity: 2 },
        { variantId: "aa", quantity: 3 },
      ]),
    ).toEqual([
      { variantId: "aa", quantity: 4 },
      { variantId: "bb", quantity: 2 },
    ]);
  });

  it("knows country codes, not groupings or unknown ones", () => {
    expect(["VN", "US", "JP", "XK"].every(isCountryCode)).toBe(true);
    expect(["vn", "XX", "ZZ", "EU", "UN", "USA", ""].some(isCountryCode)).toBe(false);
  });
});
