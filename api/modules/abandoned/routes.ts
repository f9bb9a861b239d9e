import { Router } from "express";
import {
  ALL_SENT_MESSAGE,
  DAY_MESSAGE,
  nextManualStep,
  NO_EMAIL_MESSAGE,
  NO_PHONE_MESSAGE,
  parseStepName,
  RECOVERED_MESSAGE,
  recoveryCounts,
  recoveryStatus,
  SETTINGS_CONFLICT_MESSAGE,
  type AbandonedSummaryDto,
} from "../../../domain/abandoned";
import { abandonedEndpoints as ae } from "../../../domain/contracts/abandoned";
import { fromMinor } from "../../../domain/money";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { storefrontRateLimits } from "../../http/rate-limit";
import { toAddressDto } from "../checkout/dto";
import { currentRate, discountContextOf, priceCart, readCart } from "../checkout/pricing";
import { CHECKOUT_TOKEN_RE } from "../checkout/store";
import { boundOf } from "../reports/range";
import { recoverUrl, sendRecoveryStep } from "./recovery";
import * as store from "./store";

const settingsDto = (s: store.Settings) => ({ schedule: s.schedule, version: s.version, updatedAt: s.updatedAt?.toISOString() ?? null });

const nameOf = (c: store.CheckoutRow, first: string | null, last: string | null) => {
  const a = c.shippingAddress;
  const fromAddress = a ? `${a.firstName ?? ""} ${a.lastName ?? ""}`.trim() : "";
  return fromAddress || `${first ?? ""} ${last ?? ""}`.trim();
};

function summaryDto(c: store.CheckoutRow, first: string | null, last: string | null): AbandonedSummaryDto {
  return {
    _id: c.id,
    abandonedAt: c.updatedAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
    customerName: nameOf(c, first, last),
    email: c.email,
    phone: c.phone,
    total: fromMinor(c.totalMinor, c.currency),
    currency: c.currency,
    status: recoveryStatus(c.recovery, !!c.completedAt),
    ...recoveryCounts(c.recovery),
    orderId: c.orderId,
  };
}

/**
 * Abandoned checkouts (ADR 040), scope `orders`. The admin's screens are restricted to operators (SPEC §2, in their
 * loaders and actions); the API is the store's, as for customers (ADR 043). Every query is scoped to the store.
 * The restore link is public: the storefront's, by the checkout's token.
 */
export function abandonedRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const limits = storefrontRateLimits(deps);
  const abandonedBefore = () => store.cutoffOf(deps.clock.now(), deps.config.abandonedAfterMinutes);

  mount(r, ae.recover, limits.checkout, async ({ params, query, res }) => {
    if (!CHECKOUT_TOKEN_RE.test(params.token)) throw notFound();
    if (!(await store.recordClick(db, params.storeId, params.token, parseStepName(query.step), deps.clock.now()))) throw notFound();
    // Root-relative: the cart page is on the origin the link was opened at (the admin's; ADR 015).
    res.redirect(302, `/checkouts/${params.storeId}/${params.token}`);
  });

  r.use("/orders/abcheckouts", requireUser(deps), requireStore(deps, "orders"));

  mount(r, ae.settings, async ({ req }) => ({ settings: settingsDto(await store.getSettings(db, currentStore(req).id)) }));

  mount(r, ae.saveSettings, async ({ body, req }) => {
    const result = await store.saveSettings(db, currentStore(req).id, body.schedule, body.version, deps.clock.now());
    if (result.kind === "conflict") throw conflict(SETTINGS_CONFLICT_MESSAGE, { current: settingsDto(result.current) });
    return { settings: settingsDto(result.settings) };
  });

  mount(r, ae.list, async ({ query, req }) => {
    const shop = (await store.findShop(db, currentStore(req).id))!;
    const from = query.from ? boundOf(query.from, shop.timezone, "start") : undefined;
    const to = query.to ? boundOf(query.to, shop.timezone, "end") : undefined;
    const errors: Record<string, string[]> = {};
    if (from === null) errors.from = [DAY_MESSAGE];
    if (to === null) errors.to = [DAY_MESSAGE];
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat(), errors);
    const { rows, total } = await store.listAbandoned(db, shop.id, query, { from: from ?? undefined, to: to ?? undefined }, abandonedBefore());
    return { checkouts: rows.map((row) => summaryDto(row.checkout, row.firstName, row.lastName)), total, page: query.page, limit: query.limit };
  });

  mount(r, ae.get, async ({ params, req }) => {
    const shop = (await store.findShop(db, currentStore(req).id))!;
    const found = await store.findAbandoned(db, shop.id, params.id, abandonedBefore());
    if (!found) throw notFound();
    const c = found.checkout;
    const cart = await readCart(db, shop, c.lines, { hiddenProducts: false });
    const rate = await currentRate(db, shop, c.shippingLine?.code, c.shippingAddress, cart);
    const price = await priceCart(db, shop, cart, rate, discountContextOf(c, deps.clock.now()), c.shippingAddress);
    const cur = price.currency;
    return {
      checkout: {
        ...summaryDto(c, found.firstName, found.lastName),
        total: c.completedAt ? fromMinor(c.totalMinor, c.currency) : fromMinor(price.totalMinor, cur),
        token: c.token,
        customerId: c.customerId,
        shippingAddress: toAddressDto(c.shippingAddress),
        lines: price.lines.map((l) => ({
          variantId: l.variantId,
          title: l.title,
          variantTitle: l.variantTitle,
          sku: l.sku,
          image: l.imagePath ? deps.storage.publicUrl(l.imagePath) : null,
          quantity: l.quantity,
          price: fromMinor(l.unitPriceMinor, cur),
          linePrice: fromMinor(l.lineTotalMinor, cur),
          available: l.sellable && l.inStock >= l.quantity,
        })),
        subtotal: fromMinor(price.subtotalMinor, cur),
        shipping: fromMinor(price.shippingMinor, cur),
        discounts: fromMinor(price.discountMinor, cur),
        recovery: c.recovery,
        recoverUrl: recoverUrl(deps, shop.id, c.token),
        orderName: found.orderName,
        completedAt: c.completedAt?.toISOString() ?? null,
      },
    };
  });

  mount(r, ae.send, async ({ params, body, req, status }) => {
    const shop = (await store.findShop(db, currentStore(req).id))!;
    const found = await store.findAbandoned(db, shop.id, params.id, abandonedBefore());
    if (!found) throw notFound();
    const replay = () => {
      const entry = found.checkout.recovery.find((e) => e.key === body.idempotencyKey);
      return entry ? { entry, replayed: true } : null;
    };
    const earlier = replay();
    if (earlier) {
      status(200);
      return earlier;
    }
    const c = found.checkout;
    if (c.completedAt) throw conflict(RECOVERED_MESSAGE);
    if (body.channel === "email" ? !c.email : !c.phone) throw badRequest(body.channel === "email" ? NO_EMAIL_MESSAGE : NO_PHONE_MESSAGE);
    const step = nextManualStep(body.channel, c.recovery);
    if (step === null) throw conflict(ALL_SENT_MESSAGE);
    const claimed = await sendRecoveryStep(deps, shop, c, found.firstName, body.channel, step, { key: body.idempotencyKey });
    if (claimed) return { entry: claimed.recovery.find((e) => e.key === body.idempotencyKey)!, replayed: false };
    // Not claimed: the same form posted at the same time (its entry is there now), or someone else sent this step.
    const now = await store.findAbandoned(db, shop.id, params.id, abandonedBefore());
    const entry = now?.checkout.recovery.find((e) => e.key === body.idempotencyKey);
    if (entry) {
      status(200);
      return { entry, replayed: true };
    }
    if (now?.checkout.completedAt) throw conflict(RECOVERED_MESSAGE);
    throw conflict(ALL_SENT_MESSAGE);
  });

  return r;
}
