import { Router } from "express";
import { bulkEditEndpoints } from "../../../domain/contracts/bulk-edit";
import {
  BULK_EDIT_CONFLICT_MESSAGE,
  BULK_PRODUCT_NOT_FOUND,
  BULK_EDIT_VARIANTS_PER_PRODUCT,
  BULK_VARIANT_NOT_FOUND,
  bulkSavedMessage,
} from "../../../domain/bulk-edit";
import { feedsChanged } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict } from "../../http/errors";
import { mount } from "../../http/mount";
import { toProductDto } from "../products/dto";
import { toVariantDto } from "../variants/dto";
import { summarizeVariantsOf } from "../variants/store";
import * as store from "./store";

/**
 * SPEC §7 `PATCH /products/?{filters}` (scope `products`): the products list's filters (or `ids=`) pick the products.
 * Body `{ product }` changes all of them; body `{ products, variants }` saves spreadsheet rows against their versions
 * (the selection plays no part; domain/bulk-edit.ts `BulkSaveBodySchema` tells the two apart). Mounted before the
 * products router.
 */
export function bulkEditRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;

  // The selection's products a page at a time (the list's filters or `ids=`), each with its first variants: what the bulk editor shows.
  mount(r, bulkEditEndpoints.page, requireUser(deps), requireStore(deps, "products"), async ({ query: { page, limit, ...selection }, req }) => {
    const storeId = currentStore(req).id;
    const { rows, total } = await store.listSelection(db, storeId, selection, page, limit);
    const ids = rows.map((p) => p.id);
    const [variants, summaries] = await Promise.all([
      store.firstVariantsOf(db, storeId, ids, BULK_EDIT_VARIANTS_PER_PRODUCT),
      summarizeVariantsOf(db, storeId, ids),
    ]);
    const products = rows.map((p) => ({
      ...toProductDto(p),
      variants: variants.filter((v) => v.productId === p.id).map(toVariantDto),
      variantCount: summaries.get(p.id)?.variantCount ?? 0,
    }));
    return { products, total, page, limit };
  });

  // Express routing is not strict, so this also answers `/products/`.
  mount(r, bulkEditEndpoints.save, requireUser(deps), requireStore(deps, "products"), async ({ query: selection, body, req }) => {
    const storeId = currentStore(req).id;
    if ("product" in body) {
      const counts = await store.patchSelection(db, storeId, selection, body.product, deps.clock.now());
      if (counts.updated > 0) await feedsChanged(deps.cache, storeId);
      return { ...counts, message: bulkSavedMessage(counts.updated, 0) };
    }

    const result = await store.saveRows(db, storeId, currentUser(req).id, body, deps.clock.now());
    switch (result.kind) {
      case "not_found": {
        const errors = Object.fromEntries([
          ...result.products.map((i) => [`products.${i}._id`, [BULK_PRODUCT_NOT_FOUND]]),
          ...result.variants.map((i) => [`variants.${i}._id`, [BULK_VARIANT_NOT_FOUND]]),
        ]);
        throw badRequest(result.products.length ? BULK_PRODUCT_NOT_FOUND : BULK_VARIANT_NOT_FOUND, errors);
      }
      case "invalid":
        throw badRequest(Object.values(result.errors).flat(), result.errors);
      case "conflict":
        throw conflict(BULK_EDIT_CONFLICT_MESSAGE, { current: result.current.map(toProductDto), currentVariants: result.currentVariants.map(toVariantDto) });
    }
    if (result.updated.length || result.updatedVariants.length) await feedsChanged(deps.cache, storeId);
    return {
      updated: result.updated.length,
      updatedVariants: result.updatedVariants.length,
      message: bulkSavedMessage(result.updated.length, result.updatedVariants.length),
      products: result.updated.map(toProductDto),
      variants: result.updatedVariants.map(toVariantDto),
    };
  });

  return r;
}
