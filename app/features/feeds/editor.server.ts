// The feed editor's kit configuration (ADR 031): schemas, API calls, where it goes.
import { FEED_CONFLICT_MESSAGE, FeedFormSchema, FeedUpdateSchema, type FeedDto } from "@domain/feed";
import { conflictingFeed, createFeed, deleteFeed, updateFeed } from "~/api-client/feeds.server";
import type { EditorConfig } from "~/components/editor/actions.server";
import { feedUrls } from "./urls";

export const feedEditor: EditorConfig<FeedDto> = {
  noun: "Feed",
  schemas: { create: FeedFormSchema, update: FeedUpdateSchema },
  fields: ["name", "selection", "collectionId", "googleCategoryId", "mapping"],
  create: createFeed,
  update: updateFeed,
  remove: deleteFeed,
  conflicting: conflictingFeed,
  conflictMessage: FEED_CONFLICT_MESSAGE,
  editorUrl: feedUrls.update,
  listUrl: feedUrls.list,
};
