// The Liquid scope of a storefront page, built in one place for the storefront's own pages (router.ts) and for the
// theme editor's preview (ADR 071), so a preview renders with exactly what a shopper's page gets.
import { currencyOf } from "../../../domain/money";
import type { StorefrontContent } from "../../../domain/storefront";
import type { TemplateName } from "../../../domain/themes";
import type { Db } from "../../db/client";
import { menuDrop, paginationDrop, productCardDrop, productDrop, type DropEnv } from "./drops";
import * as store from "./store";

export interface PageFrame {
  shop: store.ShopRow;
  template: TemplateName;
  origin: string;
  path: string;
  preview: boolean;
  cartCount: number;
  /** Put before root-relative media links by `image_url` (the storefront: the admin's origin; the preview: ""). */
  mediaOrigin?: string;
  seo?: { title?: string; description?: string };
}

/** shop, page title and description, canonical URL, menus, cart count, plus the template's own objects (`extra`). */
export async function pageContext(content: StorefrontContent, frame: PageFrame, extra: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { shop, template, seo } = frame;
  const locale = shop.language === "en" ? "en" : "vi";
  const { "main-menu": main, footer } = await content.findMenuTrees(shop.id, ["main-menu", "footer"]);
  const title = seo?.title || (template === "index" ? shop.homeTitle || shop.name : shop.name);
  return {
    shop: { name: shop.name, locale, currency: currencyOf(shop.language), url: frame.origin },
    page_title: title,
    page_description: seo?.description ?? (template === "index" ? shop.homeDescription : ""),
    canonical_url: `${frame.origin}${frame.path}`,
    request: { path: frame.path, preview: frame.preview, media_origin: frame.mediaOrigin ?? "" },
    menus: { main: menuDrop(main), footer: menuDrop(footer) },
    cart: { item_count: frame.cartCount },
    search: { terms: "" },
    ...extra,
  };
}

/** The home page's objects: the newest products and the collections. */
export async function homeObjects(db: Db, env: DropEnv, storeId: string) {
  const [featured, collections] = await Promise.all([store.latestProducts(db, storeId, 24), store.listCollections(db, storeId, 50)]);
  return {
    featured_products: featured.map((c) => productCardDrop(env, c)),
    collections: collections.map((c) => ({ title: c.title, handle: c.handle, url: `/collections/${encodeURIComponent(c.handle)}` })),
  };
}

/**
 * What the editor previews a template with: the store's real data, the first of each kind (the newest product, the
 * first collection), and the home page's objects everywhere, so a section added to any template shows something.
 */
export async function previewObjects(
  db: Db,
  env: DropEnv,
  storeId: string,
  template: TemplateName,
  locale: "vi" | "en",
): Promise<{ path: string; extra: Record<string, unknown> }> {
  const home = await homeObjects(db, env, storeId);
  const first = home.featured_products[0];
  switch (template) {
    case "product": {
      const found = first ? await store.findProductByHandle(db, storeId, first.handle) : null;
      return { path: first?.url ?? "/products/sample", extra: { ...home, product: found ? productDrop(env, found) : null } };
    }
    case "collection": {
      const [listed] = await store.listCollections(db, storeId, 1);
      const collection = listed ? await store.findCollectionByHandle(db, storeId, listed.handle) : null;
      if (!collection) return { path: "/collections/all", extra: home };
      const { cards, total } = await store.collectionProductsPage(db, storeId, collection, 1, 24);
      const url = `/collections/${encodeURIComponent(collection.handle)}`;
      return {
        path: url,
        extra: {
          ...home,
          collection: {
            title: collection.title,
            handle: collection.handle,
            description: collection.description,
            url,
            products: cards.map((c) => productCardDrop(env, c)),
            products_count: total,
            filters: [],
            pagination: paginationDrop(url, new URLSearchParams(), 1, 24, total),
          },
        },
      };
    }
    case "page":
      return {
        path: "/pages/sample",
        extra: { ...home, page: { title: locale === "vi" ? "Trang mẫu" : "Sample page", handle: "sample", body_html: "<p>…</p>" } },
      };
    case "search":
      return {
        path: "/search",
        extra: {
          ...home,
          search: { terms: "", performed: false, total: 0, results: [], pagination: paginationDrop("/search", new URLSearchParams(), 1, 24, 0) },
        },
      };
    case "cart":
      return { path: "/cart", extra: { ...home, cart: { items: [], item_count: 0, total_price: 0, error: false } } };
    case "password":
      return { path: "/password", extra: { ...home, password: { message: "", error: false } } };
    default:
      return { path: template === "index" ? "/" : "/404", extra: home };
  }
}
