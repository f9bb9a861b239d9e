// The collection editor's loader work: the collection, then its members (manual) or its preview (smart), and the
// "Add products" search when one was asked for.
import type { ApiClients } from "~/api-client/client.server";
import { collectionProducts, getCollection, smartCollectionProducts } from "~/api-client/collections.server";
import { listProducts } from "~/api-client/products.server";
import { throwRouteError } from "~/lib/guards.server";
import type { ProductSearch } from "./ManualProducts";

const MEMBERS_SHOWN = 250;
const PREVIEW_SHOWN = 50;
// One of the products API's page sizes (10/50/100/150/200).
const SEARCH_RESULTS = 50;

export async function loadCollectionEditor(api: Pick<ApiClients, "store">, id: string, productSearch: string) {
  const collection = await getCollection(api, id).catch(throwRouteError);
  const manual = collection.type === "manual";
  const [products, found] = await Promise.all([
    manual ? collectionProducts(api, id, { limit: MEMBERS_SHOWN }) : smartCollectionProducts(api, id, { limit: PREVIEW_SHOWN }),
    manual && productSearch ? listProducts(api, { search: productSearch, limit: SEARCH_RESULTS }) : null,
  ]);
  const search: ProductSearch | null = found ? { query: productSearch, products: found.products } : null;
  return { collection, products: { products: products.products, total: products.total }, search };
}
