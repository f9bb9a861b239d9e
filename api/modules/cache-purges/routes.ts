import { Router, type Request } from "express";
import { cachePurgeEndpoints as cp } from "../../../domain/contracts/cache-purges";
import { createCache, PurgeError, type CacheDeps, type PurgeTarget } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";

/**
 * SPEC §7 Cache, scope `products`: every purge is recorded with what the provider answered. A provider
 * failure (Cloudflare refused or unreachable) is a 502 carrying the recorded purge; the app's own cache
 * was dropped before the upstream call, so a retry is always safe.
 */
export function cachePurgeRoutes(deps: ApiDeps): Router {
  const r = Router();
  const cache: CacheDeps = deps.cache ?? createCache({ feedTtlMs: 0 });
  r.use("/stores/cloudflare", requireUser(deps), requireStore(deps, "products"));

  async function run(req: Request, scope: "urls" | "all", urls: string[], purge: (t: PurgeTarget) => Promise<{ localDropped: number }>) {
    const shop = currentStore(req);
    let outcome: { localDropped: number } | null = null;
    let error: string | null = null;
    try {
      outcome = await purge({ storeId: shop.id, storeDomain: shop.domain });
    } catch (e) {
      if (!(e instanceof PurgeError)) throw e;
      error = e.message;
    }
    const row = await store.recordPurge(deps.db, {
      storeId: shop.id,
      userId: currentUser(req).id,
      scope,
      urls,
      provider: cache.purge.name,
      status: error ? "failed" : "done",
      error,
      createdAt: deps.clock.now(),
    });
    const purgeDto = store.toPurgeDto(row, currentUser(req).email);
    if (error) throw new HttpError(502, error, { purge: purgeDto });
    const message = scope === "all" ? "Cache cleared" : `Cache cleared for ${urls.length} URL${urls.length === 1 ? "" : "s"}`;
    return { message, purge: purgeDto, localDropped: outcome?.localDropped ?? 0 };
  }

  mount(r, cp.clearUrls, async ({ body: { urls }, req }) => run(req, "urls", urls, (t) => cache.purge.purgeUrls(t, urls)));

  mount(r, cp.clearAll, async ({ req }) => run(req, "all", [], (t) => cache.purge.purgeAll(t)));

  mount(r, cp.purges, async ({ query: { limit }, req }) => ({
    purges: await store.listPurges(deps.db, currentStore(req).id, limit),
    provider: cache.purge.name,
  }));

  return r;
}
