// The feeds list on the list screen kit: each feed with its selection in words, its Google category's name and its
// public address. No tabs or filters: the URL holds only the page.
import { COLLECTIONS_LIST_LIMIT } from "@domain/collection";
import type { TFunction } from "@domain/i18n";
import type { ApiClients } from "~/api-client/client.server";
import { listCollections } from "~/api-client/collections.server";
import { listFeeds, searchGoogleCategories } from "~/api-client/feeds.server";
import { loadList } from "~/components/list/load-list.server";
import { publicFeedUrl, selectionSummary } from "./feed-form";
import type { FeedRow } from "./FeedsTable";

type Api = Pick<ApiClients, "store">;
type T = TFunction<"feeds">;

async function categoryName(api: Api, id: number, t: T): Promise<[number, string]> {
  const { categories } = await searchGoogleCategories(api, String(id), 50);
  return [id, categories.find((c) => c.id === id)?.name ?? t("category.unnamed", { id })];
}

async function loadFeedRows(api: Api, page: { page: number; limit: number }, urls: { apiBaseUrl: string; requestUrl: string }, t: T) {
  const { productFeeds, total } = await listFeeds(api, page);
  const categoryIds = [...new Set(productFeeds.flatMap((f) => (f.googleCategoryId === null ? [] : [f.googleCategoryId])))];
  const [names, collections] = await Promise.all([
    Promise.all(categoryIds.map((id) => categoryName(api, id, t))),
    productFeeds.some((f) => f.selection === "collection") ? listCollections(api, { limit: COLLECTIONS_LIST_LIMIT }) : null,
  ]);
  const categoryNames = new Map(names);
  const collectionTitles = new Map((collections?.collections ?? []).map((c) => [c._id, c.title]));
  const rows: FeedRow[] = productFeeds.map((feed) => ({
    feed,
    selection: selectionSummary(feed, collectionTitles, t),
    category: feed.googleCategoryId === null ? t("list.noCategory") : (categoryNames.get(feed.googleCategoryId) ?? ""),
    url: publicFeedUrl(urls.apiBaseUrl, urls.requestUrl, feed.xmlPath),
  }));
  return { rows, total };
}

/** `t`: the request's, of the feeds namespace (a row's selection and category are said in words). */
export function loadFeedsScreen(request: Request, api: Api, apiBaseUrl: string, t: T) {
  return loadList(request, { load: ({ page, limit }) => loadFeedRows(api, { page, limit }, { apiBaseUrl, requestUrl: request.url }, t) });
}
