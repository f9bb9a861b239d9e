import { Router } from "express";
import { storeSettingsEndpoints as se } from "../../../domain/contracts/store-settings";
import { CHECKOUT_SETTINGS_MESSAGES, checkoutSettingsForm, DEFAULT_CHECKOUT_SETTINGS } from "../../../domain/checkout-settings";
import { GENERAL_SETTINGS_MESSAGES } from "../../../domain/general-settings";
import { LEGAL_POLICIES_MESSAGES, POLICY_FIELDS, type LegalPoliciesForm } from "../../../domain/legal-policies";
import { sanitizeDescription } from "../../html/description";
import type { ApiDeps } from "../../deps";
import { currentStore, requireOperator, requireStore, requireUser } from "../../http/auth";
import { conflict } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";

/**
 * The store's settings (SPEC §7 Settings; ADR 054), scope `settings` (owners and admins have it). Every query is the
 * current store's (the `store-id` header, checked for membership): there is no id to name another store's by.
 */
export function storeSettingsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use(["/stores/settings/general", "/stores/settings/checkout"], requireUser(deps), requireStore(deps, "settings"));
  r.use("/stores/settings/legal", requireUser(deps), requireOperator(deps), requireStore(deps, "settings"));

  mount(r, se.getGeneral, async ({ req }) => ({ settings: await store.getGeneralSettings(db, currentStore(req).id) }));

  mount(r, se.saveGeneral, async ({ body, req }) => {
    const result = await store.saveGeneralSettings(db, currentStore(req).id, body, deps.clock.now());
    if (result.kind === "conflict") throw conflict(GENERAL_SETTINGS_MESSAGES.conflict, { current: result.current });
    return { settings: result.settings };
  });

  mount(r, se.getCheckout, async ({ req }) => ({ settings: await store.getCheckoutSettings(db, currentStore(req).id) }));

  mount(r, se.saveCheckout, async ({ body, req }) => {
    const result = await store.saveCheckoutSettings(db, currentStore(req).id, body, deps.clock.now());
    if (result.kind === "conflict") throw conflict(CHECKOUT_SETTINGS_MESSAGES.conflict, { current: result.current });
    return { settings: result.settings };
  });

  mount(r, se.resetCheckout, async ({ body, req }) => {
    const defaults = { ...checkoutSettingsForm(DEFAULT_CHECKOUT_SETTINGS), version: body.version };
    const result = await store.saveCheckoutSettings(db, currentStore(req).id, defaults, deps.clock.now());
    if (result.kind === "conflict") throw conflict(CHECKOUT_SETTINGS_MESSAGES.conflict, { current: result.current });
    return { settings: result.settings };
  });

  mount(r, se.getLegal, async ({ req }) => ({ settings: await store.getLegalPolicies(db, currentStore(req).id) }));

  mount(r, se.saveLegal, async ({ body, req }) => {
    const cleaned: LegalPoliciesForm = { ...body };
    for (const field of POLICY_FIELDS) cleaned[field] = sanitizeDescription(body[field]);
    const result = await store.saveLegalPolicies(db, currentStore(req).id, cleaned, deps.clock.now());
    if (result.kind === "conflict") throw conflict(LEGAL_POLICIES_MESSAGES.conflict, { current: result.current });
    return { settings: result.settings };
  });

  return r;
}
