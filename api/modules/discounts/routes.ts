import { Router, type Response } from "express";
import { discountEndpoints as de } from "../../../domain/contracts/discounts";
import { DISCOUNT_MESSAGES, type DiscountForm } from "../../../domain/discount";
import { csvRow, UTF8_BOM } from "../../../domain/csv";
import { MINOR_DIGITS, type CurrencyCode } from "../../../domain/money";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { toCodeJobDto, toDiscountDto } from "./dto";
import * as store from "./store";
import { startCodeJobWorker } from "./worker";

/** A search of products or collections in the editor lists this many. */
const TARGET_RESULTS = 20;
const PRODUCTS_UNKNOWN = "Some products were not found in this store";
const COLLECTIONS_UNKNOWN = "Some collections were not found in this store";
const METHOD_FIXED = "A discount's method cannot change";
const decimalsMessage = (currency: CurrencyCode) =>
  MINOR_DIGITS[currency] === 0 ? `Amounts in ${currency} are whole numbers` : `Amounts in ${currency} have at most ${MINOR_DIGITS[currency]} decimals`;

/** What the database cannot check: the amounts fit the store's currency, and the products and collections are the store's. */
async function checkForm(deps: ApiDeps, storeId: string, form: DiscountForm, currency: CurrencyCode): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (form.type === "fixed_amount" && !store.fitsCurrency(form.value, currency)) errors.value = [decimalsMessage(currency)];
  if (form.minimumKind === "amount" && !store.fitsCurrency(form.minimumValue, currency)) errors.minimumValue = [decimalsMessage(currency)];
  if ((await store.productsOfStore(deps.db, storeId, form.productIds)) !== form.productIds.length) errors.productIds = [PRODUCTS_UNKNOWN];
  if ((await store.collectionsOfStore(deps.db, storeId, form.collectionIds)) !== form.collectionIds.length) errors.collectionIds = [COLLECTIONS_UNKNOWN];
  if ((await store.productsOfStore(deps.db, storeId, form.getsProductIds)) !== form.getsProductIds.length) errors.getsProductIds = [PRODUCTS_UNKNOWN];
  if ((await store.collectionsOfStore(deps.db, storeId, form.getsCollectionIds)) !== form.getsCollectionIds.length)
    errors.getsCollectionIds = [COLLECTIONS_UNKNOWN];
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat(), errors);
}

const codeTaken = () => badRequest(DISCOUNT_MESSAGES.codeTaken, { code: [DISCOUNT_MESSAGES.codeTaken] });

/** Discounts (SPEC §2 discount/code, discount/automatic), scope `discounts`. Creating the router starts the code job runner. */
export function discountsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const worker = startCodeJobWorker(deps);

  async function dtos(storeId: string, rows: store.DiscountRow[]) {
    const [{ currency }, summaries] = await Promise.all([store.storeMoney(db, storeId), store.codesSummaries(db, rows)]);
    const now = deps.clock.now();
    return rows.map((row) => toDiscountDto(row, currency, summaries.get(row.id)!, now));
  }
  const one = async (storeId: string, row: store.DiscountRow) => ({ discount: (await dtos(storeId, [row]))[0]! });
  const stale = async (storeId: string, current: store.DiscountRow) =>
    conflict(DISCOUNT_MESSAGES.conflict, await one(storeId, current).then((o) => ({ current: o.discount })));

  r.use("/discounts", requireUser(deps), requireStore(deps, "discounts"));

  mount(r, de.list, async ({ query, req }) => {
    const storeId = currentStore(req).id;
    const { rows, total } = await store.listDiscounts(db, storeId, query, deps.clock.now());
    return { discounts: await dtos(storeId, rows), total, page: query.page, limit: query.limit };
  });

  // Before `/discounts/:id`, which would answer 404 for "targets".
  mount(r, de.targets, async ({ query, req }) => store.targetNames(db, currentStore(req).id, query, TARGET_RESULTS));

  mount(r, de.count, async ({ query, req }) => ({ count: await store.countDiscounts(db, currentStore(req).id, query, deps.clock.now()) }));

  mount(r, de.create, async ({ body: form, req }) => {
    const storeId = currentStore(req).id;
    const { currency } = await store.storeMoney(db, storeId);
    await checkForm(deps, storeId, form, currency);
    const result = await store.createDiscount(db, storeId, form, currency, deps.clock.now());
    if (result.kind === "code_taken") throw codeTaken();
    if (result.kind !== "ok") throw new Error(`create discount: ${result.kind}`);
    return one(storeId, result.row);
  });

  mount(r, de.get, async ({ params, req }) => {
    const storeId = currentStore(req).id;
    const row = await store.findDiscount(db, storeId, params.id);
    if (!row) throw notFound();
    return one(storeId, row);
  });

  mount(r, de.update, async ({ params: { id }, body: form, req }) => {
    const storeId = currentStore(req).id;
    const existing = await store.findDiscount(db, storeId, id);
    if (!existing) throw notFound();
    if (existing.method !== form.method) throw badRequest(METHOD_FIXED, { method: [METHOD_FIXED] });
    const { currency } = await store.storeMoney(db, storeId);
    await checkForm(deps, storeId, form, currency);
    const result = await store.updateDiscount(db, storeId, id, form, currency, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw await stale(storeId, result.current);
    if (result.kind === "code_taken") throw codeTaken();
    return one(storeId, result.row);
  });

  mount(r, de.delete, async ({ params: { id }, query: { version }, req }) => {
    const storeId = currentStore(req).id;
    const result = await store.deleteDiscount(db, storeId, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw await stale(storeId, result.current);
    return { message: DISCOUNT_MESSAGES.deleted };
  });

  mount(r, de.codes, async ({ params: { id }, query: { page, limit }, req }) => {
    const row = await store.findDiscount(db, currentStore(req).id, id);
    if (!row) throw notFound();
    const { rows, total } = await store.listCodes(db, row, page, limit);
    return { codes: rows.map((c) => ({ _id: c.id, code: c.code, usageCount: c.usageCount, createdAt: c.createdAt.toISOString() })), total, page, limit };
  });

  mount(r, de.generateCodes, async ({ params: { id }, body: form, req }) => {
    const storeId = currentStore(req).id;
    const row = await store.findDiscount(db, storeId, id);
    if (!row) throw notFound();
    if (row.method !== "code") throw badRequest(DISCOUNT_MESSAGES.generateAutomatic);
    const result = await store.queueCodeJob(db, storeId, row.id, form, deps.clock.now());
    if (result.kind === "running") throw conflict(DISCOUNT_MESSAGES.generateRunning, { codeJob: toCodeJobDto(result.job) });
    worker.kick();
    return { codeJob: toCodeJobDto(result.job) };
  });

  mount(r, de.exportCodes, async ({ params: { id }, req, res }) => {
    const row = await store.findDiscount(db, currentStore(req).id, id);
    if (!row) throw notFound();
    await streamCodes(deps, res, row);
  });

  return r;
}

/** The codes a batch at a time, waiting for the socket to drain: memory stays flat for a million codes. */
async function streamCodes(deps: ApiDeps, res: Response, discount: store.DiscountRow): Promise<void> {
  const name = discount.title.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 60) || "discount";
  res.status(200);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="discount-codes-${name}.csv"`);
  const write = async (chunk: string) => {
    if (res.write(chunk)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off("drain", done);
        res.off("close", done);
        resolve();
      };
      res.on("drain", done);
      res.on("close", done);
    });
  };
  try {
    await write(UTF8_BOM + csvRow(["code", "usage_count", "created_at"]));
    for await (const batch of store.codeBatches(deps.db, discount.id)) {
      if (res.destroyed) return;
      await write(batch.map((c) => csvRow([c.code, String(c.usageCount), c.createdAt.toISOString()])).join(""));
    }
    res.end();
  } catch (error) {
    deps.log({ level: "error", msg: "discount codes export failed", discountId: discount.id, error: String(error) });
    res.destroy();
  }
}
