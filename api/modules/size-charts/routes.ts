import { Router, type Request } from "express";
import { z } from "zod/v4";
import {
  SIZE_CHART_CONFLICT_MESSAGE,
  SizeChartFormSchema,
  SizeChartListQuerySchema,
  SizeChartUpdateSchema,
  UNKNOWN_TARGET_COLLECTIONS_MESSAGE,
  UNKNOWN_TARGET_PRODUCTS_MESSAGE,
  type SizeChartForm,
} from "../../../domain/size-chart";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { HttpError, conflict, handle, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { toSizeChartDto, toSizeChartSummaryDto } from "./dto";
import * as store from "./store";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });

/** A malformed id names nothing: 404, not a database error. */
function idParam(req: Request): string {
  const id = req.params.id;
  if (!UUID_RE.test(id)) throw notFound();
  return id;
}

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

  r.get("/size-charts", handle(async (req, res) => {
    const { search, page, limit } = parse(SizeChartListQuerySchema, req.query);
    const { rows, total } = await store.listSizeCharts(db, currentStore(req).id, search, page, limit);
    res.json({ sizeCharts: rows.map(toSizeChartSummaryDto), total, page, limit });
  }));

  r.get("/size-charts/count", handle(async (req, res) => {
    const { search } = parse(SizeChartListQuerySchema, req.query);
    res.json({ count: await store.countSizeCharts(db, currentStore(req).id, search) });
  }));

  r.post("/size-charts", handle(async (req, res) => {
    const storeId = currentStore(req).id;
    const form = parse(SizeChartFormSchema, req.body?.sizeChart ?? {});
    await checkTargets(storeId, form);
    const row = await store.createSizeChart(db, storeId, form, deps.clock.now());
    res.status(201).json({ sizeChart: await fullDto(storeId, row) });
  }));

  r.get("/size-charts/:id", handle(async (req, res) => {
    const storeId = currentStore(req).id;
    const row = await store.findSizeChart(db, storeId, idParam(req));
    if (!row) throw notFound();
    res.json({ sizeChart: await fullDto(storeId, row) });
  }));

  r.put("/size-charts/:id", handle(async (req, res) => {
    const storeId = currentStore(req).id;
    const id = idParam(req);
    const form = parse(SizeChartUpdateSchema, req.body?.sizeChart ?? {});
    await checkTargets(storeId, form);
    const result = await store.updateSizeChart(db, storeId, id, form, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw await stale(storeId, result.current);
    res.json({ sizeChart: await fullDto(storeId, result.row) });
  }));

  r.delete("/size-charts/:id", handle(async (req, res) => {
    const storeId = currentStore(req).id;
    const { version } = parse(DeleteQuerySchema, req.query);
    const result = await store.deleteSizeChart(db, storeId, idParam(req), version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw await stale(storeId, result.current);
    res.json({ message: "Size chart deleted" });
  }));

  r.get("/products/:id/size-chart", handle(async (req, res) => {
    const storeId = currentStore(req).id;
    const found = await store.chartForProduct(db, storeId, idParam(req));
    if (found.kind === "no_product") throw notFound();
    if (found.kind === "none") return void res.json({ sizeChart: null, via: null });
    res.json({ sizeChart: await fullDto(storeId, found.row), via: found.via });
  }));

  return r;
}
