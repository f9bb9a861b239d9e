import { Router } from "express";
import { inventoryEndpoints as inv } from "../../../domain/contracts/inventory";
import { BELOW_ZERO_MESSAGE, KEY_REUSED_MESSAGE, STOCK_MAX } from "../../../domain/inventory";
import { feedsChanged } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireOperator, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";

/** Stock list, adjustments with an idempotency key, and each variant's history (docs/api-contract.md, Inventory). */
export function inventoryRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/inventory", requireUser(deps), requireOperator(deps), requireStore(deps, "products"));

  mount(r, inv.list, async ({ query: { search, lowStock, page, limit }, req }) => {
    const { items, total } = await store.listInventory(db, currentStore(req).id, { search, lowStock }, page, limit);
    return { items, total, page, limit };
  });

  mount(r, inv.adjust, async ({ body: input, req, status }) => {
    const storeId = currentStore(req).id;
    const result = await store.adjust(db, storeId, currentUser(req).id, input, STOCK_MAX, deps.clock.now());
    const field = input.set !== undefined ? "set" : "delta";
    switch (result.kind) {
      case "not_found":
        throw notFound();
      case "key_reused":
        throw conflict(KEY_REUSED_MESSAGE, { errors: { idempotencyKey: [KEY_REUSED_MESSAGE] } });
      case "below_zero":
        throw badRequest(BELOW_ZERO_MESSAGE(result.inStock), { [field]: [BELOW_ZERO_MESSAGE(result.inStock)] });
      case "too_large":
        throw badRequest(`Stock cannot go above ${STOCK_MAX}`, { [field]: [`Stock cannot go above ${STOCK_MAX}`] });
    }
    if (result.kind === "applied") await feedsChanged(deps.cache, storeId);
    const item = await store.findItem(db, storeId, input.variantId);
    if (!item) throw notFound();
    if (result.kind !== "applied") status(200);
    return { adjustment: store.toAdjustmentDto(result.adjustment), item, replayed: result.kind === "replayed" };
  });

  mount(r, inv.history, async ({ params: { variantId }, query: { page, limit }, req }) => {
    const storeId = currentStore(req).id;
    const item = await store.findItem(db, storeId, variantId);
    if (!item) throw notFound();
    return { item, ...(await store.listHistory(db, storeId, variantId, page, limit)), page, limit };
  });

  return r;
}
