// The page editor's kit configuration (ADR 031): the admin's schemas (the publish date as day and time in the store's
// zone), the API calls, where it goes.
import type { TFunction } from "@domain/i18n";
import { PAGE_MESSAGES, PageScreenSchema, PageScreenUpdateSchema, type PageDto } from "@domain/page";
import { conflictingPage, createPage, deletePage, updatePage } from "~/api-client/pages.server";
import type { EditorConfig } from "~/components/editor/actions.server";
import { pageUrls } from "./urls";

export function pageEditor(t: TFunction<"pages">): EditorConfig<PageDto> {
  return {
    noun: "Page",
    toasts: { created: t("editor.created"), updated: t("editor.updated"), deleted: t("editor.deleted") },
    schemas: { create: PageScreenSchema, update: PageScreenUpdateSchema },
    fields: ["title", "handle", "body", "seoTitle", "seoDescription", "visible", "publishDate", "publishTime", "publishedAt"],
    create: createPage,
    update: updatePage,
    remove: deletePage,
    conflicting: conflictingPage,
    conflictMessage: PAGE_MESSAGES.conflict,
    editorUrl: pageUrls.update,
    listUrl: pageUrls.list,
  };
}
