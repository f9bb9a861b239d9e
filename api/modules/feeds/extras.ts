// What an RSS item shows besides the product's own fields: its first image (g:image_link), lowest price (g:price) and availability.
import { CURRENCY, DEFAULT_LANGUAGE, type StoreLanguage } from "../../../domain/money";
import type { ApiDeps } from "../../deps";
import { coverImagesOf } from "../product-images/store";
import { offersOf } from "./store";

export interface FeedItemExtras {
  /** Absolute URL of the product's first image. */
  imageLink?: string;
  /** Google's form: amount with two decimals, a space, ISO 4217 code ("150000.00 VND"). */
  price: string;
  availability: "in stock" | "out of stock";
}

/**
 * One read each for a batch of products (not one per product). Only products with a price get extras; the feed
 * leaves the others out. `origin` is the one the feed was fetched at: local storage's links are root-relative (ADR 015)
 * and become absolute on it; S3's are absolute already.
 */
export async function feedItemExtras(
  deps: Pick<ApiDeps, "db" | "storage">,
  storeId: string,
  productIds: string[],
  language: string,
  origin: string,
): Promise<Map<string, FeedItemExtras>> {
  const [covers, offers] = await Promise.all([coverImagesOf(deps.db, storeId, productIds), offersOf(deps.db, storeId, productIds)]);
  const code = CURRENCY[(language in CURRENCY ? language : DEFAULT_LANGUAGE) as StoreLanguage].code;
  const extras = new Map<string, FeedItemExtras>();
  for (const [id, offer] of offers) {
    const cover = covers.get(id);
    extras.set(id, {
      imageLink: cover ? new URL(deps.storage.publicUrl(cover.src), origin).href : undefined,
      price: `${offer.price.toFixed(2)} ${code}`,
      availability: offer.inStock ? "in stock" : "out of stock",
    });
  }
  return extras;
}
