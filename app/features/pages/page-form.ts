// The page editor's values and screen configuration, shared by its server and page halves.
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import type { TFunction } from "../../../domain/i18n/core";
import { pagePublishParts, type PageDto } from "../../../domain/page";
import { pageUrls } from "./urls";

export const PAGE_FORM_ID = "page-form";

/** The form as plain strings (a checkbox "on" or absent), so refused input comes back exactly as typed. */
export function pageValues(page: PageDto | null, timezone: string) {
  if (!page) return { title: "", handle: "", body: "", seoTitle: "", seoDescription: "", visible: "on", publishDate: "", publishTime: "", timezone };
  const at = pagePublishParts(page.publishedAt, timezone);
  return {
    title: page.title,
    handle: page.handle,
    body: page.body,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    visible: page.visible ? "on" : "",
    publishDate: at.date,
    publishTime: at.time,
    timezone,
    version: String(page.version),
  };
}
export type PageValues = ReturnType<typeof pageValues>;

/** The page editor screen (ADR 031), in the page's language. */
export function pageScreen(t: TFunction<"pages">): EditorScreenConfig<PageDto> {
  return {
    noun: "page",
    formId: PAGE_FORM_ID,
    back: { to: pageUrls.list, label: t("title") },
    create: { title: t("create"), url: pageUrls.create },
    title: (page) => page.title,
    url: (page) => pageUrls.update(page._id),
    deleteLabel: t("editor.delete"),
    texts: {
      notSaved: t("editor.notSaved"),
      notDeleted: t("editor.notDeleted"),
      deleteTitle: t("editor.deleteTitle"),
      conflictTitle: t("editor.conflictTitle"),
    },
  };
}
