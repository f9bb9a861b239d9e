// The order page's estimated profit card (app/features/orders/OrderProfitCard): what comes off the revenue carries a
// minus sign, and nothing taken off reads 0, never "−0" (a wholly refunded order keeps no items, so no cost).
import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../domain/i18n";
import { translatorOf } from "../../domain/i18n/reader";
import type { OrderProfitDto } from "../../domain/order-admin";
import { I18nProvider } from "../../app/lib/i18n";
import { OrderProfitCard } from "../../app/features/orders/OrderDetailParts";

function cells(profit: OrderProfitDto): string[] {
  const html = renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(I18nProvider, { translator: translatorOf(createI18n("en")) }, createElement(OrderProfitCard, { profit })),
    ),
  );
  return [...html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]!);
}

const base: OrderProfitDto = {
  orderId: "o",
  currency: "VND",
  revenue: 1_052_000,
  discounts: 0,
  shipping: 30_000,
  taxes: 0,
  costOfGoods: 603_000,
  costKnown: true,
  costMissing: 0,
  profit: 449_000,
  margin: 0.4268,
  note: "",
};

describe("the estimated profit card", () => {
  it("signs what comes off, and shows nothing taken off as 0, not −0", () => {
    expect(cells(base)).toEqual(["Revenue", "1.052.000 đ", "Taxes", "0 đ", "Cost of goods", "−603.000 đ", "Profit", "449.000 đ"]);
    const refunded = cells({ ...base, revenue: 0, costOfGoods: 0, profit: 0, margin: null });
    expect(refunded).toContain("0 đ");
    expect(refunded.join(" ")).not.toContain("−0");
    expect(cells({ ...base, taxes: 91_000 })).toContain("−91.000 đ");
  });
});
