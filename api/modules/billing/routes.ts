import { Router } from "express";
import { BILLING_MESSAGES, TOP_UP_BOUNDS, cardBrand, expiryPassed, parseExpiry, trialTime } from "../../../domain/billing";
import { billingEndpoints as be } from "../../../domain/contracts/billing";
import { formatMoney, parseMoneyInput } from "../../../domain/money";
import type { ApiDeps } from "../../deps";
import { currentStore, requireOperator, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { ensurePlanCatalogue } from "./catalogue";
import { createFakeBillingProvider } from "./provider";
import * as store from "./store";

/**
 * Plans, trial, card on file and the prepaid ledger (SPEC §7 Plans; ADR 058). Every query is the current store's (the
 * `store-id` header, checked for membership); a plan is the catalogue's, the same for every store.
 */
export function billingRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const provider = deps.billing ?? createFakeBillingProvider();
  const member = [requireUser(deps), requireStore(deps, "settings")];
  r.use(["/users/plan", "/stores/plan"], ...member, (_req, _res, next) => {
    ensurePlanCatalogue(db).then(() => next(), next);
  });
  r.use("/users/plan/payment-info", requireUser(deps), requireOperator(deps));

  mount(r, be.subscriptions, async ({ query, req }) => {
    const { currency } = await store.storeBilling(db, currentStore(req).id);
    if (query.id === undefined) return { subscriptions: await store.listPlans(db, currency) };
    const one = await store.findPlan(db, query.id, currency);
    if (!one) throw notFound();
    return { subscriptions: [one] };
  });

  mount(r, be.currentSubscription, async ({ req }) => {
    const { currency } = await store.storeBilling(db, currentStore(req).id);
    return store.currentSubscription(db, currentStore(req).id, currency);
  });

  mount(r, be.trialTime, async ({ req }) => {
    const { createdAt } = await store.storeBilling(db, currentStore(req).id);
    return { trial: trialTime(createdAt, deps.clock.now()) };
  });

  mount(r, be.choosePlan, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    const { currency } = await store.storeBilling(db, storeId);
    const plan = await store.findPlan(db, body.planId, currency);
    if (!plan) throw badRequest(BILLING_MESSAGES.planInactive, { planId: [BILLING_MESSAGES.planInactive] });
    if (plan.status !== "ACTIVE") throw badRequest(BILLING_MESSAGES.planInactive, { planId: [BILLING_MESSAGES.planInactive] });
    const now = await store.currentSubscription(db, storeId, currency);
    if (now.version !== body.version) throw conflict(BILLING_MESSAGES.subscriptionConflict, { current: now });
    if (now.subscription?._id === plan._id) throw badRequest(BILLING_MESSAGES.planCurrent, { planId: [BILLING_MESSAGES.planCurrent] });
    if (!(await store.paymentInfoRow(db, storeId))) throw badRequest(BILLING_MESSAGES.noPaymentInfo, { planId: [BILLING_MESSAGES.noPaymentInfo] });
    if (!(await store.choosePlan(db, storeId, plan._id, body.version, deps.clock.now()))) {
      throw conflict(BILLING_MESSAGES.subscriptionConflict, { current: await store.currentSubscription(db, storeId, currency) });
    }
    return store.currentSubscription(db, storeId, currency);
  });

  mount(r, be.getPaymentInfo, async ({ req }) => store.getPaymentInfo(db, currentStore(req).id));

  mount(r, be.savePaymentInfo, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    // The schema checked the expiry against the wall clock; the API's clock decides (tests move it).
    const expiry = parseExpiry(body.expiry)!;
    if (expiryPassed(expiry, deps.clock.now())) throw badRequest(BILLING_MESSAGES.expired, { expiry: [BILLING_MESSAGES.expired] });
    const saved = await provider.saveCard({ number: body.cardNumber, cvc: body.cvc, expMonth: expiry.month, expYear: expiry.year, holder: body.cardHolder });
    if ("refused" in saved) throw badRequest(BILLING_MESSAGES.cardDeclined, { cardNumber: [BILLING_MESSAGES.cardDeclined] });
    const card = {
      cardHolder: body.cardHolder,
      brand: cardBrand(body.cardNumber),
      last4: body.cardNumber.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      provider: saved.provider,
      providerToken: saved.token,
    };
    const info = await store.savePaymentInfo(db, storeId, card, body.version, deps.clock.now());
    if (!info) throw conflict(BILLING_MESSAGES.paymentInfoConflict, { current: await store.getPaymentInfo(db, storeId) });
    return { paymentInfo: info, version: info.version };
  });

  mount(r, be.topUp, async ({ body, req, status }) => {
    const storeId = currentStore(req).id;
    const { currency } = await store.storeBilling(db, storeId);
    const parsed = parseMoneyInput(body.amount, currency);
    if (!parsed.ok) throw badRequest(parsed.message, { amount: [parsed.message] });
    const bounds = TOP_UP_BOUNDS[currency];
    const language = currency === "VND" ? "vi" : "en";
    const minor = parsed.minor;
    const major = (m: number) => formatMoney(currency === "VND" ? m : m / 100, language);
    if (minor < bounds.min)
      throw badRequest(BILLING_MESSAGES.topUpMin.replace("{amount}", major(bounds.min)), {
        amount: [BILLING_MESSAGES.topUpMin.replace("{amount}", major(bounds.min))],
      });
    if (minor > bounds.max)
      throw badRequest(BILLING_MESSAGES.topUpMax.replace("{amount}", major(bounds.max)), {
        amount: [BILLING_MESSAGES.topUpMax.replace("{amount}", major(bounds.max))],
      });
    const result = await store.topUp(db, storeId, { amountMinor: minor, currency, idempotencyKey: body.idempotencyKey, now: deps.clock.now() }, (card) =>
      provider.charge({
        storeId,
        amountMinor: minor,
        currency,
        idempotencyKey: body.idempotencyKey,
        card: { provider: card.provider, token: card.providerToken, last4: card.last4 },
      }),
    );
    switch (result.kind) {
      case "no-card":
        throw badRequest(BILLING_MESSAGES.noPaymentInfo, { amount: [BILLING_MESSAGES.noPaymentInfo] });
      case "declined":
        throw badRequest(BILLING_MESSAGES.cardDeclined, { amount: [BILLING_MESSAGES.cardDeclined] });
      case "key-reused":
        throw conflict(BILLING_MESSAGES.topUpKeyReused);
      case "replayed":
        status(200);
    }
    return { entry: result.entry, replayed: result.kind === "replayed", balanceMinor: await store.balance(db, storeId, currency), currency };
  });

  mount(r, be.topUpHistory, async ({ query: { page, limit }, req }) => {
    const storeId = currentStore(req).id;
    const { currency } = await store.storeBilling(db, storeId);
    const { entries, total } = await store.ledgerPage(db, storeId, page, limit);
    return { entries, total, page, limit, balanceMinor: await store.balance(db, storeId, currency), currency };
  });

  return r;
}
