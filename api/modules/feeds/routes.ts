import { Router, type Response } from "express";
import { feedEndpoints } from "../../../domain/contracts/feeds";
import { FEED_CONFLICT_MESSAGE, UNKNOWN_CATEGORY_MESSAGE, UNKNOWN_COLLECTION_MESSAGE, type FeedForm } from "../../../domain/feed";
import { FEED_CACHE_GROUP, feedsChanged } from "../../cache";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { toFeedDto, type FeedRow } from "./dto";
import { feedItemExtras } from "./extras";
import { RSS_TAIL, rssHead, rssItem } from "./rss";
import * as store from "./store";
import { findGoogleCategory, searchGoogleCategories } from "./taxonomy";

const TOKEN_FILE_RE = /^([A-Za-z0-9_-]{20,64})\.xml$/;
const XML_TYPE = "application/xml; charset=utf-8";

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
  mount(r, feedEndpoints.publicXml, async ({ params, req, res }) => {
    // Served from the app's response cache while fresh (api/cache; emptied by Clear cache and by any change a feed shows).
    const path = req.baseUrl + req.path;
    // Image links are absolute on the origin the feed was fetched at (ADR 015); the web server allows only known hosts.
    const origin = `${req.protocol}://${req.get("host")}`;
    const hit = await deps.cache?.responses.get(path, origin);
    if (hit) return void res.status(200).set("X-Cache", "HIT").type(hit.contentType).send(hit.body);
    const token = TOKEN_FILE_RE.exec(params.file)?.[1];
    let found = token ? await store.findFeedByToken(db, token) : null;
    if (!found) throw notFound();
    // The store's cache generation is read before anything the copy shows; the feed itself is read again after it, or
    // a change made between the two reads would be cached under the generation it raised.
    const recorder = await deps.cache?.responses.recorder(path, found.feed.storeId, XML_TYPE, FEED_CACHE_GROUP, origin);
    if (recorder) found = await store.findFeedByToken(db, token!);
    if (!found) throw notFound();
    await streamFeed(deps, res, origin, found.feed, found.store, recorder ?? undefined);
  });

  r.use("/feed", requireUser(deps), requireStore(deps, "products"));

  mount(r, feedEndpoints.googleCategories, async ({ query }) => searchGoogleCategories(query.search, query.limit));

  mount(r, feedEndpoints.list, async ({ query: { search, page, limit }, req }) => {
    const { rows, total } = await store.listFeeds(db, currentStore(req).id, search, page, limit);
    return { productFeeds: rows.map(toFeedDto), total, page, limit };
  });

  mount(r, feedEndpoints.count, async ({ query, req }) => ({ count: await store.countFeeds(db, currentStore(req).id, query.search) }));

  mount(r, feedEndpoints.create, async ({ body: form, req }) => {
    const storeId = currentStore(req).id;
    await checkReferences(deps, storeId, form);
    return { productFeed: toFeedDto(await store.createFeed(db, storeId, form, deps.clock.now())) };
  });

  mount(r, feedEndpoints.get, async ({ params, req }) => {
    const row = await store.findFeed(db, currentStore(req).id, params.id);
    if (!row) throw notFound();
    return { productFeed: toFeedDto(row) };
  });

  mount(r, feedEndpoints.update, async ({ params: { id }, body: form, req }) => {
    const storeId = currentStore(req).id;
    await checkReferences(deps, storeId, form);
    const result = await store.updateFeed(db, storeId, id, form, deps.clock.now());
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    await feedsChanged(deps.cache, storeId);
    return { productFeed: toFeedDto(result.row) };
  });

  mount(r, feedEndpoints.delete, async ({ params: { id }, query: { version }, req }) => {
    const result = await store.deleteFeed(db, currentStore(req).id, id, version);
    if (result.kind === "not_found") throw notFound();
    if (result.kind === "conflict") throw stale(result.current);
    await feedsChanged(deps.cache, currentStore(req).id);
    return { message: "Feed deleted" };
  });

  return r;
}

/**
 * Writes the RSS a batch at a time and waits for the socket to drain, so memory stays flat
 * however many products the feed lists. Once the head is sent an error can only cut the
 * response short, which a fetcher sees as a broken document rather than a wrong one.
 */
async function streamFeed(
  deps: ApiDeps,
  res: Response,
  origin: string,
  feed: FeedRow,
  shop: { name: string; domain: string; language: string },
  recorder?: { add(chunk: string): void; commit(): void },
): Promise<void> {
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
      const extras = await feedItemExtras(
        deps,
        feed.storeId,
        batch.map((p) => p.id),
        shop.language,
        origin,
      );
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
