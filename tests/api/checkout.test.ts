// The storefront's checkout API (ADR 037): create, read, contact and address, shipping, completion; bad input on every
// call; another store's ids; exact totals in VND and USD.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkouts,
  customers,
  inventoryAdjustments,
  orderEvents,
  orderLines,
  orders,
  orderTransactions,
  productVariants,
  products,
  storefrontEvents,
} from "../../api/db/schema";
import { abandonedEndpoints } from "../../domain/contracts/abandoned";
import { checkoutEndpoints, storefrontEventEndpoints } from "../../domain/contracts/checkout";
import { customerEndpoints } from "../../domain/contracts/customers";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, complete, idempotencyKey, product, readyCheckout, setLanguage, stockOf } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.database.db;

describe("a checkout from cart to order", () => {
  it("prices in VND, takes contact, address and shipping, and completes into order #1001 with stock, history, payment, customer and timeline", async () => {
    const owner = await h.owner();
    const storeId = owner.storeId;
    const ao = await product(h, owner, "Áo dài lụa", [
      { option1: "S", price: 199000, sku: "AO-S", inventoryQuantity: 5 },
      { option1: "M", price: 199000, sku: "AO-M", inventoryQuantity: 2 },
    ]);
    const non = await product(h, owner, "Nón lá", [{ price: 49500, sku: "NON", inventoryQuantity: 10 }]);
    const [s] = ao.variantIds;
    const [hat] = non.variantIds;

    // Two lines of one variant are one line.
    const created = await h.request(checkoutEndpoints.create, {
      params: { storeId },
      body: {
        lines: [
          { variantId: s, quantity: 2 },
          { variantId: hat, quantity: 2 },
          { variantId: s.toUpperCase(), quantity: 1 },
        ],
        attribution: { sessionId: "sess_1", utmSource: "facebook", country: "vn" },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const c = created.body.checkout;
    expect(c.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(c.currency).toBe("VND");
    expect(c.lines.map((l) => [l.title, l.variantTitle, l.sku, l.quantity, l.price, l.linePrice, l.available])).toEqual([
      ["Áo dài lụa", "S", "AO-S", 3, 199000, 597000, true],
      ["Nón lá", "", "NON", 2, 49500, 99000, true],
    ]);
    expect(c).toMatchObject({
      subtotalPrice: 696000,
      totalShipping: 0,
      totalDiscounts: 0,
      totalTax: 0,
      totalPrice: 696000,
      shippingLine: null,
      completedAt: null,
      discountCode: null,
    });
    expect(c.availableShippingRates).toEqual([
      { code: "standard", title: "Giao hàng tiêu chuẩn", price: 30000 },
      { code: "express", title: "Giao hàng nhanh", price: 60000 },
    ]);
    // Without other providers, the manual provider's methods.
    expect(c.availablePaymentMethods).toEqual(["cod", "bank_transfer"]);
    const [stored] = await db().select().from(checkouts).where(eq(checkouts.token, c.token));
    expect(stored!.attribution).toEqual({ sessionId: "sess_1", utmSource: "facebook", country: "VN" });
    expect(stored!.totalMinor).toBe(696000);

    const contact = await h.request(checkoutEndpoints.update, {
      params: { storeId, token: c.token },
      body: { email: "  Lan@Example.COM ", phone: "0901 234 567", shippingAddress: { ...ADDRESS, countryCode: "vn" } },
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(200);
    expect(contact.body.checkout).toMatchObject({
      email: "lan@example.com",
      phone: "0901 234 567",
      shippingAddress: { ...ADDRESS, countryCode: "VN", company: "", address2: "", province: "", zip: "" },
    });

    const shipping = await h.request(checkoutEndpoints.shippingLine, { params: { storeId, token: c.token }, body: { code: "standard" } });
    expect(shipping.status).toBe(200);
    expect(shipping.body.checkout).toMatchObject({
      shippingLine: { code: "standard", title: "Giao hàng tiêu chuẩn", price: 30000 },
      totalShipping: 30000,
      totalPrice: 726000,
    });

    const read = await h.request(checkoutEndpoints.get, { params: { storeId, token: c.token } });
    expect(read.body.checkout.totalPrice).toBe(726000);

    const done = await complete(h, storeId, c.token, { paymentMethod: "cod", totalPrice: 726000 });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const order = done.body.order;
    expect(done.body.replayed).toBe(false);
    expect(order).toMatchObject({
      number: 1001,
      name: "#1001",
      email: "lan@example.com",
      phone: "0901 234 567",
      customerName: "Lan Nguyễn",
      currency: "VND",
      subtotalPrice: 696000,
      totalShipping: 30000,
      totalDiscounts: 0,
      totalPrice: 726000,
      financialStatus: "pending",
      fulfillmentStatus: "unfulfilled",
      status: "open",
      paymentMethod: "cod",
      source: "online_store",
      shippingLine: { code: "standard", title: "Giao hàng tiêu chuẩn", price: 30000 },
    });
    expect(order.lines.map((l) => [l.title, l.variantTitle, l.sku, l.quantity, l.price])).toEqual([
      ["Áo dài lụa", "S", "AO-S", 3, 199000],
      ["Nón lá", "", "NON", 2, 49500],
    ]);

    // Stock taken, each change in the history with the order's name.
    expect(await stockOf(h, s)).toBe(2);
    expect(await stockOf(h, hat)).toBe(8);
    const history = await db().select().from(inventoryAdjustments).where(eq(inventoryAdjustments.storeId, storeId));
    expect(history.map((a) => [a.variantId, a.delta, a.quantityAfter, a.reason]).sort()).toEqual(
      [
        [s, -3, 2, "Order #1001"],
        [hat, -2, 8, "Order #1001"],
      ].sort(),
    );
    // Money in minor units, the payment pending, the timeline started.
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({
      subtotalMinor: 696000,
      shippingMinor: 30000,
      totalMinor: 726000,
      paidMinor: 0,
      financialStatus: "pending",
      checkoutId: stored!.id,
    });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(lines.map((l) => l.unitPriceMinor).sort()).toEqual([199000, 49500].sort());
    const payments = await db().select().from(orderTransactions).where(eq(orderTransactions.orderId, order._id));
    expect(payments.map((t) => [t.kind, t.gateway, t.provider, t.reference, t.amountMinor, t.status])).toEqual([
      ["sale", "cod", "manual", null, 726000, "pending"],
    ]);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(events.map((e) => e.kind).sort()).toEqual(["mail_sent", "placed"]);
    // The buyer became a customer: one order, nothing paid yet.
    const [customer] = await db().select().from(customers).where(eq(customers.storeId, storeId));
    expect(customer).toMatchObject({ email: "lan@example.com", firstName: "Lan", lastName: "Nguyễn", countryCode: "VN", ordersCount: 1, amountSpentMinor: 0 });
    expect(order.customerId).toBe(customer!.id);

    // The completed checkout shows what was bought at the order's prices, even after a price change.
    await db().update(productVariants).set({ price: 1 }).where(eq(productVariants.id, s));
    const after = await h.request(checkoutEndpoints.get, { params: { storeId, token: c.token } });
    expect(after.body.checkout).toMatchObject({ orderId: order._id, orderName: "#1001", totalPrice: 726000, availableShippingRates: [] });
    expect(after.body.checkout.completedAt).not.toBeNull();
    expect(after.body.checkout.lines[0]).toMatchObject({ price: 199000, available: true });

    // The next order of the store is #1002, and the same buyer (any case) is the same customer.
    const next = await readyCheckout(h, storeId, [{ variantId: hat, quantity: 1 }], { email: "LAN@example.com", rate: "express" });
    expect(next.checkout.totalPrice).toBe(49500 + 60000);
    const second = await complete(h, storeId, next.token, { paymentMethod: "bank_transfer" });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.order).toMatchObject({ name: "#1002", customerId: customer!.id, paymentMethod: "bank_transfer", totalPrice: 109500 });
    const [again] = await db().select().from(customers).where(eq(customers.id, customer!.id));
    expect(again!.ordersCount).toBe(2);
    expect(await db().select().from(customers).where(eq(customers.storeId, storeId))).toHaveLength(1);
  });

  it("prices in USD to the cent (19.99 × 3 + 0.10 × 2 + 15.00 = 75.17, 7517 cents), with English rates", async () => {
    const owner = await h.owner();
    await setLanguage(h, owner.storeId, "en");
    const tee = await product(h, owner, "Tee", [{ price: 19.99, sku: "TEE", inventoryQuantity: 10 }]);
    const pin = await product(h, owner, "Pin", [{ price: 0.1, sku: "PIN", inventoryQuantity: 10 }]);
    const { token, checkout } = await readyCheckout(
      h,
      owner.storeId,
      [
        { variantId: tee.variantIds[0]!, quantity: 3 },
        { variantId: pin.variantIds[0]!, quantity: 2 },
      ],
      { rate: "express" },
    );
    expect(checkout).toMatchObject({
      currency: "USD",
      subtotalPrice: 60.17,
      totalShipping: 15,
      totalPrice: 75.17,
      shippingLine: { title: "Express shipping", price: 15 },
    });
    expect(checkout.lines.map((l) => l.linePrice)).toEqual([59.97, 0.2]);
    const done = await complete(h, owner.storeId, token, { paymentMethod: "cod", totalPrice: 75.17 });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.order).toMatchObject({ currency: "USD", subtotalPrice: 60.17, totalShipping: 15, totalPrice: 75.17 });
    const [row] = await db().select().from(orders).where(eq(orders.id, done.body.order._id));
    expect(row).toMatchObject({ currency: "USD", subtotalMinor: 6017, shippingMinor: 1500, totalMinor: 7517 });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, row!.id));
    expect(lines.map((l) => l.unitPriceMinor).sort((a, b) => a - b)).toEqual([10, 1999]);
  });

  it("refuses to charge a total the buyer was not shown, and takes nothing", async () => {
    const owner = await h.owner();
    const p = await product(h, owner, "Khăn", [{ price: 100000, inventoryQuantity: 3 }]);
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: p.variantIds[0]!, quantity: 1 }]);
    await db().update(productVariants).set({ price: 120000 }).where(eq(productVariants.id, p.variantIds[0]!));
    const refused = await complete(h, owner.storeId, token, { paymentMethod: "cod", totalPrice: 130000 });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ message: "Prices changed since the checkout was shown. Review it, then complete it again.", totalPrice: 150000 });
    expect(await stockOf(h, p.variantIds[0]!)).toBe(3);
    expect(await db().select().from(orders).where(eq(orders.storeId, owner.storeId))).toHaveLength(0);
    // Shown the new total, the buyer completes at it.
    const ok = await complete(h, owner.storeId, token, { paymentMethod: "cod", totalPrice: 150000 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.order.name).toBe("#1001");
  });

  it("names a line that stopped being for sale, and a short line, and takes nothing", async () => {
    const owner = await h.owner();
    const a = await product(h, owner, "Gối", [{ price: 50000, inventoryQuantity: 5 }]);
    const b = await product(h, owner, "Chăn", [{ option1: "Đôi", price: 300000, inventoryQuantity: 1 }]);
    const { token } = await readyCheckout(h, owner.storeId, [
      { variantId: a.variantIds[0]!, quantity: 1 },
      { variantId: b.variantIds[0]!, quantity: 2 },
    ]);
    const short = await complete(h, owner.storeId, token);
    expect(short.status).toBe(409);
    expect(short.error.message).toEqual(["Only 1 left of Chăn (Đôi)"]);
    expect(short.error.lines).toEqual([
      { variantId: b.variantIds[0], title: "Chăn", variantTitle: "Đôi", requested: 2, available: 1, message: "Only 1 left of Chăn (Đôi)" },
    ]);
    expect(await stockOf(h, a.variantIds[0]!)).toBe(5);
    const inVietnamese = await h.request(checkoutEndpoints.complete, {
      params: { storeId: owner.storeId, token },
      body: { paymentMethod: "cod" },
      headers: { "idempotency-key": idempotencyKey(), "accept-language": "vi" },
    });
    expect(inVietnamese.error.message).toEqual(["Chỉ còn 1 sản phẩm Chăn (Đôi)"]);
    const read = await h.request(checkoutEndpoints.get, { params: { storeId: owner.storeId, token } });
    expect(read.body.checkout.lines.map((l) => l.available)).toEqual([true, false]);

    await db().update(products).set({ published: false }).where(eq(products.id, a.productId));
    const hidden = await complete(h, owner.storeId, token);
    expect(hidden.status).toBe(409);
    expect(hidden.error.message).toEqual(["Gối is no longer available"]);
    expect(hidden.error.reason).toBe("unavailable");
    expect(await db().select().from(orders).where(eq(orders.storeId, owner.storeId))).toHaveLength(0);
  });

  it("answers in the buyer's language when asked (Accept-Language: vi)", async () => {
    const owner = await h.owner();
    const res = await h.request(checkoutEndpoints.create, { params: { storeId: owner.storeId }, body: { lines: [] }, headers: { "accept-language": "vi" } });
    expect(res.status).toBe(400);
    expect(res.error.errors.lines).toEqual(["Hãy thêm ít nhất một sản phẩm"]);
  });
});

describe("a checkout's customer", () => {
  it("is the store's customer its e-mail (any case) or, without one, its phone names; a stranger is linked to nobody and made nobody; the abandoned checkout shows it", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const { variantIds } = await product(h, owner, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
    const customer = async (who: typeof owner, fields: Record<string, unknown>) => {
      const res = await h.request(customerEndpoints.create, { headers: who.headers, body: { customer: fields } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.customer._id;
    };
    const mai = await customer(owner, { email: "mai@example.com", firstName: "Mai" });
    const binh = await customer(owner, { phone: "0909000111", firstName: "Bình" });
    await customer(other, { email: "stranger@example.com", firstName: "Not here" });
    const create = (fields: Record<string, string>) =>
      h.request(checkoutEndpoints.create, { params: { storeId: owner.storeId }, body: { lines: [{ variantId: variantIds[0], quantity: 1 }], ...fields } });
    const linkOf = async (token: string) => (await db().select().from(checkouts).where(eq(checkouts.token, token)))[0]!;

    const known = (await create({ email: "MAI@Example.com" })).body.checkout.token;
    expect((await linkOf(known)).customerId).toBe(mai);
    // Another store's customer is a stranger here; nobody is made a customer by a checkout.
    const stranger = (await create({ email: "stranger@example.com", phone: "0909000111" })).body.checkout.token;
    expect((await linkOf(stranger)).customerId).toBeNull();
    const update = (body: Record<string, string>) => h.request(checkoutEndpoints.update, { params: { storeId: owner.storeId, token: stranger }, body });
    expect((await update({ email: "" })).status).toBe(200);
    expect((await linkOf(stranger)).customerId).toBe(binh);
    await update({ email: "mai@example.com" });
    expect((await linkOf(stranger)).customerId).toBe(mai);
    // Changing only the address keeps the link; a contact naming nobody drops it.
    await h.request(checkoutEndpoints.update, { params: { storeId: owner.storeId, token: stranger }, body: { shippingAddress: ADDRESS } });
    expect((await linkOf(stranger)).customerId).toBe(mai);
    await update({ email: "someone.else@example.com" });
    expect((await linkOf(stranger)).customerId).toBeNull();
    expect(await db().select().from(customers).where(eq(customers.storeId, owner.storeId))).toHaveLength(2);

    // Left for two hours, it is an abandoned checkout whose page links to the customer.
    const row = await linkOf(known);
    await db()
      .update(checkouts)
      .set({ createdAt: new Date(Date.now() - 7_200_000), updatedAt: new Date(Date.now() - 7_200_000) })
      .where(eq(checkouts.id, row.id));
    const abandoned = await h.request(abandonedEndpoints.get, { headers: owner.headers, params: { id: row.id } });
    expect(abandoned.status, JSON.stringify(abandoned.body)).toBe(200);
    expect(abandoned.body.checkout).toMatchObject({ email: "mai@example.com", customerId: mai });
  });
});

describe("bad input on every call, and nothing changed by it", () => {
  it("create: lines, quantities, ids, e-mail, phone and attribution", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const mine = await product(h, owner, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
    const hidden = await product(h, owner, "Ẩn", [{ price: 10000, inventoryQuantity: 5 }], { published: false });
    const theirs = await product(h, other, "Của người khác", [{ price: 10000, inventoryQuantity: 5 }]);
    const v = mine.variantIds[0]!;
    const create = (body: unknown) => h.request(checkoutEndpoints.create, { params: { storeId: owner.storeId }, body });

    expect((await create({})).error.errors).toEqual({ lines: ["Add at least one item"] });
    expect((await create({ lines: [] })).error.errors).toEqual({ lines: ["Add at least one item"] });
    const tooMany = await create({ lines: Array.from({ length: 101 }, () => ({ variantId: v, quantity: 1 })) });
    expect(tooMany.error.errors.lines).toEqual(["At most 100 items in a checkout"]);
    const quantities = await create({
      lines: [
        { variantId: v, quantity: 0 },
        { variantId: v, quantity: 1.5 },
        { variantId: v, quantity: "x" },
        { variantId: v, quantity: 1001 },
        { variantId: v },
      ],
    });
    expect(quantities.status).toBe(400);
    for (let i = 0; i < 5; i++) expect(quantities.error.errors[`lines.${i}.quantity`]).toEqual(["Quantity must be a whole number from 1 to 1000"]);
    const ids = await create({
      lines: [
        { variantId: "nope", quantity: 1 },
        { variantId: theirs.variantIds[0], quantity: 1 },
        { variantId: hidden.variantIds[0], quantity: 1 },
        { variantId: v, quantity: 1 },
      ],
    });
    expect(ids.status).toBe(400);
    expect(ids.error.errors).toEqual({ "lines.0.variantId": ["Variant not found"] });
    const unknown = await create({
      lines: [
        { variantId: theirs.variantIds[0], quantity: 1 },
        { variantId: hidden.variantIds[0], quantity: 1 },
        { variantId: v, quantity: 1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error.errors).toEqual({ "lines.0.variantId": ["Variant not found"], "lines.1.variantId": ["Variant not found"] });
    const contact = await create({
      lines: [{ variantId: v, quantity: 1 }],
      email: "not-an-email",
      phone: "call me",
      attribution: { sessionId: "a b", country: "XX" },
    });
    expect(contact.error.errors).toEqual({
      email: ["This is required email"],
      phone: ["Phone is not valid"],
      "attribution.sessionId": ["Session id must be 1-100 letters, digits, _ or -"],
      "attribution.country": ["Choose a country"],
    });
    const nul = await create({ lines: [{ variantId: v, quantity: 1 }], email: "a\u0000@b.co" });
    expect(nul.status).toBe(400);
    expect(await db().select().from(checkouts).where(eq(checkouts.storeId, owner.storeId))).toHaveLength(0);
  });

  it("update and shipping: the address's required fields, its country, contact rules, unknown rates", async () => {
    const owner = await h.owner();
    const p = await product(h, owner, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
    const created = await h.request(checkoutEndpoints.create, {
      params: { storeId: owner.storeId },
      body: { lines: [{ variantId: p.variantIds[0], quantity: 1 }] },
    });
    const token = created.body.checkout.token;
    const update = (body: unknown) => h.request(checkoutEndpoints.update, { params: { storeId: owner.storeId, token }, body });

    const address = await update({ shippingAddress: { firstName: "Lan", countryCode: "ZZ", phone: "abc", zip: "x".repeat(21) } });
    expect(address.status).toBe(400);
    expect(address.error.errors).toEqual({
      "shippingAddress.lastName": ["Last name required"],
      "shippingAddress.address1": ["Address required"],
      "shippingAddress.city": ["City required"],
      "shippingAddress.countryCode": ["Choose a country"],
      "shippingAddress.phone": ["Phone is not valid"],
      "shippingAddress.zip": ["Max length is 20"],
    });
    expect((await update({ shippingAddress: "12 Lý Tự Trọng" })).status).toBe(400);
    expect((await update({ email: "x@" })).error.errors).toEqual({ email: ["This is required email"] });
    expect((await update({ lines: [] })).error.errors).toEqual({ lines: ["Add at least one item"] });
    const rate = await h.request(checkoutEndpoints.shippingLine, { params: { storeId: owner.storeId, token }, body: { code: "overnight" } });
    expect(rate.status).toBe(400);
    expect(rate.error.errors).toEqual({ code: ["Choose one of the shipping rates"] });
    expect((await h.request(checkoutEndpoints.shippingLine, { params: { storeId: owner.storeId, token }, body: {} })).error.errors).toEqual({
      code: ["Choose one of the shipping rates"],
    });

    const [row] = await db().select().from(checkouts).where(eq(checkouts.token, token));
    expect(row).toMatchObject({ email: "", shippingAddress: null, shippingLine: null, version: 1 });

    // Clearing the address is allowed; an empty body changes nothing but the version.
    expect((await update({ shippingAddress: null })).status).toBe(200);
  });

  it("complete: the Idempotency-Key header, what is missing, the payment method", async () => {
    const owner = await h.owner();
    const p = await product(h, owner, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
    const created = await h.request(checkoutEndpoints.create, {
      params: { storeId: owner.storeId },
      body: { lines: [{ variantId: p.variantIds[0], quantity: 1 }] },
    });
    const token = created.body.checkout.token;

    const noKey = await complete(h, owner.storeId, token, { paymentMethod: "cod" }, null);
    expect(noKey.status).toBe(400);
    expect(noKey.error.errors).toEqual({ "Idempotency-Key": ["Idempotency-Key required"] });
    const badKey = await complete(h, owner.storeId, token, { paymentMethod: "cod" }, "short");
    expect(badKey.error.errors).toEqual({ "Idempotency-Key": ["Idempotency-Key must be 8-100 letters, digits or _ . : -"] });
    const missing = await complete(h, owner.storeId, token);
    expect(missing.status).toBe(400);
    expect(missing.error.errors).toEqual({
      email: ["Email or phone required"],
      shippingAddress: ["Shipping address required"],
      shippingLine: ["Shipping rate required"],
    });
    const method = await complete(h, owner.storeId, token, { paymentMethod: "Bit Coin", totalPrice: "many" });
    expect(method.error.errors).toEqual({ paymentMethod: ["Choose one of the payment methods"], totalPrice: ["Total price must be a number"] });
    expect((await complete(h, owner.storeId, token, {})).error.errors).toEqual({ paymentMethod: ["Choose one of the payment methods"] });
    // A well-formed method no provider offers is named with what else is missing.
    expect((await complete(h, owner.storeId, token, { paymentMethod: "bitcoin" })).error.errors).toEqual({
      paymentMethod: ["Choose one of the payment methods"],
      email: ["Email or phone required"],
      shippingAddress: ["Shipping address required"],
      shippingLine: ["Shipping rate required"],
    });

    // A phone is enough to reach the buyer.
    await h.request(checkoutEndpoints.update, { params: { storeId: owner.storeId, token }, body: { phone: "0901234567", shippingAddress: ADDRESS } });
    await h.request(checkoutEndpoints.shippingLine, { params: { storeId: owner.storeId, token }, body: { code: "standard" } });
    expect(await stockOf(h, p.variantIds[0]!)).toBe(5);
    const ok = await complete(h, owner.storeId, token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.order).toMatchObject({ email: "", phone: "0901234567" });
    const [customer] = await db().select().from(customers).where(eq(customers.id, ok.body.order.customerId!));
    expect(customer).toMatchObject({ email: "", phone: "0901234567", ordersCount: 1 });
    // The same phone again, still without an e-mail, is the same customer.
    const again = await h.request(checkoutEndpoints.create, {
      params: { storeId: owner.storeId },
      body: { lines: [{ variantId: p.variantIds[0], quantity: 1 }], phone: "0901234567" },
    });
    const againToken = again.body.checkout.token;
    await h.request(checkoutEndpoints.update, { params: { storeId: owner.storeId, token: againToken }, body: { shippingAddress: ADDRESS } });
    await h.request(checkoutEndpoints.shippingLine, { params: { storeId: owner.storeId, token: againToken }, body: { code: "standard" } });
    expect((await complete(h, owner.storeId, againToken)).body.order.customerId).toBe(customer!.id);
    expect((await db().select().from(customers).where(eq(customers.id, customer!.id)))[0]!.ordersCount).toBe(2);

    // Completed: no more changes, and another key cannot place it twice.
    expect((await h.request(checkoutEndpoints.update, { params: { storeId: owner.storeId, token }, body: { email: "a@b.co" } })).error.message).toBe(
      "This checkout is already completed",
    );
    expect((await h.request(checkoutEndpoints.shippingLine, { params: { storeId: owner.storeId, token }, body: { code: "express" } })).status).toBe(409);
    const twice = await complete(h, owner.storeId, token);
    expect(twice.status).toBe(409);
    expect(twice.error.message).toBe("This checkout is already completed");
    expect(await stockOf(h, p.variantIds[0]!)).toBe(3);
  });

  it("another store's checkout, an unknown or malformed store or token: 404 on every call", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const p = await product(h, owner, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: p.variantIds[0]!, quantity: 1 }]);
    const wrong = [
      { storeId: other.storeId, token },
      { storeId: "00000000-0000-4000-8000-000000000000", token },
      { storeId: "not-a-store", token },
      { storeId: owner.storeId, token: "A".repeat(32) },
      { storeId: owner.storeId, token: "short" },
      { storeId: owner.storeId, token: token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase() },
    ];
    for (const params of wrong) {
      expect((await h.request(checkoutEndpoints.get, { params })).status, JSON.stringify(params)).toBe(404);
      expect((await h.request(checkoutEndpoints.update, { params, body: { email: "a@b.co" } })).status).toBe(404);
      expect((await h.request(checkoutEndpoints.shippingLine, { params, body: { code: "standard" } })).status).toBe(404);
      expect((await complete(h, params.storeId, params.token)).status).toBe(404);
    }
    expect(
      (await h.request(checkoutEndpoints.create, { params: { storeId: other.storeId }, body: { lines: [{ variantId: p.variantIds[0], quantity: 1 }] } })).error
        .errors,
    ).toEqual({
      "lines.0.variantId": ["Variant not found"],
    });
    expect((await h.request(checkoutEndpoints.create, { params: { storeId: "00000000-0000-4000-8000-000000000000" }, body: { lines: [] } })).status).toBe(400);
    expect(
      (
        await h.request(checkoutEndpoints.create, {
          params: { storeId: "00000000-0000-4000-8000-000000000000" },
          body: { lines: [{ variantId: p.variantIds[0], quantity: 1 }] },
        })
      ).status,
    ).toBe(404);
    expect(await stockOf(h, p.variantIds[0]!)).toBe(5);
    const [row] = await db()
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.token, token)));
    expect(row).toMatchObject({ email: "lan@example.com", completedAt: null });
  });
});

describe("storefront events", () => {
  it("records a batch with session, referrer, UTM and country, scoped to the store", async () => {
    const owner = await h.owner();
    const p = await product(h, owner, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: p.variantIds[0]!, quantity: 1 }]);
    const order = (await complete(h, owner.storeId, token)).body.order;
    const utm = { referrer: "https://www.facebook.com/", utmSource: "facebook", utmMedium: "cpc", utmCampaign: "tet-2027", country: "vn" };
    const res = await h.request(storefrontEventEndpoints.record, {
      params: { storeId: owner.storeId },
      body: {
        events: [
          { kind: "view_content", sessionId: "sess-A", productId: p.productId, ...utm },
          { kind: "add_to_cart", sessionId: "sess-A", productId: p.productId, variantId: p.variantIds[0], ...utm },
          { kind: "reached_checkout", sessionId: "sess-A" },
          { kind: "session_converted", sessionId: "sess-A", orderId: order._id, country: "US" },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ recorded: 4 });
    const rows = await db().select().from(storefrontEvents).where(eq(storefrontEvents.storeId, owner.storeId)).orderBy(storefrontEvents.id);
    expect(rows.map((r) => [r.kind, r.sessionId, r.productId, r.variantId, r.orderId, r.referrer, r.utmSource, r.utmMedium, r.utmCampaign, r.country])).toEqual(
      [
        ["view_content", "sess-A", p.productId, null, null, utm.referrer, "facebook", "cpc", "tet-2027", "VN"],
        ["add_to_cart", "sess-A", p.productId, p.variantIds[0], null, utm.referrer, "facebook", "cpc", "tet-2027", "VN"],
        ["reached_checkout", "sess-A", null, null, null, "", "", "", "", ""],
        ["session_converted", "sess-A", null, null, order._id, "", "", "", "", "US"],
      ],
    );
  });

  it("refuses bad kinds, sessions, countries, missing ids, another store's ids and too many events; records none of the batch", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const mine = await product(h, owner, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
    const theirs = await product(h, other, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
    const record = (body: unknown, storeId = owner.storeId) => h.request(storefrontEventEndpoints.record, { params: { storeId }, body });

    expect((await record({})).error.errors).toEqual({ events: ["Send at least one event"] });
    expect((await record({ events: Array.from({ length: 51 }, () => ({ kind: "reached_checkout", sessionId: "s" })) })).error.errors).toEqual({
      events: ["At most 50 events a call"],
    });
    const shapes = await record({
      events: [
        { kind: "purchase", sessionId: "s" },
        { kind: "view_content", sessionId: "" },
        { kind: "add_to_cart", sessionId: "s", productId: "x" },
        { kind: "session_converted", sessionId: "s", country: "Vietnam" },
        { kind: "reached_checkout", sessionId: "s", referrer: "r".repeat(2049), utmSource: "u".repeat(256) },
      ],
    });
    expect(shapes.status).toBe(400);
    expect(shapes.error.errors).toEqual({
      "events.0.kind": ["Event must be one of view_content, add_to_cart, reached_checkout, session_converted"],
      "events.1.sessionId": ["Session id required"],
      "events.1.productId": ["Product required"],
      "events.2.productId": ["Product not found"],
      "events.3.country": ["Choose a country"],
      "events.3.orderId": ["Order required"],
      "events.4.referrer": ["Max length is 2048"],
      "events.4.utmSource": ["Max length is 255"],
    });
    const crossStore = await record({
      events: [
        { kind: "view_content", sessionId: "s", productId: mine.productId },
        { kind: "add_to_cart", sessionId: "s", productId: theirs.productId, variantId: theirs.variantIds[0] },
        { kind: "session_converted", sessionId: "s", orderId: "00000000-0000-4000-8000-000000000000" },
      ],
    });
    expect(crossStore.status).toBe(400);
    expect(crossStore.error.errors).toEqual({
      "events.1.productId": ["Product not found"],
      "events.1.variantId": ["Variant not found"],
      "events.2.orderId": ["Order not found"],
    });
    expect((await record({ events: [{ kind: "reached_checkout", sessionId: "s" }] }, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await db().select().from(storefrontEvents).where(eq(storefrontEvents.storeId, owner.storeId))).toHaveLength(0);
  });

  it("records a full batch of 50 in its order, and refuses the whole batch for one other store's id deep in it", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const mine = await product(h, owner, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
    const theirs = await product(h, other, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
    const record = (events: unknown[], storeId = owner.storeId) => h.request(storefrontEventEndpoints.record, { params: { storeId }, body: { events } });
    const batch = Array.from({ length: 50 }, (_, i) => ({ kind: "view_content", sessionId: `full-${i}`, productId: mine.productId, country: "vn" }));

    const bad = batch.map((e, i) => (i === 37 ? { ...e, productId: theirs.productId, variantId: mine.variantIds[0] } : e));
    const refused = await record(bad);
    expect(refused.status).toBe(400);
    expect(refused.error.errors).toEqual({ "events.37.productId": ["Product not found"] });
    // An unknown store is 404 before its ids are looked at, as before.
    expect((await record(bad, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await db().select().from(storefrontEvents).where(eq(storefrontEvents.storeId, owner.storeId))).toHaveLength(0);

    const ok = await record(batch);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toEqual({ recorded: 50 });
    const rows = await db().select().from(storefrontEvents).where(eq(storefrontEvents.storeId, owner.storeId)).orderBy(storefrontEvents.id);
    expect(rows.map((r) => [r.sessionId, r.productId, r.country])).toEqual(batch.map((e) => [e.sessionId, mine.productId, "VN"]));
    expect(new Set(rows.map((r) => r.occurredAt.getTime())).size).toBe(1);
  });
});

describe("rate limits", () => {
  it("limit each client's checkout calls (reads included) and, ten times higher, its events", async () => {
    const limited = await startHarness({ storefrontRateLimitMax: 3 });
    try {
      const owner = await limited.owner();
      const p = await product(limited, owner, "Áo", [{ price: 10000, inventoryQuantity: 5 }]);
      const created = await limited.request(checkoutEndpoints.create, {
        params: { storeId: owner.storeId },
        body: { lines: [{ variantId: p.variantIds[0], quantity: 1 }] },
      });
      expect(created.status).toBe(201);
      const params = { storeId: owner.storeId, token: created.body.checkout.token };
      expect((await limited.request(checkoutEndpoints.get, { params })).status).toBe(200);
      expect((await limited.request(checkoutEndpoints.get, { params })).status).toBe(200);
      const over = await limited.request(checkoutEndpoints.get, { params });
      expect(over.status).toBe(429);
      expect(over.error.message).toBe("Too many attempts. Please wait a minute and try again.");
      // A bad body counts too (the limit comes first); a minute later the window has moved on.
      expect((await limited.request(checkoutEndpoints.update, { params, body: { email: "x" } })).status).toBe(429);
      limited.clock.advance(61_000);
      expect((await limited.request(checkoutEndpoints.get, { params })).status).toBe(200);
      // Events have their own count, ten times the checkout's.
      const event = { events: [{ kind: "reached_checkout", sessionId: "s1" }] };
      for (let i = 0; i < 30; i++)
        expect((await limited.request(storefrontEventEndpoints.record, { params: { storeId: owner.storeId }, body: event })).status).toBe(201);
      expect((await limited.request(storefrontEventEndpoints.record, { params: { storeId: owner.storeId }, body: event })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

it("a checkout keeps its key unused after a refusal (the same key completes it once it can)", async () => {
  const owner = await h.owner();
  const p = await product(h, owner, "Áo", [{ price: 10000, inventoryQuantity: 0 }]);
  const { token } = await readyCheckout(h, owner.storeId, [{ variantId: p.variantIds[0]!, quantity: 1 }]);
  const key = idempotencyKey();
  expect((await complete(h, owner.storeId, token, { paymentMethod: "cod" }, key)).status).toBe(409);
  await db().update(productVariants).set({ inventoryQuantity: 1 }).where(eq(productVariants.id, p.variantIds[0]!));
  const ok = await complete(h, owner.storeId, token, { paymentMethod: "cod" }, key);
  expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  expect(ok.body.order.name).toBe("#1001");
});
