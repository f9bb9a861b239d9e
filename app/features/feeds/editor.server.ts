// The feed editor's kit configuration (ADR 031): schemas, API calls, where it goes.
import { FEED_CONFLICT_MESSAGE, FeedFormSchema, FeedUpdateSchema, type FeedDto } from "@domain/feed";
import type { TFunction } from "@domain/i18n";
import { conflictingFeed, createFeed, deleteFeed, updateFeed } from "~/api-client/feeds.server";
import type { EditorConfig } from "~/components/editor/actions.server";
import { feedUrls } from "./urls";

/** The feed editor as the request is answered: its toasts in the request's language (`t` of the feeds namespace). */
export function feedEditor(t: TFunction<"feeds">): EditorConfig<FeedDto> {
  return {
    noun: "Feed",
    toasts: { created: t("editor.created"), updated: t("editor.updated"), deleted: t("editor.deleted") },
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
}
