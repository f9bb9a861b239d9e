// SPEC §7 POST /orders (payload under `product`, scope orders): a manual order placed by staff through the same code
// as a storefront completion, marked paid or pending; its idempotency key; bad input; permissions; other stores' ids.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, inventoryAdjustments, orderEvents, orders, orderTransactions } from "../../api/db/schema";
import { orderPlacementEndpoints } from "../../domain/contracts/checkout";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, idempotencyKey, product, readyCheckout, complete, setLanguage, stockOf, type Owner } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.database.db;
const create = (headers: Record<string, string>, product: unknown) => h.request(orderPlacementEndpoints.create, { headers, body: { product } });

async function shop(owner: Owner) {
  const ao = await product(h, owner, "Áo dài", [{ option1: "M", price: 350000, sku: "AD-M", inventoryQuantity: 4 }]);
  const hidden = await product(h, owner, "Mẫu thử", [{ price: 10000, inventoryQuantity: 2 }], { published: false });
  return { v: ao.variantIds[0]!, hidden: hidden.variantIds[0]! };
}

describe("POST /orders", () => {
  it("places a paid phone sale: a successful sale, the customer's spend, the staff member in the history and timeline", async () => {
    const owner = await h.owner();
    const { v, hidden } = await shop(owner);
    const res = await create(owner.headers, {
      lines: [
        { variantId: v, quantity: 2 },
        { variantId: hidden, quantity: 1 },
      ],
      email: "Mai@Example.com",
      phone: "0912 345 678",
      shippingAddress: ADDRESS,
      shippingRate: "express",
      paid: true,
      note: "Khách gọi điện",
      tags: ["phone", "vip", "phone"],
      idempotencyKey: idempotencyKey(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.order;
    expect(order).toMatchObject({
      name: "#1001",
      source: "admin",
      paymentMethod: "manual",
      financialStatus: "paid",
      fulfillmentStatus: "unfulfilled",
      email: "mai@example.com",
      subtotalPrice: 710000,
      totalShipping: 60000,
      totalPrice: 770000,
      note: "Khách gọi điện",
      tags: ["phone", "vip"],
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ paidMinor: 770000, totalMinor: 770000 });
    expect(
      (await db().select().from(orderTransactions).where(eq(orderTransactions.orderId, order._id))).map((t) => [
        t.kind,
        t.gateway,
        t.status,
        t.amountMinor,
        t.userId,
      ]),
    ).toEqual([["sale", "manual", "success", 770000, owner.userId]]);
    // The timeline: placed and paid by the staff member, and the confirmation mail it sent.
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(events.map((e) => [e.kind, e.userId]).sort()).toEqual([
      ["mail_sent", owner.userId],
      ["paid", owner.userId],
      ["placed", owner.userId],
    ]);
    const history = await db().select().from(inventoryAdjustments).where(eq(inventoryAdjustments.storeId, owner.storeId));
    expect(history.map((a) => [a.reason, a.userId, a.delta]).sort()).toEqual([
      ["Order #1001", owner.userId, -1],
      ["Order #1001", owner.userId, -2],
    ]);
    expect(await stockOf(h, v)).toBe(2);
    expect(await stockOf(h, hidden)).toBe(1);
    const [customer] = await db().select().from(customers).where(eq(customers.storeId, owner.storeId));
    expect(customer).toMatchObject({ email: "mai@example.com", ordersCount: 1, amountSpentMinor: 770000 });

    // A storefront order of the same buyer joins the same customer; pending, it adds to the count only.
    const c = await readyCheckout(h, owner.storeId, [{ variantId: v, quantity: 1 }], { email: "mai@example.com" });
    expect((await complete(h, owner.storeId, c.token)).body.order).toMatchObject({ name: "#1002", customerId: customer!.id });
    const [after] = await db().select().from(customers).where(eq(customers.id, customer!.id));
    expect(after).toMatchObject({ ordersCount: 2, amountSpentMinor: 770000 });
  });

  it("places a pending order by default, in the store's currency, without a customer when it has no contact", async () => {
    const owner = await h.owner();
    await setLanguage(h, owner.storeId, "en");
    const p = await product(h, owner, "Mug", [{ price: 12.5, inventoryQuantity: 3 }]);
    const res = await create(owner.headers, {
      lines: [{ variantId: p.variantIds[0], quantity: 3 }],
      paymentMethod: "bank_transfer",
      idempotencyKey: idempotencyKey(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order).toMatchObject({
      currency: "USD",
      financialStatus: "pending",
      paymentMethod: "bank_transfer",
      totalPrice: 37.5,
      totalShipping: 0,
      customerId: null,
      shippingLine: null,
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, res.body.order._id));
    expect(row).toMatchObject({ totalMinor: 3750, paidMinor: 0, shippingAddress: null, shippingLine: null });
    // SQL's NULL, not the JSON value null: the orders list can filter on it.
    const { rows } = await db().execute(
      sql`select count(*)::int as n from orders where id = ${row!.id} and shipping_address is null and shipping_line is null`,
    );
    expect(rows).toEqual([{ n: 1 }]);
    expect(await db().select().from(customers).where(eq(customers.storeId, owner.storeId))).toHaveLength(0);
  });

  it("answers a resubmitted form with the same order, and refuses the key with another form", async () => {
    const owner = await h.owner();
    const { v } = await shop(owner);
    const form = { lines: [{ variantId: v, quantity: 1 }], email: "a@b.co", paid: false, idempotencyKey: idempotencyKey() };
    const results = await Promise.all([create(owner.headers, form), create(owner.headers, form)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(results[0]!.body.order._id).toBe(results[1]!.body.order._id);
    const again = await create(owner.headers, form);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, order: { _id: results[0]!.body.order._id } });
    const changed = await create(owner.headers, { ...form, lines: [{ variantId: v, quantity: 2 }] });
    expect(changed.status).toBe(409);
    expect(changed.error.message).toBe("This Idempotency-Key was already used for a different request");
    expect(await stockOf(h, v)).toBe(3);
    expect(await db().select().from(orders).where(eq(orders.storeId, owner.storeId))).toHaveLength(1);
  });

  it("refuses bad input with field errors, another store's variants, and more than is in stock", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const { v } = await shop(owner);
    const theirs = await shop(other);

    const empty = await h.request(orderPlacementEndpoints.create, { headers: owner.headers, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.error.errors).toEqual({ lines: ["Add at least one item"], idempotencyKey: ["Idempotency key required"] });
    const bad = await create(owner.headers, {
      lines: [{ variantId: v, quantity: -1 }],
      email: "nope",
      phone: "12",
      shippingAddress: { lastName: "" },
      paymentMethod: "card",
      tags: [""],
      note: "n".repeat(5001),
      idempotencyKey: "bad key!",
    });
    expect(bad.status).toBe(400);
    expect(bad.error.errors).toMatchObject({
      "lines.0.quantity": ["Quantity must be a whole number from 1 to 1000"],
      email: ["This is required email"],
      phone: ["Phone is not valid"],
      "shippingAddress.lastName": ["Last name required"],
      "shippingAddress.address1": ["Address required"],
      "shippingAddress.countryCode": ["Choose a country"],
      paymentMethod: ["Choose one of the payment methods"],
      "tags.0": ["Tag required"],
      note: ["Max length is 5000"],
      idempotencyKey: ["Idempotency key must be 8-100 letters, digits or _ . : -"],
    });
    const refs = await create(owner.headers, {
      lines: [
        { variantId: v, quantity: 1 },
        { variantId: theirs.v, quantity: 1 },
      ],
      shippingRate: "drone",
      idempotencyKey: idempotencyKey(),
    });
    expect(refs.status).toBe(400);
    expect(refs.error.errors).toEqual({ shippingRate: ["Choose one of the shipping rates"], "lines.1.variantId": ["Variant not found"] });
    const short = await create(owner.headers, { lines: [{ variantId: v, quantity: 5 }], idempotencyKey: idempotencyKey() });
    expect(short.status).toBe(409);
    expect(short.error.message).toEqual(["Only 4 left of Áo dài (M)"]);
    expect(await stockOf(h, v)).toBe(4);
    expect(await stockOf(h, theirs.v)).toBe(4);
    expect(await db().select().from(orders).where(eq(orders.storeId, owner.storeId))).toHaveLength(0);
  });

  it("needs the orders scope: none 401, staff without it 403, another store's header 404; staff with it may", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const { v } = await shop(owner);
    const form = () => ({ lines: [{ variantId: v, quantity: 1 }], idempotencyKey: idempotencyKey() });
    expect((await h.request(orderPlacementEndpoints.create, { body: { product: form() } })).status).toBe(401);
    const products = await h.staff(owner.storeId, ["products"]);
    expect((await create(products.headers, form())).status).toBe(403);
    expect((await create({ ...other.headers, "store-id": owner.storeId }, form())).status).toBe(404);
    const sales = await h.staff(owner.storeId, ["orders"]);
    const ok = await create(sales.headers, form());
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    // The other store's owner, in their own store, cannot sell this store's variant.
    expect((await create(other.headers, form())).error.errors).toEqual({ "lines.0.variantId": ["Variant not found"] });
    expect(await stockOf(h, v)).toBe(3);
  });
});
