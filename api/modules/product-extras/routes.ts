import { Router, type Request } from "express";
import {
  AddPixelsSchema,
  CheckRegisteredQuerySchema,
  NOT_IN_COLLECTION_MESSAGE,
  PIXELS_PER_PRODUCT_MAX,
  SMART_COLLECTION_POSITION_MESSAGE,
  TOO_MANY_PIXELS_MESSAGE,
  UpdatePositionSchema,
} from "../../../domain/product-extras";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, handle, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { pathParams } from "../../../domain/validation";
import * as store from "./store";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PixelParams = pathParams("provider", "pixelId");

/** The product of the path, in the caller's store; anything else is 404. */
async function productOf(deps: ApiDeps, req: Request): Promise<string> {
  const id = req.params.id;
  if (!UUID_RE.test(id) || !(await store.productExists(deps.db, currentStore(req).id, id))) throw notFound();
  return id;
}

/**
 * SPEC §7 Products: checkRegistered, collection/update-position, add-pixels (+ list and delete), scope
 * `products`. Mounted before the products router, whose `/products/:id` would catch checkRegistered.
 */
export function productExtrasRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const guard = [requireUser(deps), requireStore(deps, "products")];
  r.use(["/products/checkRegistered", "/products/:id/collection", "/products/:id/add-pixels", "/products/:id/pixels"], ...guard);

  r.get("/products/checkRegistered", handle(async (req, res) => {
    const { ids } = parse(CheckRegisteredQuerySchema, req.query);
    const found = await store.registeredProductIds(db, currentStore(req).id, ids);
    res.json({ registered: ids.filter((id) => found.has(id)), missing: ids.filter((id) => !found.has(id)) });
  }));

  r.put("/products/:id/collection/update-position", handle(async (req, res) => {
    const { collectionId, position } = parse(UpdatePositionSchema, req.body ?? {});
    const productId = await productOf(deps, req);
    const result = await store.moveInCollection(db, currentStore(req).id, productId, collectionId, position, deps.clock.now());
    switch (result.kind) {
      case "not_found":
        throw notFound();
      case "not_member":
        throw notFound(NOT_IN_COLLECTION_MESSAGE);
      case "not_manual":
        throw badRequest(SMART_COLLECTION_POSITION_MESSAGE, { collectionId: [SMART_COLLECTION_POSITION_MESSAGE] });
    }
    res.json({ message: "Position updated", position: result.position, collection: { _id: collectionId, version: result.collectionVersion }, productIds: result.productIds });
  }));

  r.get("/products/:id/pixels", handle(async (req, res) => {
    const productId = await productOf(deps, req);
    res.json({ pixels: await store.listPixels(db, currentStore(req).id, productId) });
  }));

  r.post("/products/:id/add-pixels", handle(async (req, res) => {
    const { pixels } = parse(AddPixelsSchema, req.body ?? {});
    const productId = await productOf(deps, req);
    const result = await store.addPixels(db, currentStore(req).id, productId, pixels, PIXELS_PER_PRODUCT_MAX, deps.clock.now());
    if (result.kind === "too_many") throw badRequest(TOO_MANY_PIXELS_MESSAGE, { pixels: [TOO_MANY_PIXELS_MESSAGE] });
    res.status(201).json({ message: result.added === 1 ? "Pixel added" : `${result.added} pixels added`, added: result.added, pixels: await store.listPixels(db, currentStore(req).id, productId) });
  }));

  r.delete("/products/:id/pixels/:provider/:pixelId", handle(async (req, res) => {
    const productId = await productOf(deps, req);
    const { provider, pixelId } = parse(PixelParams, req.params);
    if (!(await store.removePixel(db, currentStore(req).id, productId, provider, pixelId))) throw notFound();
    res.json({ message: "Pixel removed" });
  }));

  return r;
}
