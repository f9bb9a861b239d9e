// Pure helpers of the redirect editor, shared by its server and page halves.
import { readablePath, type RedirectDto } from "../../../domain/redirect";
import type { TFunction } from "../../../domain/i18n/core";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { redirectUrls } from "./urls";

export const REDIRECT_FORM_ID = "redirect-form";

export interface RedirectValues {
  path: string;
  target: string;
  version?: string;
}

export function redirectValues(redirect: RedirectDto | null): RedirectValues {
  // Shown as people read it; saving normalises it back to the same key.
  return redirect ? { path: readablePath(redirect.path), target: readablePath(redirect.target), version: String(redirect.version) } : { path: "", target: "" };
}

/** The redirect editor screen (ADR 031), in the page's language. */
export function redirectScreen(t: TFunction<"redirects">): EditorScreenConfig<RedirectDto> {
  return {
    noun: "redirect",
    formId: REDIRECT_FORM_ID,
    back: { to: redirectUrls.list, label: t("title") },
    create: { title: t("create"), url: redirectUrls.create },
    title: (r) => readablePath(r.path),
    url: (r) => redirectUrls.update(r._id),
    deleteLabel: t("editor.delete"),
    deleteItem: (r) => readablePath(r.path),
    texts: {
      notSaved: t("editor.notSaved"),
      notDeleted: t("editor.notDeleted"),
      deleteTitle: t("editor.deleteTitle"),
      conflictTitle: t("editor.conflictTitle"),
    },
  };
}
