// What the variant pages and the product editor's Variants card load.
import type { ApiClients } from "~/api-client/client.server";
import { getProduct } from "~/api-client/products.server";
import { getProductOptions, listVariants, optionTemplates, variantSummary } from "~/api-client/variants.server";
import type { VariantsCardData } from "./VariantsCard";

type Api = Pick<ApiClients, "store">;
export const VARIANTS_CARD_LIMIT = 50;

/** The card's page of variants comes from `?variantsPage=` (a product may have thousands); a bad value is page 1. */
export function variantsPageFrom(url: URL): number {
  const n = Number(url.searchParams.get("variantsPage"));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export async function loadVariantsCard(api: Api, productId: string, page = 1): Promise<VariantsCardData> {
  const [options, list, summary, first] = await Promise.all([
    getProductOptions(api, productId),
    listVariants(api, productId, { limit: VARIANTS_CARD_LIMIT, page }),
    variantSummary(api, productId),
    // "Create all variants" shows the first variant's price as the new ones'; page 1 already has it.
    page === 1 ? null : listVariants(api, productId, { limit: 1 }),
  ]);
  const firstPrice = (first ?? list).variants[0]?.price ?? null;
  return { options, variants: list.variants, total: list.total, summary, page, pageSize: VARIANTS_CARD_LIMIT, firstPrice };
}

/** The add-variant page: the product, its options and the templates (the options form), and what "Create all variants" counts. */
export async function loadAddVariant(api: Api, productId: string) {
  const [product, options, templates, summary, first] = await Promise.all([
    getProduct(api, productId),
    getProductOptions(api, productId),
    optionTemplates(api),
    variantSummary(api, productId),
    listVariants(api, productId, { limit: 1 }),
  ]);
  const variants = { count: summary.variantCount, firstPrice: first.variants[0]?.price ?? null };
  return { product: { _id: product._id, title: product.title }, options, templates, variants };
}
