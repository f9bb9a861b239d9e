// Amounts typed by people (domain/money.ts parseMoneyInput): the order's currency says how its figures are written, and
// what could be read two ways is refused with a message saying how to write it, never guessed.
import { describe, expect, it } from "vitest";
import { MONEY_INPUT_MESSAGES, formatMoney, parseMoneyInput } from "../../domain/money";
import { ORDER_ACTION_MESSAGES, planRefund, refundFormSchema } from "../../domain/order-actions";

const minor = (text: string, currency: "VND" | "USD") => {
  const parsed = parseMoneyInput(text, currency);
  return parsed.ok ? parsed.minor : parsed.message;
};

describe("parseMoneyInput", () => {
  it("VND: whole đồng, with '.', ',' or spaces grouping the thousands, as formatMoney writes them", () => {
    expect(minor("30.000", "VND")).toBe(30000);
    expect(minor("30,000", "VND")).toBe(30000);
    expect(minor("30 000", "VND")).toBe(30000);
    expect(minor("30\u00a0000", "VND")).toBe(30000);
    expect(minor("30000", "VND")).toBe(30000);
    expect(minor("1.250.000", "VND")).toBe(1250000);
    expect(minor(" 0 ", "VND")).toBe(0);
    // What formatMoney shows can be typed back, sign and all.
    expect(minor(formatMoney(1250000, "vi"), "VND")).toBe(1250000);
    expect(minor("30.000đ", "VND")).toBe(30000);
    expect(minor("30.000 VND", "VND")).toBe(30000);
    expect(minor("₫30,000", "VND")).toBe(30000);
  });

  it("VND: decimals, mixed or misplaced separators are refused, not guessed", () => {
    for (const text of ["30,5", "30.50", "1.234,5", "30.000,00", "1,234.567", "1.23.456", "12.3456", "30.000.", ".500"])
      expect(minor(text, "VND"), text).toBe(MONEY_INPUT_MESSAGES.VND);
  });

  it("USD: '1234.56' and '1,234.56', at most two decimals; the rest is refused", () => {
    expect(minor("1234.56", "USD")).toBe(123456);
    expect(minor("1,234.56", "USD")).toBe(123456);
    expect(minor("1,234", "USD")).toBe(123400);
    expect(minor("5.5", "USD")).toBe(550);
    expect(minor("$12.05", "USD")).toBe(1205);
    expect(minor(formatMoney(1234.5, "en"), "USD")).toBe(123450);
    expect(minor("0.1", "USD")).toBe(10);
    // "1.234" is 1234 written the Vietnamese way, or a price with three decimals: ambiguous either way.
    for (const text of ["1.234", "1,5", "1,50", "1.234,56", "1 234.56", "12.345", "1.999", "1,2345.00"])
      expect(minor(text, "USD"), text).toBe(MONEY_INPUT_MESSAGES.USD);
  });

  it("what is not an amount at all", () => {
    for (const currency of ["VND", "USD"] as const)
      for (const text of ["", "  ", "abc", "-5", "1e3", "0x10", "30k", "đ", "9".repeat(20)])
        expect(minor(text, currency), `${text} ${currency}`).toBe(MONEY_INPUT_MESSAGES.notNumber);
  });
});

describe("the refund form's shipping amount", () => {
  const base = { orderId: "0b5a1f3e-8a6e-4c55-9d3c-1f2e3d4c5b6a", idempotencyKey: "render-key-1", lines: [] };

  it("is read in the order's currency: '30.000' is thirty thousand đồng, not thirty", () => {
    expect(refundFormSchema("VND").parse({ ...base, shipping: "30.000" }).shipping).toBe(30000);
    expect(refundFormSchema("USD").parse({ ...base, shipping: "1,234.56" }).shipping).toBe(1234.56);
    // Blank is nothing to give back (then the lines must have something).
    expect(refundFormSchema("VND").safeParse({ ...base, shipping: "" }).error?.issues[0]?.message).toBe(ORDER_ACTION_MESSAGES.nothingToRefund);
  });

  it("an ambiguous amount is refused on its field with how to write it", () => {
    const refused = refundFormSchema("VND").safeParse({ ...base, shipping: "30,5" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["shipping", MONEY_INPUT_MESSAGES.VND]]);
    expect(refundFormSchema("USD").safeParse({ ...base, shipping: "1.234" }).error?.issues[0]?.message).toBe(MONEY_INPUT_MESSAGES.USD);
  });

  it("the over-limit message says the cap in the order's money when the screen asks for it", () => {
    const r = { currency: "VND" as const, lines: [], shippingMinor: 30000, shippingRefundedMinor: 0, paidMinor: 100000, refundedMinor: 0 };
    const over = planRefund(r, { lines: [], shipping: 300000 }, { formatAmount: (m) => formatMoney(m, "vi") });
    expect(over.errors?.shipping).toEqual(["At most 30.000 đ of shipping can be refunded"]);
    // The API's own answer keeps its plain figure.
    expect(planRefund(r, { lines: [], shipping: 300000 }).errors?.shipping).toEqual(["At most 30000 of shipping can be refunded"]);
  });
});
