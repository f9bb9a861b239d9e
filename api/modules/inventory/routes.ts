import { Router, type NextFunction, type Request, type Response } from "express";
import {
  BELOW_ZERO_MESSAGE,
  InventoryAdjustSchema,
  InventoryHistoryQuerySchema,
  InventoryListQuerySchema,
  KEY_REUSED_MESSAGE,
  STOCK_MAX,
} from "../../../domain/inventory";
import { isOperator } from "../../../domain/permissions";
import { feedsChanged } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, forbidden, handle, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { operatorPolicy } from "../users/user-info";
import * as store from "./store";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Inventory is a restricted screen (SPEC §2 navigation guard), so its API admits operators only (403
 * for everyone else), on top of the store membership and the `products` scope every catalog call needs.
 */
function requireOperatorUser(deps: ApiDeps) {
  return (req: Request, _res: Response, next: NextFunction) => {
    next(isOperator(currentUser(req).email, operatorPolicy(deps.config)) ? undefined : forbidden());
  };
}

/** Stock list, adjustments with an idempotency key, and each variant's history (docs/api-contract.md, Inventory). */
export function inventoryRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/inventory", requireUser(deps), requireStore(deps, "products"), requireOperatorUser(deps));

  r.get("/inventory", handle(async (req, res) => {
    const { search, lowStock, page, limit } = parse(InventoryListQuerySchema, req.query);
    const { items, total } = await store.listInventory(db, currentStore(req).id, { search, lowStock }, page, limit);
    res.json({ items, total, page, limit });
  }));

  r.post("/inventory/adjust", handle(async (req, res) => {
    const input = parse(InventoryAdjustSchema, req.body ?? {});
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
    res.status(result.kind === "applied" ? 201 : 200).json({ adjustment: store.toAdjustmentDto(result.adjustment), item, replayed: result.kind === "replayed" });
  }));

  r.get("/inventory/:variantId/history", handle(async (req, res) => {
    const variantId = req.params.variantId;
    if (!UUID_RE.test(variantId)) throw notFound();
    const { page, limit } = parse(InventoryHistoryQuerySchema, req.query);
    const storeId = currentStore(req).id;
    const item = await store.findItem(db, storeId, variantId);
    if (!item) throw notFound();
    res.json({ item, ...(await store.listHistory(db, storeId, variantId, page, limit)), page, limit });
  }));

  return r;
}
