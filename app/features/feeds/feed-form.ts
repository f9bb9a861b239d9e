// Pure helpers of the product feed screens, shared by their server and page halves (and the unit tests).
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import type { FeedDto } from "../../../domain/feed";
import type { TFunction } from "../../../domain/i18n/core";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { feedUrls } from "./urls";

export const FEED_FORM_ID = "feed-form";

/** The editor's form values, as conform names them (`mapping.brand`): strings, so input comes back as typed. */
export interface FeedValues {
  name: string;
  selection: string;
  collectionId: string;
  googleCategoryId: string;
  mapping: { brand: string; productType: string };
  version?: string;
}

export function feedValues(feed: FeedDto | null): FeedValues {
  if (!feed) return { name: "", selection: "published", collectionId: "", googleCategoryId: "", mapping: { brand: "vendor", productType: "productType" } };
  return {
    name: feed.name,
    selection: feed.selection,
    collectionId: feed.collectionId ?? "",
    googleCategoryId: feed.googleCategoryId === null ? "" : String(feed.googleCategoryId),
    mapping: { ...feed.mapping },
    version: String(feed.version),
  };
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * The category search's GET query → the values to render again: the search button submits the whole form with GET,
 * so the typed input survives without JavaScript. What the query lacks keeps its saved value.
 */
export function valuesFromFields(fields: { get(name: string): unknown }, fallback: FeedValues): FeedValues {
  const pick = (name: string, current: string) => {
    const v = fields.get(name);
    return v === null || v === undefined ? current : text(v);
  };
  const version = fields.get("version");
  return {
    name: pick("name", fallback.name),
    selection: pick("selection", fallback.selection),
    collectionId: pick("collectionId", fallback.collectionId),
    googleCategoryId: pick("googleCategoryId", fallback.googleCategoryId),
    mapping: { brand: pick("mapping.brand", fallback.mapping.brand), productType: pick("mapping.productType", fallback.mapping.productType) },
    version: typeof version === "string" && version !== "" ? version : fallback.version,
  };
}

/** The feed editor screen (ADR 031), in the page's language (`t` of the feeds namespace). */
export function feedScreen(t: TFunction<"feeds">): EditorScreenConfig<FeedDto> {
  return {
    noun: "feed",
    formId: FEED_FORM_ID,
    back: { to: feedUrls.list, label: t("title") },
    create: { title: t("create"), url: feedUrls.create },
    title: (feed) => feed.name,
    url: (feed) => feedUrls.update(feed._id),
    deleteLabel: t("editor.delete"),
    texts: {
      notSaved: t("editor.notSaved"),
      notDeleted: t("editor.notDeleted"),
      deleteTitle: t("editor.deleteTitle"),
      conflictTitle: t("editor.conflictTitle"),
    },
  };
}

/** What a list row says about the selection: the collection's title when the feed lists one. */
export function selectionSummary(
  feed: Pick<FeedDto, "selection" | "collectionId">,
  collectionTitles: ReadonlyMap<string, string>,
  t: TFunction<"feeds">,
): string {
  if (feed.selection !== "collection") return t(`selection.${feed.selection}`);
  const title = feed.collectionId ? collectionTitles.get(feed.collectionId) : undefined;
  return title ? t("list.collection", { title }) : t("list.collectionRemoved");
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The address Google fetches. The API's base is where this server reaches it; when that is this same process on a
 * loopback address, the outside world reaches the same path on the origin the admin was opened at.
 */
export function publicFeedUrl(apiBaseUrl: string, requestUrl: string, xmlPath: string): string {
  const base = new URL(apiBaseUrl);
  const origin = LOOPBACK.has(base.hostname) ? new URL(requestUrl).origin : base.origin;
  return origin + base.pathname.replace(/\/+$/, "") + xmlPath;
}
