// The checkout's tax math (ADR 059): per line, half up in minor units, included or excluded; and the rate for an address.
import { describe, expect, it } from "vitest";
import { priceCheckout } from "../../domain/checkout";
import { rateApplies, type StoredRate } from "../../domain/shipping-zones";
import { taxOfLine, taxRateFor, toScaledRate } from "../../domain/tax-settings";

const line = (variantId: string, unitPriceMinor: number, quantity = 1) => ({ variantId, productId: "p", quantity, unitPriceMinor });

describe("tax per line", () => {
  it("excluded: amount × rate, half up; included: amount × rate / (1 + rate), half up", () => {
    expect(taxOfLine(5, toScaledRate(10), false)).toBe(1); // 0.5 → 1
    expect(taxOfLine(4, toScaledRate(10), false)).toBe(0); // 0.4 → 0
    expect(taxOfLine(110, toScaledRate(10), true)).toBe(10);
    expect(taxOfLine(100_000, toScaledRate(10), true)).toBe(9091); // 9 090.909…
    expect(taxOfLine(1999, toScaledRate(8.875), false)).toBe(177); // 177.41
    expect(taxOfLine(0, toScaledRate(10), false)).toBe(0);
    expect(taxOfLine(100, 0, false)).toBe(0);
  });

  it("rounds each line, not the sum: two 5-unit lines at 10 % excluded are 1 + 1, where the sum would round 1", () => {
    const price = priceCheckout({
      currency: "USD",
      lines: [line("a", 5), line("b", 5)],
      shipping: null,
      tax: { scaledRate: toScaledRate(10), included: false },
    });
    expect(price).toMatchObject({ subtotalMinor: 10, taxMinor: 2, taxIncluded: false, totalMinor: 12 });
    const included = priceCheckout({
      currency: "USD",
      lines: [line("a", 5), line("b", 5)],
      shipping: null,
      tax: { scaledRate: toScaledRate(10), included: true },
    });
    // 5 / 11 = 0.45 → 0 each; the total is the prices.
    expect(included).toMatchObject({ taxMinor: 0, taxIncluded: true, totalMinor: 10 });
  });

  it("taxes what a line costs after its discounts, never the shipping", () => {
    const price = priceCheckout({
      currency: "USD",
      lines: [line("a", 1000, 2)],
      shipping: { code: "s", title: "S", priceMinor: 500 },
      discount: () => [{ discountId: "d", code: null, title: "D", type: "fixed", target: "lines", amountMinor: 1000 }],
      tax: { scaledRate: toScaledRate(10), included: false },
    });
    expect(price).toMatchObject({ subtotalMinor: 2000, discountMinor: 1000, shippingMinor: 500, taxMinor: 100, totalMinor: 1600 });
  });

  it("a region listed for the country wins, matched without case or accents; else the country's; else none", () => {
    const taxes = [{ countryCode: "VN", rate: 10_000, regions: [{ name: "Hà Nội", rate: 8_000 }] }];
    expect(taxRateFor(taxes, { countryCode: "vn", province: "  HA NOI " })).toBe(8_000);
    expect(taxRateFor(taxes, { countryCode: "VN", province: "Đà Nẵng" })).toBe(10_000);
    expect(taxRateFor(taxes, { countryCode: "US", province: "" })).toBeNull();
    expect(taxRateFor(taxes, null)).toBeNull();
  });
});

describe("shipping rate conditions", () => {
  const rate = (condition: StoredRate["condition"], min: number, max: number | null): StoredRate => ({
    id: "r",
    name: "R",
    priceMinor: 0,
    condition,
    min,
    max,
  });
  it("include both ends of a range; a blank upper end is open; no condition always applies", () => {
    expect(rateApplies(rate("price", 100, 200), { subtotalMinor: 100, grams: 0 })).toBe(true);
    expect(rateApplies(rate("price", 100, 200), { subtotalMinor: 200, grams: 0 })).toBe(true);
    expect(rateApplies(rate("price", 100, 200), { subtotalMinor: 201, grams: 0 })).toBe(false);
    expect(rateApplies(rate("price", 100, 200), { subtotalMinor: 99, grams: 0 })).toBe(false);
    expect(rateApplies(rate("weight", 5000, null), { subtotalMinor: 0, grams: 1_000_000 })).toBe(true);
    expect(rateApplies(rate("weight", 5000, null), { subtotalMinor: 1e9, grams: 4999 })).toBe(false);
    expect(rateApplies(rate("none", 0, null), { subtotalMinor: 0, grams: 0 })).toBe(true);
  });
});
