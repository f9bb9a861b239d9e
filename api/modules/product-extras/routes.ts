import { Router, type Request } from "express";
import { productExtraEndpoints as pe } from "../../../domain/contracts/product-extras";
import { NOT_IN_COLLECTION_MESSAGE, PIXELS_PER_PRODUCT_MAX, SMART_COLLECTION_POSITION_MESSAGE, TOO_MANY_PIXELS_MESSAGE } from "../../../domain/product-extras";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";

/** The product of the path, in the caller's store; anything else is 404. */
async function productOf(deps: ApiDeps, req: Request, id: string): Promise<string> {
  if (!(await store.productExists(deps.db, currentStore(req).id, id))) throw notFound();
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

  mount(r, pe.checkRegistered, async ({ query: { ids }, req }) => {
    const found = await store.registeredProductIds(db, currentStore(req).id, ids);
    return { registered: ids.filter((id) => found.has(id)), missing: ids.filter((id) => !found.has(id)) };
  });

  mount(r, pe.updatePosition, async ({ params, body: { collectionId, position }, req }) => {
    const productId = await productOf(deps, req, params.id);
    const result = await store.moveInCollection(db, currentStore(req).id, productId, collectionId, position, deps.clock.now());
    switch (result.kind) {
      case "not_found":
        throw notFound();
      case "not_member":
        throw notFound(NOT_IN_COLLECTION_MESSAGE);
      case "not_manual":
        throw badRequest(SMART_COLLECTION_POSITION_MESSAGE, { collectionId: [SMART_COLLECTION_POSITION_MESSAGE] });
    }
    return {
      message: "Position updated",
      position: result.position,
      collection: { _id: collectionId, version: result.collectionVersion },
      productIds: result.productIds,
    };
  });

  mount(r, pe.pixels, async ({ params, req }) => {
    const productId = await productOf(deps, req, params.id);
    return { pixels: await store.listPixels(db, currentStore(req).id, productId) };
  });

  mount(r, pe.addPixels, async ({ params, body: { pixels }, req }) => {
    const productId = await productOf(deps, req, params.id);
    const result = await store.addPixels(db, currentStore(req).id, productId, pixels, PIXELS_PER_PRODUCT_MAX, deps.clock.now());
    if (result.kind === "too_many") throw badRequest(TOO_MANY_PIXELS_MESSAGE, { pixels: [TOO_MANY_PIXELS_MESSAGE] });
    return {
      message: result.added === 1 ? "Pixel added" : `${result.added} pixels added`,
      added: result.added,
      pixels: await store.listPixels(db, currentStore(req).id, productId),
    };
  });

  mount(r, pe.removePixel, async ({ params: { id, provider, pixelId }, req }) => {
    const productId = await productOf(deps, req, id);
    if (!(await store.removePixel(db, currentStore(req).id, productId, provider, pixelId))) throw notFound();
    return { message: "Pixel removed" };
  });

  return r;
}
