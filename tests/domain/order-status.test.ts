import { describe, expect, it } from "vitest";
import { financialStatusOf, fulfillmentStatusOf, unfulfilledOf } from "../../domain/order";

const money = (o: Partial<Parameters<typeof financialStatusOf>[0]>) => ({
  totalMinor: 500000,
  paidMinor: 0,
  authorizedMinor: 0,
  refundedMinor: 0,
  voided: false,
  ...o,
});

describe("an order's statuses (ADR 035)", () => {
  it("financial: pending until paid; authorized while a provider holds it; refunds partly or wholly; voided", () => {
    expect(financialStatusOf(money({}))).toBe("pending");
    expect(financialStatusOf(money({ authorizedMinor: 500000 }))).toBe("authorized");
    expect(financialStatusOf(money({ paidMinor: 500000 }))).toBe("paid");
    expect(financialStatusOf(money({ paidMinor: 200000 }))).toBe("pending");
    expect(financialStatusOf(money({ paidMinor: 500000, refundedMinor: 100000 }))).toBe("partially_refunded");
    expect(financialStatusOf(money({ paidMinor: 500000, refundedMinor: 500000 }))).toBe("refunded");
    expect(financialStatusOf(money({ voided: true }))).toBe("voided");
    expect(financialStatusOf(money({ totalMinor: 0 }))).toBe("paid");
  });

  it("fulfilment: what is left to ship is ordered less shipped less refunded", () => {
    expect(unfulfilledOf({ quantity: 3, fulfilledQuantity: 1, refundedQuantity: 1 })).toBe(1);
    expect(fulfillmentStatusOf([{ quantity: 2, fulfilledQuantity: 0, refundedQuantity: 0 }])).toBe("unfulfilled");
    expect(fulfillmentStatusOf([{ quantity: 2, fulfilledQuantity: 1, refundedQuantity: 0 }])).toBe("partial");
    expect(fulfillmentStatusOf([{ quantity: 2, fulfilledQuantity: 1, refundedQuantity: 1 }])).toBe("fulfilled");
    expect(
      fulfillmentStatusOf([
        { quantity: 1, fulfilledQuantity: 1, refundedQuantity: 0 },
        { quantity: 4, fulfilledQuantity: 0, refundedQuantity: 4 },
      ]),
    ).toBe("fulfilled");
    expect(fulfillmentStatusOf([{ quantity: 2, fulfilledQuantity: 0, refundedQuantity: 2 }])).toBe("unfulfilled");
  });
});
