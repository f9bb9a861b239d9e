import { Router, type Request, type Response } from "express";
import { z } from "zod/v4";
import {
  COLLECTION_CONFLICT_MESSAGE,
  COLLECTION_HANDLE_TAKEN_MESSAGE,
  CollectionBulkUpdateSchema,
  CollectionFormSchema,
  CollectionListQuerySchema,
  CollectionUpdateSchema,
  IdListSchema,
  NOT_MANUAL_MESSAGE,
  NOT_SMART_MESSAGE,
  ProductIdsVersionSchema,
  UNKNOWN_PRODUCTS_MESSAGE,
  VersionQuerySchema,
} from "../../../domain/collection";
import { DEFAULT_PAGE_SIZE } from "../../../domain/product";
import { feedsChanged } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { HttpError, badRequest, conflict, handle, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { pathParams } from "../../../domain/validation";
import { toProductDto } from "../products/dto";
import { toCollectionDto, type CollectionRow } from "./dto";
import * as store from "./store";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HandleParams = pathParams("handle");
const DeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });
const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(DEFAULT_PAGE_SIZE),
});

/** A malformed id names nothing: 404, not a database error. */
function uuidParam(req: Request, name: "id" | "pid"): string {
  const id = req.params[name];
  if (!UUID_RE.test(id)) throw notFound();
  return id;
}

const handleTaken = () => badRequest(COLLECTION_HANDLE_TAKEN_MESSAGE, { handle: [COLLECTION_HANDLE_TAKEN_MESSAGE] });
const notManual = () => badRequest(NOT_MANUAL_MESSAGE, { type: [NOT_MANUAL_MESSAGE] });
const unknownProducts = (ids: string[]) => new HttpError(400, UNKNOWN_PRODUCTS_MESSAGE, { errors: { productIds: [UNKNOWN_PRODUCTS_MESSAGE] }, unknownProductIds: ids });
const stale = (current: CollectionRow) => conflict(COLLECTION_CONFLICT_MESSAGE, { current: toCollectionDto(current) });

/** SPEC §7 Collections, scope `products` (collections live in the products menu, SPEC §2). Static paths before `/:id`. */
export function collectionsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const guard = [requireUser(deps), requireStore(deps, "products")];
  r.use("/collections", ...guard);
  r.use("/products/collections", ...guard);

  async function loadCollection(req: Request): Promise<CollectionRow> {
    const row = await store.findCollection(db, currentStore(req).id, uuidParam(req, "id"));
    if (!row) throw notFound();
    return row;
  }

  async function sendProducts(req: Request, res: Response, collection: CollectionRow) {
    const { page, limit } = parse(PageQuerySchema, req.query);
    const { rows, total } = await store.listCollectionProducts(db, currentStore(req).id, collection, page, limit);
    res.json({ products: rows.map(toProductDto), total, page, limit });
  }

  r.get("/collections", handle(async (req, res) => {
    const { page, limit, ...filters } = parse(CollectionListQuerySchema, req.query);
    const { rows, total } = await store.listCollections(db, currentStore(req).id, filters, page, limit);
    res.json({ collections: rows.map(toCollectionDto), total, page, limit });
  }));

  r.get("/collections/count", handle(async (req, res) => {
    const { page: _page, limit: _limit, ...filters } = parse(CollectionListQuerySchema, req.query);
    res.json({ count: await store.countCollections(db, currentStore(req).id, filters) });
  }));

  r.get("/collections/byHandle/:handle", handle(async (req, res) => {
    const { handle: collectionHandle } = parse(HandleParams, req.params);
    const row = await store.findCollectionByHandle(db, currentStore(req).id, collectionHandle);
    if (!row) throw notFound();
    res.json({ collection: toCollectionDto(row) });
  }));

  r.get("/collections/smart/products/:id", handle(async (req, res) => {
    const collection = await loadCollection(req);
    if (collection.type !== "smart") throw badRequest(NOT_SMART_MESSAGE, { type: [NOT_SMART_MESSAGE] });
    await sendProducts(req, res, collection);
  }));

  r.get("/products/collections/:id", handle(async (req, res) => {
    await sendProducts(req, res, await loadCollection(req));
  }));

  r.put("/collections/reorder/:id", handle(async (req, res) => {
    const id = uuidParam(req, "id");
    const { productIds, version } = parse(ProductIdsVersionSchema, req.body?.collection ?? req.body ?? {});
    const result = await store.reorderProducts(db, currentStore(req).id, id, productIds, version, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    if (result.kind === "not_manual") throw notManual();
    if (result.kind === "unknown_products") throw unknownProducts(result.ids);
    res.json({ message: "Collection reordered", version: result.version });
  }));

  r.post("/collections", handle(async (req, res) => {
    const form = parse(CollectionFormSchema, req.body?.collection ?? {});
    const result = await store.createCollection(db, currentStore(req).id, form, deps.clock.now());
    if (result.kind === "handle_taken") throw handleTaken();
    res.status(201).json({ collection: toCollectionDto(result.row) });
  }));

  r.delete("/collections", handle(async (req, res) => {
    const { ids } = parse(IdListSchema, req.query);
    const deleted = await store.deleteCollections(db, currentStore(req).id, ids);
    await feedsChanged(deps.cache, currentStore(req).id);
    res.json({ deleted });
  }));

  r.patch("/collections", handle(async (req, res) => {
    const { page: _page, limit: _limit, ...filters } = parse(CollectionListQuerySchema, req.query);
    // `ids` narrows the filters to those collections (a list's selected rows); without it, all that match.
    const { ids } = req.query.ids === undefined ? { ids: undefined } : parse(IdListSchema, req.query);
    const patch = parse(CollectionBulkUpdateSchema, req.body?.collection ?? req.body ?? {});
    res.json({ updated: await store.bulkUpdateCollections(db, currentStore(req).id, { ...filters, ids }, patch, deps.clock.now()) });
  }));

  r.get("/collections/:id", handle(async (req, res) => {
    res.json({ collection: toCollectionDto(await loadCollection(req)) });
  }));

  r.put("/collections/:id", handle(async (req, res) => {
    const id = uuidParam(req, "id");
    const form = parse(CollectionUpdateSchema, req.body?.collection ?? {});
    const result = await store.updateCollection(db, currentStore(req).id, id, form, deps.clock.now());
    switch (result.kind) {
      case "ok":
        await feedsChanged(deps.cache, currentStore(req).id);
        return void res.json({ collection: toCollectionDto(result.row) });
      case "handle_taken":
        throw handleTaken();
      case "not_found":
        throw notFound();
      case "conflict":
        throw stale(result.current);
    }
  }));

  r.delete("/collections/:id", handle(async (req, res) => {
    const id = uuidParam(req, "id");
    const { version } = parse(DeleteQuerySchema, req.query);
    const result = await store.deleteCollection(db, currentStore(req).id, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    await feedsChanged(deps.cache, currentStore(req).id);
    res.json({ message: "Collection deleted" });
  }));

  r.put("/collections/:id/collect", handle(async (req, res) => {
    const id = uuidParam(req, "id");
    const { productIds, version } = parse(ProductIdsVersionSchema, req.body?.collection ?? {});
    const result = await store.collectProducts(db, currentStore(req).id, id, productIds, version, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    if (result.kind === "not_manual") throw notManual();
    if (result.kind === "unknown_products") throw unknownProducts(result.ids);
    await feedsChanged(deps.cache, currentStore(req).id);
    res.json({ added: result.added, version: result.version });
  }));

  r.delete("/collections/:id/products/:pid", handle(async (req, res) => {
    const { version } = parse(VersionQuerySchema, req.query);
    const result = await store.removeProduct(db, currentStore(req).id, uuidParam(req, "id"), uuidParam(req, "pid"), version, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    await feedsChanged(deps.cache, currentStore(req).id);
    res.json({ message: "Product removed from collection", version: result.version });
  }));

  return r;
}
