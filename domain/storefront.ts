// What the storefront renderer (issue 12) reads from the online-store areas. Each area's api module implements its
// part over the database; the renderer is given one `StorefrontContent` and knows nothing of their tables.

/** A published page, its body already sanitised on the way in. */
export interface StorefrontPage {
  title: string;
  handle: string;
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
}

/** A menu item's `url` is resolved: /products/{handle}, /collections/{handle}, /pages/{handle}, or the typed URL. */
export interface StorefrontMenuItem {
  label: string;
  url: string;
  children: StorefrontMenuItem[];
}

export interface StorefrontMenu {
  title: string;
  handle: string;
  /** Up to three levels. */
  items: StorefrontMenuItem[];
}

/** A collection page's filter, from the store's menu filters (SPEC §3 filter conditions). */
export interface StorefrontFilter {
  /** The query parameter that carries the shopper's choice, e.g. `filter.vendor`. */
  param: string;
  label: string;
  options: { value: string; label: string }[];
}

/** The store a request's Host names: its platform domain or a verified connected one. */
export interface StorefrontHost {
  storeId: string;
  primaryHost: string;
  /** When true and the request's host is not the primary one, the storefront answers 301 to the primary host. */
  redirectToPrimary: boolean;
}

export interface StorefrontContent {
  findStoreByHost(host: string): Promise<StorefrontHost | null>;
  findPublishedPage(storeId: string, handle: string, now: Date): Promise<StorefrontPage | null>;
  /** The named menus (every page shows the header's and the footer's), absent ones as null, in one read. */
  findMenuTrees<H extends string>(storeId: string, handles: readonly H[]): Promise<Record<H, StorefrontMenu | null>>;
  /** `path` as requested (leading slash, no query); one index lookup whatever the number of redirects. */
  findRedirect(storeId: string, path: string): Promise<{ target: string } | null>;
  storefrontFilters(storeId: string, collectionId: string): Promise<StorefrontFilter[]>;
}
