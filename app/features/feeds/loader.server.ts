// The feed editor's loader work: the store's collections for the selection, and the Google categories the search
// box asked for, plus the chosen one so it stays on the page whatever the search shows.
import { COLLECTIONS_LIST_LIMIT } from "@domain/collection";
import type { ApiClients } from "~/api-client/client.server";
import { listCollections } from "~/api-client/collections.server";
import { searchGoogleCategories, type GoogleCategory } from "~/api-client/feeds.server";
import { valuesFromFields, type FeedValues } from "./feed-form";

const CATEGORY_RESULTS = 30;

export interface CategoryChoice {
  search: string;
  /** `categorySearch=…` when a search is listed: a refused save posts with it, so it comes back listed. */
  searchQuery?: string;
  found: GoogleCategory[];
  total: number;
  chosen: GoogleCategory | null;
}

async function chosenCategory(api: Pick<ApiClients, "store">, id: string): Promise<GoogleCategory | null> {
  if (!/^\d+$/.test(id)) return null;
  const { categories } = await searchGoogleCategories(api, id, 50);
  return categories.find((c) => String(c.id) === id) ?? null;
}

/** `saved` is the feed's values (or a new feed's); a category search's URL carries the input typed so far. */
export async function loadFeedEditor(api: Pick<ApiClients, "store">, requestUrl: string, saved: FeedValues) {
  const params = new URL(requestUrl).searchParams;
  const search = params.get("categorySearch")?.trim() ?? "";
  const values = params.has("categorySearch") ? valuesFromFields(params, saved) : saved;
  const [collections, found, chosen] = await Promise.all([
    listCollections(api, { limit: COLLECTIONS_LIST_LIMIT }),
    search ? searchGoogleCategories(api, search, CATEGORY_RESULTS) : null,
    chosenCategory(api, values.googleCategoryId),
  ]);
  const searchQuery = search ? `categorySearch=${encodeURIComponent(search)}` : undefined;
  const categories: CategoryChoice = { search, searchQuery, found: found?.categories ?? [], total: found?.total ?? 0, chosen };
  return { values, categories, collections: collections.collections.map((c) => ({ _id: c._id, title: c.title })) };
}
