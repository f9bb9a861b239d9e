// The refund arithmetic (ADR 035, 039): a line gives back its price less its discount share, in steps that add up to it
// exactly, and a refund never gives back more than was paid less what was refunded.
import { describe, expect, it } from "vitest";
import { lineRefundMinor, planRefund, type RefundableInput } from "../../domain/order-actions";

const line = (over: Partial<RefundableInput["lines"][number]> = {}) => ({
  id: "00000000-0000-4000-8000-000000000001",
  quantity: 3,
  unitPriceMinor: 100000,
  discountMinor: 10000,
  refundedQuantity: 0,
  fulfilledQuantity: 0,
  ...over,
});

describe("lineRefundMinor", () => {
  it("spreads a line's net over its units so that any steps add up to it exactly", () => {
    // 300.000 less a 10.000 share: 290.000 over 3 units.
    const steps = [1, 1, 1].map((q, i) => lineRefundMinor(line({ refundedQuantity: i }), q));
    expect(steps).toEqual([96666, 96667, 96667]);
    expect(steps.reduce((a, b) => a + b)).toBe(290000);
    expect(lineRefundMinor(line(), 3)).toBe(290000);
    expect(lineRefundMinor(line({ refundedQuantity: 1 }), 2)).toBe(290000 - 96666);
  });
});

describe("planRefund", () => {
  const order = (over: Partial<RefundableInput> = {}): RefundableInput => ({
    currency: "VND",
    lines: [line()],
    shippingMinor: 30000,
    shippingRefundedMinor: 0,
    paidMinor: 320000,
    refundedMinor: 0,
    ...over,
  });

  it("computes the amount from the line's net and the shipping asked", () => {
    const plan = planRefund(order(), { lines: [{ lineId: line().id, quantity: 3, restock: true }], shipping: 30000 });
    expect(plan).toMatchObject({ ok: true, amountMinor: 320000, shippingMinor: 30000, lines: [{ quantity: 3, amountMinor: 290000, restock: true }] });
  });

  it("caps the whole at what is left to refund, scaling the lines down", () => {
    const plan = planRefund(order({ refundedMinor: 100000 }), { lines: [{ lineId: line().id, quantity: 3, restock: false }], shipping: 0 });
    expect(plan).toMatchObject({ ok: true, amountMinor: 220000, lines: [{ amountMinor: 220000 }] });
  });

  it("refuses more units or shipping than are left, an unknown line, and decimals VND does not have", () => {
    const plan = planRefund(order({ lines: [line({ refundedQuantity: 2 })], shippingRefundedMinor: 20000 }), {
      lines: [
        { lineId: line().id, quantity: 2, restock: false },
        { lineId: "00000000-0000-4000-8000-000000000009", quantity: 1, restock: false },
      ],
      shipping: 10001,
    });
    expect(plan).toEqual({
      ok: false,
      errors: {
        "lines.0.quantity": ["Only 1 left to refund"],
        "lines.1.lineId": ["This item is not in the order"],
        shipping: ["At most 10000 of shipping can be refunded"],
      },
    });
    expect(planRefund(order(), { lines: [], shipping: 0.5 })).toEqual({
      ok: false,
      errors: { shipping: ["This amount has more decimals than the currency allows"] },
    });
  });
});

describe("order mails (notification templates, ADR 064)", () => {
  it("keeps a default per SPEC template name in Liquid, and renders one in the store's language as the mails read before", async () => {
    const { ORDER_MAIL_TEMPLATES } = await import("../../domain/order-mails");
    const { defaultTemplate } = await import("../../domain/notification-templates");
    const { mailContext, renderTemplateMail } = await import("../../api/modules/notification-templates/render");
    expect(Object.keys(ORDER_MAIL_TEMPLATES)).toEqual(["order confirmation", "order canceled", "order refund", "shipping confirmation", "shipping update"]);
    expect(defaultTemplate("order-refund", "en").subject).toBe("Refund for order {{ order.name }} · {{ shop.name }}");
    const mail = await renderTemplateMail(
      "shipping-confirmation",
      "en",
      mailContext({
        shopName: "Saigon Threads",
        customerName: "Lan Nguyễn",
        order: { name: "#1001", items: [{ title: "Áo dài", variantTitle: "M", quantity: 2 }] },
        tracking: { company: "UPS", number: "1Z999", url: "https://www.ups.com/track?tracknum=1Z999" },
      }),
    );
    expect(mail.subject).toBe("Order #1001 is on the way · Saigon Threads");
    expect(mail.text).toBe(
      [
        "Hello Lan Nguyễn,",
        "Good news: items of your order #1001 have shipped.",
        "2 × Áo dài (M)",
        "Carrier: UPS, tracking number: 1Z999",
        "Track your package: https://www.ups.com/track?tracknum=1Z999",
        "Thank you,\nSaigon Threads",
      ].join("\n\n"),
    );
    const refund = await renderTemplateMail(
      "order-refund",
      "vi",
      mailContext({ shopName: "Shop", order: { name: "#1002", refund_amount: "150.000 đ", cancel_reason: "Hỏng", items: [] } }),
    );
    expect(refund.text).toContain("Chúng tôi đã hoàn 150.000 đ cho đơn hàng #1002 của bạn. Lý do: Hỏng");
    expect(refund.text.startsWith("Xin chào,")).toBe(true);
  });
});
