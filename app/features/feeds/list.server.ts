// The feeds list on the list screen kit: each feed with its selection in words, its Google category's name and its
// public address. No tabs or filters: the URL holds only the page.
import { COLLECTIONS_LIST_LIMIT } from "@domain/collection";
import type { ApiClients } from "~/api-client/client.server";
import { listCollections } from "~/api-client/collections.server";
import { listFeeds, searchGoogleCategories } from "~/api-client/feeds.server";
import { loadList } from "~/components/list/load-list.server";
import { publicFeedUrl, selectionSummary } from "./feed-form";
import type { FeedRow } from "./FeedsTable";

type Api = Pick<ApiClients, "store">;

async function categoryName(api: Api, id: number): Promise<[number, string]> {
  const { categories } = await searchGoogleCategories(api, String(id), 50);
  return [id, categories.find((c) => c.id === id)?.name ?? `Category ${id}`];
}

async function loadFeedRows(api: Api, page: { page: number; limit: number }, urls: { apiBaseUrl: string; requestUrl: string }) {
  const { productFeeds, total } = await listFeeds(api, page);
  const categoryIds = [...new Set(productFeeds.flatMap((f) => (f.googleCategoryId === null ? [] : [f.googleCategoryId])))];
  const [names, collections] = await Promise.all([
    Promise.all(categoryIds.map((id) => categoryName(api, id))),
    productFeeds.some((f) => f.selection === "collection") ? listCollections(api, { limit: COLLECTIONS_LIST_LIMIT }) : null,
  ]);
  const categoryNames = new Map(names);
  const collectionTitles = new Map((collections?.collections ?? []).map((c) => [c._id, c.title]));
  const rows: FeedRow[] = productFeeds.map((feed) => ({
    feed,
    selection: selectionSummary(feed, collectionTitles),
    category: feed.googleCategoryId === null ? "None" : (categoryNames.get(feed.googleCategoryId) ?? ""),
    url: publicFeedUrl(urls.apiBaseUrl, urls.requestUrl, feed.xmlPath),
  }));
  return { rows, total };
}

export function loadFeedsScreen(request: Request, api: Api, apiBaseUrl: string) {
  return loadList(request, { load: ({ page, limit }) => loadFeedRows(api, { page, limit }, { apiBaseUrl, requestUrl: request.url }) });
}
