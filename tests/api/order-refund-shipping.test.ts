// Refunding shipping gives back what the buyer paid for it (ADR 039): the rate less its discount, less what earlier
// refunds gave back. Orders come from the real checkout with a free-shipping code (ADR 041); the refund screen's figures,
// a refund and a cancel with refund are checked the same way.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, orderTransactions } from "../../api/db/schema";
import { checkoutEndpoints } from "../../domain/contracts/checkout";
import { discountEndpoints as de } from "../../domain/contracts/discounts";
import { orderActionEndpoints as api } from "../../domain/contracts/order-actions";
import { startHarness, type Harness } from "../helpers/harness";
import { complete, idempotencyKey, product, readyCheckout, type Owner } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.database.db;

/** A store with Áo dài at 200.000 đ and a free-shipping code SHIPFREE. */
async function shop() {
  const owner = await h.owner();
  const ao = await product(h, owner, "Áo dài", [{ price: 200000, inventoryQuantity: 20 }]);
  const res = await h.request(de.create, {
    headers: owner.headers,
    body: { discount: { method: "code", code: "SHIPFREE", type: "free_shipping", startsAt: new Date(h.clock.now().getTime() - 86_400_000).toISOString() } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { owner, variantId: ao.variantIds[0]! };
}

/** One Áo dài through the checkout with SHIPFREE and the rate: the shipping is taken off whole. Then marked paid. */
async function freeShippingOrder(owner: Owner, variantId: string, rate: "standard" | "express") {
  const { token } = await readyCheckout(h, owner.storeId, [{ variantId, quantity: 1 }], { rate });
  const applied = await h.request(checkoutEndpoints.discountCode, { params: { storeId: owner.storeId, token }, body: { code: "SHIPFREE" } });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const done = await complete(h, owner.storeId, token);
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return done.body.order._id as string;
}

async function markPaid(owner: Owner, orderId: string) {
  const paid = await h.request(api.markPaid, { headers: owner.headers, params: { id: orderId }, body: { idempotencyKey: idempotencyKey() } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.order;
}

const refundableOf = async (owner: Owner, orderId: string) => {
  const res = await h.request(api.refundable, { headers: owner.headers, params: { id: orderId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const refund = (owner: Owner, body: Record<string, unknown>) =>
  h.request(api.refund, { headers: owner.headers, body: { reason: "", notify: false, idempotencyKey: idempotencyKey(), lines: [], ...body } });

const cancelWithRefund = (owner: Owner, orderId: string) =>
  h.request(api.cancel, { headers: owner.headers, body: { orderId, reason: "customer", restock: true, refund: true, idempotencyKey: idempotencyKey() } });

describe("free shipping", () => {
  it("offers no shipping to refund; a refund of the line gives back its price, and so does a cancel with refund", async () => {
    const { owner, variantId } = await shop();
    const first = await freeShippingOrder(owner, variantId, "standard");
    expect(await markPaid(owner, first)).toMatchObject({ totalPrice: 200000, paid: 200000 });
    const r = await refundableOf(owner, first);
    expect(r.shipping).toEqual({ total: 0, refunded: 0, refundable: 0 });
    expect(r.totalRefundable).toBe(200000);

    const shippingOnly = await refund(owner, { orderId: first, shipping: 1000 });
    expect(shippingOnly.status, JSON.stringify(shippingOnly.body)).toBe(400);
    expect(shippingOnly.error.errors).toEqual({ shipping: ["At most 0 of shipping can be refunded"] });

    const line = r.lines[0]!.lineId;
    const whole = await refund(owner, { orderId: first, lines: [{ lineId: line, quantity: 1, restock: true }] });
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(whole.body.refund).toMatchObject({ amount: 200000, shipping: 0, lines: [{ lineId: line, quantity: 1, amount: 200000, restock: true }] });

    // A cancel refunds every line at its price and no shipping (before: 30.000 đ of shipping, the line cut to 170.000 đ).
    const second = await freeShippingOrder(owner, variantId, "standard");
    await markPaid(owner, second);
    const cancelled = await cancelWithRefund(owner, second);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.refund).toMatchObject({ amount: 200000, shipping: 0, lines: [{ quantity: 1, amount: 200000 }] });
    expect(cancelled.body.order).toMatchObject({ paid: 200000, refunded: 200000, financialStatus: "refunded" });
  });
});

describe("shipping partly discounted", () => {
  it("offers what was paid for shipping, less what was refunded, in the screen's figures, a refund and a cancel", async () => {
    const { owner, variantId } = await shop();
    const orderId = await freeShippingOrder(owner, variantId, "express");
    // Today's discounts take shipping off whole; an order whose discount took 20.000 đ of the 60.000 đ express rate is
    // made from this one (as a shipping discount with a cap would record it): the buyer paid 40.000 đ for shipping.
    const [placed] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(placed!.discounts).toEqual([expect.objectContaining({ code: "SHIPFREE", amountMinor: 60000, shippingMinor: 60000 })]);
    await db()
      .update(orders)
      .set({ discounts: [{ ...placed!.discounts[0]!, amountMinor: 20000, shippingMinor: 20000 }], discountMinor: 20000, totalMinor: 240000 })
      .where(eq(orders.id, orderId));
    await db().update(orderTransactions).set({ amountMinor: 240000 }).where(eq(orderTransactions.orderId, orderId));
    expect(await markPaid(owner, orderId)).toMatchObject({ totalPrice: 240000, paid: 240000 });

    const before = await refundableOf(owner, orderId);
    expect(before.shipping).toEqual({ total: 40000, refunded: 0, refundable: 40000 });
    expect(before.totalRefundable).toBe(240000);

    const part = await refund(owner, { orderId, shipping: 15000 });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body.refund).toMatchObject({ amount: 15000, shipping: 15000 });
    expect((await refundableOf(owner, orderId)).shipping).toEqual({ total: 40000, refunded: 15000, refundable: 25000 });

    const over = await refund(owner, { orderId, shipping: 25001 });
    expect(over.status, JSON.stringify(over.body)).toBe(400);
    expect(over.error.errors).toEqual({ shipping: ["At most 25000 of shipping can be refunded"] });

    // The cancel gives back the line and the 25.000 đ of shipping left: exactly what is left of what was paid.
    const cancelled = await cancelWithRefund(owner, orderId);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.refund).toMatchObject({ amount: 225000, shipping: 25000, lines: [{ quantity: 1, amount: 200000 }] });
    expect(cancelled.body.order).toMatchObject({ paid: 240000, refunded: 240000, financialStatus: "refunded" });
  });
});
