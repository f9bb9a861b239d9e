// The storefront's public API (ADR 037): no sign-in; the store is named by its id in the path, a checkout by its token.
// Every call is rate-limited per client.
import { notifyOrderPlaced } from "../notifications/events";
import { Router } from "express";
import { CHECKOUT_MESSAGES, IdempotencyKeyHeaderSchema, mergeCartLines, type CartLine, type CheckoutDto } from "../../../domain/checkout";
import { CHECKOUT_SETTINGS_MESSAGES, missingAddressFields, missingContact, withoutHiddenFields } from "../../../domain/checkout-settings";
import { checkoutEndpoints, storefrontEventEndpoints } from "../../../domain/contracts/checkout";
import { isCodeLookupRefusal } from "../../../domain/discount";
import { toMinor } from "../../../domain/money";
import { orderAmountErrors } from "../../../domain/order";
import { messages } from "../../../domain/validation";
import type { ApiDeps } from "../../deps";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { storefrontRateLimits } from "../../http/rate-limit";
import { answerPlacement } from "../orders/answer";
import { sendOrderConfirmation } from "../orders/mails";
import { completeCheckout, findOrderWithLines, requestHash, type PlaceOrderInput } from "../orders/place";
import { priceOfOrder, toAddressDto, toCheckoutDto } from "./dto";
import { paymentProviders } from "./payments";
import { offeredPaymentMethods } from "../../../domain/store-ops";
import { SHIPPING_MESSAGES } from "../../../domain/shipping-zones";
import { customerKeyOf, discountContextOf, priceCart, readCart, shippingOffer, type CartLineState, type DiscountContext } from "./pricing";
import * as store from "./store";

export function checkoutRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const limits = storefrontRateLimits(deps);
  const payments = paymentProviders(deps.payments);

  const storefrontOf = async (storeId: string) => {
    const shop = await store.findStorefront(db, storeId);
    if (!shop) throw notFound();
    return shop;
  };

  /** The store's offer (ADR 063): the providers' methods less the manual ones its operator switched off (read with the store). */
  const paymentsOf = (shop: store.Storefront) => ({
    methods: offeredPaymentMethods(payments.methods, shop.payments),
    bankTransferInstructions: shop.payments.bankTransferInstructions,
  });

  const checkoutOf = async (storeId: string, token: string) => {
    const found = await store.findCheckout(db, storeId, token);
    if (!found) throw notFound();
    return found;
  };

  /**
   * The cart's lines read now; a line naming no variant the storefront sells is a field error at its index, and so is a
   * line (or a cart) worth more than an order may be (domain/order.ts ORDER_AMOUNT_MAX_MINOR).
   */
  const sellableCart = async (
    shop: store.Storefront,
    sent: readonly CartLine[],
    shippingMinor: number,
  ): Promise<{ lines: CartLine[]; cart: CartLineState[] }> => {
    const lines = mergeCartLines(sent);
    const cart = await readCart(db, shop, lines, { hiddenProducts: false });
    const unsellable = new Set(cart.filter((line) => !line.sellable).map((line) => line.variantId));
    const errors: Record<string, string[]> = {};
    sent.forEach((line, i) => {
      if (unsellable.has(line.variantId.toLowerCase())) errors[`lines.${i}.variantId`] = [CHECKOUT_MESSAGES.variantNotFound];
    });
    if (Object.keys(errors).length === 0) Object.assign(errors, orderAmountErrors(sent, cart, shippingMinor, shop.currency));
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat(), errors);
    return { lines, cart };
  };

  /** The checkout as it stands: an open one priced now, a completed one as its order was placed. */
  const answer = async (shop: store.Storefront, found: store.FoundCheckout): Promise<{ checkout: CheckoutDto }> => {
    const { checkout, orderName } = found;
    const placed = checkout.completedAt && checkout.orderId ? await findOrderWithLines(db, shop.id, checkout.orderId) : null;
    if (placed) {
      return {
        checkout: toCheckoutDto(
          shop.fields,
          checkout,
          orderName,
          priceOfOrder(placed.order, placed.lines),
          placed.order.shippingLine,
          [],
          deps.storage,
          paymentsOf(shop),
        ),
      };
    }
    const cart = await readCart(db, shop, checkout.lines, { hiddenProducts: false });
    const { rate, offer } = await chosenRate(shop, checkout, cart);
    const price = await priceCart(db, shop, cart, rate, discountsOf(checkout), checkout.shippingAddress);
    return { checkout: toCheckoutDto(shop.fields, checkout, orderName, price, rate, offer.rates, deps.storage, paymentsOf(shop)) };
  };

  /** The rates offered for the checkout's address and cart now, and its chosen one when still among them (ADR 059). */
  const chosenRate = async (shop: store.Storefront, c: Pick<store.CheckoutRow, "shippingLine" | "shippingAddress">, cart: readonly CartLineState[]) => {
    const offer = await shippingOffer(db, shop, c.shippingAddress, cart);
    return { offer, rate: offer.rates.find((r) => r.code === c.shippingLine?.code) ?? null };
  };

  const discountsOf = (c: Pick<store.CheckoutRow, "discountCode" | "email" | "phone">): DiscountContext => discountContextOf(c, deps.clock.now());

  const changeOpen = async (shop: store.Storefront, found: store.FoundCheckout, changes: store.CheckoutChanges) => {
    if (found.checkout.completedAt) throw conflict(CHECKOUT_MESSAGES.completed);
    const next = { ...found.checkout, ...changes };
    const cart = await readCart(db, shop, next.lines, { hiddenProducts: false });
    const { rate } = await chosenRate(shop, next, cart);
    // Prices can have risen since the lines were taken: a checkout is never priced past what an order may be worth.
    const tooLarge = orderAmountErrors(next.lines, cart, rate?.priceMinor ?? 0, shop.currency);
    if (Object.keys(tooLarge).length > 0) throw badRequest(Object.values(tooLarge).flat(), tooLarge);
    const price = await priceCart(db, shop, cart, rate, discountsOf(next), next.shippingAddress);
    const row = await store.updateOpenCheckout(
      db,
      shop.id,
      found.checkout.id,
      { ...changes, currency: shop.currency, totalMinor: price.totalMinor },
      deps.clock.now(),
    );
    if (!row) throw conflict(CHECKOUT_MESSAGES.completed);
    return answer(shop, { checkout: row, orderName: null });
  };

  mount(r, checkoutEndpoints.create, limits.checkout, async ({ params, body }) => {
    const shop = await storefrontOf(params.storeId);
    const { lines, cart } = await sellableCart(shop, body.lines, 0);
    const price = await priceCart(db, shop, cart, null, { code: null, customerKey: customerKeyOf(body.email, body.phone), now: deps.clock.now() });
    const row = await store.insertCheckout(db, {
      storeId: shop.id,
      lines,
      email: body.email,
      phone: body.phone,
      customerId: await store.customerIdFor(db, shop.id, body),
      currency: shop.currency,
      totalMinor: price.totalMinor,
      attribution: compact(body.attribution ?? {}),
      now: deps.clock.now(),
    });
    const { offer } = await chosenRate(shop, row, cart);
    return { checkout: toCheckoutDto(shop.fields, row, null, price, null, offer.rates, deps.storage, paymentsOf(shop)) };
  });

  mount(r, checkoutEndpoints.get, limits.checkout, async ({ params }) => {
    const found = await checkoutOf(params.storeId, params.token);
    return answer(found.shop, found);
  });

  mount(r, checkoutEndpoints.update, limits.checkout, async ({ params, body }) => {
    const found = await checkoutOf(params.storeId, params.token);
    const shop = found.shop;
    const changes: store.CheckoutChanges = {};
    if (body.lines) changes.lines = (await sellableCart(shop, body.lines, found.checkout.shippingLine?.priceMinor ?? 0)).lines;
    if (body.email !== undefined) changes.email = body.email;
    if (body.phone !== undefined) changes.phone = body.phone;
    // A field the store hides is not kept, whatever was sent (checkout settings, ADR 060).
    if (body.shippingAddress !== undefined) changes.shippingAddress = body.shippingAddress && withoutHiddenFields(body.shippingAddress, shop.fields);
    if (body.note !== undefined) {
      if (body.note && !shop.fields.orderNotes) throw badRequest(CHECKOUT_SETTINGS_MESSAGES.notesOff, { note: [CHECKOUT_SETTINGS_MESSAGES.notesOff] });
      changes.note = body.note;
    }
    // A contact that names a customer of the store links the checkout to them (the abandoned checkout's "View
    // customer"); another contact unlinks it. Nobody is made a customer before completing.
    if (body.email !== undefined || body.phone !== undefined)
      changes.customerId = await store.customerIdFor(db, shop.id, {
        email: changes.email ?? found.checkout.email,
        phone: changes.phone ?? found.checkout.phone,
      });
    return changeOpen(shop, found, changes);
  });

  mount(r, checkoutEndpoints.shippingLine, limits.checkout, async ({ params, body }) => {
    const found = await checkoutOf(params.storeId, params.token);
    const shop = found.shop;
    const cart = await readCart(db, shop, found.checkout.lines, { hiddenProducts: false });
    const offer = await shippingOffer(db, shop, found.checkout.shippingAddress, cart);
    // No zone holds the address's country: the buyer is told so (in their language, ADR 034), not "choose a rate".
    if (offer.noZone) throw badRequest(SHIPPING_MESSAGES.noZone, { code: [SHIPPING_MESSAGES.noZone] });
    const rate = offer.rates.find((r) => r.code === body.code);
    if (!rate) throw badRequest(CHECKOUT_MESSAGES.shippingRate, { code: [CHECKOUT_MESSAGES.shippingRate] });
    return changeOpen(shop, found, { shippingLine: rate });
  });

  // Apply a code (refused with the reason on `code` when it would take nothing off, and the checkout left as it was), or
  // remove the checkout's code with "" (ADR 041).
  // Refused codes are counted per checkout and per client (ADR 041): past the limit every code is refused with 429
  // before it is looked up, so guessing codes stops at a few an hour.
  mount(r, checkoutEndpoints.discountCode, limits.checkout, async ({ params, body, req }) => {
    const found = await checkoutOf(params.storeId, params.token);
    const shop = found.shop;
    if (found.checkout.completedAt) throw conflict(CHECKOUT_MESSAGES.completed);
    if (!body.code) return changeOpen(shop, found, { discountCode: null });
    const attempt = { req, storeId: shop.id, checkoutId: found.checkout.id };
    await limits.codeAttempts.check(attempt);
    const next = { ...found.checkout, discountCode: body.code };
    const cart = await readCart(db, shop, next.lines, { hiddenProducts: false });
    const price = await priceCart(db, shop, cart, (await chosenRate(shop, next, cart)).rate, discountsOf(next), next.shippingAddress);
    const refusal = price.discountOutcome?.codeRefusal;
    if (refusal) {
      if (isCodeLookupRefusal(refusal.reason)) await limits.codeAttempts.failed(attempt);
      throw badRequest(refusal.message, { code: [refusal.message] });
    }
    return changeOpen(shop, found, { discountCode: price.discountOutcome?.code ?? body.code });
  });

  /**
   * A checkout that names its visitor's session converts that session (ADR 073): the storefront renderer cannot see the
   * completion, which happens on the checkout page. The funnel counts a session's step once, so a client that also
   * sends its own session_converted changes no figure. A failure is only logged: the order stands.
   */
  const recordConversion = async (checkout: store.CheckoutRow, orderId: string) => {
    const a = checkout.attribution ?? {};
    if (!a.sessionId) return;
    const source = {
      referrer: a.referrer ?? "",
      utmSource: a.utmSource ?? "",
      utmMedium: a.utmMedium ?? "",
      utmCampaign: a.utmCampaign ?? "",
      country: a.country ?? "",
    };
    const event = { kind: "session_converted" as const, sessionId: a.sessionId, productId: null, variantId: null, orderId, ...source };
    await store.recordEvents(db, checkout.storeId, [event], deps.clock.now()).catch((error: unknown) => {
      deps.log?.({ level: "warn", msg: "conversion event not recorded", orderId, error: error instanceof Error ? error.message : String(error) });
    });
  };

  mount(r, checkoutEndpoints.complete, limits.checkout, async ({ params, body, req, status }) => {
    const key = IdempotencyKeyHeaderSchema.safeParse(req.get("idempotency-key"));
    if (!key.success) {
      const message = key.error.issues[0]!.message;
      throw badRequest(message, { "Idempotency-Key": [message] });
    }
    // A manual method the store's operator switched off is not on offer: the completion is refused as for an unknown one.
    const paymentFor = (shop: store.Storefront) => (paymentsOf(shop).methods.includes(body.paymentMethod) ? payments.forMethod(body.paymentMethod) : null);
    const now = deps.clock.now();
    const placement = (checkout: store.CheckoutRow, shop: store.Storefront, payment = paymentFor(shop)): PlaceOrderInput => ({
      store: shop,
      lines: checkout.lines,
      email: checkout.email,
      phone: checkout.phone,
      shippingAddress: checkout.shippingAddress,
      billingAddress: null,
      shippingCode: checkout.shippingLine?.code ?? null,
      discountCode: checkout.discountCode,
      paymentMethod: body.paymentMethod,
      // A completed checkout's repeat is answered before any provider is asked, whatever method it names.
      payment: payment ?? undefined,
      paid: false,
      source: "online_store",
      note: checkout.note,
      tags: [],
      idempotencyKey: key.data,
      requestHash: requestHash(["checkout", checkout.id, body.paymentMethod, body.totalPrice ?? null]),
      checkoutId: checkout.id,
      userId: null,
      expectedTotalMinor: body.totalPrice === undefined ? null : toMinor(body.totalPrice, shop.currency),
      hiddenProducts: false,
      now,
      // The confirmation (and the staff's new-order mail) read the store's template in one indexed read each (ADR 064);
      // the notification centre's "new order" (ADR 062) follows. Both after the commit; their failures are only logged.
      afterPlaced: async (placed) => {
        await sendOrderConfirmation(deps, null)(placed);
        await notifyOrderPlaced(deps, placed.order);
        await recordConversion(checkout, placed.order.id);
      },
      log: deps.log,
    });
    // The checkout is claimed and read in the transaction (one statement, ADR 048); one not ready is a 400 that rolls
    // the claim back. Nothing claimed: an unknown checkout is 404, a completed one is answered from the key.
    const result = await completeCheckout(
      db,
      { storeId: params.storeId, token: params.token, now },
      ({ checkout, shop }) => {
        const payment = paymentFor(shop);
        requireReady(shop, checkout, payment !== null);
        return placement(checkout, shop, payment);
      },
      async () => {
        const found = await checkoutOf(params.storeId, params.token);
        return placement(found.checkout, found.shop);
      },
    );
    // The order queued itself for the reports (a trigger, ADR 045): the worker looks now rather than at its next tick.
    deps.reports?.kick();
    return answerPlacement(result, deps.storage, status);
  });

  mount(r, storefrontEventEndpoints.record, limits.events, async ({ params, body }) => {
    const events = body.events.map((e) => ({
      kind: e.kind,
      sessionId: e.sessionId,
      productId: e.productId ?? null,
      variantId: e.variantId ?? null,
      orderId: e.orderId ?? null,
      referrer: e.referrer,
      utmSource: e.utmSource,
      utmMedium: e.utmMedium,
      utmCampaign: e.utmCampaign,
      country: e.country,
    }));
    const { storeFound, recorded, refused } = await store.recordEvents(db, params.storeId, events, deps.clock.now());
    if (!storeFound) throw notFound();
    if (refused.length > 0) {
      const errors: Record<string, string[]> = {};
      for (const { i, field } of refused) errors[`events.${i}.${field}`] = [EVENT_ID_MESSAGES[field]];
      throw badRequest(Object.values(errors).flat(), errors);
    }
    deps.reports?.kick();
    return { recorded };
  });

  return r;
}

/** An event naming an id the store does not have. */
const EVENT_ID_MESSAGES = {
  productId: CHECKOUT_MESSAGES.productNotFound,
  variantId: CHECKOUT_MESSAGES.variantNotFound,
  orderId: CHECKOUT_MESSAGES.orderNotFound,
} as const;

/** A checkout completes once it can reach the buyer, knows where to ship and how, and how it is paid: each missing one is named. */
function requireReady(shop: store.Storefront, checkout: store.CheckoutRow, paymentOffered: boolean): void {
  const errors: Record<string, string[]> = {};
  if (!paymentOffered) errors.paymentMethod = [CHECKOUT_MESSAGES.paymentMethod];
  // What the store's checkout options ask for (ADR 060), as they are now: a store that starts requiring a field refuses
  // an open checkout without it.
  const contact = missingContact(checkout, shop.fields.contactMethod);
  if (contact) errors[contact.field] = [contact.message];
  if (!checkout.shippingAddress) errors.shippingAddress = [messages.required("Shipping address")];
  else Object.assign(errors, missingAddressFields(toAddressDto(checkout.shippingAddress)!, shop.fields));
  // Whether the chosen rate is still offered for the address and cart is the placement's check (orders/place.ts).
  if (!checkout.shippingLine) errors.shippingLine = [messages.required("Shipping rate")];
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat(), errors);
}

/** Attribution without its empty fields (the checkout keeps only what it was told). */
function compact<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Partial<T>;
}
