import { Router } from "express";
import { productEndpoints } from "../../../domain/contracts/products";
import { HANDLE_TAKEN_MESSAGE, PRODUCT_CONFLICT_MESSAGE } from "../../../domain/product";
import { feedsChanged } from "../../cache";
import { deletedProductsMessage } from "../../../domain/bulk-edit";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { EMPTY_VARIANT_SUMMARY, summarizeVariantsOf } from "../variants/store";
import { resolveProductImages, toImageDto } from "../product-images/images";
import { listProductImages, replaceProductImages } from "../product-images/store";
import { toProductDto, type ProductRow } from "./dto";
import * as store from "./store";

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

  mount(r, productEndpoints.list, async ({ query: { page, limit, ...filters }, req }) => {
    const storeId = currentStore(req).id;
    const { rows, total } = await store.listProducts(db, storeId, filters, page, limit);
    const summaries = await summarizeVariantsOf(
      db,
      storeId,
      rows.map((r) => r.id),
    );
    const items = rows.map((r) => ({ ...toProductDto(r), variantSummary: summaries.get(r.id) ?? EMPTY_VARIANT_SUMMARY }));
    return { products: items, total, page, limit };
  });

  mount(r, productEndpoints.count, async ({ query: { page: _page, limit: _limit, ...filters }, req }) => ({
    count: await store.countProducts(db, currentStore(req).id, filters),
  }));

  mount(r, productEndpoints.tags, async ({ query, req }) => ({ tags: await store.listTags(db, currentStore(req).id, query.limit) }));

  mount(r, productEndpoints.types, async ({ query, req }) => ({ types: await store.listProductTypes(db, currentStore(req).id, query.limit) }));

  mount(r, productEndpoints.vendors, async ({ query, req }) => ({ vendors: await store.listVendors(db, currentStore(req).id, query.limit) }));

  mount(r, productEndpoints.byHandle, async ({ params, req }) => {
    const row = await store.findProductByHandle(db, currentStore(req).id, params.handle);
    if (!row) throw notFound();
    return { product: await withImages(deps, row) };
  });

  mount(r, productEndpoints.create, async ({ body: form, req }) => {
    const result = await store.createProduct(db, currentStore(req).id, form, deps.clock.now());
    if (result.kind === "handle_taken") throw handleTaken();
    await feedsChanged(deps.cache, currentStore(req).id);
    return { product: await withImages(deps, result.row) };
  });

  mount(r, productEndpoints.get, async ({ params, req }) => {
    const row = await store.findProduct(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    return { product: await withImages(deps, row) };
  });

  mount(r, productEndpoints.update, async ({ params: { id }, body: { images: rawImages, ...form }, req }) => {
    const storeId = currentStore(req).id;
    // `images` left out keeps the list; given, it replaces it in the same transaction as the versioned update.
    const images = rawImages === undefined ? null : await resolveProductImages(deps, storeId, id, rawImages);
    const result = await db.transaction(async (tx) => {
      const updated = await store.updateProduct(tx, storeId, id, form, deps.clock.now());
      if (updated.kind === "ok" && images) await replaceProductImages(tx, storeId, id, images);
      return updated;
    });
    switch (result.kind) {
      case "ok":
        await feedsChanged(deps.cache, storeId);
        return { product: await withImages(deps, result.row) };
      case "handle_taken":
        throw handleTaken();
      case "not_found":
        throw notFound();
      case "conflict":
        throw conflict(PRODUCT_CONFLICT_MESSAGE, { current: toProductDto(result.current) });
    }
  });

  // The list's bulk delete (as DELETE /collections?ids=); Express routing is not strict, so `/products/?ids=` too.
  mount(r, productEndpoints.bulkDelete, async ({ query: { ids }, req }) => {
    const storeId = currentStore(req).id;
    const deleted = await store.deleteProducts(db, storeId, ids);
    if (deleted > 0) await feedsChanged(deps.cache, storeId);
    return { deleted, message: deletedProductsMessage(deleted) };
  });

  mount(r, productEndpoints.delete, async ({ params: { id }, query: { version }, req }) => {
    const result = await store.deleteProduct(db, currentStore(req).id, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw conflict(PRODUCT_CONFLICT_MESSAGE, { current: toProductDto(result.current) });
    await feedsChanged(deps.cache, currentStore(req).id);
    return { message: "Product deleted" };
  });

  return r;
}
