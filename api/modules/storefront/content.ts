// The ONE place the storefront gets its StorefrontContent (domain/storefront.ts). This default resolves hosts from
// `stores.domain` only and has no pages, menus, redirects or filters; the online-store areas (content, redirects,
// domains) provide the real functions, and the lead wires them in here.
import type { StorefrontContent } from "../../../domain/storefront";
import type { Db } from "../../db/client";
import { storeIdByDomain } from "./store";

export function createStorefrontContent(db: Db): StorefrontContent {
  return {
    async findStoreByHost(host) {
      const row = await storeIdByDomain(db, host);
      return row ? { storeId: row.id, primaryHost: row.domain, redirectToPrimary: false } : null;
    },
    findPublishedPage: async () => null,
    findMenuTree: async () => null,
    findRedirect: async () => null,
    storefrontFilters: async () => [],
  };
}
