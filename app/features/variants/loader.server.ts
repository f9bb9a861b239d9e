// What the variant pages and the product editor's Variants card load.
import type { ApiClients } from "~/api-client/client.server";
import { getProductOptions, listVariants, variantSummary } from "~/api-client/variants.server";
import type { VariantsCardData } from "./VariantsCard";

type Api = Pick<ApiClients, "store">;
export const VARIANTS_CARD_LIMIT = 50;

export async function loadVariantsCard(api: Api, productId: string): Promise<VariantsCardData> {
  const [options, list, summary] = await Promise.all([
    getProductOptions(api, productId),
    listVariants(api, productId, { limit: VARIANTS_CARD_LIMIT }),
    variantSummary(api, productId),
  ]);
  return { options, variants: list.variants, total: list.total, summary };
}
