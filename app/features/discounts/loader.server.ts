// The discount editor's loader work: the values to show (saved, or as typed when the form was submitted with GET by a
// search or the Generate button), and the products and collections it applies to, by name, with a search's matches.
import crypto from "node:crypto";
import type { ApiClients } from "~/api-client/client.server";
import { discountTargets, type DiscountTargets } from "~/api-client/discounts.server";
import {
  COLLECTION_SEARCH,
  GENERATE,
  GETS_COLLECTION_SEARCH,
  GETS_PRODUCT_SEARCH,
  PRODUCT_SEARCH,
  randomCode,
  valuesFromQuery,
  type DiscountValues,
} from "./form";

export interface TargetChoice extends DiscountTargets {
  productSearch: string;
  collectionSearch: string;
  /** Buy X get Y's "Customer gets" pickers: their searches and matches (their chosen ones are named with the others). */
  gets: {
    productSearch: string;
    collectionSearch: string;
    foundProducts: DiscountTargets["foundProducts"];
    foundCollections: DiscountTargets["foundCollections"];
  };
}

const SEARCHES = [PRODUCT_SEARCH, COLLECTION_SEARCH, GETS_PRODUCT_SEARCH, GETS_COLLECTION_SEARCH] as const;
const unique = (ids: string[]) => [...new Set(ids)].slice(0, 250);

/** `saved` is the discount's values (or a new one's); a GET submit's URL carries the input typed so far. */
export async function loadDiscountEditor(api: Pick<ApiClients, "store">, requestUrl: string, saved: DiscountValues) {
  const params = new URL(requestUrl).searchParams;
  const submitted = SEARCHES.some((name) => params.has(name)) || params.has(GENERATE);
  const values = submitted ? valuesFromQuery(params, saved) : saved;
  if (params.has(GENERATE)) values.code = randomCode((n) => crypto.randomBytes(n));
  const typed = SEARCHES.map((name) => params.get(name)?.trim() ?? "");
  const [productSearch = "", collectionSearch = "", getsProductSearch = "", getsCollectionSearch = ""] = typed;
  // One call names every chosen product and collection (bought and got) and runs the "buys" searches; a second runs
  // the "gets" searches, only when one was typed.
  const [targets, gets] = await Promise.all([
    discountTargets(api, {
      productIds: unique([...values.productIds, ...values.getsProductIds]),
      collectionIds: unique([...values.collectionIds, ...values.getsCollectionIds]),
      productSearch: productSearch || undefined,
      collectionSearch: collectionSearch || undefined,
    }),
    getsProductSearch || getsCollectionSearch
      ? discountTargets(api, {
          productIds: [],
          collectionIds: [],
          productSearch: getsProductSearch || undefined,
          collectionSearch: getsCollectionSearch || undefined,
        })
      : null,
  ]);
  // A refused save posts with the searches, so they come back listed.
  const search = new URLSearchParams();
  SEARCHES.forEach((name, i) => typed[i] && search.set(name, typed[i]));
  const choice: TargetChoice = {
    ...targets,
    productSearch,
    collectionSearch,
    gets: {
      productSearch: getsProductSearch,
      collectionSearch: getsCollectionSearch,
      foundProducts: gets?.foundProducts ?? [],
      foundCollections: gets?.foundCollections ?? [],
    },
  };
  return { values, targets: choice, postSearch: search.size ? search.toString() : undefined };
}
