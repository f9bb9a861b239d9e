// An order is never worth more than money can say exactly (domain/order.ts ORDER_AMOUNT_MAX_MINOR, ADR 035): a line or
// a cart over it is a 400 on its field at the storefront's checkout (create, change, complete) and for a manual order,
// never a 500 or an inexact total, and nothing is written.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, productVariants } from "../../api/db/schema";
import { checkoutEndpoints, orderPlacementEndpoints } from "../../domain/contracts/checkout";
import { ORDER_AMOUNT_MAX_MINOR } from "../../domain/order";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, complete, idempotencyKey, product, readyCheckout, setLanguage, stockOf, type Owner } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const VND_LINE = "This item's total can be at most 9000000000000";
const VND_TOTAL = "An order's total can be at most 9000000000000";

const createCheckout = (storeId: string, lines: { variantId: string; quantity: number }[], headers: Record<string, string> = {}) =>
  h.request(checkoutEndpoints.create, { params: { storeId }, body: { lines, email: "big@example.com" }, headers });

const manualOrder = (owner: Owner, lines: { variantId: string; quantity: number }[], shippingRate = "") =>
  h.request(orderPlacementEndpoints.create, {
    headers: owner.headers,
    body: { product: { lines, email: "big@example.com", shippingAddress: ADDRESS, shippingRate, paid: true, idempotencyKey: idempotencyKey() } },
  });

const ordersOf = (storeId: string) => h.database.db.select().from(orders).where(eq(orders.storeId, storeId));

/** A VND store selling a 999.999.999.999 đ diamond (the most a variant's price may be) and a 5.000.000.000.000 đ ring. */
async function shop() {
  const owner = await h.owner();
  const diamond = (await product(h, owner, "Kim cương", [{ price: 999_999_999_999, inventoryQuantity: 1000 }])).variantIds[0]!;
  const ring = (await product(h, owner, "Nhẫn", [{ price: 500_000_000_000, inventoryQuantity: 1000 }])).variantIds[0]!;
  return { owner, diamond, ring };
}

describe("the storefront checkout", () => {
  it("refuses a line or a cart worth more than an order may be, on its field, in the buyer's language", async () => {
    const { owner, diamond, ring } = await shop();
    const line = await createCheckout(owner.storeId, [{ variantId: diamond, quantity: 10 }]);
    expect(line.status, JSON.stringify(line.body)).toBe(400);
    expect(line.error.errors).toEqual({ "lines.0.quantity": [VND_LINE] });
    const vi = await createCheckout(owner.storeId, [{ variantId: diamond, quantity: 10 }], { "accept-language": "vi" });
    expect(vi.error.errors).toEqual({ "lines.0.quantity": ["Thành tiền của sản phẩm này tối đa là 9000000000000"] });

    // 5 × 999.999.999.999 + 9 × 500.000.000.000: each line within the limit, the cart over it.
    const cart = await createCheckout(owner.storeId, [
      { variantId: diamond, quantity: 5 },
      { variantId: ring, quantity: 9 },
    ]);
    expect(cart.status, JSON.stringify(cart.body)).toBe(400);
    expect(cart.error.errors).toEqual({ lines: [VND_TOTAL] });

    // Exactly within it: 9 diamonds (8.999.999.999.991 đ); the shipping would take it over.
    const fits = await createCheckout(owner.storeId, [{ variantId: diamond, quantity: 9 }]);
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    expect(fits.body.checkout.totalPrice).toBe(8_999_999_999_991);
    const shipping = await h.request(checkoutEndpoints.shippingLine, {
      params: { storeId: owner.storeId, token: fits.body.checkout.token },
      body: { code: "standard" },
    });
    expect(shipping.status, JSON.stringify(shipping.body)).toBe(400);
    expect(shipping.error.errors).toEqual({ lines: [VND_TOTAL] });
  });

  it("refuses a line past Number.MAX_SAFE_INTEGER cents (a USD store), which before was priced inexactly", async () => {
    const owner = await h.owner();
    await setLanguage(h, owner.storeId, "en");
    const v = (await product(h, owner, "Yacht", [{ price: 999_999_999_999.99, inventoryQuantity: 1000 }])).variantIds[0]!;
    expect(99_999_999_999_999 * 1000).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    const res = await createCheckout(owner.storeId, [{ variantId: v, quantity: 1000 }]);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.error.errors).toEqual({ "lines.0.quantity": ["This item's total can be at most 90000000000.00"] });
  });

  it("refuses to complete a checkout whose prices rose past the limit since, and places nothing", async () => {
    const owner = await h.owner();
    const ticket = (await product(h, owner, "Vé", [{ price: 1_000_000, inventoryQuantity: 1000 }])).variantIds[0]!;
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: ticket, quantity: 1000 }]);
    await h.database.db.update(productVariants).set({ price: 999_999_999_999 }).where(eq(productVariants.id, ticket));
    const done = await complete(h, owner.storeId, token);
    expect(done.status, JSON.stringify(done.body)).toBe(400);
    expect(done.error.errors).toEqual({ "lines.0.quantity": [VND_LINE] });
    expect(await ordersOf(owner.storeId)).toHaveLength(0);
    expect(await stockOf(h, ticket)).toBe(1000);
    // At the old price it completes (the refusal left the checkout open).
    await h.database.db.update(productVariants).set({ price: 1_000_000 }).where(eq(productVariants.id, ticket));
    const placed = await complete(h, owner.storeId, token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.totalPrice).toBe(1_000_030_000);
  });
});

describe("a manual order", () => {
  it("refuses a line or an order worth more than an order may be, keyed by the form's lines; nothing is written", async () => {
    const { owner, diamond, ring } = await shop();
    const twice = await manualOrder(owner, [
      { variantId: diamond, quantity: 5 },
      { variantId: diamond, quantity: 5 },
    ]);
    expect(twice.status, JSON.stringify(twice.body)).toBe(400);
    expect(twice.error.errors).toEqual({ "lines.0.quantity": [VND_LINE], "lines.1.quantity": [VND_LINE] });
    const total = await manualOrder(owner, [
      { variantId: diamond, quantity: 8 },
      { variantId: ring, quantity: 3 },
    ]);
    expect(total.status, JSON.stringify(total.body)).toBe(400);
    expect(total.error.errors).toEqual({ lines: [VND_TOTAL] });
    // 9 diamonds fit without shipping, not with it.
    expect((await manualOrder(owner, [{ variantId: diamond, quantity: 9 }], "express")).error.errors).toEqual({ lines: [VND_TOTAL] });
    expect(await ordersOf(owner.storeId)).toHaveLength(0);
    const fits = await manualOrder(owner, [{ variantId: diamond, quantity: 9 }]);
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    expect(fits.body.order.totalPrice).toBe(8_999_999_999_991);
    expect(ORDER_AMOUNT_MAX_MINOR * 1000).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });
});
