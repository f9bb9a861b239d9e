// Payment providers at the checkout (ADR 037): the storefront's methods come from the providers given to createApi;
// the placement asks the method's provider before it takes stock and writes its answer (provider id, reference, kind,
// status, amount) in its one statement; a refusal or a failure places nothing (stock, order, code use, customer, order
// number all rolled back) and leaves the key and the checkout usable; an authorization that cannot be used is voided.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkouts,
  customers,
  discounts,
  discountUsages,
  inventoryAdjustments,
  orderEvents,
  orders,
  orderTransactions,
  productVariants,
} from "../../api/db/schema";
import { manualPayments, type PaymentProvider, type PaymentRequest, type PaymentTransaction } from "../../api/modules/checkout/payments";
import { checkoutEndpoints } from "../../domain/contracts/checkout";
import { discountEndpoints } from "../../domain/contracts/discounts";
import { startHarness, type Harness } from "../helpers/harness";
import { complete, idempotencyKey, product, readyCheckout, stockOf, type Owner } from "./checkout-helpers";

/** A card provider that records what it was asked: it authorizes (or, `capture`, takes the money at once) or declines. */
function fakeProvider(id: string, methods: string[], answer: "authorize" | "capture" | "decline" | "throw") {
  const asked: PaymentRequest[] = [];
  const voided: PaymentTransaction[] = [];
  let n = 0;
  const provider: PaymentProvider = {
    id,
    methods,
    async authorize(request) {
      asked.push(request);
      if (answer === "throw") throw new Error("connect ECONNREFUSED 10.0.0.1:443");
      if (answer === "decline")
        return {
          provider: id,
          kind: "authorization",
          status: "failure",
          reference: `${id}_declined_${++n}`,
          amountMinor: request.amountMinor,
          message: "Insufficient funds",
        };
      return {
        provider: id,
        kind: answer === "capture" ? "sale" : "authorization",
        status: "success",
        reference: `${id}_${++n}`,
        amountMinor: request.amountMinor,
      };
    },
    async void(transaction) {
      voided.push(transaction);
    },
  };
  return { provider, asked, voided };
}

const card = fakeProvider("fakecard", ["card"], "authorize");
const instant = fakeProvider("instantpay", ["wallet"], "capture");
const declining = fakeProvider("declinepay", ["debit"], "decline");
const broken = fakeProvider("brokenpay", ["qr"], "throw");

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ payments: [manualPayments, card.provider, instant.provider, declining.provider, broken.provider] });
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.database.db;

async function shop(stock = 5) {
  const owner = await h.owner();
  const { variantIds } = await product(h, owner, "Áo dài", [{ price: 200000, inventoryQuantity: stock }]);
  return { owner, variantId: variantIds[0]! };
}

const transactionsOf = (orderId: string) => db().select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId));
const ordersOf = (storeId: string) => db().select().from(orders).where(eq(orders.storeId, storeId));

/** Nothing of an order is left: no order, no stock taken or history, no customer, the checkout still open. */
async function expectNothingPlaced(owner: Owner, variantId: string, token: string, stock: number) {
  expect(await ordersOf(owner.storeId)).toHaveLength(0);
  expect(await stockOf(h, variantId)).toBe(stock);
  expect(await db().select().from(inventoryAdjustments).where(eq(inventoryAdjustments.variantId, variantId))).toHaveLength(0);
  expect(await db().select().from(customers).where(eq(customers.storeId, owner.storeId))).toHaveLength(0);
  const [row] = await db().select().from(checkouts).where(eq(checkouts.token, token));
  expect(row).toMatchObject({ completedAt: null, orderId: null });
}

describe("the providers' methods", () => {
  it("a checkout offers every provider's methods; a method none offers is refused on paymentMethod", async () => {
    const { owner, variantId } = await shop();
    const { token, checkout } = await readyCheckout(h, owner.storeId, [{ variantId, quantity: 1 }]);
    expect(checkout.availablePaymentMethods).toEqual(["cod", "bank_transfer", "card", "wallet", "debit", "qr"]);
    const unknown = await complete(h, owner.storeId, token, { paymentMethod: "bitcoin" });
    expect(unknown.status).toBe(400);
    expect(unknown.error.errors).toEqual({ paymentMethod: ["Choose one of the payment methods"] });
    await expectNothingPlaced(owner, variantId, token, 5);
  });
});

describe("a provider that says yes", () => {
  it("an authorization: asked for the total once, recorded with the provider's id and reference, the order authorized; a repeat asks nothing", async () => {
    const { owner, variantId } = await shop();
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId, quantity: 2 }], { email: "card@example.com" });
    const key = idempotencyKey();
    const res = await complete(h, owner.storeId, token, { paymentMethod: "card", totalPrice: 430000 }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.order;
    expect(order).toMatchObject({ paymentMethod: "card", financialStatus: "authorized", totalPrice: 430000 });
    const request = card.asked.find((r) => r.orderId === order._id);
    expect(request).toEqual({
      storeId: owner.storeId,
      orderId: order._id,
      method: "card",
      amountMinor: 430000,
      currency: "VND",
      idempotencyKey: key,
      email: "card@example.com",
      phone: "",
      markedPaid: false,
    });
    const [t] = await transactionsOf(order._id);
    expect([t!.kind, t!.gateway, t!.provider, t!.status, t!.amountMinor]).toEqual(["authorization", "card", "fakecard", "success", 430000]);
    expect(t!.reference).toMatch(/^fakecard_\d+$/);
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ paidMinor: 0, financialStatus: "authorized" });
    const [placed] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.kind, "placed")));
    expect(placed!.data.payment).toEqual({ provider: "fakecard", kind: "authorization", status: "success", reference: t!.reference });
    // Held, not taken: the customer has spent nothing yet.
    const [customer] = await db().select().from(customers).where(eq(customers.id, order.customerId!));
    expect(customer!.amountSpentMinor).toBe(0);

    const asked = card.asked.length;
    const again = await complete(h, owner.storeId, token, { paymentMethod: "card", totalPrice: 430000 }, key);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, order: { _id: order._id } });
    expect(card.asked).toHaveLength(asked);
    expect(card.voided).toEqual([]);
  });

  it("a sale captured at once: the order paid, the payment on the timeline and in the customer's amount spent", async () => {
    const { owner, variantId } = await shop();
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId, quantity: 1 }], { email: "wallet@example.com" });
    const res = await complete(h, owner.storeId, token, { paymentMethod: "wallet" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order).toMatchObject({ paymentMethod: "wallet", financialStatus: "paid", totalPrice: 230000 });
    const [t] = await transactionsOf(res.body.order._id);
    expect([t!.kind, t!.provider, t!.status, t!.amountMinor]).toEqual(["sale", "instantpay", "success", 230000]);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, res.body.order._id));
    // The confirmation mail's event comes after the placing commits; rows of one statement have no order of their own.
    expect(events).toHaveLength(3);
    expect(events.map((e) => [e.kind, e.message])).toEqual(
      expect.arrayContaining([
        ["placed", "Order placed"],
        ["paid", "Payment captured"],
        ["mail_sent", expect.any(String)],
      ]),
    );
    const [customer] = await db().select().from(customers).where(eq(customers.id, res.body.order.customerId!));
    expect(customer).toMatchObject({ ordersCount: 1, amountSpentMinor: 230000 });
  });
});

describe("a provider that says no, or cannot be asked", () => {
  it("a declined payment is 402 on paymentMethod in the buyer's language; nothing is placed, no code use taken; the same key completes afterwards", async () => {
    const { owner, variantId } = await shop();
    const made = await h.request(discountEndpoints.create, {
      headers: owner.headers,
      body: {
        discount: { method: "code", code: "ONCE", type: "percentage", value: 10, usageLimit: 1, startsAt: new Date(Date.now() - 86_400_000).toISOString() },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId, quantity: 2 }]);
    const applied = await h.request(checkoutEndpoints.discountCode, { params: { storeId: owner.storeId, token }, body: { code: "ONCE" } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const key = idempotencyKey();

    const declined = await complete(h, owner.storeId, token, { paymentMethod: "debit" }, key);
    expect(declined.status).toBe(402);
    expect(declined.error).toMatchObject({
      message: "The payment was declined. Nothing was charged: choose another payment method or try again.",
      reason: "payment_declined",
      provider: "declinepay",
      providerMessage: "Insufficient funds",
      errors: { paymentMethod: ["The payment was declined. Nothing was charged: choose another payment method or try again."] },
    });
    expect(declining.asked.at(-1)).toMatchObject({ amountMinor: 390000, method: "debit" });
    await expectNothingPlaced(owner, variantId, token, 5);
    const [code] = await db().select().from(discounts).where(eq(discounts.id, made.body.discount._id));
    expect(code!.usageCount).toBe(0);
    expect(await db().select().from(discountUsages).where(eq(discountUsages.discountId, code!.id))).toHaveLength(0);

    const viAnswer = await h.request(checkoutEndpoints.complete, {
      params: { storeId: owner.storeId, token },
      body: { paymentMethod: "debit" },
      headers: { "idempotency-key": idempotencyKey(), "accept-language": "vi" },
    });
    expect(viAnswer.status).toBe(402);
    expect(viAnswer.error.errors).toEqual({
      paymentMethod: ["Thanh toán bị từ chối. Bạn chưa bị trừ tiền: hãy chọn phương thức thanh toán khác hoặc thử lại."],
    });

    // Nothing was used up: the buyer pays another way with the same key, and gets the first order number and the code.
    const cod = await complete(h, owner.storeId, token, { paymentMethod: "cod" }, key);
    expect(cod.status, JSON.stringify(cod.body)).toBe(201);
    expect(cod.body.order).toMatchObject({ name: "#1001", paymentMethod: "cod", financialStatus: "pending", totalDiscounts: 40000 });
    expect(await stockOf(h, variantId)).toBe(3);
  });

  it("a provider that fails is 502 and places nothing", async () => {
    const { owner, variantId } = await shop();
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId, quantity: 1 }]);
    const failed = await complete(h, owner.storeId, token, { paymentMethod: "qr" });
    expect(failed.status).toBe(502);
    expect(failed.error).toMatchObject({
      reason: "payment_failed",
      provider: "brokenpay",
      errors: { paymentMethod: [expect.stringContaining("could not be processed")] },
    });
    expect(broken.asked).toHaveLength(1);
    await expectNothingPlaced(owner, variantId, token, 5);
  });

  it("an authorization the placement cannot use (the stock ran out after it was asked for) is voided, and nothing is placed", async () => {
    const { owner, variantId } = await shop();
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId, quantity: 2 }]);
    await db().update(productVariants).set({ inventoryQuantity: 1 }).where(eq(productVariants.id, variantId));
    const short = await complete(h, owner.storeId, token, { paymentMethod: "card" });
    expect(short.status).toBe(409);
    expect(short.error.lines).toEqual([expect.objectContaining({ variantId, requested: 2, available: 1 })]);
    const asked = card.asked.at(-1)!;
    expect(card.voided.at(-1)).toEqual({
      provider: "fakecard",
      kind: "authorization",
      status: "success",
      reference: expect.stringMatching(/^fakecard_/),
      amountMinor: asked.amountMinor,
    });
    await expectNothingPlaced(owner, variantId, token, 1);
  });
});
