// Order actions at the same time (ADR 035, 039): two staff refunding at once cannot give back more than was paid, a
// double submit refunds once, concurrent cancels restock once, concurrent fulfilments cannot ship more than was ordered.
// On PGlite the transactions take turns; with TEST_DATABASE_URL they run truly at once on PostgreSQL, where only the
// order's row lock keeps these true.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fulfillments, inventoryAdjustments, orders, refunds } from "../../api/db/schema";
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

describe("refunds at once", () => {
  it("two staff refunding the whole order at once: one refund, one refusal, never more than was paid", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 2 }]);
    const whole = () => ({
      orderId: order._id,
      lines: [{ lineId: lineOf(order, ao), quantity: 2, restock: true }],
      shipping: 30000,
      idempotencyKey: idempotencyKey(),
    });
    const results = await Promise.all([whole(), whole(), whole()].map((body) => h.request(api.refund, { headers: owner.headers, body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row!.refundedMinor).toBe(630000);
    expect(row!.financialStatus).toBe("refunded");
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
    expect(await stockOf(h, ao)).toBe(10);
  });

  it("partial refunds racing for the same shipping: each is checked under the lock, so only the first gets 20.000 of its 30.000", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 3 }]);
    const one = () => ({ orderId: order._id, lines: [{ lineId: lineOf(order, ao), quantity: 1 }], shipping: 20000, idempotencyKey: idempotencyKey() });
    const results = await Promise.all(Array.from({ length: 5 }, () => h.request(api.refund, { headers: owner.headers, body: one() })));
    // 930.000 paid: one unit and 20.000 of shipping each; shipping is 30.000 in all, so only the first can take 20.000.
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row!.refundedMinor).toBeLessThanOrEqual(row!.paidMinor);
    expect(row!.refundedMinor).toBe(320000);
  });

  it("a double submit of one refund (same key at once) refunds once and answers both with it", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 2 }]);
    const body = { orderId: order._id, lines: [{ lineId: lineOf(order, ao), quantity: 1, restock: true }], idempotencyKey: idempotencyKey() };
    const [a, b] = await Promise.all([h.request(api.refund, { headers: owner.headers, body }), h.request(api.refund, { headers: owner.headers, body })]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.refund._id).toBe(b.body.refund._id);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
    expect(await stockOf(h, ao)).toBe(9);
  });
});

describe("cancels at once", () => {
  it("four cancels of one order at once: one cancels and restocks, the others are refused; stock comes back once", async () => {
    const owner = await h.owner();
    const { ao, non } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [
      { variantId: ao, quantity: 3 },
      { variantId: non, quantity: 2 },
    ]);
    expect([await stockOf(h, ao), await stockOf(h, non)]).toEqual([7, 8]);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => h.request(api.cancel, { headers: owner.headers, body: { orderId: order._id, idempotencyKey: idempotencyKey() } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect([await stockOf(h, ao), await stockOf(h, non)]).toEqual([10, 10]);
    const restocks = await db().select().from(inventoryAdjustments).where(eq(inventoryAdjustments.variantId, ao));
    expect(restocks.filter((x) => x.delta > 0).map((x) => x.delta)).toEqual([3]);
  });
});

describe("fulfilments at once", () => {
  it("two fulfilments of the same units at once: one ships them, the other is told what is left", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 2 }]);
    const body = () => ({ fulfillment: { lines: [{ lineId: lineOf(order, ao), quantity: 2 }], idempotencyKey: idempotencyKey() } });
    const results = await Promise.all([
      h.request(api.createFulfillment, { headers: owner.headers, params: { id: order._id }, body: body() }),
      h.request(api.createFulfillment, { headers: owner.headers, params: { id: order._id }, body: body() }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.error.errors["lines.0.quantity"]).toEqual(["Only 0 left to fulfil"]);
    expect(await db().select().from(fulfillments).where(eq(fulfillments.orderId, order._id))).toHaveLength(1);
  });
});
