import { Router } from "express";
import { storeSettingsEndpoints as se } from "../../../domain/contracts/store-settings";
import { GENERAL_SETTINGS_MESSAGES } from "../../../domain/general-settings";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
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
  r.use("/stores/settings/general", requireUser(deps), requireStore(deps, "settings"));

  mount(r, se.getGeneral, async ({ req }) => ({ settings: await store.getGeneralSettings(db, currentStore(req).id) }));

  mount(r, se.saveGeneral, async ({ body, req }) => {
    const result = await store.saveGeneralSettings(db, currentStore(req).id, body, deps.clock.now());
    if (result.kind === "conflict") throw conflict(GENERAL_SETTINGS_MESSAGES.conflict, { current: result.current });
    return { settings: result.settings };
  });

  return r;
}
