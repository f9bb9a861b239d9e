// Completions at the same time (ADR 035, 036): the last unit goes to one buyer, a key places one order however often it
// is sent, order numbers are taken once each. On PGlite the transactions take turns; with TEST_DATABASE_URL they run
// truly at once on PostgreSQL, where only the conditional UPDATE and the row locks keep these true.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkouts, customers, inventoryAdjustments, orderEvents, orders, orderTransactions } from "../../api/db/schema";
import { startHarness, type Harness } from "../helpers/harness";
import { complete, idempotencyKey, product, readyCheckout, stockOf } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.database.db;
const ordersOf = (storeId: string) => db().select().from(orders).where(eq(orders.storeId, storeId));
const historyOf = (variantId: string) => db().select().from(inventoryAdjustments).where(eq(inventoryAdjustments.variantId, variantId));

describe("the last unit", () => {
  it("goes to one of two buyers completing at once; the other is told which line, and stock ends at 0", async () => {
    const owner = await h.owner();
    const p = await product(h, owner, "Áo dài", [{ option1: "S", price: 199000, inventoryQuantity: 1 }]);
    const v = p.variantIds[0]!;
    const a = await readyCheckout(h, owner.storeId, [{ variantId: v, quantity: 1 }], { email: "a@example.com" });
    const b = await readyCheckout(h, owner.storeId, [{ variantId: v, quantity: 1 }], { email: "b@example.com" });

    const results = await Promise.all([complete(h, owner.storeId, a.token), complete(h, owner.storeId, b.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.error.message).toEqual(["Áo dài (S) is out of stock"]);
    expect(refused.error.lines).toEqual([
      { variantId: v, title: "Áo dài", variantTitle: "S", requested: 1, available: 0, message: "Áo dài (S) is out of stock" },
    ]);

    expect(await stockOf(h, v)).toBe(0);
    expect(await ordersOf(owner.storeId)).toHaveLength(1);
    expect((await historyOf(v)).map((x) => [x.delta, x.quantityAfter])).toEqual([[-1, 0]]);
    // The refused buyer's checkout stays open, and they made no customer.
    const open = await db().select().from(checkouts).where(eq(checkouts.storeId, owner.storeId));
    expect(open.filter((c) => c.completedAt === null)).toHaveLength(1);
    expect(await db().select().from(customers).where(eq(customers.storeId, owner.storeId))).toHaveLength(1);
  });

  it("eight buyers for five units: five orders, three refusals, never below 0, numbers 1001-1005 without a gap", async () => {
    const owner = await h.owner();
    const p = await product(h, owner, "Nón lá", [{ price: 49500, inventoryQuantity: 5 }]);
    const v = p.variantIds[0]!;
    const ready = [];
    for (let i = 0; i < 8; i++) ready.push(await readyCheckout(h, owner.storeId, [{ variantId: v, quantity: 1 }], { email: `buyer${i}@example.com` }));
    const results = await Promise.all(ready.map((c) => complete(h, owner.storeId, c.token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await stockOf(h, v)).toBe(0);
    const placed = await ordersOf(owner.storeId);
    expect(placed.map((o) => o.number).sort()).toEqual([1001, 1002, 1003, 1004, 1005]);
    expect((await historyOf(v)).map((x) => x.quantityAfter).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it("a multi-line order is all or nothing: short on one line, the other lines keep their stock", async () => {
    const owner = await h.owner();
    const a = await product(h, owner, "Gối", [{ price: 50000, inventoryQuantity: 3 }]);
    const b = await product(h, owner, "Chăn", [{ price: 300000, inventoryQuantity: 3 }]);
    const [va, vb] = [a.variantIds[0]!, b.variantIds[0]!];
    // Opposite line orders in the two carts: stock is still taken in one order, so they never wait on each other.
    const one = await readyCheckout(h, owner.storeId, [
      { variantId: va, quantity: 2 },
      { variantId: vb, quantity: 2 },
    ]);
    const two = await readyCheckout(h, owner.storeId, [
      { variantId: vb, quantity: 2 },
      { variantId: va, quantity: 1 },
    ]);
    const results = await Promise.all([complete(h, owner.storeId, one.token), complete(h, owner.storeId, two.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.error.lines.map((l: { title: string; available: number }) => [l.title, l.available])).toEqual([["Chăn", 1]]);
    expect(refused.error.message).toEqual(["Only 1 left of Chăn"]);
    const won = results.find((r) => r.status === 201)!.body.order;
    const taken = (title: string) => won.lines.find((l) => l.title === title)!.quantity;
    expect(await stockOf(h, va)).toBe(3 - taken("Gối"));
    expect(await stockOf(h, vb)).toBe(1);
  });

  it("three-line carts in every line order complete at once without a deadlock, each line taken once", async () => {
    const owner = await h.owner();
    const made = await Promise.all(["Khăn", "Mũ", "Túi"].map((title) => product(h, owner, title, [{ price: 20000, inventoryQuantity: 100 }])));
    const [x, y, z] = made.map((p) => p.variantIds[0]!) as [string, string, string];
    // One statement takes all three lines; its lock order is the variants' ids whatever the cart's order, so on
    // PostgreSQL these twelve never wait on each other in a circle (a deadlock would be a 500 here).
    const orders = [
      [x, y, z],
      [z, y, x],
      [y, x, z],
      [z, x, y],
    ];
    const ready = [];
    for (let i = 0; i < 12; i++)
      ready.push(
        await readyCheckout(
          h,
          owner.storeId,
          orders[i % 4]!.map((variantId, n) => ({ variantId, quantity: n + 1 })),
          { email: `many${i}@example.com` },
        ),
      );
    const results = await Promise.all(ready.map((c) => complete(h, owner.storeId, c.token)));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    // Each cart order takes 1, 2 and 3 of its variants by position: over the twelve carts each variant loses 24.
    expect([await stockOf(h, x), await stockOf(h, y), await stockOf(h, z)]).toEqual([76, 76, 76]);
    for (const v of [x, y, z]) expect((await historyOf(v)).reduce((sum, a) => sum + a.delta, 0)).toBe(-24);
  });

  it("a short line in the middle of a three-line cart: named alone, and no line's stock or history moves", async () => {
    const owner = await h.owner();
    const made = await Promise.all(["Bát", "Đũa", "Thìa"].map((title, i) => product(h, owner, title, [{ price: 10000, inventoryQuantity: i === 1 ? 1 : 5 }])));
    const [x, y, z] = made.map((p) => p.variantIds[0]!) as [string, string, string];
    const { token } = await readyCheckout(h, owner.storeId, [
      { variantId: z, quantity: 2 },
      { variantId: y, quantity: 2 },
      { variantId: x, quantity: 5 },
    ]);
    const short = await complete(h, owner.storeId, token);
    expect(short.status).toBe(409);
    expect(short.error.lines.map((l: { title: string; available: number; requested: number }) => [l.title, l.requested, l.available])).toEqual([["Đũa", 2, 1]]);
    expect([await stockOf(h, x), await stockOf(h, y), await stockOf(h, z)]).toEqual([5, 1, 5]);
    for (const v of [x, y, z]) expect(await historyOf(v)).toEqual([]);
  });
});

describe("the Idempotency-Key", () => {
  it("sent twice places one order: the repeat answers it (200, replayed) and takes stock once", async () => {
    const owner = await h.owner();
    const p = await product(h, owner, "Khăn", [{ price: 120000, inventoryQuantity: 4 }]);
    const v = p.variantIds[0]!;
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: v, quantity: 2 }]);
    const key = idempotencyKey();
    const first = await complete(h, owner.storeId, token, { paymentMethod: "cod" }, key);
    const second = await complete(h, owner.storeId, token, { paymentMethod: "cod" }, key);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.replayed).toBe(true);
    expect(second.body.order).toEqual(first.body.order);
    expect(await stockOf(h, v)).toBe(2);
    expect(await historyOf(v)).toHaveLength(1);
    expect(await ordersOf(owner.storeId)).toHaveLength(1);
    const orderId = first.body.order._id;
    expect(await db().select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId))).toHaveLength(1);
    // Placed once, and its confirmation mailed once (a replay sends none).
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.kind).sort()).toEqual(["mail_sent", "placed"]);
    const [customer] = await db().select().from(customers).where(eq(customers.storeId, owner.storeId));
    expect(customer!.ordersCount).toBe(1);
  });

  it("sent twice at once (a double click) still places one order, and both answers name it", async () => {
    const owner = await h.owner();
    const p = await product(h, owner, "Khăn", [{ price: 120000, inventoryQuantity: 4 }]);
    const v = p.variantIds[0]!;
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: v, quantity: 1 }]);
    const key = idempotencyKey();
    const results = await Promise.all([
      complete(h, owner.storeId, token, { paymentMethod: "cod" }, key),
      complete(h, owner.storeId, token, { paymentMethod: "cod" }, key),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(results[0]!.body.order._id).toBe(results[1]!.body.order._id);
    expect(await stockOf(h, v)).toBe(3);
    expect(await ordersOf(owner.storeId)).toHaveLength(1);
  });

  it("with another body, or on another checkout, is refused and changes nothing", async () => {
    const owner = await h.owner();
    const p = await product(h, owner, "Khăn", [{ price: 120000, inventoryQuantity: 4 }]);
    const v = p.variantIds[0]!;
    const first = await readyCheckout(h, owner.storeId, [{ variantId: v, quantity: 1 }]);
    const key = idempotencyKey();
    expect((await complete(h, owner.storeId, first.token, { paymentMethod: "cod" }, key)).status).toBe(201);

    const otherMethod = await complete(h, owner.storeId, first.token, { paymentMethod: "bank_transfer" }, key);
    expect(otherMethod.status).toBe(409);
    expect(otherMethod.error.errors).toEqual({ "Idempotency-Key": ["This Idempotency-Key was already used for a different request"] });

    const second = await readyCheckout(h, owner.storeId, [{ variantId: v, quantity: 1 }]);
    const otherCheckout = await complete(h, owner.storeId, second.token, { paymentMethod: "cod" }, key);
    expect(otherCheckout.status).toBe(409);
    expect(otherCheckout.error.message).toBe("This Idempotency-Key was already used for a different request");
    const [still] = await db().select().from(checkouts).where(eq(checkouts.token, second.token));
    expect(still!.completedAt).toBeNull();
    expect(await stockOf(h, v)).toBe(3);
    expect(await ordersOf(owner.storeId)).toHaveLength(1);

    // A fresh key completes the second checkout as #1002: the refusals took no number.
    const ok = await complete(h, owner.storeId, second.token);
    expect(ok.body.order.name).toBe("#1002");
  });

  it("is per store: another store may use the same key", async () => {
    const one = await h.owner();
    const two = await h.owner();
    const key = idempotencyKey();
    for (const owner of [one, two]) {
      const p = await product(h, owner, "Áo", [{ price: 10000, inventoryQuantity: 1 }]);
      const { token } = await readyCheckout(h, owner.storeId, [{ variantId: p.variantIds[0]!, quantity: 1 }]);
      const res = await complete(h, owner.storeId, token, { paymentMethod: "cod" }, key);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.order.name).toBe("#1001");
    }
  });
});
