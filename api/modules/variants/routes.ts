import { Router, type Request } from "express";
import { z } from "zod/v4";
import {
  checkVariantOptions,
  combinationsMessage,
  CreateCombinationsSchema,
  NO_OPTIONS_MESSAGE,
  tooManyCombinationsMessage,
  DUPLICATE_COMBINATION_MESSAGE,
  OPTION_TEMPLATES,
  OPTIONS_CONFLICT_MESSAGE,
  ORPHANED_VARIANTS_MESSAGE,
  ProductOptionsFormSchema,
  SKU_TAKEN_MESSAGE,
  VARIANT_CONFLICT_MESSAGE,
  VariantBulkSchema,
  VariantFormSchema,
  VariantListQuerySchema,
  VariantUpdateSchema,
  type ProductOption,
  type VariantForm,
} from "../../../domain/variant";
import { feedsChanged } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, handle, HttpError, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import type { Db } from "../../db/client";
import { checkVariantImage } from "../product-images/images";
import { toOptionsDto, toVariantDto } from "./dto";
import * as store from "./store";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });

function uuidParam(req: Request, name: "id" | "variantId"): string {
  const id = req.params[name];
  if (!UUID_RE.test(id)) throw notFound();
  return id;
}

/** The product of the path, in the caller's store, with its options; another store's product is 404. */
async function productOptionsOf(db: Db, req: Request): Promise<{ productId: string; options: ProductOption[] }> {
  const productId = uuidParam(req, "id");
  const storeId = currentStore(req).id;
  if (!(await store.productExists(db, storeId, productId))) throw notFound();
  return { productId, options: (await store.findOptions(db, storeId, productId))?.options ?? [] };
}

/** Field errors of a batch: each variant's own, its option values, and clashes inside the batch. */
function checkBatch(options: ProductOption[], forms: VariantForm[], prefix: (i: number) => string) {
  const errors: Record<string, string[]> = {};
  const combos = new Set<string>();
  const skus = new Set<string>();
  forms.forEach((f, i) => {
    for (const [key, list] of Object.entries(checkVariantOptions(options, f))) errors[prefix(i) + key] = list;
    const combo = JSON.stringify([f.option1, f.option2, f.option3]);
    if (combos.has(combo)) errors[prefix(i) + "option1"] = [DUPLICATE_COMBINATION_MESSAGE];
    combos.add(combo);
    if (f.sku !== "" && skus.has(f.sku)) errors[prefix(i) + "sku"] = [SKU_TAKEN_MESSAGE];
    skus.add(f.sku);
  });
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat(), errors);
}

function clash(kind: "duplicate_combination" | "sku_taken") {
  return kind === "sku_taken"
    ? badRequest(SKU_TAKEN_MESSAGE, { sku: [SKU_TAKEN_MESSAGE] })
    : badRequest(DUPLICATE_COMBINATION_MESSAGE, { option1: [DUPLICATE_COMBINATION_MESSAGE] });
}

/**
 * Product options and variants, scope `products`. Mounted before the products router: its
 * `/products/:id` would otherwise answer `/products/options/template` with a 404.
 */
export function variantsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const guard = [requireUser(deps), requireStore(deps, "products")];
  r.use(["/products/options", "/products/:id/options", "/products/:id/variants"], ...guard);

  r.get("/products/options/template", (_req, res) => {
    res.json({ templates: OPTION_TEMPLATES });
  });

  r.get("/products/:id/options", handle(async (req, res) => {
    const productId = uuidParam(req, "id");
    if (!(await store.productExists(db, currentStore(req).id, productId))) throw notFound();
    res.json({ options: toOptionsDto(productId, await store.findOptions(db, currentStore(req).id, productId)) });
  }));

  r.put("/products/:id/options", handle(async (req, res) => {
    const productId = uuidParam(req, "id");
    const storeId = currentStore(req).id;
    const form = parse(ProductOptionsFormSchema, req.body ?? {});
    if (!(await store.productExists(db, storeId, productId))) throw notFound();
    const result = await store.saveOptions(db, storeId, productId, form, deps.clock.now());
    switch (result.kind) {
      case "ok":
        if (result.deleted > 0) await feedsChanged(deps.cache, storeId);
        return void res.json({ options: toOptionsDto(productId, result.row), deletedVariants: result.deleted });
      case "conflict":
        throw conflict(OPTIONS_CONFLICT_MESSAGE, { current: toOptionsDto(productId, result.current) });
      case "orphans":
        throw new HttpError(400, ORPHANED_VARIANTS_MESSAGE, {
          errors: { options: [ORPHANED_VARIANTS_MESSAGE] },
          orphanedVariants: result.variants.map(toVariantDto),
        });
    }
  }));

  r.get("/products/:id/variants", handle(async (req, res) => {
    const { page, limit } = parse(VariantListQuerySchema, req.query);
    const { productId } = await productOptionsOf(db, req);
    const { rows, total } = await store.listVariants(db, currentStore(req).id, productId, page, limit);
    res.json({ variants: rows.map(toVariantDto), total, page, limit });
  }));

  r.get("/products/:id/variants/summary", handle(async (req, res) => {
    const { productId } = await productOptionsOf(db, req);
    res.json({ summary: await store.summarizeVariants(db, currentStore(req).id, productId) });
  }));

  r.post("/products/:id/variants", handle(async (req, res) => {
    const form = parse(VariantFormSchema, req.body?.variant ?? {});
    const { productId, options } = await productOptionsOf(db, req);
    checkBatch(options, [form], () => "");
    await checkVariantImage(db, currentStore(req).id, productId, form.imagePath);
    const result = await store.createVariants(db, currentStore(req).id, productId, [form], deps.clock.now());
    if (result.kind !== "ok") throw clash(result.kind);
    await feedsChanged(deps.cache, currentStore(req).id);
    res.status(201).json({ variant: toVariantDto(result.rows[0]) });
  }));

  r.post("/products/:id/variants/bulk", handle(async (req, res) => {
    const { variants: forms } = parse(VariantBulkSchema, req.body ?? {});
    const { productId, options } = await productOptionsOf(db, req);
    checkBatch(options, forms, (i) => `variants.${i}.`);
    const result = await store.createVariants(db, currentStore(req).id, productId, forms, deps.clock.now());
    if (result.kind !== "ok") throw clash(result.kind);
    await feedsChanged(deps.cache, currentStore(req).id);
    res.status(201).json({ variants: result.rows.map(toVariantDto), count: result.rows.length });
  }));

  // "Create all variants": every combination of the options that the product lacks, in one transaction (ADR 024).
  r.post("/products/:id/variants/combinations", handle(async (req, res) => {
    const input = parse(CreateCombinationsSchema, req.body ?? {});
    const productId = uuidParam(req, "id");
    const storeId = currentStore(req).id;
    if (!(await store.productExists(db, storeId, productId))) throw notFound();
    const result = await store.createCombinations(db, storeId, productId, input, deps.clock.now());
    switch (result.kind) {
      case "no_options":
        throw badRequest(NO_OPTIONS_MESSAGE, { options: [NO_OPTIONS_MESSAGE] });
      case "too_many":
        throw badRequest(tooManyCombinationsMessage(result.options.options), { options: [tooManyCombinationsMessage(result.options.options)] });
      case "conflict":
        throw conflict(OPTIONS_CONFLICT_MESSAGE, { current: toOptionsDto(productId, result.current) });
    }
    if (result.created > 0) await feedsChanged(deps.cache, storeId);
    res.status(result.created > 0 ? 201 : 200).json({ created: result.created, kept: result.kept, message: combinationsMessage(result.created) });
  }));

  r.get("/products/:id/variants/:variantId", handle(async (req, res) => {
    const { productId } = await productOptionsOf(db, req);
    const row = await store.findVariant(db, currentStore(req).id, productId, uuidParam(req, "variantId"));
    if (!row) throw notFound();
    res.json({ variant: toVariantDto(row) });
  }));

  r.put("/products/:id/variants/:variantId", handle(async (req, res) => {
    const form = parse(VariantUpdateSchema, req.body?.variant ?? {});
    const { productId, options } = await productOptionsOf(db, req);
    checkBatch(options, [form], () => "");
    await checkVariantImage(db, currentStore(req).id, productId, form.imagePath);
    const result = await store.updateVariant(db, currentStore(req).id, productId, uuidParam(req, "variantId"), form, currentUser(req).id, deps.clock.now());
    switch (result.kind) {
      case "ok":
        await feedsChanged(deps.cache, currentStore(req).id);
        return void res.json({ variant: toVariantDto(result.row) });
      case "not_found":
        throw notFound();
      case "conflict":
        throw conflict(VARIANT_CONFLICT_MESSAGE, { current: toVariantDto(result.current) });
      default:
        throw clash(result.kind);
    }
  }));

  r.delete("/products/:id/variants/:variantId", handle(async (req, res) => {
    const { version } = parse(DeleteQuerySchema, req.query);
    const { productId } = await productOptionsOf(db, req);
    const result = await store.deleteVariant(db, currentStore(req).id, productId, uuidParam(req, "variantId"), version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw conflict(VARIANT_CONFLICT_MESSAGE, { current: toVariantDto(result.current) });
    await feedsChanged(deps.cache, currentStore(req).id);
    res.json({ message: "Variant deleted" });
  }));

  return r;
}
