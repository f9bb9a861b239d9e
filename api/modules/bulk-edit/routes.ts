import { Router } from "express";
import { z } from "zod/v4";
import {
  BULK_EDIT_CONFLICT_MESSAGE,
  BULK_EDIT_MAX_ROWS,
  BULK_PRODUCT_NOT_FOUND,
  BulkPatchSchema,
  BulkRowsSchema,
  ProductSelectionSchema,
} from "../../../domain/bulk-edit";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, handle } from "../../http/errors";
import { parse } from "../../http/validate";
import { toProductDto } from "../products/dto";
import * as store from "./store";

// Errors keyed `products.{i}.{field}`, so the spreadsheet puts each next to its cell.
const RowsBodySchema = z.object({ products: BulkRowsSchema });
const SelectionPageSchema = ProductSelectionSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(BULK_EDIT_MAX_ROWS).default(50),
});
const updatedMessage = (n: number) => `${n} ${n === 1 ? "product" : "products"} updated`;
const SHAPE_MESSAGE = "Send either product (one change for every matching product) or products (rows)";

/**
 * SPEC §7 `PATCH /products/?{filters}` (scope `products`): the products list's filters (or `ids=`) pick the products.
 * Body `{ product }` changes all of them; body `{ products: rows }` saves spreadsheet rows against their versions.
 * Mounted before the products router.
 */
export function bulkEditRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;

  // The selection's products a page at a time (the list's filters or `ids=`): what the bulk editor shows.
  r.get("/products/bulk", requireUser(deps), requireStore(deps, "products"), handle(async (req, res) => {
    const { page, limit, ...selection } = parse(SelectionPageSchema, req.query);
    const { rows, total } = await store.listSelection(db, currentStore(req).id, selection, page, limit);
    res.json({ products: rows.map(toProductDto), total, page, limit });
  }));

  // Express routing is not strict, so this also answers `/products/`.
  r.patch("/products", requireUser(deps), requireStore(deps, "products"), handle(async (req, res) => {
    const storeId = currentStore(req).id;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const hasPatch = body.product !== undefined;
    const hasRows = body.products !== undefined;
    if (hasPatch === hasRows) throw badRequest(SHAPE_MESSAGE, { product: [SHAPE_MESSAGE] });

    if (hasPatch) {
      const selection = parse(ProductSelectionSchema, req.query);
      const patch = parse(BulkPatchSchema, body.product ?? {});
      const counts = await store.patchSelection(db, storeId, selection, patch, deps.clock.now());
      res.json({ ...counts, message: updatedMessage(counts.updated) });
      return;
    }

    const { products: rows } = parse(RowsBodySchema, { products: body.products });
    const result = await store.saveRows(db, storeId, rows, deps.clock.now());
    if (result.kind === "not_found") {
      const errors = Object.fromEntries(result.indexes.map((i) => [`products.${i}._id`, [BULK_PRODUCT_NOT_FOUND]]));
      throw badRequest(BULK_PRODUCT_NOT_FOUND, errors);
    }
    if (result.kind === "conflict") throw conflict(BULK_EDIT_CONFLICT_MESSAGE, { current: result.current.map(toProductDto) });
    res.json({ updated: result.updated.length, message: updatedMessage(result.updated.length), products: result.updated.map(toProductDto) });
  }));

  return r;
}
