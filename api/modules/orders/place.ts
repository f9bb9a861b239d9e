// Placing an order, in one transaction (ADR 035, 036): the storefront's completion and the admin's manual order both
// come here. This is the placement's data access (the module's store for it): routes call `placeOrder` and hold no SQL.
//
// In order: the checkout is claimed (a conditional UPDATE that locks it: two completions of one checkout take turns);
// prices are read again; stock is taken line by line with a conditional UPDATE, in variant-id order so two multi-line
// orders never wait on each other in a circle; then one statement writes the customer, the store's next order number
// (its row lock, which every order of the store waits for, is held from there to the commit only), the order, its
// lines, the stock history, the payment, the timeline and the checkout's link. Any refusal rolls all of it back.
// The payment provider (api/modules/checkout/payments.ts) is asked once the price is known, before stock is taken; its
// answer is written by the same statement, and an authorization the placement then cannot use is voided.
import crypto from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  CHECKOUT_MESSAGES,
  findShippingRate,
  lineName,
  outOfStockMessage,
  lineUnavailableMessage,
  type CartLine,
  type ShippingRate,
} from "../../../domain/checkout";
import { codeRefusalMessage, type CheckoutCodeRefusal } from "../../../domain/discount";
import type { CurrencyCode } from "../../../domain/money";
import { financialStatusOf, fulfillmentStatusOf, orderAmountErrors } from "../../../domain/order";
import type { OrderEventStored } from "../../../domain/order-events";
import { SHIPPING_MESSAGES } from "../../../domain/shipping-zones";
import type { Db } from "../../db/client";
import { runPrepared, useGenericPlans } from "../../db/prepared";
import { discounts, orderEvents, orderLines, orders, productVariants, type Address, type ShippingLine } from "../../db/schema";
import type { OrderLineRow, OrderRow } from "../checkout/dto";
import { manualPayments, type PaymentProvider, type PaymentRequest, type PaymentTransaction } from "../checkout/payments";
import { customerKeyOf, priceCart, readCart, shippingOffer, type CartLineState, type CartPrice, type DiscountUse } from "../checkout/pricing";
import { claimCheckout, type ClaimedCheckout, type Storefront, type Tx } from "../checkout/store";

export interface PlaceOrderInput {
  store: Storefront;
  /** Merged: one line per variant (domain `mergeCartLines`). */
  lines: readonly CartLine[];
  email: string;
  phone: string;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  /**
   * The storefront's: a rate offered for the address and cart (checkout/pricing.ts `shippingOffer`, ADR 059). A manual
   * order's: one of `shippingRatesFor(store.language)` (staff's fixed rates), or null for none.
   */
  shippingCode: string | null;
  discountCode: string | null;
  /** One of `payment`'s methods (a manual order: cod, bank_transfer or manual). */
  paymentMethod: string;
  /** Who is asked for the money (the storefront's provider of `paymentMethod`); none: the manual provider. */
  payment?: PaymentProvider;
  /** A manual order marked paid: the sale succeeded. Otherwise the payment waits (cash on delivery, a transfer). */
  paid: boolean;
  source: "online_store" | "admin";
  note: string;
  tags: string[];
  idempotencyKey: string;
  /** What the request asked for, hashed: the same key with another request is refused, not replayed. */
  requestHash: string;
  /** The checkout being completed (claimed by `completeCheckout`: locked and marked completed), or null for a manual order. */
  checkoutId: string | null;
  userId: string | null;
  /** The total the buyer was shown, when the storefront sends it: another total refuses instead of charging it. */
  expectedTotalMinor: number | null;
  /** The admin may sell a hidden product's variant; the storefront may not. */
  hiddenProducts: boolean;
  now: Date;
  /** Called once the order is committed (the order confirmation mail); never for a replay or a refusal. */
  afterPlaced?: (placed: { order: OrderRow; lines: OrderLineRow[] }) => Promise<void>;
  /** Where a provider's failure (an error, a void that did not go through) is told. */
  log?: (entry: Record<string, unknown>) => void;
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
  | { kind: "price_changed"; totalMinor: number; currency: CurrencyCode }
  /** A line, or the whole, worth more than an order may be (ORDER_AMOUNT_MAX_MINOR): its errors by the input's lines. */
  | { kind: "amount_too_large"; errors: Record<string, string[]> }
  | { kind: "shipping_refused"; errors: Record<string, string[]> }
  | { kind: "discount_refused"; reason: CheckoutCodeRefusal | "changed"; message: string }
  /** The provider refused the payment (`message`: its words, when it gave any). */
  | { kind: "payment_declined"; provider: string; message: string | null }
  /** The provider could not be asked (it threw): nothing is placed. */
  | { kind: "payment_failed"; provider: string };

/** Thrown inside the transaction to roll it back with an answer. */
class Refusal extends Error {
  constructor(readonly result: PlaceResult) {
    super(result.kind);
  }
}

/** The request's fingerprint, stored with the order: a repeat of its key must ask for the same thing. */
export const requestHash = (request: unknown) => crypto.createHash("sha256").update(JSON.stringify(request)).digest("base64url");

export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlaceResult> {
  if (input.checkoutId) throw new Error("A checkout is completed through completeCheckout, which claims it");
  // A manual order has no checkout, so its key is looked up first: a resubmitted form is answered its order even when
  // the stock has run out since. (A checkout's completion finds its repeat by its claim: `completeCheckout`.)
  const earlier = await replayOf(db, input);
  if (earlier) return earlier;
  return placeInTransaction(
    db,
    async () => input,
    async () => input,
  );
}

/**
 * A storefront completion: the checkout is claimed and read by one statement inside the transaction
 * (checkout/store.ts `claimCheckout`), and `placement` makes the order's input of it (throwing, e.g. a 400 for a
 * checkout not ready, rolls the claim back). When nothing is claimed (an unknown token, or a checkout completed
 * already, maybe by a racing completion that waited on it), `repeat` gives the input of the checkout as it is, so a
 * repeat of the same request is answered its order from its key, or throws (a 404 for an unknown checkout).
 */
export async function completeCheckout(
  db: Db,
  ref: { storeId: string; token: string; now: Date },
  placement: (claimed: ClaimedCheckout) => PlaceOrderInput,
  repeat: () => Promise<PlaceOrderInput>,
): Promise<PlaceResult> {
  return placeInTransaction(
    db,
    async (tx) => {
      const claimed = await claimCheckout(tx, ref.storeId, ref.token, ref.now);
      if (!claimed) throw new Refusal({ kind: "checkout_completed" });
      return placement(claimed);
    },
    repeat,
  );
}

async function placeInTransaction(db: Db, start: (tx: Tx) => Promise<PlaceOrderInput>, repeat: () => Promise<PlaceOrderInput>): Promise<PlaceResult> {
  const asked: AskedPayment = { current: null };
  let input: PlaceOrderInput | null = null;
  let result: PlaceResult;
  try {
    result = await db.transaction(async (tx) => {
      await useGenericPlans(tx);
      input = await start(tx);
      return placeIn(tx, input, asked);
    });
  } catch (error) {
    // Nothing was placed: what the provider took or held for it goes back.
    if (input) await voidPayment(input, asked);
    // A completion of the same checkout, or a request with the same key, committed first: if it was this very request
    // (a retry, or a double click racing the first), answer its order; otherwise refuse.
    const refusal = error instanceof Refusal ? error.result : uniqueClash(error);
    if (!refusal) throw error;
    if (refusal.kind === "checkout_completed" || refusal.kind === "key_reused") return (await replayOf(db, input ?? (await repeat()))) ?? refusal;
    return refusal;
  }
  if (result.kind === "placed") await input!.afterPlaced?.(result);
  return result;
}

/** The provider's answer for this placement, once asked: voided if the placement rolls back after it. */
interface AskedPayment {
  current: { provider: PaymentProvider; request: PaymentRequest; transaction: PaymentTransaction } | null;
}

/**
 * Asks the provider for the order's total. Called inside the transaction but before stock is taken, so what waits on
 * it is this checkout's claimed row and the connection, never a hot variant's row lock or the store's counter.
 */
async function authorize(input: PlaceOrderInput, orderId: string, amountMinor: number, asked: AskedPayment): Promise<PaymentTransaction> {
  const provider = input.payment ?? manualPayments;
  const request: PaymentRequest = {
    storeId: input.store.id,
    orderId,
    method: input.paymentMethod,
    amountMinor,
    currency: input.store.currency,
    idempotencyKey: input.idempotencyKey,
    email: input.email,
    phone: input.phone,
    markedPaid: input.paid,
  };
  let transaction: PaymentTransaction;
  try {
    transaction = await provider.authorize(request);
  } catch (error) {
    input.log?.({ level: "error", msg: "payment provider failed", provider: provider.id, orderId, error: String(error) });
    throw new Refusal({ kind: "payment_failed", provider: provider.id });
  }
  if (transaction.status === "failure") throw new Refusal({ kind: "payment_declined", provider: provider.id, message: transaction.message ?? null });
  asked.current = { provider, request, transaction };
  return transaction;
}

async function voidPayment(input: PlaceOrderInput, asked: AskedPayment): Promise<void> {
  const held = asked.current;
  if (!held?.provider.void) return;
  try {
    await held.provider.void(held.transaction, held.request);
  } catch (error) {
    // The order is not placed either way; staff see the dangling authorization in the provider's dashboard.
    input.log?.({ level: "error", msg: "payment void failed", provider: held.provider.id, reference: held.transaction.reference, error: String(error) });
  }
}

async function placeIn(tx: Tx, input: PlaceOrderInput, asked: AskedPayment): Promise<PlaceResult> {
  const { store, now } = input;

  const cart = await readCart(tx, store, input.lines, { hiddenProducts: input.hiddenProducts });
  const gone = cart.filter((line) => !line.sellable);
  if (gone.length > 0)
    throw new Refusal({
      kind: "unavailable",
      lines: gone.map((line) => refused(line, 0, lineUnavailableMessage(lineName(line.title || line.variantId, line.variantTitle)))),
    });
  const rate = await placedRate(tx, input, cart);
  // Prices are read again here: one that rose since the request was checked can still make the order too large.
  const tooLarge = orderAmountErrors(input.lines, cart, rate?.priceMinor ?? 0, store.currency);
  if (Object.keys(tooLarge).length > 0) throw new Refusal({ kind: "amount_too_large", errors: tooLarge });
  const price = await priceCart(
    tx,
    store,
    cart,
    rate,
    { code: input.discountCode, customerKey: customerKeyOf(input.email, input.phone), now },
    input.shippingAddress,
  );
  // A code that takes nothing off now (expired, used up, the cart under its minimum …) is not dropped silently: the buyer
  // was shown it, so the completion says why and places nothing.
  const refusal = input.discountCode ? price.discountOutcome?.codeRefusal : null;
  if (refusal) throw new Refusal({ kind: "discount_refused", reason: refusal.reason, message: refusal.message });
  if (input.expectedTotalMinor !== null && input.expectedTotalMinor !== price.totalMinor)
    throw new Refusal({ kind: "price_changed", totalMinor: price.totalMinor, currency: store.currency });

  const orderId = crypto.randomUUID();
  const payment = await authorize(input, orderId, price.totalMinor, asked);
  const after = await takeStock(tx, store.id, cart, now);
  const uses = price.discountOutcome?.uses ?? [];
  const written = await writeOrder(tx, input, orderId, payment, price, rate, after, uses);
  if (written.taken < uses.length) throw new Refusal(await discountNotTaken(tx, store.id, uses));
  return { kind: "placed", order: written.order, lines: written.lines };
}

/**
 * The rate the order is placed with. A storefront's must still be offered for its address and cart (a zone or rate
 * deleted, the cart changed under a rate's range since it was chosen): otherwise nothing is placed and the buyer is told
 * why, "we do not ship to this country" when no zone holds it (ADR 059).
 */
async function placedRate(tx: Tx, input: PlaceOrderInput, cart: readonly CartLineState[]): Promise<ShippingRate | null> {
  if (input.source === "admin") return input.shippingCode ? findShippingRate(input.store.language, input.shippingCode) : null;
  const offer = await shippingOffer(tx, input.store, input.shippingAddress, cart);
  const rate = offer.rates.find((r) => r.code === input.shippingCode) ?? null;
  if (input.shippingCode && !rate) {
    const message = offer.noZone ? SHIPPING_MESSAGES.noZone : CHECKOUT_MESSAGES.shippingRate;
    throw new Refusal({ kind: "shipping_refused", errors: { shippingLine: [message] } });
  }
  return rate;
}

/**
 * The write statement took fewer uses than the order has discounts: a limit ran out (N + k completions racing for a
 * code with N uses left: k come here), or a discount was edited since it was priced. Say which; all is rolled back.
 */
async function discountNotTaken(tx: Tx, storeId: string, uses: readonly DiscountUse[]): Promise<PlaceResult> {
  const rows = await tx
    .select({ id: discounts.id, usageCount: discounts.usageCount, usageLimit: discounts.usageLimit })
    .from(discounts)
    .where(
      and(
        eq(discounts.storeId, storeId),
        inArray(
          discounts.id,
          uses.map((u) => u.discountId),
        ),
      ),
    );
  const usedUp = rows.some((d) => d.usageLimit !== null && d.usageCount >= d.usageLimit);
  if (usedUp) return { kind: "discount_refused", reason: "used_up", message: codeRefusalMessage("used_up") };
  return { kind: "discount_refused", reason: "changed", message: CHECKOUT_MESSAGES.priceChanged };
}

/**
 * Everything the order is, in one statement (data-modifying CTEs; foreign keys are checked at its end): the customer
 * found or made, the store's next number, the order, its lines, the stock history, the payment, the timeline and the
 * checkout's link to the order. One round trip instead of eight: the counter's row lock, which every order of the store
 * waits for, is held from this statement to the commit only. Its text never changes and its one parameter is a JSON
 * document, so building it costs nothing (drizzle's cost grows with a template's parameters: ADR 037's bench).
 * Ids are made here, so the rows answered are built from what was written; only the number and the customer come back.
 *
 * The customer: one per e-mail per store (customers_store_email_uq on lower(email)), found or made by an upsert that two
 * racing orders of one new buyer cannot both insert; without an e-mail, the oldest customer with the phone, else a new
 * one; with neither, none. Each order counts in `orders_count`; only money paid counts in `amount_spent` (a pending
 * order adds to it when it is marked paid). A known customer's names and addresses stay as the customer keeps them.
 */
const WRITE_ORDER = `
  with v as (
    select * from jsonb_to_record($1::jsonb) as v(
      order_id uuid, store_id uuid, checkout_id uuid, user_id uuid, at timestamptz,
      email text, phone text, customer_name text, first_name text, last_name text, addresses jsonb, country_code text,
      currency text, subtotal_minor bigint, discount_minor bigint, shipping_minor bigint, tax_minor bigint, total_minor bigint,
      paid_minor bigint, financial_status text, fulfillment_status text, payment_method text, source text, tags jsonb, note text,
      shipping_address jsonb, billing_address jsonb, shipping_line jsonb, discounts jsonb, idempotency_key text,
      payment_kind text, payment_status text, payment_provider text, payment_reference text, payment_amount_minor bigint, lines jsonb, adjustments jsonb, events jsonb, customer_key text, uses jsonb)
  ),
  cust_by_email as (
    insert into customers (store_id, email, phone, first_name, last_name, addresses, country_code, orders_count, amount_spent_minor, created_at, updated_at)
    select store_id, email, phone, first_name, last_name, addresses, country_code, 1, paid_minor, at, at from v where email <> ''
    on conflict (store_id, lower(email)) where email <> '' do update set
      orders_count = customers.orders_count + 1,
      amount_spent_minor = customers.amount_spent_minor + excluded.amount_spent_minor,
      updated_at = excluded.updated_at
    returning id
  ),
  cust_by_phone as (
    update customers c set orders_count = c.orders_count + 1, amount_spent_minor = c.amount_spent_minor + v.paid_minor, updated_at = v.at
    from v
    where v.email = '' and v.phone <> ''
      and c.id = (select id from customers where store_id = v.store_id and phone = v.phone order by created_at limit 1)
    returning c.id
  ),
  cust_new as (
    insert into customers (store_id, email, phone, first_name, last_name, addresses, country_code, orders_count, amount_spent_minor, created_at, updated_at)
    select store_id, '', phone, first_name, last_name, addresses, country_code, 1, paid_minor, at, at from v
    where email = '' and phone <> '' and not exists (select 1 from cust_by_phone)
    returning id
  ),
  cust as (select id from cust_by_email union all select id from cust_by_phone union all select id from cust_new),
  counter as (
    insert into order_counters (store_id, next_number) select store_id, 1002 from v
    on conflict (store_id) do update set next_number = order_counters.next_number + 1
    returning next_number - 1 as number
  ),
  o as (
    insert into orders (id, store_id, number, name, checkout_id, customer_id, email, phone, customer_name, currency,
      subtotal_minor, discount_minor, shipping_minor, tax_minor, total_minor, paid_minor, financial_status, fulfillment_status,
      payment_method, source, tags, note, shipping_address, billing_address, shipping_line, discounts, idempotency_key, items_count, created_at, updated_at)
    select v.order_id, v.store_id, counter.number, '#' || counter.number, v.checkout_id, (select id from cust), v.email, v.phone, v.customer_name,
      v.currency, v.subtotal_minor, v.discount_minor, v.shipping_minor, v.tax_minor, v.total_minor, v.paid_minor, v.financial_status,
      v.fulfillment_status, v.payment_method, v.source, v.tags, v.note, v.shipping_address, v.billing_address, v.shipping_line, v.discounts,
      v.idempotency_key, (select coalesce(sum((x->>'quantity')::int), 0) from jsonb_array_elements(v.lines) x), v.at, v.at
    from v, counter
    returning number, customer_id, public_token
  ),
  l as (
    insert into order_lines (id, order_id, store_id, product_id, variant_id, title, variant_title, sku, image_path, quantity, unit_price_minor,
      unit_cost_minor, discount_minor, position)
    select x.id, v.order_id, v.store_id, x.product_id, x.variant_id, x.title, x.variant_title, x.sku, x.image_path, x.quantity, x.unit_price_minor,
      x.unit_cost_minor, x.discount_minor, x.position
    from v, jsonb_to_recordset(v.lines) as x(id uuid, product_id uuid, variant_id uuid, title text, variant_title text, sku text, image_path text,
      quantity integer, unit_price_minor bigint, unit_cost_minor bigint, discount_minor bigint, position integer)
  ),
  a as (
    insert into inventory_adjustments (store_id, variant_id, delta, quantity_after, reason, idempotency_key, user_id, created_at)
    select v.store_id, x.variant_id, x.delta, x.quantity_after, 'Order #' || o.number, 'order:' || v.order_id || ':' || x.variant_id, v.user_id, v.at
    from v, o, jsonb_to_recordset(v.adjustments) as x(variant_id uuid, delta integer, quantity_after integer)
  ),
  t as (
    insert into order_transactions (order_id, store_id, kind, gateway, provider, reference, amount_minor, status, user_id, created_at)
    select order_id, store_id, payment_kind, payment_method, payment_provider, payment_reference, payment_amount_minor, payment_status, user_id, at from v
  ),
  e as (
    insert into order_events (order_id, store_id, kind, message, data, user_id, created_at)
    select v.order_id, v.store_id, x.kind, x.message, x.data, v.user_id, v.at from v, jsonb_to_recordset(v.events) as x(kind text, message text, data jsonb)
  ),
  c as (
    update checkouts set order_id = v.order_id, customer_id = (select id from cust), total_minor = v.total_minor, version = checkouts.version + 1, updated_at = v.at
    from v where checkouts.id = v.checkout_id
  ),
  taken as (
    update discounts d set usage_count = d.usage_count + 1
    from v, jsonb_to_recordset(v.uses) as x(discount_id uuid, version integer)
    where d.id = x.discount_id and d.store_id = v.store_id and d.version = x.version
      and (d.usage_limit is null or d.usage_count < d.usage_limit)
    returning d.id
  ),
  code_taken as (
    update discount_codes dc set usage_count = dc.usage_count + 1
    from v, jsonb_to_recordset(v.uses) as x(code_id uuid)
    where dc.id = x.code_id and dc.store_id = v.store_id
  ),
  u as (
    insert into discount_usages (store_id, discount_id, code_id, order_id, customer_key, amount_minor, once_per_customer, created_at)
    select v.store_id, x.discount_id, x.code_id, v.order_id, v.customer_key, x.amount_minor, x.once_per_customer and v.customer_key <> '', v.at
    from v, jsonb_to_recordset(v.uses) as x(discount_id uuid, code_id uuid, amount_minor bigint, once_per_customer boolean)
  )
  select number, customer_id, (select count(*) from taken) as taken, public_token from o`;

async function writeOrder(
  tx: Tx,
  input: PlaceOrderInput,
  orderId: string,
  payment: PaymentTransaction,
  price: CartPrice,
  rate: ShippingLine | null,
  after: ReadonlyMap<string, number>,
  uses: readonly DiscountUse[],
) {
  const { store, now } = input;
  const settled = payment.status === "success";
  const paidMinor = settled && payment.kind === "sale" ? payment.amountMinor : 0;
  const authorizedMinor = settled && payment.kind === "authorization" ? payment.amountMinor : 0;
  const address = input.shippingAddress;
  const billing = input.billingAddress ?? address;
  const customerName = [address?.firstName, address?.lastName].filter(Boolean).join(" ");
  const fulfillmentStatus = fulfillmentStatusOf(price.lines.map((line) => ({ quantity: line.quantity, fulfilledQuantity: 0, refundedQuantity: 0 })));
  const financialStatus = financialStatusOf({ totalMinor: price.totalMinor, paidMinor, authorizedMinor, refundedMinor: 0, voided: false });
  const lines = price.lines.map((line, position) => ({
    id: crypto.randomUUID(),
    product_id: line.productId || null,
    variant_id: line.variantId,
    title: line.title,
    variant_title: line.variantTitle,
    sku: line.sku,
    image_path: line.imagePath,
    quantity: line.quantity,
    unit_price_minor: line.unitPriceMinor,
    // ADR 044: the cost as it is now, so a later change of the variant's cost leaves this order's profit alone.
    unit_cost_minor: line.unitCostMinor,
    discount_minor: line.discountMinor,
    position,
  }));
  const placed = {
    source: input.source,
    paymentMethod: input.paymentMethod,
    payment: { provider: payment.provider, kind: payment.kind, status: payment.status, reference: payment.reference },
    checkoutId: input.checkoutId,
    requestHash: input.requestHash,
    totalMinor: price.totalMinor,
  };
  const events: (OrderEventStored & { message: string })[] = [
    { kind: "placed", message: input.source === "admin" ? "Order created by staff" : "Order placed", data: placed },
    ...(settled && payment.kind === "sale"
      ? [
          {
            kind: "paid" as const,
            message: input.paid ? "Marked as paid" : "Payment captured",
            data: { amountMinor: paidMinor, method: input.paymentMethod, provider: payment.provider },
          },
        ]
      : []),
  ];
  const values = {
    order_id: orderId,
    store_id: store.id,
    checkout_id: input.checkoutId,
    user_id: input.userId,
    at: now.toISOString(),
    email: input.email,
    phone: input.phone,
    customer_name: customerName,
    first_name: address?.firstName ?? "",
    last_name: address?.lastName ?? "",
    addresses: address ? [address] : [],
    country_code: address?.countryCode ?? "",
    currency: store.currency,
    subtotal_minor: price.subtotalMinor,
    discount_minor: price.discountMinor,
    shipping_minor: price.shippingMinor,
    tax_minor: price.taxMinor,
    total_minor: price.totalMinor,
    paid_minor: paidMinor,
    financial_status: financialStatus,
    fulfillment_status: fulfillmentStatus,
    payment_method: input.paymentMethod,
    source: input.source,
    tags: input.tags,
    note: input.note,
    // A JSON null becomes SQL's NULL in jsonb_to_record, as drizzle would write it.
    shipping_address: address,
    billing_address: billing,
    shipping_line: rate,
    discounts: price.discounts,
    idempotency_key: input.idempotencyKey,
    payment_kind: payment.kind,
    payment_status: payment.status,
    payment_provider: payment.provider,
    payment_reference: payment.reference,
    payment_amount_minor: payment.amountMinor,
    customer_key: customerKeyOf(input.email, input.phone),
    // Taken by a conditional increment each (its limit holds under racing completions), then recorded with the order.
    uses: uses.map((u) => ({
      discount_id: u.discountId,
      code_id: u.codeId,
      version: u.version,
      amount_minor: u.amountMinor,
      once_per_customer: u.oncePerCustomer,
    })),
    lines,
    adjustments: price.lines.map((line) => ({ variant_id: line.variantId, delta: -line.quantity, quantity_after: after.get(line.variantId)! })),
    events,
  };
  const [written] = await runPrepared<{ number: number | string; customer_id: string | null; taken: number | string; public_token: string }>(
    tx,
    "backroom_write_order",
    WRITE_ORDER,
    [JSON.stringify(values)],
  );
  const { number, customer_id: customerId, public_token: publicToken } = written!;
  const order: OrderRow = {
    id: orderId,
    storeId: store.id,
    number: Number(number),
    name: `#${number}`,
    publicToken,
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
    refundedMinor: 0,
    financialStatus,
    fulfillmentStatus,
    status: "open",
    paymentMethod: input.paymentMethod,
    source: input.source,
    tags: input.tags,
    note: input.note,
    shippingAddress: address,
    billingAddress: billing,
    shippingLine: rate,
    discounts: price.discounts,
    cancelReason: null,
    cancelledAt: null,
    archivedAt: null,
    idempotencyKey: input.idempotencyKey,
    itemsCount: price.lines.reduce((n, line) => n + line.quantity, 0),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const lineRows: OrderLineRow[] = lines.map((l) => ({
    id: l.id,
    orderId,
    storeId: store.id,
    productId: l.product_id,
    variantId: l.variant_id,
    title: l.title,
    variantTitle: l.variant_title,
    sku: l.sku,
    imagePath: l.image_path,
    quantity: l.quantity,
    unitPriceMinor: l.unit_price_minor,
    unitCostMinor: l.unit_cost_minor,
    discountMinor: l.discount_minor,
    taxMinor: 0,
    fulfilledQuantity: 0,
    refundedQuantity: 0,
    position: l.position,
  }));
  return { order, lines: lineRows, taken: Number(written!.taken) };
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
 * unit cannot both get it and stock never goes below 0. (One statement for every line was tried: PostgreSQL planned it
 * again on every run, which cost more than the statements it saved; ADR 048.) Every short line is named, then all of it is rolled back.
 * The variant's version moves too, so an editor opened before the sale cannot save the old count over it.
 */
const TAKE_STOCK = `update product_variants set inventory_quantity = inventory_quantity - $1, version = version + 1, updated_at = $2
  where store_id = $3 and id = $4 and inventory_quantity >= $1 returning inventory_quantity as remaining`;

async function takeStock(tx: Tx, storeId: string, cart: readonly CartLineState[], now: Date): Promise<Map<string, number>> {
  const after = new Map<string, number>();
  const short: RefusedLine[] = [];
  for (const line of [...cart].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
    const [taken] = await runPrepared<{ remaining: number }>(tx, "backroom_take_stock", TAKE_STOCK, [
      line.quantity,
      now.toISOString(),
      storeId,
      line.variantId,
    ]);
    if (taken) {
      after.set(line.variantId, taken.remaining);
      continue;
    }
    const [current] = await tx.select({ left: productVariants.inventoryQuantity }).from(productVariants).where(eq(productVariants.id, line.variantId));
    const left = Math.max(0, current?.left ?? 0);
    short.push(refused(line, left, outOfStockMessage(lineName(line.title, line.variantTitle), left)));
  }
  if (short.length > 0) throw new Refusal({ kind: "out_of_stock", lines: cart.flatMap((line) => short.filter((s) => s.variantId === line.variantId)) });
  return after;
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
    // The same buyer's other completion took the once-per-customer code first.
    if (detail.includes("discount_usages_once_uq"))
      return { kind: "discount_refused", reason: "used_by_customer", message: codeRefusalMessage("used_by_customer") };
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
