// SPEC §7 Orders' money and stock actions (ADR 035, 039): fulfilments, refund, cancel, mark as paid, and the order mails.
// Orders come from the real checkout API; stock and its history are read from the database.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, fulfillments, inventoryAdjustments, orderEvents, orders, orderTransactions, refunds } from "../../api/db/schema";
import { orderActionEndpoints as api } from "../../domain/contracts/order-actions";
import { startHarness, type Harness } from "../helpers/harness";
import { idempotencyKey, stockOf } from "./checkout-helpers";
import { lineOf, paidOrder, pendingOrder, shop } from "./order-actions-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.database.db;
const mailsTo = (to: string) => h.mails.filter((m) => m.to === to);
const historyOf = (variantId: string) => db().select().from(inventoryAdjustments).where(eq(inventoryAdjustments.variantId, variantId));

describe("order mails", () => {
  it("a placed order sends its confirmation in the store's language (vi by default)", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 1 }], "confirm@example.com");
    const [mail] = mailsTo("confirm@example.com");
    expect(mail?.subject).toContain(`Đơn hàng ${order.name} đã được xác nhận`);
    expect(mail?.text).toContain("Áo dài (M) (số lượng: 1)");
    expect(mail?.text).toContain("330.000 đ");
  });
});

describe("fulfilments", () => {
  it("fulfils part of an order, refuses more than is left, answers a repeat once, and cancels back", async () => {
    const owner = await h.owner();
    const { ao, non } = await shop(h, owner);
    const order = await pendingOrder(
      h,
      owner,
      [
        { variantId: ao, quantity: 3 },
        { variantId: non, quantity: 1 },
      ],
      "ship@example.com",
    );
    const aoLine = lineOf(order, ao);
    const key = idempotencyKey();
    const body = {
      fulfillment: {
        lines: [{ lineId: aoLine, quantity: 2 }],
        trackingCompany: "GHN",
        trackingNumber: "GHN123",
        trackingUrl: "https://donhang.ghn.vn/?order_code=GHN123",
        notifyCustomer: true,
        idempotencyKey: key,
      },
    };
    const first = await h.request(api.createFulfillment, { headers: owner.headers, params: { id: order._id }, body });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.order.fulfillmentStatus).toBe("partial");
    expect(first.body.fulfillment).toMatchObject({ status: "success", lines: [{ lineId: aoLine, quantity: 2 }], trackingNumber: "GHN123" });
    const shipped = mailsTo("ship@example.com").filter((m) => m.subject.includes("đang trên đường giao"));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.text).toContain("GHN123");

    // The same submission again: the first fulfilment, not a second one.
    const again = await h.request(api.createFulfillment, { headers: owner.headers, params: { id: order._id }, body });
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.fulfillment._id).toBe(first.body.fulfillment._id);
    expect(await db().select().from(fulfillments).where(eq(fulfillments.orderId, order._id))).toHaveLength(1);
    // The same key for another request is refused.
    const reused = await h.request(api.createFulfillment, {
      headers: owner.headers,
      params: { id: order._id },
      body: { fulfillment: { ...body.fulfillment, lines: [{ lineId: aoLine, quantity: 1 }] } },
    });
    expect(reused.status).toBe(409);

    const over = await h.request(api.createFulfillment, {
      headers: owner.headers,
      params: { id: order._id },
      body: { fulfillment: { lines: [{ lineId: aoLine, quantity: 2 }], idempotencyKey: idempotencyKey() } },
    });
    expect(over.status).toBe(400);
    expect(over.error.errors["lines.0.quantity"]).toEqual(["Only 1 left to fulfil"]);

    const list = await h.request(api.listFulfillments, { headers: owner.headers, params: { id: order._id } });
    expect(list.status).toBe(200);
    expect(list.body.lines.map((l) => [l.title, l.unfulfilledQuantity, l.fulfilledQuantity])).toEqual([
      ["Áo dài", 1, 2],
      ["Nón lá", 1, 0],
    ]);

    // Fulfil the rest: fulfilled.
    const rest = await h.request(api.createFulfillment, {
      headers: owner.headers,
      params: { id: order._id },
      body: {
        fulfillment: {
          lines: [
            { lineId: aoLine, quantity: 1 },
            { lineId: lineOf(order, non), quantity: 1 },
          ],
          idempotencyKey: idempotencyKey(),
        },
      },
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.order.fulfillmentStatus).toBe("fulfilled");

    const cancelled = await h.request(api.cancelFulfillment, { headers: owner.headers, params: { id: order._id, fid: first.body.fulfillment._id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.fulfillment.status).toBe("cancelled");
    expect(cancelled.body.order.fulfillmentStatus).toBe("partial");
    const twice = await h.request(api.cancelFulfillment, { headers: owner.headers, params: { id: order._id, fid: first.body.fulfillment._id } });
    expect(twice.status).toBe(200);
    expect(twice.body.replayed).toBe(true);
    const after = await h.request(api.listFulfillments, { headers: owner.headers, params: { id: order._id } });
    expect(after.body.lines.map((l) => l.unfulfilledQuantity)).toEqual([2, 0]);
    const kinds = await db().select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(["fulfilled", "fulfillment_cancelled"]));
    // Stock is not touched by shipping (it was taken when the order was placed).
    expect(await stockOf(h, ao)).toBe(7);
  });

  it("edits tracking with its version (stale is 409), checks the link, and sends the shipping update when asked", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 1 }], "track@example.com");
    const made = await h.request(api.createFulfillment, {
      headers: owner.headers,
      params: { id: order._id },
      body: { fulfillment: { lines: [{ lineId: lineOf(order, ao), quantity: 1 }], idempotencyKey: idempotencyKey() } },
    });
    const fid = made.body.fulfillment._id;
    const badUrl = await h.request(api.updateFulfillment, {
      headers: owner.headers,
      params: { id: order._id, fid },
      body: { fulfillment: { trackingUrl: "javascript:alert(1)", version: 1 } },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.error.errors.trackingUrl).toEqual(["Domain is url link"]);
    const saved = await h.request(api.updateFulfillment, {
      headers: owner.headers,
      params: { id: order._id, fid },
      body: {
        fulfillment: {
          trackingCompany: "Viettel Post",
          trackingNumber: "VTP9",
          trackingUrl: "https://viettelpost.vn/?q=VTP9",
          notifyCustomer: true,
          version: 1,
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.fulfillment).toMatchObject({ trackingCompany: "Viettel Post", version: 2 });
    expect(mailsTo("track@example.com").some((m) => m.subject.includes("Cập nhật vận chuyển") && m.text.includes("VTP9"))).toBe(true);
    const stale = await h.request(api.updateFulfillment, {
      headers: owner.headers,
      params: { id: order._id, fid },
      body: { fulfillment: { trackingNumber: "OLD", version: 1 } },
    });
    expect(stale.status).toBe(409);
    expect(stale.error.current.trackingNumber).toBe("VTP9");
  });
});

describe("refunds", () => {
  it("gives back a line with restock (stock and history), another without, refuses more than is left, then refunds the rest", async () => {
    const owner = await h.owner();
    const { ao, non } = await shop(h, owner);
    const order = await paidOrder(h, owner, [
      { variantId: ao, quantity: 2 },
      { variantId: non, quantity: 1 },
    ]);
    expect(order.totalPrice).toBe(680000);
    const [aoLine, nonLine] = [lineOf(order, ao), lineOf(order, non)];
    const r0 = await h.request(api.refundable, { headers: owner.headers, params: { id: order._id } });
    expect(r0.status).toBe(200);
    expect(r0.body.totalRefundable).toBe(680000);
    expect(r0.body.shipping).toEqual({ total: 30000, refunded: 0, refundable: 30000 });
    expect(r0.body.lines.map((l) => [l.refundableQuantity, l.refundableAmount])).toEqual([
      [2, 600000],
      [1, 50000],
    ]);
    expect(await stockOf(h, ao)).toBe(8);

    const one = await h.request(api.refund, {
      headers: owner.headers,
      body: {
        orderId: order._id,
        lines: [{ lineId: aoLine, quantity: 1, restock: true }],
        reason: "Khách đổi ý",
        notify: true,
        idempotencyKey: idempotencyKey(),
      },
    });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body.refund).toMatchObject({ amount: 300000, shipping: 0, lines: [{ lineId: aoLine, quantity: 1, restock: true, amount: 300000 }] });
    expect(one.body.order).toMatchObject({ financialStatus: "partially_refunded", refunded: 300000 });
    expect(await stockOf(h, ao)).toBe(9);
    const history = await historyOf(ao);
    expect(history.map((x) => [x.delta, x.quantityAfter, x.reason])).toContainEqual([1, 9, `Refund ${order.name}`]);
    expect(mailsTo("mai@example.com").some((m) => m.subject.includes(`Hoàn tiền cho đơn hàng ${order.name}`) && m.text.includes("300.000 đ"))).toBe(true);

    const noRestock = await h.request(api.refund, {
      headers: owner.headers,
      body: { orderId: order._id, lines: [{ lineId: nonLine, quantity: 1, restock: false }], idempotencyKey: idempotencyKey() },
    });
    expect(noRestock.status).toBe(201);
    expect(await stockOf(h, non)).toBe(9);

    const over = await h.request(api.refund, {
      headers: owner.headers,
      body: { orderId: order._id, lines: [{ lineId: aoLine, quantity: 2 }], shipping: 40000, idempotencyKey: idempotencyKey() },
    });
    expect(over.status).toBe(400);
    expect(over.error.errors["lines.0.quantity"]).toEqual(["Only 1 left to refund"]);
    expect(over.error.errors.shipping).toEqual(["At most 30000 of shipping can be refunded"]);

    const rest = await h.request(api.refund, {
      headers: owner.headers,
      body: { orderId: order._id, lines: [{ lineId: aoLine, quantity: 1 }], shipping: 30000, idempotencyKey: idempotencyKey() },
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.order).toMatchObject({ financialStatus: "refunded", refunded: 680000 });
    const r1 = await h.request(api.refundable, { headers: owner.headers, params: { id: order._id } });
    expect(r1.body.totalRefundable).toBe(0);
    expect(r1.body.refunds).toHaveLength(3);
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row!.refundedMinor).toBe(680000);
    const [customer] = await db().select().from(customers).where(eq(customers.id, row!.customerId!));
    expect(customer!.amountSpentMinor).toBe(0);
    const nothing = await h.request(api.refund, {
      headers: owner.headers,
      body: { orderId: order._id, lines: [], shipping: 0, idempotencyKey: idempotencyKey() },
    });
    expect(nothing.status).toBe(400);
    expect(nothing.error.errors.lines).toEqual(["Choose at least one item or a shipping amount to refund"]);
  });

  it("the same submission twice refunds once; the key with another body is 409", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 2 }]);
    const body = { orderId: order._id, lines: [{ lineId: lineOf(order, ao), quantity: 1, restock: true }], idempotencyKey: idempotencyKey() };
    const first = await h.request(api.refund, { headers: owner.headers, body });
    const second = await h.request(api.refund, { headers: owner.headers, body });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.replayed).toBe(true);
    expect(second.body.refund._id).toBe(first.body.refund._id);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
    expect(await stockOf(h, ao)).toBe(9);
    const other = await h.request(api.refund, { headers: owner.headers, body: { ...body, lines: [{ lineId: lineOf(order, ao), quantity: 1 }] } });
    expect(other.status).toBe(409);
    expect(other.error.errors.idempotencyKey).toEqual(["This idempotency key was already used for another action"]);
  });

  it("an unpaid order refunds items for nothing: the money back is never more than was paid", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 1 }]);
    const res = await h.request(api.refund, {
      headers: owner.headers,
      body: { orderId: order._id, lines: [{ lineId: lineOf(order, ao), quantity: 1, restock: true }], idempotencyKey: idempotencyKey() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.refund.amount).toBe(0);
    expect(res.body.order.financialStatus).toBe("pending");
    expect(await stockOf(h, ao)).toBe(10);
  });
});

describe("cancel", () => {
  it("restocks what was not shipped once, voids the pending payment, refuses a second cancel, answers a repeat of its key", async () => {
    const owner = await h.owner();
    const { ao, non } = await shop(h, owner);
    const order = await pendingOrder(
      h,
      owner,
      [
        { variantId: ao, quantity: 3 },
        { variantId: non, quantity: 1 },
      ],
      "cancel@example.com",
    );
    await h.request(api.createFulfillment, {
      headers: owner.headers,
      params: { id: order._id },
      body: { fulfillment: { lines: [{ lineId: lineOf(order, ao), quantity: 1 }], idempotencyKey: idempotencyKey() } },
    });
    expect(await stockOf(h, ao)).toBe(7);
    const body = { orderId: order._id, reason: "Khách hủy", notify: true, idempotencyKey: idempotencyKey() };
    const res = await h.request(api.cancel, { headers: owner.headers, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({ status: "cancelled", financialStatus: "voided" });
    expect(res.body.refund).toBeNull();
    // Two unshipped units of ao and the one of non go back; the shipped one does not.
    expect(await stockOf(h, ao)).toBe(9);
    expect(await stockOf(h, non)).toBe(10);
    const voids = await db()
      .select()
      .from(orderTransactions)
      .where(and(eq(orderTransactions.orderId, order._id), eq(orderTransactions.kind, "void")));
    expect(voids).toHaveLength(1);
    expect(mailsTo("cancel@example.com").some((m) => m.subject.includes("đã bị hủy") && m.text.includes("Khách hủy"))).toBe(true);

    const repeat = await h.request(api.cancel, { headers: owner.headers, body });
    expect(repeat.status).toBe(200);
    expect(repeat.body.replayed).toBe(true);
    const again = await h.request(api.cancel, { headers: owner.headers, body: { ...body, idempotencyKey: idempotencyKey() } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe("This order is already cancelled");
    expect(await stockOf(h, ao)).toBe(9);
    // A later refund of the cancelled order does not put the same units back again.
    await h.request(api.refund, {
      headers: owner.headers,
      body: { orderId: order._id, lines: [{ lineId: lineOf(order, ao), quantity: 2, restock: true }], idempotencyKey: idempotencyKey() },
    });
    expect(await stockOf(h, ao)).toBe(9);
    const fulfil = await h.request(api.createFulfillment, {
      headers: owner.headers,
      params: { id: order._id },
      body: { fulfillment: { lines: [{ lineId: lineOf(order, non), quantity: 1 }], idempotencyKey: idempotencyKey() } },
    });
    expect(fulfil.status).toBe(409);
  });

  it("can refund what was paid, without restocking when asked not to", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 2 }]);
    const res = await h.request(api.cancel, {
      headers: owner.headers,
      body: { orderId: order._id, restock: false, refund: true, idempotencyKey: idempotencyKey() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({ status: "cancelled", financialStatus: "refunded", refunded: 630000 });
    expect(res.body.refund?.amount).toBe(630000);
    expect(await stockOf(h, ao)).toBe(8);
  });
});

describe("mark as paid", () => {
  it("a pending cash-on-delivery order becomes paid once; the customer's spend grows by its total", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 1 }], "cod@example.com");
    const key = idempotencyKey();
    const res = await h.request(api.markPaid, { headers: owner.headers, params: { id: order._id }, body: { idempotencyKey: key } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({ financialStatus: "paid", paid: 330000 });
    const repeat = await h.request(api.markPaid, { headers: owner.headers, params: { id: order._id }, body: { idempotencyKey: key } });
    expect(repeat.body.replayed).toBe(true);
    const again = await h.request(api.markPaid, { headers: owner.headers, params: { id: order._id }, body: { idempotencyKey: idempotencyKey() } });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe("This order is not awaiting payment");
    const [customer] = await db().select().from(customers).where(eq(customers.email, "cod@example.com"));
    expect(customer!.amountSpentMinor).toBe(330000);
    const sales = await db()
      .select()
      .from(orderTransactions)
      .where(and(eq(orderTransactions.orderId, order._id), eq(orderTransactions.kind, "sale")));
    expect(sales.map((s) => s.status)).toEqual(["success"]);
  });
});

describe("permissions, other stores and bad input", () => {
  it("needs the orders scope; another store's order is 404 for every action", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 1 }]);
    const clerk = await h.staff(owner.storeId, ["products"]);
    const denied = await h.request(api.refundable, { headers: clerk.headers, params: { id: order._id } });
    expect(denied.status).toBe(403);
    const deniedCancel = await h.request(api.cancel, { headers: clerk.headers, body: { orderId: order._id, idempotencyKey: idempotencyKey() } });
    expect(deniedCancel.status).toBe(403);
    const seller = await h.staff(owner.storeId, ["orders"]);
    expect((await h.request(api.refundable, { headers: seller.headers, params: { id: order._id } })).status).toBe(200);

    const other = await h.owner();
    const calls = [
      await h.request(api.listFulfillments, { headers: other.headers, params: { id: order._id } }),
      await h.request(api.refundable, { headers: other.headers, params: { id: order._id } }),
      await h.request(api.createFulfillment, {
        headers: other.headers,
        params: { id: order._id },
        body: { fulfillment: { lines: [{ lineId: lineOf(order, ao), quantity: 1 }], idempotencyKey: idempotencyKey() } },
      }),
      await h.request(api.refund, {
        headers: other.headers,
        body: { orderId: order._id, lines: [{ lineId: lineOf(order, ao), quantity: 1 }], idempotencyKey: idempotencyKey() },
      }),
      await h.request(api.cancel, { headers: other.headers, body: { orderId: order._id, idempotencyKey: idempotencyKey() } }),
      await h.request(api.markPaid, { headers: other.headers, params: { id: order._id }, body: { idempotencyKey: idempotencyKey() } }),
    ];
    expect(calls.map((c) => c.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: "open", financialStatus: "paid", refundedMinor: 0, fulfillmentStatus: "unfulfilled" });

    // A line of another order is not this order's.
    const mine = await paidOrder(h, owner, [{ variantId: ao, quantity: 1 }]);
    const wrongLine = await h.request(api.refund, {
      headers: owner.headers,
      body: { orderId: mine._id, lines: [{ lineId: lineOf(order, ao), quantity: 1 }], idempotencyKey: idempotencyKey() },
    });
    expect(wrongLine.status).toBe(400);
    expect(wrongLine.error.errors["lines.0.lineId"]).toEqual(["This item is not in the order"]);
  });

  it("bad input is 400 with field errors, never a 500", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 1 }]);
    const noKey = await h.request(api.refund, { headers: owner.headers, body: { orderId: order._id, lines: [{ lineId: lineOf(order, ao), quantity: 1 }] } });
    expect(noKey.status).toBe(400);
    expect(noKey.error.errors.idempotencyKey).toEqual(["Idempotency key required"]);
    const words = await h.request(api.refund, {
      headers: owner.headers,
      body: { orderId: order._id, lines: [{ lineId: lineOf(order, ao), quantity: "two" }], shipping: -1, idempotencyKey: idempotencyKey() },
    });
    expect(words.status).toBe(400);
    expect(words.error.errors["lines.0.quantity"]).toEqual(["Quantity must be a whole number, 0 or more"]);
    expect(words.error.errors.shipping).toEqual(["Amount must be a number, 0 or more"]);
    const decimals = await h.request(api.refund, {
      headers: owner.headers,
      body: { orderId: order._id, shipping: 10.5, idempotencyKey: idempotencyKey() },
    });
    expect(decimals.status).toBe(400);
    expect(decimals.error.errors.shipping).toEqual(["This amount has more decimals than the currency allows"]);
    const empty = await h.request(api.createFulfillment, {
      headers: owner.headers,
      params: { id: order._id },
      body: { fulfillment: { lines: [{ lineId: lineOf(order, ao), quantity: 0 }], idempotencyKey: idempotencyKey() } },
    });
    expect(empty.status).toBe(400);
    expect(empty.error.errors.lines).toEqual(["Choose at least one item to fulfil"]);
    const badOrder = await h.request(api.cancel, { headers: owner.headers, body: { orderId: "nope", idempotencyKey: idempotencyKey() } });
    expect(badOrder.status).toBe(400);
    expect(badOrder.error.errors.orderId).toEqual(["Order required"]);
    const malformed = await h.request(api.refundable, { headers: owner.headers, params: { id: "not-a-uuid" } });
    expect(malformed.status).toBe(404);
  });
});
