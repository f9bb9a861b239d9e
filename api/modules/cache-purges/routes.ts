import { Router, type Request, type Response } from "express";
import { ClearCacheUrlsSchema, PurgeListQuerySchema } from "../../../domain/cache";
import { createCache, PurgeError, type CacheDeps, type PurgeTarget } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { handle, HttpError } from "../../http/errors";
import { parse } from "../../http/validate";
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

  async function run(req: Request, res: Response, scope: "urls" | "all", urls: string[], purge: (t: PurgeTarget) => Promise<{ localDropped: number }>) {
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
    res.json({ message, purge: purgeDto, localDropped: outcome?.localDropped ?? 0 });
  }

  r.post("/stores/cloudflare/clearCacheUrls", handle(async (req, res) => {
    const { urls } = parse(ClearCacheUrlsSchema, req.body ?? {});
    await run(req, res, "urls", urls, (t) => cache.purge.purgeUrls(t, urls));
  }));

  r.post("/stores/cloudflare/clearCache", handle(async (req, res) => {
    await run(req, res, "all", [], (t) => cache.purge.purgeAll(t));
  }));

  r.get("/stores/cloudflare/purges", handle(async (req, res) => {
    const { limit } = parse(PurgeListQuerySchema, req.query);
    res.json({ purges: await store.listPurges(deps.db, currentStore(req).id, limit), provider: cache.purge.name });
  }));

  return r;
}
