import { Router, type Request } from "express";
import {
  COLLECTION_CONFLICT_MESSAGE,
  COLLECTION_HANDLE_TAKEN_MESSAGE,
  NOT_MANUAL_MESSAGE,
  NOT_SMART_MESSAGE,
  UNKNOWN_PRODUCTS_MESSAGE,
} from "../../../domain/collection";
import { collectionEndpoints as c } from "../../../domain/contracts/collections";
import { feedsChanged } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { HttpError, badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { toProductDto } from "../products/dto";
import { toCollectionDto, type CollectionRow } from "./dto";
import * as store from "./store";

const handleTaken = () => badRequest(COLLECTION_HANDLE_TAKEN_MESSAGE, { handle: [COLLECTION_HANDLE_TAKEN_MESSAGE] });
const notManual = () => badRequest(NOT_MANUAL_MESSAGE, { type: [NOT_MANUAL_MESSAGE] });
const unknownProducts = (ids: string[]) =>
  new HttpError(400, UNKNOWN_PRODUCTS_MESSAGE, { errors: { productIds: [UNKNOWN_PRODUCTS_MESSAGE] }, unknownProductIds: ids });
const stale = (current: CollectionRow) => conflict(COLLECTION_CONFLICT_MESSAGE, { current: toCollectionDto(current) });

/** SPEC §7 Collections, scope `products` (collections live in the products menu, SPEC §2). Static paths before `/:id`. */
export function collectionsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const guard = [requireUser(deps), requireStore(deps, "products")];
  r.use("/collections", ...guard);
  r.use("/products/collections", ...guard);

  async function loadCollection(req: Request, id: string): Promise<CollectionRow> {
    const row = await store.findCollection(db, currentStore(req).id, id);
    if (!row) throw notFound();
    return row;
  }

  async function productsOf(req: Request, collection: CollectionRow, { page, limit }: { page: number; limit: number }) {
    const { rows, total } = await store.listCollectionProducts(db, currentStore(req).id, collection, page, limit);
    return { products: rows.map(toProductDto), total, page, limit };
  }

  mount(r, c.list, async ({ query: { page, limit, ...filters }, req }) => {
    const { rows, total } = await store.listCollections(db, currentStore(req).id, filters, page, limit);
    return { collections: rows.map(toCollectionDto), total, page, limit };
  });

  mount(r, c.count, async ({ query: { page: _page, limit: _limit, ...filters }, req }) => ({
    count: await store.countCollections(db, currentStore(req).id, filters),
  }));

  mount(r, c.byHandle, async ({ params, req }) => {
    const row = await store.findCollectionByHandle(db, currentStore(req).id, params.handle);
    if (!row) throw notFound();
    return { collection: toCollectionDto(row) };
  });

  mount(r, c.smartProducts, async ({ params, query, req }) => {
    const collection = await loadCollection(req, params.id);
    if (collection.type !== "smart") throw badRequest(NOT_SMART_MESSAGE, { type: [NOT_SMART_MESSAGE] });
    return productsOf(req, collection, query);
  });

  mount(r, c.products, async ({ params, query, req }) => productsOf(req, await loadCollection(req, params.id), query));

  mount(r, c.reorder, async ({ params: { id }, body: { productIds, version }, req }) => {
    const result = await store.reorderProducts(db, currentStore(req).id, id, productIds, version, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    if (result.kind === "not_manual") throw notManual();
    if (result.kind === "unknown_products") throw unknownProducts(result.ids);
    return { message: "Collection reordered", version: result.version };
  });

  mount(r, c.create, async ({ body: form, req }) => {
    const result = await store.createCollection(db, currentStore(req).id, form, deps.clock.now());
    if (result.kind === "handle_taken") throw handleTaken();
    return { collection: toCollectionDto(result.row) };
  });

  mount(r, c.bulkDelete, async ({ query: { ids }, req }) => {
    const deleted = await store.deleteCollections(db, currentStore(req).id, ids);
    await feedsChanged(deps.cache, currentStore(req).id);
    return { deleted };
  });

  mount(r, c.bulkUpdate, async ({ query: { page: _page, limit: _limit, ...filters }, body: patch, req }) => ({
    updated: await store.bulkUpdateCollections(db, currentStore(req).id, filters, patch, deps.clock.now()),
  }));

  mount(r, c.get, async ({ params, req }) => ({ collection: toCollectionDto(await loadCollection(req, params.id)) }));

  mount(r, c.update, async ({ params: { id }, body: form, req }) => {
    const result = await store.updateCollection(db, currentStore(req).id, id, form, deps.clock.now());
    switch (result.kind) {
      case "ok":
        await feedsChanged(deps.cache, currentStore(req).id);
        return { collection: toCollectionDto(result.row) };
      case "handle_taken":
        throw handleTaken();
      case "not_found":
        throw notFound();
      case "conflict":
        throw stale(result.current);
    }
  });

  mount(r, c.delete, async ({ params: { id }, query: { version }, req }) => {
    const result = await store.deleteCollection(db, currentStore(req).id, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    await feedsChanged(deps.cache, currentStore(req).id);
    return { message: "Collection deleted" };
  });

  mount(r, c.collect, async ({ params: { id }, body: { productIds, version }, req }) => {
    const result = await store.collectProducts(db, currentStore(req).id, id, productIds, version, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    if (result.kind === "not_manual") throw notManual();
    if (result.kind === "unknown_products") throw unknownProducts(result.ids);
    await feedsChanged(deps.cache, currentStore(req).id);
    return { added: result.added, version: result.version };
  });

  mount(r, c.removeProduct, async ({ params, query: { version }, req }) => {
    const result = await store.removeProduct(db, currentStore(req).id, params.id, params.pid, version, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    await feedsChanged(deps.cache, currentStore(req).id);
    return { message: "Product removed from collection", version: result.version };
  });

  return r;
}
