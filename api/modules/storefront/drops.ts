// The Liquid scope's objects ("drops"): plain data built from rows, only what a theme may show (no cost, no stock
// counts, no ids of other stores). Image links are absolute on the admin's origin, where the media files are served.
import type { StorefrontMenu, StorefrontMenuItem } from "../../../domain/storefront";
import type { MediaStorage } from "../../storage";
import type { ProductCardRow, findProductByHandle } from "./store";

export interface DropEnv {
  storage: MediaStorage;
  /** The admin/API origin that serves root-relative media links (`/api/media/…`). */
  mediaOrigin: string;
}

export function imageUrl(env: DropEnv, src: string): string {
  if (/^https?:\/\//i.test(src)) return src;
  const url = env.storage.publicUrl(src);
  return url.startsWith("/") ? `${env.mediaOrigin}${url}` : url;
}

export function productCardDrop(env: DropEnv, card: ProductCardRow) {
  const { product } = card;
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    url: `/products/${encodeURIComponent(product.handle)}`,
    vendor: product.vendor,
    type: product.productType,
    price: card.price,
    compare_at_price: card.compareAtPrice ?? 0,
    available: card.available,
    featured_image: card.image ? { src: imageUrl(env, card.image.src), alt: card.image.alt || product.title } : null,
  };
}

export function productDrop(env: DropEnv, found: NonNullable<Awaited<ReturnType<typeof findProductByHandle>>>) {
  const { product, variants, images, options } = found;
  const variantDrops = variants.map((v) => ({
    id: v.id,
    title: [v.option1, v.option2, v.option3].filter(Boolean).join(" / ") || product.title,
    price: v.price,
    compare_at_price: v.compareAtPrice ?? 0,
    sku: v.sku,
    available: v.inventoryQuantity > 0,
    option1: v.option1,
    option2: v.option2,
    option3: v.option3,
  }));
  const prices = variants.map((v) => v.price);
  const imageDrops = images.map((i) => ({ src: imageUrl(env, i.src), alt: i.alt || product.title }));
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    url: `/products/${encodeURIComponent(product.handle)}`,
    description: product.description,
    vendor: product.vendor,
    type: product.productType,
    tags: product.tags,
    options: options.map((o) => o.name),
    price: prices.length ? Math.min(...prices) : 0,
    compare_at_price: Math.max(0, ...variants.map((v) => v.compareAtPrice ?? 0)),
    available: variantDrops.some((v) => v.available),
    variants: variantDrops,
    images: imageDrops,
    featured_image: imageDrops[0] ?? null,
  };
}

const menuItemDrop = (item: StorefrontMenuItem): { label: string; url: string; children: unknown[] } => ({
  label: item.label,
  url: item.url,
  children: item.children.map(menuItemDrop),
});
export const menuDrop = (menu: StorefrontMenu | null) => ({
  title: menu?.title ?? "",
  handle: menu?.handle ?? "",
  items: (menu?.items ?? []).map(menuItemDrop),
});

export function paginationDrop(path: string, query: URLSearchParams, page: number, limit: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const link = (n: number) => {
    const q = new URLSearchParams(query);
    if (n === 1) q.delete("page");
    else q.set("page", String(n));
    const s = q.toString();
    return s ? `${path}?${s}` : path;
  };
  return { page, pages, total, prev_url: page > 1 ? link(page - 1) : null, next_url: page < pages ? link(page + 1) : null };
}
