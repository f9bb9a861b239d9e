// Placing an order, in one transaction (ADR 035, 036): the storefront's completion and the admin's manual order both
// come here. This is the placement's data access (the module's store for it): routes call `placeOrder` and hold no SQL.
//
// In order: the checkout row is locked (two completions of one checkout take turns); prices are read again; stock is
// taken line by line with a conditional UPDATE, in variant-id order so two multi-line orders never wait on each other in
// a circle; the customer is found or made by e-mail; the store's next order number is taken (late: its row lock is held
// until commit and every order of the store waits for it); then the order, its lines, the stock history, the payment,
// the timeline and the checkout are written. Any refusal rolls all of it back.
import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { lineName, outOfStockMessage, lineUnavailableMessage, type CartLine } from "../../../domain/checkout";
import type { CurrencyCode } from "../../../domain/money";
import { financialStatusOf, fulfillmentStatusOf, type PaymentMethod } from "../../../domain/order";
import type { Db } from "../../db/client";
import { checkouts, inventoryAdjustments, orderEvents, orderLines, orders, orderTransactions, productVariants, type Address } from "../../db/schema";
import type { OrderLineRow, OrderRow } from "../checkout/dto";
import { currentRate, priceCart, readCart, type CartLineState } from "../checkout/pricing";
import type { Storefront, Tx } from "../checkout/store";

export interface PlaceOrderInput {
  store: Storefront;
  /** Merged: one line per variant (domain `mergeCartLines`). */
  lines: readonly CartLine[];
  email: string;
  phone: string;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  /** A rate of `shippingRatesFor(store.language)`, or null for none. */
  shippingCode: string | null;
  discountCode: string | null;
  paymentMethod: PaymentMethod;
  /** A manual order marked paid: the sale succeeded. Otherwise the payment waits (cash on delivery, a transfer). */
  paid: boolean;
  source: "online_store" | "admin";
  note: string;
  tags: string[];
  idempotencyKey: string;
  /** What the request asked for, hashed: the same key with another request is refused, not replayed. */
  requestHash: string;
  /** The checkout being completed (locked, then marked completed), or null for a manual order. */
  checkoutId: string | null;
  userId: string | null;
  /** The total the buyer was shown, when the storefront sends it: another total refuses instead of charging it. */
  expectedTotalMinor: number | null;
  /** The admin may sell a hidden product's variant; the storefront may not. */
  hiddenProducts: boolean;
  now: Date;
}

/** A line that stops the order: gone, hidden, or short of stock. */
export interface RefusedLine {
  variantId: string;
  title: string;
  variantTitle: string;
  requested: number;
  available: number;
  message: string;
}

export type PlaceResult =
  | { kind: "placed" | "replayed"; order: OrderRow; lines: OrderLineRow[] }
  | { kind: "key_reused" }
  | { kind: "checkout_completed" }
  | { kind: "unavailable"; lines: RefusedLine[] }
  | { kind: "out_of_stock"; lines: RefusedLine[] }
  | { kind: "price_changed"; totalMinor: number; currency: CurrencyCode };

/** Thrown inside the transaction to roll it back with an answer. */
class Refusal extends Error {
  constructor(readonly result: PlaceResult) {
    super(result.kind);
  }
}

/** The request's fingerprint, stored with the order: a repeat of its key must ask for the same thing. */
export const requestHash = (request: unknown) => crypto.createHash("sha256").update(JSON.stringify(request)).digest("base64url");

export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlaceResult> {
  const earlier = await replayOf(db, input);
  if (earlier) return earlier;
  try {
    return await db.transaction((tx) => placeIn(tx, input));
  } catch (error) {
    // A completion of the same checkout, or a request with the same key, committed while this one ran: if it was this
    // very request (a retry racing the first try), answer its order; otherwise refuse.
    const refusal = error instanceof Refusal ? error.result : uniqueClash(error);
    if (!refusal) throw error;
    if (refusal.kind === "checkout_completed" || refusal.kind === "key_reused") return (await replayOf(db, input)) ?? refusal;
    return refusal;
  }
}

async function placeIn(tx: Tx, input: PlaceOrderInput): Promise<PlaceResult> {
  const { store, now } = input;
  if (input.checkoutId) {
    const [checkout] = await tx
      .select({ completedAt: checkouts.completedAt })
      .from(checkouts)
      .where(and(eq(checkouts.storeId, store.id), eq(checkouts.id, input.checkoutId)))
      .for("update");
    if (!checkout || checkout.completedAt) throw new Refusal({ kind: "checkout_completed" });
  }

  const cart = await readCart(tx, store, input.lines, { hiddenProducts: input.hiddenProducts });
  const gone = cart.filter((line) => !line.sellable);
  if (gone.length > 0)
    throw new Refusal({
      kind: "unavailable",
      lines: gone.map((line) => refused(line, 0, lineUnavailableMessage(lineName(line.title || line.variantId, line.variantTitle)))),
    });
  const price = await priceCart(tx, store, cart, currentRate(store, input.shippingCode), input.discountCode);
  if (input.expectedTotalMinor !== null && input.expectedTotalMinor !== price.totalMinor)
    throw new Refusal({ kind: "price_changed", totalMinor: price.totalMinor, currency: store.currency });

  const after = await takeStock(tx, store.id, cart, now);

  const customerName = [input.shippingAddress?.firstName, input.shippingAddress?.lastName].filter(Boolean).join(" ");
  const paidMinor = input.paid ? price.totalMinor : 0;
  const customerId = await attachCustomer(tx, store.id, { email: input.email, phone: input.phone, address: input.shippingAddress, spentMinor: paidMinor, now });

  const number = await nextOrderNumber(tx, store.id);
  const name = `#${number}`;
  const fulfillmentStatus = fulfillmentStatusOf(cart.map((line) => ({ quantity: line.quantity, fulfilledQuantity: 0, refundedQuantity: 0 })));
  const financialStatus = financialStatusOf({ totalMinor: price.totalMinor, paidMinor, authorizedMinor: 0, refundedMinor: 0, voided: false });
  const rate = currentRate(store, input.shippingCode);
  const [order] = await tx
    .insert(orders)
    .values({
      storeId: store.id,
      number,
      name,
      checkoutId: input.checkoutId,
      customerId,
      email: input.email,
      phone: input.phone,
      customerName,
      currency: store.currency,
      subtotalMinor: price.subtotalMinor,
      discountMinor: price.discountMinor,
      shippingMinor: price.shippingMinor,
      taxMinor: price.taxMinor,
      totalMinor: price.totalMinor,
      paidMinor,
      financialStatus,
      fulfillmentStatus,
      paymentMethod: input.paymentMethod,
      source: input.source,
      tags: input.tags,
      note: input.note,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress ?? input.shippingAddress,
      shippingLine: rate,
      discounts: price.discounts,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const orderId = order!.id;
  const lines = await tx
    .insert(orderLines)
    .values(
      price.lines.map((line, position) => ({
        orderId,
        storeId: store.id,
        productId: line.productId || null,
        variantId: line.variantId,
        title: line.title,
        variantTitle: line.variantTitle,
        sku: line.sku,
        imagePath: line.imagePath,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        discountMinor: line.discountMinor,
        taxMinor: 0,
        position,
      })),
    )
    .returning();
  await tx.insert(inventoryAdjustments).values(
    cart.map((line) => ({
      storeId: store.id,
      variantId: line.variantId,
      delta: -line.quantity,
      quantityAfter: after.get(line.variantId)!,
      reason: `Order ${name}`,
      idempotencyKey: `order:${orderId}:${line.variantId}`,
      userId: input.userId,
      createdAt: now,
    })),
  );
  await tx.insert(orderTransactions).values({
    orderId,
    storeId: store.id,
    kind: "sale",
    gateway: input.paymentMethod,
    amountMinor: price.totalMinor,
    status: input.paid ? "success" : "pending",
    userId: input.userId,
    createdAt: now,
  });
  const placed = { source: input.source, paymentMethod: input.paymentMethod, checkoutId: input.checkoutId, requestHash: input.requestHash };
  await tx
    .insert(orderEvents)
    .values([
      {
        orderId,
        storeId: store.id,
        kind: "placed",
        message: input.source === "admin" ? "Order created by staff" : "Order placed",
        data: placed,
        userId: input.userId,
        createdAt: now,
      },
      ...(input.paid
        ? [{ orderId, storeId: store.id, kind: "paid", message: "Marked as paid", data: { amountMinor: paidMinor }, userId: input.userId, createdAt: now }]
        : []),
    ]);
  if (input.checkoutId) {
    await tx
      .update(checkouts)
      .set({ completedAt: now, orderId, customerId, totalMinor: price.totalMinor, version: sql`${checkouts.version} + 1`, updatedAt: now })
      .where(eq(checkouts.id, input.checkoutId));
  }
  return { kind: "placed", order: order!, lines };
}

const refused = (line: CartLineState, available: number, message: string): RefusedLine => ({
  variantId: line.variantId,
  title: line.title,
  variantTitle: line.variantTitle,
  requested: line.quantity,
  available,
  message,
});

/**
 * One conditional UPDATE per line: the count drops only while it covers the line, so two orders racing for the last
 * unit cannot both get it and stock never goes below 0. Every short line is named, then all of it is rolled back.
 * The variant's version moves too, so an editor opened before the sale cannot save the old count over it.
 */
async function takeStock(tx: Tx, storeId: string, cart: readonly CartLineState[], now: Date): Promise<Map<string, number>> {
  const after = new Map<string, number>();
  const short: RefusedLine[] = [];
  for (const line of [...cart].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
    const [taken] = await tx
      .update(productVariants)
      .set({ inventoryQuantity: sql`${productVariants.inventoryQuantity} - ${line.quantity}`, version: sql`${productVariants.version} + 1`, updatedAt: now })
      .where(and(eq(productVariants.storeId, storeId), eq(productVariants.id, line.variantId), sql`${productVariants.inventoryQuantity} >= ${line.quantity}`))
      .returning({ left: productVariants.inventoryQuantity });
    if (taken) {
      after.set(line.variantId, taken.left);
      continue;
    }
    const [current] = await tx.select({ left: productVariants.inventoryQuantity }).from(productVariants).where(eq(productVariants.id, line.variantId));
    const left = Math.max(0, current?.left ?? 0);
    short.push(refused(line, left, outOfStockMessage(lineName(line.title, line.variantTitle), left)));
  }
  if (short.length > 0) throw new Refusal({ kind: "out_of_stock", lines: cart.flatMap((line) => short.filter((s) => s.variantId === line.variantId)) });
  return after;
}

/**
 * One customer per e-mail per store (customers_store_email_uq on lower(email)): the order's e-mail finds it or makes it,
 * in one statement that two racing orders of one new buyer cannot both insert. Without an e-mail, the phone finds the
 * customer that has it; failing that, one is made. Each order counts in `orders_count`; only money paid counts in
 * `amount_spent` (a pending order adds to it when it is marked paid).
 */
async function attachCustomer(
  tx: Tx,
  storeId: string,
  c: { email: string; phone: string; address: Address | null; spentMinor: number; now: Date },
): Promise<string | null> {
  const at = c.now.toISOString();
  const firstName = c.address?.firstName ?? "";
  const lastName = c.address?.lastName ?? "";
  const addresses = JSON.stringify(c.address ? [c.address] : []);
  const country = c.address?.countryCode ?? "";
  if (c.email) {
    const { rows } = await tx.execute(sql`
      insert into customers (store_id, email, phone, first_name, last_name, addresses, country_code, orders_count, amount_spent_minor, created_at, updated_at)
      values (${storeId}, ${c.email}, ${c.phone}, ${firstName}, ${lastName}, ${addresses}::jsonb, ${country}, 1, ${c.spentMinor}, ${at}::timestamptz, ${at}::timestamptz)
      on conflict (store_id, lower(email)) where email <> '' do update set
        orders_count = customers.orders_count + 1,
        amount_spent_minor = customers.amount_spent_minor + excluded.amount_spent_minor,
        updated_at = excluded.updated_at
      returning id`);
    return (rows as { id: string }[])[0]!.id;
  }
  if (!c.phone) return null;
  const { rows: found } = await tx.execute(sql`
    update customers set orders_count = orders_count + 1, amount_spent_minor = amount_spent_minor + ${c.spentMinor}, updated_at = ${at}::timestamptz
    where id = (select id from customers where store_id = ${storeId} and phone = ${c.phone} order by created_at limit 1)
    returning id`);
  if (found.length > 0) return (found as { id: string }[])[0]!.id;
  const { rows } = await tx.execute(sql`
    insert into customers (store_id, phone, first_name, last_name, addresses, country_code, orders_count, amount_spent_minor, created_at, updated_at)
    values (${storeId}, ${c.phone}, ${firstName}, ${lastName}, ${addresses}::jsonb, ${country}, 1, ${c.spentMinor}, ${at}::timestamptz, ${at}::timestamptz)
    returning id`);
  return (rows as { id: string }[])[0]!.id;
}

/** The store's next number from 1001 (order_counters), in the caller's transaction: a rollback gives it back. */
async function nextOrderNumber(tx: Tx, storeId: string): Promise<number> {
  const { rows } = await tx.execute(sql`
    insert into order_counters (store_id, next_number) values (${storeId}, 1002)
    on conflict (store_id) do update set next_number = order_counters.next_number + 1
    returning next_number - 1 as number`);
  return Number((rows as { number: number | string }[])[0]!.number);
}

/** The order an earlier request with this key placed: the same again for the same request; refused for another. */
async function replayOf(db: Db, input: PlaceOrderInput): Promise<PlaceResult | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, input.store.id), eq(orders.idempotencyKey, input.idempotencyKey)))
    .limit(1);
  if (!order) return null;
  const [placed] = await db
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, "placed")))
    .limit(1);
  if (placed?.data.requestHash !== input.requestHash) return { kind: "key_reused" };
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  return { kind: "replayed", order, lines };
}

/** A unique index that turned a racing request away: the same key, or the same checkout, committed first. */
function uniqueClash(error: unknown): PlaceResult | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code !== "23505") continue;
    const detail = `${String((e as { constraint?: unknown }).constraint ?? "")} ${String((e as { message?: unknown }).message ?? "")}`;
    if (detail.includes("orders_store_idempotency_uq")) return { kind: "key_reused" };
    if (detail.includes("orders_checkout_uq")) return { kind: "checkout_completed" };
    return null;
  }
  return null;
}

/** An order with its lines (a completed checkout shows them). */
export async function findOrderWithLines(db: Db, storeId: string, orderId: string): Promise<{ order: OrderRow; lines: OrderLineRow[] } | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)))
    .limit(1);
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  return { order, lines };
}
