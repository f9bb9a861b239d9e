// The redirect editor's kit configuration (ADR 031): schemas, API calls, where it goes.
import type { TFunction } from "@domain/i18n";
import { REDIRECT_CONFLICT_MESSAGE, RedirectFormSchema, RedirectUpdateSchema, type RedirectDto } from "@domain/redirect";
import { conflictingRedirect, createRedirect, deleteRedirect, updateRedirect } from "~/api-client/redirects.server";
import type { EditorConfig } from "~/components/editor/actions.server";
import { redirectUrls } from "./urls";

export function redirectEditor(t: TFunction<"redirects">): EditorConfig<RedirectDto> {
  return {
    noun: "Redirect",
    toasts: { created: t("editor.created"), updated: t("editor.updated"), deleted: t("editor.deleted") },
    schemas: { create: RedirectFormSchema, update: RedirectUpdateSchema },
    fields: ["path", "target"],
    create: createRedirect,
    update: updateRedirect,
    remove: deleteRedirect,
    conflicting: conflictingRedirect,
    conflictMessage: REDIRECT_CONFLICT_MESSAGE,
    editorUrl: redirectUrls.update,
    listUrl: redirectUrls.list,
  };
}
