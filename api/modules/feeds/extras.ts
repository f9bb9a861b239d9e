// What an RSS item shows besides the product's own fields: its first image (g:image_link) and lowest variant price (g:price).
import { CURRENCY, DEFAULT_LANGUAGE, type StoreLanguage } from "../../../domain/money";
import type { ApiDeps } from "../../deps";
import { coverImagesOf } from "../product-images/store";
import { lowestPricesOf } from "./store";

export interface FeedItemExtras {
  /** Absolute URL of the product's first image. */
  imageLink?: string;
  /** Google's form: amount with two decimals, a space, ISO 4217 code ("150000.00 VND"). */
  price?: string;
}

/** One read each for a batch of products (not one per product). */
export async function feedItemExtras(deps: Pick<ApiDeps, "db" | "storage">, storeId: string, productIds: string[], language: string): Promise<Map<string, FeedItemExtras>> {
  const [covers, prices] = await Promise.all([coverImagesOf(deps.db, storeId, productIds), lowestPricesOf(deps.db, storeId, productIds)]);
  const code = CURRENCY[(language in CURRENCY ? language : DEFAULT_LANGUAGE) as StoreLanguage].code;
  const extras = new Map<string, FeedItemExtras>();
  for (const id of productIds) {
    const cover = covers.get(id);
    const price = prices.get(id);
    extras.set(id, {
      imageLink: cover ? deps.storage.publicUrl(cover.src) : undefined,
      price: price === undefined ? undefined : `${price.toFixed(2)} ${code}`,
    });
  }
  return extras;
}
