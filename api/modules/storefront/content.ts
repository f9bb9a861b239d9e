// The ONE place the storefront gets its StorefrontContent (domain/storefront.ts): each online-store area answers its
// part over the database. The menu filters also give the collection page its product predicate (`filterSql`), which
// is SQL and so not part of the domain's interface: server.ts passes `createStorefrontFilterSql(db)` next to the content.
import type { SQL } from "drizzle-orm";
import type { StorefrontContent } from "../../../domain/storefront";
import type { Db } from "../../db/client";
import { findStoreByHost } from "../domains/store";
import { productFilterSql, storefrontFilters } from "../menu-filters/store";
import { findMenuTrees } from "../menus/store";
import { findPublishedPage } from "../pages/store";
import { findRedirect } from "../redirects/store";

export function createStorefrontContent(db: Db): StorefrontContent {
  return {
    findStoreByHost: (host) => findStoreByHost(db, host),
    findPublishedPage: (storeId, handle, now) => findPublishedPage(db, storeId, handle, now),
    findMenuTrees: (storeId, handles) => findMenuTrees(db, storeId, handles),
    findRedirect: (storeId, path) => findRedirect(db, storeId, path),
    storefrontFilters: (storeId, collectionId) => storefrontFilters(db, storeId, collectionId),
  };
}

/** The collection page's filter predicate (StorefrontDeps.filterSql): the shopper's `filter.*` choices on `products`. */
export function createStorefrontFilterSql(db: Db): (storeId: string, collectionId: string, chosen: Record<string, string>) => Promise<SQL | undefined> {
  return (storeId, collectionId, chosen) => productFilterSql(db, storeId, collectionId, chosen);
}
