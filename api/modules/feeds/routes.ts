import { Router, type Request, type Response } from "express";
import { z } from "zod/v4";
import {
  FEED_CONFLICT_MESSAGE,
  FeedFormSchema,
  FeedListQuerySchema,
  FeedUpdateSchema,
  GoogleCategoryQuerySchema,
  UNKNOWN_CATEGORY_MESSAGE,
  UNKNOWN_COLLECTION_MESSAGE,
  type FeedForm,
} from "../../../domain/feed";
import { FEED_CACHE_GROUP, feedsChanged } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, handle, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { toFeedDto, type FeedRow } from "./dto";
import { feedItemExtras } from "./extras";
import { RSS_TAIL, rssHead, rssItem } from "./rss";
import * as store from "./store";
import { findGoogleCategory, searchGoogleCategories } from "./taxonomy";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_FILE_RE = /^([A-Za-z0-9_-]{20,64})\.xml$/;
const DeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });
const XML_TYPE = "application/xml; charset=utf-8";

function feedId(req: Request): string {
  const id = req.params.id;
  if (!UUID_RE.test(id)) throw notFound();
  return id;
}

const stale = (current: FeedRow) => conflict(FEED_CONFLICT_MESSAGE, { current: toFeedDto(current) });

/** The category must be Google's and the collection this store's: checked before anything is saved. */
async function checkReferences(deps: ApiDeps, storeId: string, form: FeedForm): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (form.googleCategoryId !== null && !(await findGoogleCategory(form.googleCategoryId))) errors.googleCategoryId = [UNKNOWN_CATEGORY_MESSAGE];
  if (form.collectionId && !(await store.collectionBelongsToStore(deps.db, storeId, form.collectionId))) errors.collectionId = [UNKNOWN_COLLECTION_MESSAGE];
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat(), errors);
}

/** SPEC §7 Feeds, scope `products`; plus the public XML that Google Merchant Center fetches without signing in. */
export function feedsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;

  // Before the guard below: Google has no token, the feed's own token is the credential.
  r.get("/feed/public/:file", handle(async (req, res) => {
    // Served from the app's response cache while fresh (api/cache; emptied by Clear cache and by any change a feed shows).
    const path = req.baseUrl + req.path;
    // Image links are absolute on the origin the feed was fetched at (ADR 015); the web server allows only known hosts.
    const origin = `${req.protocol}://${req.get("host")}`;
    const hit = await deps.cache?.responses.get(path, origin);
    if (hit) return void res.status(200).set("X-Cache", "HIT").type(hit.contentType).send(hit.body);
    const token = TOKEN_FILE_RE.exec(req.params.file)?.[1];
    let found = token ? await store.findFeedByToken(db, token) : null;
    if (!found) throw notFound();
    // The store's cache generation is read before anything the copy shows; the feed itself is read again after it, or
    // a change made between the two reads would be cached under the generation it raised.
    const recorder = await deps.cache?.responses.recorder(path, found.feed.storeId, XML_TYPE, FEED_CACHE_GROUP, origin);
    if (recorder) found = await store.findFeedByToken(db, token!);
    if (!found) throw notFound();
    await streamFeed(deps, res, origin, found.feed, found.store, recorder ?? undefined);
  }));

  r.use("/feed", requireUser(deps), requireStore(deps, "products"));

  r.get("/feed/google/categories", handle(async (req, res) => {
    const { search, limit } = parse(GoogleCategoryQuerySchema, req.query);
    res.json(await searchGoogleCategories(search, limit));
  }));

  r.get("/feed", handle(async (req, res) => {
    const { search, page, limit } = parse(FeedListQuerySchema, req.query);
    const { rows, total } = await store.listFeeds(db, currentStore(req).id, search, page, limit);
    res.json({ productFeeds: rows.map(toFeedDto), total, page, limit });
  }));

  r.get("/feed/count", handle(async (req, res) => {
    const { search } = parse(FeedListQuerySchema, req.query);
    res.json({ count: await store.countFeeds(db, currentStore(req).id, search) });
  }));

  r.post("/feed", handle(async (req, res) => {
    const storeId = currentStore(req).id;
    const form = parse(FeedFormSchema, req.body?.productFeed ?? {});
    await checkReferences(deps, storeId, form);
    res.status(201).json({ productFeed: toFeedDto(await store.createFeed(db, storeId, form, deps.clock.now())) });
  }));

  r.get("/feed/:id", handle(async (req, res) => {
    const row = await store.findFeed(db, currentStore(req).id, feedId(req));
    if (!row) throw notFound();
    res.json({ productFeed: toFeedDto(row) });
  }));

  r.put("/feed/:id", handle(async (req, res) => {
    const storeId = currentStore(req).id;
    const id = feedId(req);
    const form = parse(FeedUpdateSchema, req.body?.productFeed ?? {});
    await checkReferences(deps, storeId, form);
    const result = await store.updateFeed(db, storeId, id, form, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    await feedsChanged(deps.cache, storeId);
    res.json({ productFeed: toFeedDto(result.row) });
  }));

  r.delete("/feed/:id", handle(async (req, res) => {
    const id = feedId(req);
    const { version } = parse(DeleteQuerySchema, req.query);
    const result = await store.deleteFeed(db, currentStore(req).id, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    await feedsChanged(deps.cache, currentStore(req).id);
    res.json({ message: "Feed deleted" });
  }));

  return r;
}

/**
 * Writes the RSS a batch at a time and waits for the socket to drain, so memory stays flat
 * however many products the feed lists. Once the head is sent an error can only cut the
 * response short, which a fetcher sees as a broken document rather than a wrong one.
 */
async function streamFeed(deps: ApiDeps, res: Response, origin: string, feed: FeedRow, shop: { name: string; domain: string; language: string }, recorder?: { add(chunk: string): void; commit(): void }): Promise<void> {
  const channel = { title: feed.name, storeName: shop.name, storeDomain: shop.domain };
  res.status(200).type(XML_TYPE);
  const write = async (chunk: string) => {
    recorder?.add(chunk);
    if (res.write(chunk)) return;
    // A client that hangs up never drains: stop waiting on close too.
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off("drain", done);
        res.off("close", done);
        resolve();
      };
      res.on("drain", done);
      res.on("close", done);
    });
  };
  try {
    await write(rssHead(channel));
    for await (const batch of store.feedProductBatches(deps.db, feed)) {
      if (res.destroyed) return;
      const extras = await feedItemExtras(deps, feed.storeId, batch.map((p) => p.id), shop.language, origin);
      // A product without a price is left out: extras are made only for priced products.
      const listed = batch.flatMap((p) => {
        const e = extras.get(p.id);
        return e ? [rssItem(p, channel, feed.mapping, feed.googleCategoryId, e)] : [];
      });
      await write(listed.join(""));
    }
    recorder?.add(RSS_TAIL);
    recorder?.commit();
    res.end(RSS_TAIL);
  } catch (error) {
    deps.log({ level: "error", msg: "feed stream failed", feedId: feed.id, error: String(error) });
    res.destroy();
  }
}
