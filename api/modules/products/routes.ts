import { Router, type Request } from "express";
import { z } from "zod/v4";
import {
  HANDLE_TAKEN_MESSAGE,
  PRODUCT_CONFLICT_MESSAGE,
  ProductFormSchema,
  ProductListQuerySchema,
  ProductUpdateSchema,
  TAGS_LIST_LIMIT,
  TYPES_LIST_LIMIT,
  VENDORS_LIST_LIMIT,
} from "../../../domain/product";
import { feedsChanged } from "../../cache";
import { deletedProductsMessage, ProductIdsSchema } from "../../../domain/bulk-edit";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, handle, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { pathParams } from "../../../domain/validation";
import { EMPTY_VARIANT_SUMMARY, summarizeVariantsOf } from "../variants/store";
import { resolveProductImages, toImageDto } from "../product-images/images";
import { listProductImages, replaceProductImages } from "../product-images/store";
import { toProductDto, type ProductRow } from "./dto";
import * as store from "./store";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const listLimit = (fallback: number) => z.object({ limit: z.coerce.number().int().min(1).max(VENDORS_LIST_LIMIT).default(fallback) });
const HandleParams = pathParams("handle");
const DeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });

/** A malformed id names no product: 404, not a database error. */
function productId(req: Request): string {
  const id = req.params.id;
  if (!UUID_RE.test(id)) throw notFound();
  return id;
}

/** One product as GET /products/{id} answers: its fields and its images in order. */
async function withImages(deps: Pick<ApiDeps, "db" | "storage">, row: ProductRow) {
  return { ...toProductDto(row), images: (await listProductImages(deps.db, row.storeId, row.id)).map((image) => toImageDto(image, deps.storage)) };
}

const handleTaken = () => badRequest(HANDLE_TAKEN_MESSAGE, { handle: [HANDLE_TAKEN_MESSAGE] });

/** SPEC §7 Products, scope `products`. Static paths come before `/products/:id`. */
export function productsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/products", requireUser(deps), requireStore(deps, "products"));

  r.get("/products", handle(async (req, res) => {
    const { page, limit, ...filters } = parse(ProductListQuerySchema, req.query);
    const storeId = currentStore(req).id;
    const { rows, total } = await store.listProducts(db, storeId, filters, page, limit);
    const summaries = await summarizeVariantsOf(db, storeId, rows.map((r) => r.id));
    const items = rows.map((r) => ({ ...toProductDto(r), variantSummary: summaries.get(r.id) ?? EMPTY_VARIANT_SUMMARY }));
    res.json({ products: items, total, page, limit });
  }));

  r.get("/products/count", handle(async (req, res) => {
    const { page: _page, limit: _limit, ...filters } = parse(ProductListQuerySchema, req.query);
    res.json({ count: await store.countProducts(db, currentStore(req).id, filters) });
  }));

  r.get("/products/tags/list", handle(async (req, res) => {
    const { limit } = parse(listLimit(TAGS_LIST_LIMIT), req.query);
    res.json({ tags: await store.listTags(db, currentStore(req).id, limit) });
  }));

  r.get("/products/types/list", handle(async (req, res) => {
    const { limit } = parse(listLimit(TYPES_LIST_LIMIT), req.query);
    res.json({ types: await store.listProductTypes(db, currentStore(req).id, limit) });
  }));

  r.get("/products/vendors/list", handle(async (req, res) => {
    const { limit } = parse(listLimit(VENDORS_LIST_LIMIT), req.query);
    res.json({ vendors: await store.listVendors(db, currentStore(req).id, limit) });
  }));

  r.get("/products/handle/:handle", handle(async (req, res) => {
    const { handle: productHandle } = parse(HandleParams, req.params);
    const row = await store.findProductByHandle(db, currentStore(req).id, productHandle);
    if (!row) throw notFound();
    res.json({ product: await withImages(deps, row) });
  }));

  r.post("/products", handle(async (req, res) => {
    const form = parse(ProductFormSchema, req.body?.product ?? {});
    const result = await store.createProduct(db, currentStore(req).id, form, deps.clock.now());
    if (result.kind === "handle_taken") throw handleTaken();
    await feedsChanged(deps.cache, currentStore(req).id);
    res.status(201).json({ product: await withImages(deps, result.row) });
  }));

  r.get("/products/:id", handle(async (req, res) => {
    const row = await store.findProduct(db, currentStore(req).id, productId(req));
    if (!row) throw notFound();
    res.json({ product: await withImages(deps, row) });
  }));

  r.put("/products/:id", handle(async (req, res) => {
    const id = productId(req);
    const form = parse(ProductUpdateSchema, req.body?.product ?? {});
    const storeId = currentStore(req).id;
    // `images` left out keeps the list; given, it replaces it in the same transaction as the versioned update.
    const rawImages: unknown = req.body?.product?.images;
    const images = rawImages === undefined ? null : await resolveProductImages(deps, storeId, id, rawImages);
    const result = await db.transaction(async (tx) => {
      const updated = await store.updateProduct(tx, storeId, id, form, deps.clock.now());
      if (updated.kind === "ok" && images) await replaceProductImages(tx, storeId, id, images);
      return updated;
    });
    switch (result.kind) {
      case "ok":
        await feedsChanged(deps.cache, storeId);
        return void res.json({ product: await withImages(deps, result.row) });
      case "handle_taken":
        throw handleTaken();
      case "not_found":
        throw notFound();
      case "conflict":
        throw conflict(PRODUCT_CONFLICT_MESSAGE, { current: toProductDto(result.current) });
    }
  }));

  // The list's bulk delete (as DELETE /collections?ids=); Express routing is not strict, so `/products/?ids=` too.
  r.delete("/products", handle(async (req, res) => {
    const { ids } = parse(ProductIdsSchema, req.query);
    const storeId = currentStore(req).id;
    const deleted = await store.deleteProducts(db, storeId, ids);
    if (deleted > 0) await feedsChanged(deps.cache, storeId);
    res.json({ deleted, message: deletedProductsMessage(deleted) });
  }));

  r.delete("/products/:id", handle(async (req, res) => {
    const id = productId(req);
    const { version } = parse(DeleteQuerySchema, req.query);
    const result = await store.deleteProduct(db, currentStore(req).id, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw conflict(PRODUCT_CONFLICT_MESSAGE, { current: toProductDto(result.current) });
    await feedsChanged(deps.cache, currentStore(req).id);
    res.json({ message: "Product deleted" });
  }));

  return r;
}
