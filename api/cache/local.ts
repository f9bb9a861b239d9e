import type { ResponseCache } from "./response-cache";
import type { PurgeProvider } from "./provider";

/** The app's own cache, keyed by path: a URL's host does not matter, the store tag on each entry does. */
export function createLocalPurgeProvider(cache: ResponseCache): PurgeProvider {
  return {
    name: "local",
    async purgeUrls(target, urls) {
      const paths = urls.map((u) => new URL(u).pathname);
      return { localDropped: (await cache.dropPaths(target.storeId, paths)).length };
    },
    async purgeAll(target) {
      return { localDropped: await cache.dropStore(target.storeId) };
    },
  };
}
