import { Router } from "express";
import { profitSettingsEndpoints as pe } from "../../../domain/contracts/profit-settings";
import { amountDecimalErrors, PROFIT_SETTINGS_MESSAGES } from "../../../domain/profit-settings";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";

/**
 * The store's profit settings (ADR 044), scope `analytics` (owners and admins have it). Every query is the current
 * store's: there is no id to name another store's settings by.
 */
export function profitSettingsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/stores/settings/profit", requireUser(deps), requireStore(deps, "analytics"));

  mount(r, pe.get, async ({ req }) => ({ settings: await store.getProfitSettings(db, currentStore(req).id) }));

  mount(r, pe.save, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    const currency = await store.storeCurrency(db, storeId);
    const errors = amountDecimalErrors(body, currency);
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]![0]!, errors);
    const result = await store.saveProfitSettings(db, storeId, currency, body, deps.clock.now());
    if (result.kind === "conflict") throw conflict(PROFIT_SETTINGS_MESSAGES.conflict, { current: result.current });
    return { settings: result.settings };
  });

  return r;
}
