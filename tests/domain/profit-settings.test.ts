import { describe, expect, it } from "vitest";
import { estimatedProfitOf, profitSettingsFormSchema } from "../../domain/profit-settings";
import { variantFormSchema } from "../../domain/variant";

describe("estimatedProfitOf", () => {
  const settings = { paymentFeePercent: 2.9, paymentFeeFixedMinor: 2000, shippingCostPerOrderMinor: 25000 };

  it("subtracts discounts, refunds, cost of goods, shipping cost per order and payment fees on what was charged", () => {
    const p = estimatedProfitOf(
      { revenueMinor: 1_000_000, costMinor: 400_000, shippingCostMinor: null, discountsMinor: 100_000, refundsMinor: 50_000, orders: 4 },
      settings,
    );
    // Fees: 2.9% of 900,000 = 26,100, plus 4 × 2,000; shipping 4 × 25,000.
    expect(p).toEqual({
      revenueMinor: 1_000_000,
      discountsMinor: 100_000,
      refundsMinor: 50_000,
      netSalesMinor: 850_000,
      costMinor: 400_000,
      shippingCostMinor: 100_000,
      paymentFeesMinor: 34_100,
      profitMinor: 315_900,
      margin: 0.3716,
    });
  });

  it("uses a known shipping cost instead of the estimate, rounds the percent fee half up, and has no margin without sales", () => {
    const known = estimatedProfitOf(
      { revenueMinor: 1001, costMinor: 0, shippingCostMinor: 7, discountsMinor: 0, refundsMinor: 0, orders: 1 },
      { ...settings, paymentFeeFixedMinor: 0 },
    );
    expect(known.shippingCostMinor).toBe(7);
    expect(known.paymentFeesMinor).toBe(29); // 29.029
    const none = estimatedProfitOf({ revenueMinor: 0, costMinor: 0, shippingCostMinor: null, discountsMinor: 0, refundsMinor: 0, orders: 0 }, settings);
    expect(none).toMatchObject({ paymentFeesMinor: 0, shippingCostMinor: 0, profitMinor: 0, margin: null });
    // A year of a big store's sales: exact past 2^53 in the intermediate product.
    const big = estimatedProfitOf(
      { revenueMinor: 5e12, costMinor: 0, shippingCostMinor: 0, discountsMinor: 0, refundsMinor: 0, orders: 1 },
      { ...settings, paymentFeeFixedMinor: 0 },
    );
    expect(big.paymentFeesMinor).toBe(145e9);
  });
});

describe("the profit settings form", () => {
  it("reads amounts as the store's currency is written, and refuses what could be read two ways", () => {
    const vnd = profitSettingsFormSchema("VND").safeParse({
      paymentFeePercent: "2,5",
      paymentFeeFixed: "2.000",
      shippingCostPerOrder: "30.000 đ",
      version: "1",
    });
    expect(vnd.success && vnd.data).toEqual({ paymentFeePercent: 2.5, paymentFeeFixed: 2000, shippingCostPerOrder: 30000, version: 1 });
    const usd = profitSettingsFormSchema("USD").safeParse({ paymentFeePercent: "", paymentFeeFixed: "$0.30", shippingCostPerOrder: "1,234.5", version: "2" });
    expect(usd.success && usd.data).toEqual({ paymentFeePercent: 0, paymentFeeFixed: 0.3, shippingCostPerOrder: 1234.5, version: 2 });
    const bad = profitSettingsFormSchema("USD").safeParse({ paymentFeePercent: "120", paymentFeeFixed: "1.234", shippingCostPerOrder: "-1", version: "" });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      paymentFeePercent: "Payment fee (%) must be from 0 to 100",
      paymentFeeFixed: "Write the amount like 1234.56 or 1,234.56",
      shippingCostPerOrder: "Amount must be a number, 0 or more",
      version: "Version required",
    });
  });
});

describe("the variant editor's cost per item", () => {
  it("is typed in the store's currency; blank is not known", () => {
    const cost = (currency: "VND" | "USD", typed: string) => variantFormSchema(currency).safeParse({ price: "199000", cost: typed });
    expect(cost("VND", "95.000").data?.cost).toBe(95000);
    expect(cost("USD", "12.50").data?.cost).toBe(12.5);
    expect(cost("USD", "").data?.cost).toBeNull();
    expect(cost("VND", "95,5").error?.issues[0]?.message).toMatch(/Write a whole number of đồng, like 30000 or 30.000/);
    const form = variantFormSchema("VND").safeParse({ price: "199000", cost: "85.000" });
    expect(form.success && form.data.cost).toBe(85000);
  });
});
