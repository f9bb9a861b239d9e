// The ONE place the storefront gets its StorefrontContent (domain/storefront.ts): each online-store area answers its
// part over the database. Menu filters (SPEC §2 menufilter) are not built yet, so collections show no filters.
import type { StorefrontContent } from "../../../domain/storefront";
import type { Db } from "../../db/client";
import { findStoreByHost } from "../domains/store";
import { findMenuTree } from "../menus/store";
import { findPublishedPage } from "../pages/store";
import { findRedirect } from "../redirects/store";

export function createStorefrontContent(db: Db): StorefrontContent {
  return {
    findStoreByHost: (host) => findStoreByHost(db, host),
    findPublishedPage: (storeId, handle, now) => findPublishedPage(db, storeId, handle, now),
    findMenuTree: (storeId, handle) => findMenuTree(db, storeId, handle),
    findRedirect: (storeId, path) => findRedirect(db, storeId, path),
    storefrontFilters: async () => [],
  };
}
