// An order's timeline carries what each event did (ADR 038, 039; domain/order-events.ts): placed, paid, fulfilled,
// tracking updated, fulfilment cancelled, refunded, edited, cancelled, and a `mail_sent` for every order mail, each with
// its typed data in GET /orders/{id}/history. The order comes from the real checkout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderActionEndpoints as api } from "../../domain/contracts/order-actions";
import { orderEndpoints as oe } from "../../domain/contracts/orders";
import type { OrderEventDto } from "../../domain/order-events";
import { startHarness, type Harness } from "../helpers/harness";
import { idempotencyKey } from "./checkout-helpers";
import { lineOf, pendingOrder, shop } from "./order-actions-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const EMAIL = "timeline@example.com";
const TRACKING = { trackingCompany: "GHN", trackingNumber: "GHN123", trackingUrl: "https://donhang.ghn.vn/?order_code=GHN123" };
const NEW_TRACKING = { trackingCompany: "GHTK", trackingNumber: "S1.A2", trackingUrl: "https://i.ghtk.vn/S1.A2" };

describe("the timeline", () => {
  it("gives every event its data, and a mail_sent for each order mail", async () => {
    const owner = await h.owner();
    const { headers } = owner;
    const { ao, non } = await shop(h, owner);
    // Áo dài (M) 300.000 đ + Nón lá 50.000 đ + standard shipping 30.000 đ = 380.000 đ, cash on delivery.
    const order = await pendingOrder(
      h,
      owner,
      [
        { variantId: ao, quantity: 1 },
        { variantId: non, quantity: 1 },
      ],
      EMAIL,
    );
    const id = order._id as string;
    const aoLine = lineOf(order, ao);
    const nonLine = lineOf(order, non);
    const ok = (res: { status: number; body: unknown }, status = 200) => expect(res.status, JSON.stringify(res.body)).toBe(status);

    const made = await h.request(api.createFulfillment, {
      headers,
      params: { id },
      body: { fulfillment: { lines: [{ lineId: aoLine, quantity: 1 }], ...TRACKING, notifyCustomer: true, idempotencyKey: idempotencyKey() } },
    });
    ok(made, 201);
    const fid = made.body.fulfillment._id;
    ok(await h.request(api.updateFulfillment, { headers, params: { id, fid }, body: { fulfillment: { ...NEW_TRACKING, notifyCustomer: true, version: 1 } } }));
    ok(await h.request(api.cancelFulfillment, { headers, params: { id, fid } }));
    ok(await h.request(api.markPaid, { headers, params: { id }, body: { idempotencyKey: idempotencyKey() } }));
    const refunded = await h.request(api.refund, {
      headers,
      body: {
        orderId: id,
        lines: [{ lineId: nonLine, quantity: 1, restock: true }],
        shipping: 10000,
        reason: "Hàng lỗi",
        notify: true,
        idempotencyKey: idempotencyKey(),
      },
    });
    ok(refunded, 201);
    const current = (await h.request(oe.get, { headers, params: { id } })).body.order;
    ok(await h.request(oe.update, { headers, params: { id }, body: { product: { note: "Gọi trước khi giao", tags: ["vip"], version: current.version } } }));
    const cancelled = await h.request(api.cancel, {
      headers,
      body: { orderId: id, reason: "customer", restock: true, refund: true, notify: true, idempotencyKey: idempotencyKey() },
    });
    ok(cancelled);
    ok(await h.request(oe.comment, { headers, body: { orderId: id, message: "Đã gọi khách" } }), 201);

    const history = await h.request(oe.history, { headers, params: { id } });
    ok(history);
    const events = history.body.events;
    const of = <K extends OrderEventDto["kind"]>(kind: K) => events.filter((e): e is Extract<OrderEventDto, { kind: K }> => e.kind === kind);
    const one = <K extends OrderEventDto["kind"]>(kind: K) => {
      const found = of(kind);
      expect(found, kind).toHaveLength(1);
      return found[0]!;
    };
    const ao1 = { lineId: aoLine, title: "Áo dài", variantTitle: "M", quantity: 1 };

    expect(one("placed")).toMatchObject({ author: null, data: { source: "online_store", paymentMethod: "cod", total: 380000, currency: "VND" } });
    expect(one("fulfilled").data).toEqual({ fulfillmentId: fid, lines: [ao1], ...TRACKING, notifyCustomer: true });
    expect(one("fulfillment_updated").data).toEqual({ fulfillmentId: fid, lines: [ao1], ...NEW_TRACKING, notifyCustomer: true, previous: TRACKING });
    expect(one("fulfillment_cancelled").data).toEqual({ fulfillmentId: fid, lines: [ao1], ...NEW_TRACKING });
    expect(one("paid").data).toEqual({ amount: 380000, currency: "VND", method: "cod" });
    const [cancelRefund, refund] = of("refunded");
    expect(refund!.author).toContain("owner");
    expect(refund!.data).toEqual({
      refundId: refunded.body.refund._id,
      amount: 60000,
      currency: "VND",
      lines: [{ lineId: nonLine, title: "Nón lá", variantTitle: "", quantity: 1, amount: 50000, restock: true }],
      shipping: 10000,
      restock: true,
      reason: "Hàng lỗi",
      notify: true,
    });
    // The cancel's own refund: what was left of what was paid, nothing restocked by it (the cancel restocks), no mail.
    expect(cancelRefund!.data).toMatchObject({
      refundId: cancelled.body.refund!._id,
      amount: 320000,
      lines: [{ ...ao1, amount: 300000, restock: false }],
      shipping: 20000,
      restock: false,
      reason: "customer",
      notify: false,
    });
    expect(one("edited").data).toEqual({ fields: ["note", "tags"] });
    // The cancel restocks the unshipped Áo dài and refunds what is left of what was paid: 300.000 + 20.000 đ.
    expect(one("cancelled").data).toEqual({
      reason: "customer",
      restock: true,
      restockedLines: [ao1],
      refundId: cancelled.body.refund!._id,
      refunded: 320000,
      currency: "VND",
      notify: true,
    });
    expect(one("comment")).toMatchObject({ message: "Đã gọi khách", data: {} });

    // One mail_sent per mail the buyer got, in the store's language, by whoever asked for it.
    const mails = h.mails.filter((m) => m.to === EMAIL);
    expect(mails).toHaveLength(5);
    const sent = of("mail_sent");
    expect(sent.map((e) => e.data.template).sort()).toEqual([
      "order canceled",
      "order confirmation",
      "order refund",
      "shipping confirmation",
      "shipping update",
    ]);
    for (const e of sent) expect(e.data).toMatchObject({ recipient: EMAIL, language: "vi" });
    expect(sent.find((e) => e.data.template === "order confirmation")!.author).toBeNull();
    expect(sent.find((e) => e.data.template === "order refund")!.author).toContain("owner");
    // Newest first: a mail after the action that sent it, the placing last.
    const at = (pick: (e: OrderEventDto) => boolean) => events.findIndex(pick);
    expect(at((e) => e.kind === "mail_sent" && e.data.template === "order canceled")).toBeLessThan(at((e) => e.kind === "cancelled"));
    expect(at((e) => e.kind === "mail_sent" && e.data.template === "order confirmation")).toBeLessThan(at((e) => e.kind === "placed"));
    expect(events.at(-1)!.kind).toBe("placed");
  });

  it("writes no mail_sent when the action sends no mail (not asked to notify)", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 1 }], "quiet@example.com");
    const made = await h.request(api.createFulfillment, {
      headers: owner.headers,
      params: { id: order._id },
      body: { fulfillment: { lines: [{ lineId: lineOf(order, ao), quantity: 1 }], notifyCustomer: false, idempotencyKey: idempotencyKey() } },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const events = (await h.request(oe.history, { headers: owner.headers, params: { id: order._id } })).body.events;
    expect(events.map((e) => e.kind)).toEqual(["fulfilled", "mail_sent", "placed"]);
    expect(events[0]).toMatchObject({ data: { trackingCompany: "", trackingNumber: "", trackingUrl: "", notifyCustomer: false } });
  });
});
