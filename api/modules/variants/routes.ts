import { Router, type Request } from "express";
import { variantEndpoints } from "../../../domain/contracts/variants";
import {
  checkVariantOptions,
  combinationsMessage,
  NO_OPTIONS_MESSAGE,
  tooManyCombinationsMessage,
  DUPLICATE_COMBINATION_MESSAGE,
  OPTION_TEMPLATES,
  OPTIONS_CONFLICT_MESSAGE,
  ORPHANED_VARIANTS_MESSAGE,
  SKU_TAKEN_MESSAGE,
  VARIANT_CONFLICT_MESSAGE,
  type ProductOption,
  type VariantForm,
} from "../../../domain/variant";
import { feedsChanged } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, HttpError, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import type { Db } from "../../db/client";
import { checkVariantImage } from "../product-images/images";
import { toOptionsDto, toVariantDto } from "./dto";
import * as store from "./store";

/** The product of the path, in the caller's store, with its options; another store's product is 404. */
async function productOptionsOf(db: Db, req: Request, productId: string): Promise<{ productId: string; options: ProductOption[] }> {
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

  mount(r, variantEndpoints.optionTemplates, async () => ({ templates: [...OPTION_TEMPLATES] }));

  mount(r, variantEndpoints.options, async ({ params: { id: productId }, req }) => {
    if (!(await store.productExists(db, currentStore(req).id, productId))) throw notFound();
    return { options: toOptionsDto(productId, await store.findOptions(db, currentStore(req).id, productId)) };
  });

  mount(r, variantEndpoints.saveOptions, async ({ params: { id: productId }, body: form, req }) => {
    const storeId = currentStore(req).id;
    if (!(await store.productExists(db, storeId, productId))) throw notFound();
    const result = await store.saveOptions(db, storeId, productId, form, deps.clock.now());
    switch (result.kind) {
      case "ok":
        if (result.deleted > 0) await feedsChanged(deps.cache, storeId);
        return { options: toOptionsDto(productId, result.row), deletedVariants: result.deleted };
      case "conflict":
        throw conflict(OPTIONS_CONFLICT_MESSAGE, { current: toOptionsDto(productId, result.current) });
      case "orphans":
        throw new HttpError(400, ORPHANED_VARIANTS_MESSAGE, {
          errors: { options: [ORPHANED_VARIANTS_MESSAGE] },
          orphanedVariants: result.variants.map(toVariantDto),
        });
    }
  });

  mount(r, variantEndpoints.list, async ({ params, query: { page, limit }, req }) => {
    const { productId } = await productOptionsOf(db, req, params.id);
    const { rows, total } = await store.listVariants(db, currentStore(req).id, productId, page, limit);
    return { variants: rows.map(toVariantDto), total, page, limit };
  });

  mount(r, variantEndpoints.summary, async ({ params, req }) => {
    const { productId } = await productOptionsOf(db, req, params.id);
    return { summary: await store.summarizeVariants(db, currentStore(req).id, productId) };
  });

  mount(r, variantEndpoints.create, async ({ params, body: form, req }) => {
    const { productId, options } = await productOptionsOf(db, req, params.id);
    checkBatch(options, [form], () => "");
    await checkVariantImage(db, currentStore(req).id, productId, form.imagePath);
    const result = await store.createVariants(db, currentStore(req).id, productId, [form], deps.clock.now());
    if (result.kind !== "ok") throw clash(result.kind);
    await feedsChanged(deps.cache, currentStore(req).id);
    return { variant: toVariantDto(result.rows[0]) };
  });

  mount(r, variantEndpoints.createMany, async ({ params, body: { variants: forms }, req }) => {
    const { productId, options } = await productOptionsOf(db, req, params.id);
    checkBatch(options, forms, (i) => `variants.${i}.`);
    const result = await store.createVariants(db, currentStore(req).id, productId, forms, deps.clock.now());
    if (result.kind !== "ok") throw clash(result.kind);
    await feedsChanged(deps.cache, currentStore(req).id);
    return { variants: result.rows.map(toVariantDto), count: result.rows.length };
  });

  // "Create all variants": every combination of the options that the product lacks, in one transaction (ADR 024).
  mount(r, variantEndpoints.combinations, async ({ params: { id: productId }, body: input, req, status }) => {
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
    else status(200);
    return { created: result.created, kept: result.kept, message: combinationsMessage(result.created) };
  });

  mount(r, variantEndpoints.get, async ({ params, req }) => {
    const { productId } = await productOptionsOf(db, req, params.id);
    const row = await store.findVariant(db, currentStore(req).id, productId, params.variantId);
    if (!row) throw notFound();
    return { variant: toVariantDto(row) };
  });

  mount(r, variantEndpoints.update, async ({ params, body: form, req }) => {
    const { productId, options } = await productOptionsOf(db, req, params.id);
    checkBatch(options, [form], () => "");
    await checkVariantImage(db, currentStore(req).id, productId, form.imagePath);
    const result = await store.updateVariant(db, currentStore(req).id, productId, params.variantId, form, currentUser(req).id, deps.clock.now());
    switch (result.kind) {
      case "ok":
        await feedsChanged(deps.cache, currentStore(req).id);
        return { variant: toVariantDto(result.row) };
      case "not_found":
        throw notFound();
      case "conflict":
        throw conflict(VARIANT_CONFLICT_MESSAGE, { current: toVariantDto(result.current) });
      default:
        throw clash(result.kind);
    }
  });

  mount(r, variantEndpoints.delete, async ({ params, query: { version }, req }) => {
    const { productId } = await productOptionsOf(db, req, params.id);
    const result = await store.deleteVariant(db, currentStore(req).id, productId, params.variantId, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw conflict(VARIANT_CONFLICT_MESSAGE, { current: toVariantDto(result.current) });
    await feedsChanged(deps.cache, currentStore(req).id);
    return { message: "Variant deleted" };
  });

  return r;
}
