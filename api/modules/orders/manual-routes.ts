// SPEC §7 `POST /orders` (scope `orders`): a manual order (a phone sale) placed by staff through the same code as a
// storefront completion: prices read from the variants, stock taken, the customer found or made, paid or pending.
import { Router } from "express";
import { CHECKOUT_MESSAGES, findShippingRate, mergeCartLines, type OrderVariantDto } from "../../../domain/checkout";
import { orderPlacementEndpoints } from "../../../domain/contracts/checkout";
import { orderAmountErrors } from "../../../domain/order";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { badRequest, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { readCart } from "../checkout/pricing";
import { findStorefront, searchVariants, sellableVariants, type SellableVariant } from "../checkout/store";
import { answerPlacement } from "./answer";
import { sendOrderConfirmation } from "./mails";
import { placeOrder, requestHash } from "./place";

export function manualOrderRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;

  mount(r, orderPlacementEndpoints.variants, requireUser(deps), requireStore(deps, "orders"), async ({ query, req }) => {
    const shop = await findStorefront(db, currentStore(req).id);
    if (!shop) throw notFound();
    const found = await searchVariants(db, shop.id, query.search, query.limit);
    const chosen = await sellableVariants(db, shop.id, query.ids);
    const dto = (v: SellableVariant): OrderVariantDto => ({
      variantId: v.variantId,
      productId: v.productId,
      title: v.title,
      variantTitle: v.variantTitle,
      sku: v.sku,
      price: v.price,
      inventoryQuantity: v.inventoryQuantity,
      published: v.published,
    });
    return {
      variants: found.map(dto),
      chosen: query.ids
        .map((id) => chosen.get(id))
        .filter((v): v is SellableVariant => !!v)
        .map(dto),
    };
  });

  mount(r, orderPlacementEndpoints.create, requireUser(deps), requireStore(deps, "orders"), async ({ body, req, status }) => {
    const shop = await findStorefront(db, currentStore(req).id);
    if (!shop) throw notFound();
    const errors: Record<string, string[]> = {};
    if (body.shippingRate && !findShippingRate(shop.language, body.shippingRate)) errors.shippingRate = [CHECKOUT_MESSAGES.shippingRate];
    const lines = mergeCartLines(body.lines);
    const cart = await readCart(db, shop, lines, { hiddenProducts: true });
    const missing = new Set(cart.filter((line) => !line.sellable).map((line) => line.variantId));
    body.lines.forEach((line, i) => {
      if (missing.has(line.variantId.toLowerCase())) errors[`lines.${i}.variantId`] = [CHECKOUT_MESSAGES.variantNotFound];
    });
    const shipping = findShippingRate(shop.language, body.shippingRate)?.priceMinor ?? 0;
    if (Object.keys(errors).length === 0) Object.assign(errors, orderAmountErrors(body.lines, cart, shipping, shop.currency));
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat(), errors);

    const { idempotencyKey, ...request } = body;
    const result = await placeOrder(db, {
      store: shop,
      lines,
      email: body.email,
      phone: body.phone,
      shippingAddress: body.shippingAddress,
      billingAddress: null,
      shippingCode: body.shippingRate || null,
      discountCode: body.discountCode || null,
      paymentMethod: body.paymentMethod,
      paid: body.paid,
      source: "admin",
      note: body.note,
      tags: body.tags,
      idempotencyKey,
      requestHash: requestHash(["admin", request]),
      checkoutId: null,
      userId: currentUser(req).id,
      expectedTotalMinor: null,
      hiddenProducts: true,
      now: deps.clock.now(),
      afterPlaced: sendOrderConfirmation(deps, currentUser(req).id),
    });
    return answerPlacement(result, deps.storage, status);
  });

  return r;
}
