// The discount editor's loader work: the values to show (saved, or as typed when the form was submitted with GET by a
// search or the Generate button), and the products and collections it applies to, by name, with a search's matches.
import crypto from "node:crypto";
import type { ApiClients } from "~/api-client/client.server";
import { discountTargets, type DiscountTargets } from "~/api-client/discounts.server";
import { COLLECTION_SEARCH, GENERATE, PRODUCT_SEARCH, randomCode, valuesFromQuery, type DiscountValues } from "./form";

export interface TargetChoice extends DiscountTargets {
  productSearch: string;
  collectionSearch: string;
}

/** `saved` is the discount's values (or a new one's); a GET submit's URL carries the input typed so far. */
export async function loadDiscountEditor(api: Pick<ApiClients, "store">, requestUrl: string, saved: DiscountValues) {
  const params = new URL(requestUrl).searchParams;
  const submitted = params.has(PRODUCT_SEARCH) || params.has(COLLECTION_SEARCH) || params.has(GENERATE);
  const values = submitted ? valuesFromQuery(params, saved) : saved;
  if (params.has(GENERATE)) values.code = randomCode((n) => crypto.randomBytes(n));
  const productSearch = params.get(PRODUCT_SEARCH)?.trim() ?? "";
  const collectionSearch = params.get(COLLECTION_SEARCH)?.trim() ?? "";
  const targets = await discountTargets(api, {
    productIds: values.productIds.slice(0, 250),
    collectionIds: values.collectionIds.slice(0, 250),
    productSearch: productSearch || undefined,
    collectionSearch: collectionSearch || undefined,
  });
  // A refused save posts with the searches, so they come back listed.
  const search = new URLSearchParams();
  if (productSearch) search.set(PRODUCT_SEARCH, productSearch);
  if (collectionSearch) search.set(COLLECTION_SEARCH, collectionSearch);
  const choice: TargetChoice = { ...targets, productSearch, collectionSearch };
  return { values, targets: choice, postSearch: search.size ? search.toString() : undefined };
}
