import type { FeedMapping } from "../../../domain/feed";
import type { FeedItemExtras } from "./extras";
import { descriptionText } from "../../html/description";
import { xmlElement, xmlText } from "./xml";

export interface FeedChannel {
  title: string;
  storeName: string;
  storeDomain: string;
}
export interface FeedItemSource {
  id: string;
  title: string;
  handle: string;
  description: string;
  vendor: string;
  productType: string;
  tags: string[];
}

export function storeOrigin(domain: string): string {
  return /^https?:\/\//i.test(domain) ? domain.replace(/\/+$/, "") : `https://${domain}`;
}

/** Google Merchant Center's RSS 2.0 dialect: https://support.google.com/merchants/answer/160589 */
export function rssHead(channel: FeedChannel): string {
  const origin = storeOrigin(channel.storeDomain);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${xmlText(channel.title)}</title>\n` +
    `<link>${xmlText(origin)}</link>\n` +
    `<description>${xmlText(`Products of ${channel.storeName}`)}</description>\n`
  );
}

export const RSS_TAIL = "</channel>\n</rss>\n";

/** One product's item; `extras` carries its offer (price, availability), which every listed product has. */
export function rssItem(p: FeedItemSource, channel: FeedChannel, mapping: FeedMapping, googleCategoryId: number | null, extras: FeedItemExtras): string {
  const brand = mapping.brand === "vendor" ? p.vendor : mapping.brand === "store_name" ? channel.storeName : "";
  const productType = mapping.productType === "productType" ? p.productType : mapping.productType === "first_tag" ? (p.tags[0] ?? "") : "";
  const link = `${storeOrigin(channel.storeDomain)}/products/${encodeURIComponent(p.handle)}`;
  return (
    "<item>" +
    xmlElement("g:id", p.id) +
    xmlElement("title", p.title) +
    // Google requires a description, as plain text; the title stands in for a product without one.
    xmlElement("description", descriptionText(p.description) || p.title) +
    xmlElement("link", link) +
    xmlElement("g:image_link", extras.imageLink) +
    xmlElement("g:brand", brand) +
    xmlElement("g:product_type", productType) +
    xmlElement("g:google_product_category", googleCategoryId) +
    xmlElement("g:condition", "new") +
    xmlElement("g:availability", extras.availability) +
    xmlElement("g:price", extras.price) +
    "</item>\n"
  );
}
