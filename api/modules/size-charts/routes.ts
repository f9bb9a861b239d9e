import { Router } from "express";
import { sizeChartEndpoints as sc } from "../../../domain/contracts/size-charts";
import {
  SIZE_CHART_CONFLICT_MESSAGE,
  UNKNOWN_TARGET_COLLECTIONS_MESSAGE,
  UNKNOWN_TARGET_PRODUCTS_MESSAGE,
  type SizeChartForm,
} from "../../../domain/size-chart";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { HttpError, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { toSizeChartDto, toSizeChartSummaryDto } from "./dto";
import * as store from "./store";

/**
 * Size charts (ADR 013), scope `products` like the rest of the catalog. The admin's screens are restricted to
 * operators (SPEC §2 navigation guard); the API is not, so a storefront or app with the products scope can read a
 * product's chart. Mounted before the products router for `/products/:id/size-chart`.
 */
export function sizeChartsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const guard = [requireUser(deps), requireStore(deps, "products")];
  r.use("/size-charts", ...guard);
  r.use("/products/:id/size-chart", ...guard);

  /** Targets must be this store's: another store's ids answer 400 on the field, naming them. */
  async function checkTargets(storeId: string, form: SizeChartForm): Promise<void> {
    const unknown = await store.unknownTargets(db, storeId, form);
    const errors: Record<string, string[]> = {};
    if (unknown.productIds.length) errors.productIds = [UNKNOWN_TARGET_PRODUCTS_MESSAGE];
    if (unknown.collectionIds.length) errors.collectionIds = [UNKNOWN_TARGET_COLLECTIONS_MESSAGE];
    if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors).flat(), { errors, unknown });
  }

  async function fullDto(storeId: string, row: store.SizeChartRow) {
    return toSizeChartDto(row, await store.targetsOf(db, storeId, row.id));
  }

  const stale = async (storeId: string, current: store.SizeChartRow) => conflict(SIZE_CHART_CONFLICT_MESSAGE, { current: await fullDto(storeId, current) });

  mount(r, sc.list, async ({ query: { search, page, limit }, req }) => {
    const { rows, total } = await store.listSizeCharts(db, currentStore(req).id, search, page, limit);
    return { sizeCharts: rows.map(toSizeChartSummaryDto), total, page, limit };
  });

  mount(r, sc.count, async ({ query, req }) => ({ count: await store.countSizeCharts(db, currentStore(req).id, query.search) }));

  mount(r, sc.create, async ({ body: form, req }) => {
    const storeId = currentStore(req).id;
    await checkTargets(storeId, form);
    const row = await store.createSizeChart(db, storeId, form, deps.clock.now());
    return { sizeChart: await fullDto(storeId, row) };
  });

  mount(r, sc.get, async ({ params, req }) => {
    const storeId = currentStore(req).id;
    const row = await store.findSizeChart(db, storeId, params.id);
    if (!row) throw notFound();
    return { sizeChart: await fullDto(storeId, row) };
  });

  mount(r, sc.update, async ({ params: { id }, body: form, req }) => {
    const storeId = currentStore(req).id;
    await checkTargets(storeId, form);
    const result = await store.updateSizeChart(db, storeId, id, form, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw await stale(storeId, result.current);
    return { sizeChart: await fullDto(storeId, result.row) };
  });

  mount(r, sc.delete, async ({ params: { id }, query: { version }, req }) => {
    const storeId = currentStore(req).id;
    const result = await store.deleteSizeChart(db, storeId, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw await stale(storeId, result.current);
    return { message: "Size chart deleted" };
  });

  mount(r, sc.forProduct, async ({ params, req }) => {
    const storeId = currentStore(req).id;
    const found = await store.chartForProduct(db, storeId, params.id);
    if (found.kind === "no_product") throw notFound();
    if (found.kind === "none") return { sizeChart: null, via: null };
    return { sizeChart: await fullDto(storeId, found.row), via: found.via };
  });

  return r;
}
