// Discounts at the checkout (ADR 036, 041): each kind applied to a checkout and to its order, the refusals in both
// languages, shares that add up, a code's usage limit and a once-per-customer code under racing completions (truly
// at once on PostgreSQL with TEST_DATABASE_URL), manual orders with a code, and a cancel's release of the uses.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountCodes, discounts, discountUsages, orderLines, orders } from "../../api/db/schema";
import { releaseDiscountUsage } from "../../api/modules/discounts/store";
import { checkoutEndpoints, orderPlacementEndpoints } from "../../domain/contracts/checkout";
import { discountEndpoints as de } from "../../domain/contracts/discounts";
import { orderActionEndpoints } from "../../domain/contracts/order-actions";
import type { DiscountDto } from "../../domain/discount";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, complete, idempotencyKey, product, readyCheckout, setLanguage, stockOf, type Owner } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.database.db;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(h.clock.now().getTime() + ms).toISOString();

async function discount(owner: Owner, form: Record<string, unknown>): Promise<DiscountDto> {
  const res = await h.request(de.create, { headers: owner.headers, body: { discount: { startsAt: iso(-DAY), ...form } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.discount;
}
const code = (owner: Owner, c: string, form: Record<string, unknown>) => discount(owner, { method: "code", code: c, ...form });
const automatic = (owner: Owner, title: string, form: Record<string, unknown>) => discount(owner, { method: "automatic", title, ...form });

const applyCode = (storeId: string, token: string, c: string, headers: Record<string, string> = {}) =>
  h.request(checkoutEndpoints.discountCode, { params: { storeId, token }, body: { code: c }, headers });

/** A store with three products: Áo dài 200.000 đ, Nón lá 50.000 đ, Khăn 30.000 đ (plenty of stock). */
async function shop(owner: Owner, stock = 100) {
  const ao = await product(h, owner, "Áo dài", [{ price: 200000, inventoryQuantity: stock }]);
  const non = await product(h, owner, "Nón lá", [{ price: 50000, inventoryQuantity: stock }]);
  const khan = await product(h, owner, "Khăn", [{ price: 30000, inventoryQuantity: stock }]);
  return {
    ao: { productId: ao.productId, v: ao.variantIds[0]! },
    non: { productId: non.productId, v: non.variantIds[0]! },
    khan: { productId: khan.productId, v: khan.variantIds[0]! },
  };
}

async function discountRow(id: string) {
  const [row] = await db().select().from(discounts).where(eq(discounts.id, id));
  return row!;
}
const usagesOf = (discountId: string) => db().select().from(discountUsages).where(eq(discountUsages.discountId, discountId));
async function orderOf(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
  return { order: order!, lines };
}

describe("each kind on a checkout and its order", () => {
  it("a percentage code (any case): applied, spread over the lines by largest remainder, stored on the order and its lines, one use taken and recorded", async () => {
    const owner = await h.owner();
    const { ao, non, khan } = await shop(owner);
    const sale = await code(owner, "SALE15", { type: "percentage", value: 15, usageLimit: 10 });
    const { token } = await readyCheckout(h, owner.storeId, [
      { variantId: ao.v, quantity: 1 },
      { variantId: non.v, quantity: 1 },
      { variantId: khan.v, quantity: 1 },
    ]);
    const applied = await applyCode(owner.storeId, token, "sale15");
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const c = applied.body.checkout;
    // 15 % of 280.000 = 42.000: 30.000 + 7.500 + 4.500.
    expect(c.discountCode).toBe("SALE15");
    expect(c.discountCodeError).toBeNull();
    expect([c.subtotalPrice, c.totalDiscounts, c.totalShipping, c.totalPrice]).toEqual([280000, 42000, 30000, 268000]);
    expect(c.lines.map((l) => l.totalDiscount)).toEqual([30000, 7500, 4500]);
    expect(c.discounts).toEqual([{ discountId: sale._id, code: "SALE15", title: "SALE15", type: "percentage", amount: 42000 }]);

    const done = await complete(h, owner.storeId, token, { paymentMethod: "cod", totalPrice: 268000 });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.order.totalDiscounts).toBe(42000);
    expect(done.body.order.lines.map((l) => l.totalDiscount)).toEqual([30000, 7500, 4500]);
    const { order, lines } = await orderOf(done.body.order._id);
    expect(order.discountMinor).toBe(42000);
    expect(order.discounts).toEqual([
      { discountId: sale._id, code: "SALE15", title: "SALE15", type: "percentage", amountMinor: 42000, shippingMinor: 0, lineShares: [30000, 7500, 4500] },
    ]);
    expect(lines.map((l) => l.discountMinor)).toEqual([30000, 7500, 4500]);
    expect((await discountRow(sale._id)).usageCount).toBe(1);
    const [codeRow] = await db().select().from(discountCodes).where(eq(discountCodes.discountId, sale._id));
    expect(codeRow!.usageCount).toBe(1);
    expect((await usagesOf(sale._id)).map((u) => [u.orderId, u.customerKey, u.amountMinor, u.codeId])).toEqual([
      [order.id, "lan@example.com", 42000, codeRow!.id],
    ]);
    // The completed checkout shows what its order got.
    const read = await h.request(checkoutEndpoints.get, { params: { storeId: owner.storeId, token } });
    expect(read.body.checkout.discounts.map((d) => d.amount)).toEqual([42000]);
  });

  it("an automatic fixed amount applies without a code; a combinable code adds to it; shares in USD cents add up exactly", async () => {
    const owner = await h.owner();
    await setLanguage(h, owner.storeId, "en");
    const a = await product(h, owner, "Mug", [{ price: 3.33, inventoryQuantity: 50 }]);
    const b = await product(h, owner, "Tee", [{ price: 10.01, inventoryQuantity: 50 }]);
    const auto = await automatic(owner, "Spring $1 off", { type: "fixed_amount", value: 1, combinesWith: { orderDiscounts: true } });
    const extra = await code(owner, "TEN", { type: "percentage", value: 10, combinesWith: { orderDiscounts: true } });
    const { token, checkout } = await readyCheckout(h, owner.storeId, [
      { variantId: a.variantIds[0]!, quantity: 3 },
      { variantId: b.variantIds[0]!, quantity: 1 },
    ]);
    // $20.00 - $1.00, shipping $5.00.
    expect([checkout.subtotalPrice, checkout.totalDiscounts, checkout.totalPrice]).toEqual([20, 1, 24]);
    expect(checkout.discounts.map((d) => d.title)).toEqual(["Spring $1 off"]);
    const applied = await applyCode(owner.storeId, token, "ten");
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    // Both are order discounts: in the input's order, $1.00 then 10 % of the $19.00 left ($1.90).
    expect(applied.body.checkout.discounts.map((d) => [d.title, d.amount])).toEqual([
      ["Spring $1 off", 1],
      ["TEN", 1.9],
    ]);
    const done = await complete(h, owner.storeId, token);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const { order, lines } = await orderOf(done.body.order._id);
    expect(order.discountMinor).toBe(290);
    expect(lines.reduce((s, l) => s + l.discountMinor, 0)).toBe(290);
    for (const d of order.discounts) expect(d.lineShares!.reduce((s, x) => s + x, 0)).toBe(d.amountMinor);
    expect((await discountRow(auto._id)).usageCount).toBe(1);
    expect((await discountRow(extra._id)).usageCount).toBe(1);
    expect(order.totalMinor).toBe(2000 - 290 + 500);
  });

  it("free shipping takes the shipping off (recorded as the discount's shipping part); buy 2 get 1 gives the cheapest unit", async () => {
    const owner = await h.owner();
    const { ao, non } = await shop(owner);
    await code(owner, "SHIPFREE", { type: "free_shipping", combinesWith: { productDiscounts: true } });
    const bxgy = await automatic(owner, "Mua 2 tặng 1", {
      type: "buy_x_get_y",
      buyQuantity: 2,
      getQuantity: 1,
      getPercent: 100,
      appliesTo: "products",
      productIds: [ao.productId, non.productId],
      combinesWith: { shippingDiscounts: true },
    });
    const { token } = await readyCheckout(
      h,
      owner.storeId,
      [
        { variantId: ao.v, quantity: 2 },
        { variantId: non.v, quantity: 1 },
      ],
      { rate: "express" },
    );
    const applied = await applyCode(owner.storeId, token, "shipfree");
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const c = applied.body.checkout;
    expect(c.lines.map((l) => l.totalDiscount)).toEqual([0, 50000]);
    expect([c.subtotalPrice, c.totalShipping, c.totalDiscounts, c.totalPrice]).toEqual([450000, 60000, 110000, 400000]);
    const done = await complete(h, owner.storeId, token);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const { order } = await orderOf(done.body.order._id);
    expect(order.discounts.map((d) => [d.title, d.amountMinor, d.shippingMinor, d.lineShares])).toEqual([
      ["Mua 2 tặng 1", 50000, 0, [0, 50000]],
      ["SHIPFREE", 60000, 60000, [0, 0]],
    ]);
    expect((await discountRow(bxgy._id)).usageCount).toBe(1);
  });

  it("a code for a collection takes off only its products' lines; a code for products only theirs", async () => {
    const owner = await h.owner();
    const { ao, non, khan } = await shop(owner);
    const col = await h.call("POST", "/collections", { headers: owner.headers, body: { collection: { title: "Phụ kiện" } } });
    expect(col.status, JSON.stringify(col.body)).toBe(201);
    const collected = await h.call("PUT", `/collections/${col.body.collection._id}/collect`, {
      headers: owner.headers,
      body: { collection: { productIds: [non.productId, khan.productId] } },
    });
    expect(collected.status, JSON.stringify(collected.body)).toBeLessThan(300);
    await code(owner, "PHUKIEN", { type: "percentage", value: 50, appliesTo: "collections", collectionIds: [col.body.collection._id] });
    await code(owner, "AODAI", { type: "fixed_amount", value: 20000, appliesTo: "products", productIds: [ao.productId] });
    const lines = [
      { variantId: ao.v, quantity: 1 },
      { variantId: non.v, quantity: 1 },
      { variantId: khan.v, quantity: 1 },
    ];
    const one = await readyCheckout(h, owner.storeId, lines);
    const byCollection = await applyCode(owner.storeId, one.token, "PHUKIEN");
    expect(byCollection.status, JSON.stringify(byCollection.body)).toBe(200);
    expect(byCollection.body.checkout.lines.map((l) => l.totalDiscount)).toEqual([0, 25000, 15000]);
    const byProduct = await applyCode(owner.storeId, one.token, "aodai");
    expect(byProduct.body.checkout.lines.map((l) => l.totalDiscount)).toEqual([20000, 0, 0]);
    expect(byProduct.body.checkout.discountCode).toBe("AODAI");
    // A cart without the collection's products: refused, the checkout keeps its code.
    const two = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }]);
    const refused = await applyCode(owner.storeId, two.token, "PHUKIEN");
    expect(refused.status).toBe(400);
    expect(refused.error.errors).toEqual({ code: ["This discount code does not apply to the items in the cart"] });
  });

  it("buy X get Y with its own items to get: buy 2 Áo dài, get a product of the Phụ kiện collection free, through the checkout to the order", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const { ao, non, khan } = await shop(owner);
    const col = await h.call("POST", "/collections", { headers: owner.headers, body: { collection: { title: "Phụ kiện" } } });
    expect(col.status, JSON.stringify(col.body)).toBe(201);
    const collected = await h.call("PUT", `/collections/${col.body.collection._id}/collect`, {
      headers: owner.headers,
      body: { collection: { productIds: [non.productId, khan.productId] } },
    });
    expect(collected.status, JSON.stringify(collected.body)).toBeLessThan(300);
    const form = {
      type: "buy_x_get_y",
      buyQuantity: 2,
      getQuantity: 1,
      getPercent: 100,
      appliesTo: "products",
      productIds: [ao.productId],
      getsAppliesTo: "collections",
      getsCollectionIds: [col.body.collection._id],
    };
    // Another store's collection is not one it can give.
    const theirs = await h.request(de.create, {
      headers: other.headers,
      body: { discount: { method: "code", code: "THEIRS2", startsAt: iso(-DAY), ...form } },
    });
    expect(theirs.status).toBe(400);
    expect(theirs.error.errors).toEqual({
      productIds: ["Some products were not found in this store"],
      getsCollectionIds: ["Some collections were not found in this store"],
    });
    const made = await code(owner, "AOTANG", form);
    expect(made).toMatchObject({ getsAppliesTo: "collections", getsCollectionIds: [col.body.collection._id], getsProductIds: [] });

    // 2 Áo dài bought, one Khăn (30.000 đ, the cheapest of the collection's items) free; the Nón lá stays full price.
    const { token } = await readyCheckout(h, owner.storeId, [
      { variantId: ao.v, quantity: 2 },
      { variantId: non.v, quantity: 1 },
      { variantId: khan.v, quantity: 2 },
    ]);
    const applied = await applyCode(owner.storeId, token, "aotang");
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const c = applied.body.checkout;
    expect(c.lines.map((l) => l.totalDiscount)).toEqual([0, 0, 30000]);
    expect([c.subtotalPrice, c.totalDiscounts, c.totalPrice]).toEqual([510000, 30000, 510000]);
    const done = await complete(h, owner.storeId, token);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const { order, lines } = await orderOf(done.body.order._id);
    expect(order.discounts.map((d) => [d.code, d.type, d.amountMinor, d.lineShares])).toEqual([["AOTANG", "buy_x_get_y", 30000, [0, 0, 30000]]]);
    expect(lines.map((l) => l.discountMinor)).toEqual([0, 0, 30000]);
    expect((await discountRow(made._id)).usageCount).toBe(1);

    // Nothing of the collection in the cart: the code does not apply to it.
    const none = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 2 }]);
    expect((await applyCode(owner.storeId, none.token, "AOTANG")).error.errors).toEqual({
      code: ["This discount code does not apply to the items in the cart"],
    });
  });

  it("an empty code removes the checkout's code", async () => {
    const owner = await h.owner();
    const { ao } = await shop(owner);
    await code(owner, "BOT", { type: "percentage", value: 10 });
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }]);
    expect((await applyCode(owner.storeId, token, "BOT")).body.checkout.totalDiscounts).toBe(20000);
    const removed = await applyCode(owner.storeId, token, "");
    expect(removed.status).toBe(200);
    expect([removed.body.checkout.discountCode, removed.body.checkout.totalDiscounts, removed.body.checkout.discounts]).toEqual([null, 0, []]);
  });
});

describe("refusals", () => {
  it("says why a code does not apply, in English and in Vietnamese, and leaves the checkout as it was", async () => {
    const owner = await h.owner();
    const { ao, non } = await shop(owner);
    await code(owner, "LATER", { type: "percentage", value: 10, startsAt: iso(DAY) });
    await code(owner, "OLD", { type: "percentage", value: 10, startsAt: iso(-3 * DAY), endsAt: iso(-DAY) });
    await code(owner, "BIG", { type: "percentage", value: 10, minimumKind: "amount", minimumValue: 500000 });
    await code(owner, "MANY", { type: "percentage", value: 10, minimumKind: "quantity", minimumValue: 5 });
    await code(owner, "USED", { type: "percentage", value: 10, usageLimit: 1 });
    await db()
      .update(discounts)
      .set({ usageCount: 1 })
      .where(and(eq(discounts.storeId, owner.storeId), eq(discounts.title, "USED")));
    await automatic(owner, "Giảm 50%", { type: "percentage", value: 50 });
    await code(owner, "ALONE", { type: "percentage", value: 10 });
    const { token } = await readyCheckout(h, owner.storeId, [
      { variantId: ao.v, quantity: 1 },
      { variantId: non.v, quantity: 1 },
    ]);
    const cases: [string, string, string][] = [
      ["NOPE", "This discount code does not exist", "Mã giảm giá này không tồn tại"],
      // Not started yet: word for word an unknown code (ADR 041).
      ["LATER", "This discount code does not exist", "Mã giảm giá này không tồn tại"],
      ["OLD", "This discount code has expired", "Mã giảm giá này đã hết hạn"],
      [
        "BIG",
        "Spend at least 500.000 đ on eligible items to use this discount code",
        "Cần mua tối thiểu 500.000 đ các sản phẩm áp dụng để dùng mã giảm giá này",
      ],
      ["MANY", "Buy at least 5 eligible items to use this discount code", "Cần mua tối thiểu 5 sản phẩm áp dụng để dùng mã giảm giá này"],
      ["USED", "This discount code has reached its usage limit", "Mã giảm giá này đã hết lượt sử dụng"],
      [
        "ALONE",
        "This discount code cannot be combined with the other discounts on this order",
        "Mã giảm giá này không thể dùng chung với các giảm giá khác của đơn hàng",
      ],
    ];
    for (const [typed, english, vietnamese] of cases) {
      const en = await applyCode(owner.storeId, token, typed);
      expect(en.status, typed).toBe(400);
      expect(en.error.errors, typed).toEqual({ code: [english] });
      const vi = await applyCode(owner.storeId, token, typed, { "accept-language": "vi" });
      expect(vi.error.errors, typed).toEqual({ code: [vietnamese] });
    }
    const read = await h.request(checkoutEndpoints.get, { params: { storeId: owner.storeId, token } });
    expect(read.body.checkout.discountCode).toBeNull();
    expect(read.body.checkout.discounts.map((d) => d.title)).toEqual(["Giảm 50%"]);
  });

  it("bad input, another store's code, a completed checkout", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const { ao } = await shop(owner);
    await code(other, "THEIRS", { type: "percentage", value: 10 });
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }]);
    const long = await applyCode(owner.storeId, token, "X".repeat(65));
    expect(long.status).toBe(400);
    expect(long.error.errors).toEqual({ code: ["Max length is 64"] });
    const notString = await h.request(checkoutEndpoints.discountCode, { params: { storeId: owner.storeId, token }, body: { code: 12 } });
    expect(notString.status).toBe(400);
    expect((await applyCode(owner.storeId, token, "THEIRS")).error.errors).toEqual({ code: ["This discount code does not exist"] });
    expect((await applyCode(other.storeId, token, "THEIRS")).status).toBe(404);
    expect((await complete(h, owner.storeId, token)).status).toBe(201);
    expect((await applyCode(owner.storeId, token, "")).status).toBe(409);
  });

  it("a completion whose code stopped applying (the cart fell under its minimum) is refused and takes nothing", async () => {
    const owner = await h.owner();
    const { ao, non } = await shop(owner);
    const big = await code(owner, "BIG2", { type: "fixed_amount", value: 30000, minimumKind: "amount", minimumValue: 240000 });
    const { token } = await readyCheckout(h, owner.storeId, [
      { variantId: ao.v, quantity: 1 },
      { variantId: non.v, quantity: 1 },
    ]);
    expect((await applyCode(owner.storeId, token, "BIG2")).status).toBe(200);
    const changed = await h.request(checkoutEndpoints.update, {
      params: { storeId: owner.storeId, token },
      body: { lines: [{ variantId: ao.v, quantity: 1 }] },
    });
    expect(changed.body.checkout.discountCode).toBe("BIG2");
    expect(changed.body.checkout.totalDiscounts).toBe(0);
    expect(changed.body.checkout.discountCodeError).toBe("Spend at least 240.000 đ on eligible items to use this discount code");
    const refused = await complete(h, owner.storeId, token);
    expect(refused.status).toBe(409);
    expect(refused.error.errors).toEqual({ discountCode: ["Spend at least 240.000 đ on eligible items to use this discount code"] });
    expect(await stockOf(h, ao.v)).toBe(100);
    expect((await discountRow(big._id)).usageCount).toBe(0);
    expect(await db().select().from(orders).where(eq(orders.storeId, owner.storeId))).toHaveLength(0);
  });
});

describe("limits under racing completions", () => {
  it("a code with 3 uses and 7 buyers completing at once: exactly 3 orders with it, 4 clear refusals, their stock untouched", async () => {
    const owner = await h.owner();
    const { ao } = await shop(owner, 20);
    const limited = await code(owner, "ONLY3", { type: "percentage", value: 20, usageLimit: 3 });
    const ready = [];
    for (let i = 0; i < 7; i++) {
      const c = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }], { email: `buyer${i}@example.com` });
      expect((await applyCode(owner.storeId, c.token, "ONLY3")).status).toBe(200);
      ready.push(c);
    }
    const results = await Promise.all(ready.map((c) => complete(h, owner.storeId, c.token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.error.errors).toEqual({ discountCode: ["This discount code has reached its usage limit"] });
    expect((await discountRow(limited._id)).usageCount).toBe(3);
    expect(await usagesOf(limited._id)).toHaveLength(3);
    expect(await stockOf(h, ao.v)).toBe(17);
    const placed = await db().select().from(orders).where(eq(orders.storeId, owner.storeId));
    expect(placed.map((o) => o.number).sort()).toEqual([1001, 1002, 1003]);
    expect(placed.every((o) => o.discountMinor === 40000)).toBe(true);
  });

  it("a once-per-customer code: refused when applied again, and one of two racing completions of the same buyer", async () => {
    const owner = await h.owner();
    const { ao } = await shop(owner);
    const once = await code(owner, "WELCOME", { type: "fixed_amount", value: 10000, oncePerCustomer: true });
    const a = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }], { email: "mai@example.com" });
    const b = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }], { email: "MAI@example.com" });
    expect((await applyCode(owner.storeId, a.token, "WELCOME")).status).toBe(200);
    expect((await applyCode(owner.storeId, b.token, "WELCOME")).status).toBe(200);
    const results = await Promise.all([complete(h, owner.storeId, a.token), complete(h, owner.storeId, b.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.error.errors).toEqual({ discountCode: ["This discount code was already used by this customer"] });
    expect((await discountRow(once._id)).usageCount).toBe(1);
    // Another checkout of the same buyer is told at once; another buyer may use it.
    const c = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }], { email: "mai@example.com" });
    expect((await applyCode(owner.storeId, c.token, "WELCOME")).error.errors).toEqual({ code: ["This discount code was already used by this customer"] });
    const d = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }], { email: "lan@example.com" });
    expect((await applyCode(owner.storeId, d.token, "WELCOME")).status).toBe(200);
    expect((await complete(h, owner.storeId, d.token)).status).toBe(201);
  });

  it("an automatic discount once per customer is offered to each buyer's first order only", async () => {
    const owner = await h.owner();
    const { ao } = await shop(owner);
    const first = await automatic(owner, "Đơn đầu tiên", { type: "fixed_amount", value: 15000, oncePerCustomer: true });
    const a = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }], { email: "tam@example.com" });
    expect(a.checkout.totalDiscounts).toBe(15000);
    expect((await complete(h, owner.storeId, a.token)).status).toBe(201);
    const b = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }], { email: "TAM@example.com" });
    expect(b.checkout.discounts).toEqual([]);
    expect((await complete(h, owner.storeId, b.token)).status).toBe(201);
    expect((await discountRow(first._id)).usageCount).toBe(1);
  });

  it("a cancel's release gives the use back once: the limit and the buyer's once-per-customer use are free again", async () => {
    const owner = await h.owner();
    const { ao } = await shop(owner);
    const one = await code(owner, "ONE", { type: "percentage", value: 10, usageLimit: 1, oncePerCustomer: true });
    const a = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }]);
    await applyCode(owner.storeId, a.token, "ONE");
    const placed = await complete(h, owner.storeId, a.token);
    expect(placed.status).toBe(201);
    expect((await discountRow(one._id)).usageCount).toBe(1);
    const orderId = placed.body.order._id;
    expect(await db().transaction((tx) => releaseDiscountUsage(tx, owner.storeId, orderId))).toBe(1);
    expect(await db().transaction((tx) => releaseDiscountUsage(tx, owner.storeId, orderId))).toBe(0);
    // Another store's id releases nothing.
    expect(await releaseDiscountUsage(db(), (await h.owner()).storeId, orderId)).toBe(0);
    expect((await discountRow(one._id)).usageCount).toBe(0);
    const [codeRow] = await db().select().from(discountCodes).where(eq(discountCodes.discountId, one._id));
    expect(codeRow!.usageCount).toBe(0);
    const again = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }]);
    expect((await applyCode(owner.storeId, again.token, "ONE")).status).toBe(200);
    expect((await complete(h, owner.storeId, again.token)).status).toBe(201);
  });

  it("cancelling the order through POST /orders/cancel frees the code's last use for the next buyer", async () => {
    const owner = await h.owner();
    const { ao } = await shop(owner);
    const once = await code(owner, "LASTONE", { type: "percentage", value: 10, usageLimit: 1 });
    const a = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }]);
    await applyCode(owner.storeId, a.token, "LASTONE");
    const placed = await complete(h, owner.storeId, a.token);
    expect(placed.status).toBe(201);
    const full = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }]);
    expect((await applyCode(owner.storeId, full.token, "LASTONE")).status).toBe(400);
    const body = { orderId: placed.body.order._id, reason: "customer", restock: true, refund: false, notify: false, idempotencyKey: idempotencyKey() };
    const cancelled = await h.request(orderActionEndpoints.cancel, { headers: owner.headers, body });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // The same cancel again (a resubmitted form) gives nothing back twice.
    expect((await h.request(orderActionEndpoints.cancel, { headers: owner.headers, body })).body.replayed).toBe(true);
    expect((await discountRow(once._id)).usageCount).toBe(0);
    const next = await readyCheckout(h, owner.storeId, [{ variantId: ao.v, quantity: 1 }]);
    expect((await applyCode(owner.storeId, next.token, "LASTONE")).status).toBe(200);
    expect((await complete(h, owner.storeId, next.token)).status).toBe(201);
    expect((await discountRow(once._id)).usageCount).toBe(1);
  });
});

describe("manual orders (POST /orders) with a code", () => {
  it("applies the code and the automatic discounts; refuses an unknown code with 409 on discountCode; the same key places one order", async () => {
    const owner = await h.owner();
    const { ao } = await shop(owner);
    const phone = await code(owner, "PHONE10", { type: "percentage", value: 10 });
    const base = { lines: [{ variantId: ao.v, quantity: 2 }], email: "an@example.com", shippingAddress: ADDRESS, shippingRate: "standard", paid: true };
    const key = idempotencyKey();
    const res = await h.request(orderPlacementEndpoints.create, {
      headers: owner.headers,
      body: { product: { ...base, discountCode: "phone10", idempotencyKey: key } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect([res.body.order.subtotalPrice, res.body.order.totalDiscounts, res.body.order.totalPrice]).toEqual([400000, 40000, 390000]);
    const again = await h.request(orderPlacementEndpoints.create, {
      headers: owner.headers,
      body: { product: { ...base, discountCode: "phone10", idempotencyKey: key } },
    });
    expect(again.status).toBe(200);
    expect((await discountRow(phone._id)).usageCount).toBe(1);
    const unknown = await h.request(orderPlacementEndpoints.create, {
      headers: owner.headers,
      body: { product: { ...base, discountCode: "NOPE", idempotencyKey: idempotencyKey() } },
    });
    expect(unknown.status).toBe(409);
    expect(unknown.error.errors).toEqual({ discountCode: ["This discount code does not exist"] });
    expect(await stockOf(h, ao.v)).toBe(98);
  });
});
