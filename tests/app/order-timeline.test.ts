// The order page's timeline details (app/features/orders/timeline.ts): what order_events.data holds today, as the API's
// writers put it (place.ts, actions-store.ts, store.ts), read defensively; anything else leaves the label alone.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n, type Locale } from "../../domain/i18n";
import { translatorOf } from "../../domain/i18n/reader";
import { I18nProvider } from "../../app/lib/i18n";
import { EventDetails } from "../../app/features/orders/OrderDetailParts";
import { eventDetails } from "../../app/features/orders/timeline";

const SHIRT = "0b5a1f3e-8a6e-4c55-9d3c-1f2e3d4c5b6a";
const HAT = "1c6b2f4e-9b7f-4d66-8e4d-2f3e4d5c6b7a";
const order = {
  currency: "VND" as const,
  lines: [
    { _id: SHIRT, title: "Áo thun", variantTitle: "M" },
    { _id: HAT, title: "Nón lá", variantTitle: "" },
  ],
};

describe("timeline event details", () => {
  it("reads what each action writes today", () => {
    expect(eventDetails({ kind: "placed", data: { source: "admin", paymentMethod: "cod", checkoutId: null, requestHash: "x" } }, order)).toEqual({
      source: "admin",
      paymentMethod: "cod",
    });
    expect(eventDetails({ kind: "paid", data: { amountMinor: 330000 } }, order)).toEqual({ amountMinor: 330000 });
    expect(eventDetails({ kind: "fulfilled", data: { fulfillmentId: "f", lines: [{ lineId: SHIRT, quantity: 2 }] } }, order)).toEqual({
      lines: [{ name: "Áo thun (M)", quantity: 2 }],
    });
    expect(eventDetails({ kind: "fulfillment_updated", data: { fulfillmentId: "f", trackingNumber: "GHN-1" } }, order)).toEqual({
      tracking: { company: "", number: "GHN-1", url: null },
    });
    expect(
      eventDetails(
        {
          kind: "refunded",
          data: {
            refundId: "r",
            amountMinor: 100000,
            reason: "Khách trả nón",
            lines: [{ lineId: HAT.toUpperCase(), quantity: 1, restock: true, amountMinor: 100000 }],
          },
        },
        order,
      ),
    ).toEqual({ amountMinor: 100000, reason: "Khách trả nón", lines: [{ name: "Nón lá", quantity: 1, restock: true }] });
    expect(
      eventDetails(
        { kind: "cancelled", data: { reason: "customer", restocked: true, restockedLines: [{ lineId: SHIRT, quantity: 1 }], refundId: null } },
        order,
      ),
    ).toEqual({ reason: "customer", restocked: [{ name: "Áo thun (M)", quantity: 1 }] });
    // Restock asked, nothing left unshipped to put back: no restock claimed.
    expect(eventDetails({ kind: "cancelled", data: { reason: "", restocked: true, restockedLines: [], refundId: null } }, order)).toEqual({});
    expect(eventDetails({ kind: "edited", data: { fields: ["note", "tags"] } }, order)).toEqual({ fields: ["note", "tags"] });
  });

  it("takes the typed data's likely shapes too: an amount in the currency, tracking as one object", () => {
    expect(eventDetails({ kind: "refunded", data: { amount: 12.5 } }, { ...order, currency: "USD" })).toEqual({ amountMinor: 1250 });
    expect(
      eventDetails({ kind: "fulfilled", data: { tracking: { company: "GHN", number: "A1", url: "https://donhang.ghn.vn/?order_code=A1" } } }, order),
    ).toEqual({
      tracking: { company: "GHN", number: "A1", url: "https://donhang.ghn.vn/?order_code=A1" },
    });
  });

  it("leaves out what it cannot read: no data, unknown kinds, comments, lines the order lacks, bad values, unsafe links", () => {
    expect(eventDetails({ kind: "paid" }, order)).toEqual({});
    expect(eventDetails({ kind: "paid", data: null }, order)).toEqual({});
    expect(eventDetails({ kind: "paid", data: [1, 2] }, order)).toEqual({});
    expect(eventDetails({ kind: "risk_scored", data: { amountMinor: 5 } }, order)).toEqual({});
    expect(eventDetails({ kind: "comment", data: { reason: "x" } }, order)).toEqual({});
    expect(
      eventDetails(
        {
          kind: "refunded",
          data: {
            amountMinor: -5,
            reason: "  ",
            fields: "note",
            lines: [{ lineId: "gone", quantity: 1 }, { lineId: SHIRT, quantity: 0 }, { lineId: SHIRT, quantity: "2" }, null, "x"],
          },
        },
        order,
      ),
    ).toEqual({});
    expect(eventDetails({ kind: "fulfilled", data: { trackingNumber: "A1", trackingUrl: "javascript:alert(1)" } }, order).tracking).toEqual({
      company: "",
      number: "A1",
      url: null,
    });
  });
});

describe("timeline event details, rendered", () => {
  const render = (locale: Locale, event: { kind: string; data?: unknown }) =>
    renderToStaticMarkup(
      createElement(
        I18nProvider,
        { translator: translatorOf(createI18n(locale)) },
        createElement(EventDetails, { details: eventDetails(event, order), currency: "VND" }),
      ),
    )
      .replace(/<[^>]+>/g, "|")
      .replace(/\|+/g, "|");
  const refund = {
    kind: "refunded",
    data: { amountMinor: 100000, reason: "Khách trả nón", lines: [{ lineId: HAT, quantity: 1, restock: true }] },
  };

  it("says amount, lines, reason, tracking and changes in both languages, with the store's money", () => {
    expect(render("en", refund)).toBe("|Amount: 100.000 đ|1 × Nón lá, restocked|Reason: Khách trả nón|");
    expect(render("vi", refund)).toBe("|Số tiền: 100.000 đ|1 × Nón lá, đã nhập lại kho|Lý do: Khách trả nón|");
    const cancelled = { kind: "cancelled", data: { reason: "inventory", restocked: true, restockedLines: [{ lineId: SHIRT, quantity: 2 }] } };
    expect(render("en", cancelled)).toBe("|Restocked: 2 × Áo thun (M)|Reason: Items unavailable|");
    expect(render("vi", { kind: "edited", data: { fields: ["note", "tags"] } })).toBe("|Đã sửa: Ghi chú, Thẻ|");
    expect(render("en", { kind: "placed", data: { source: "admin", paymentMethod: "cod" } })).toBe("|Created by staff|Payment method: Cash on delivery|");
    const tracked = renderToStaticMarkup(
      createElement(
        I18nProvider,
        { translator: translatorOf(createI18n("en")) },
        createElement(EventDetails, {
          details: eventDetails(
            { kind: "fulfilled", data: { trackingCompany: "GHN", trackingNumber: "A1", trackingUrl: "https://donhang.ghn.vn/?order_code=A1" } },
            order,
          ),
          currency: "VND",
        }),
      ),
    );
    expect(tracked).toContain('<a href="https://donhang.ghn.vn/?order_code=A1" target="_blank" rel="noopener noreferrer">GHN A1</a>');
  });

  it("renders nothing when there is nothing readable: the label stands alone", () => {
    expect(render("vi", { kind: "paid" })).toBe("");
    expect(render("vi", { kind: "something_new", data: { amountMinor: 5 } })).toBe("");
  });
});
