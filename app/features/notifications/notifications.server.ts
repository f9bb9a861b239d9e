// The notification pages' server halves (ADR 064). The template page: save / overwrite (the editor kit), preview (the
// typed text rendered by the API with the sample order, the input kept; nothing saved), reset (against the version the
// page showed) and send-test (the saved template to the signed-in user). Customize and add-recipient: the kit's save.
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  BrandingFormSchema,
  NOTIFICATION_MESSAGES,
  RecipientsTextFormSchema,
  TEMPLATE_FIELDS,
  TemplateFormSchema,
  TemplatePreviewSchema,
  type NotificationSettingsDto,
  type RenderedMail,
  type TemplateDto,
  type TemplateKey,
} from "@domain/notification-templates";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import {
  conflictingNotificationSettings,
  conflictingTemplate,
  previewTemplate,
  resetTemplate,
  saveBranding,
  saveRecipients,
  saveTemplate,
  sendTestEmail,
} from "~/api-client/notification-templates.server";
import { intentOf, postedVersion, refused, replyWithApiError, unknownIntent, updateRecord, type EditorConfig } from "~/components/editor/actions.server";
import type { EditorActionData } from "~/components/editor/types";
import { parseForm } from "~/lib/forms";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { settingsUrls } from "../settings/urls";

type Api = Pick<ApiClients, "store">;
type Saved<T> = T & { updatedAt: string };

export type TemplateActionData = EditorActionData & { preview?: RenderedMail };

export async function templateAction(request: Request, context: AppLoadContext, api: Api, key: TemplateKey, formData: FormData) {
  const t = await requestT(request, context, "notifications");
  const intent = intentOf(formData, ["save", "overwrite", "preview", "reset", "send-test"], "save");
  const url = settingsUrls.notificationTemplate(key);
  switch (intent) {
    case "preview":
      return preview(api, key, formData);
    case "reset": {
      const version = postedVersion(formData);
      if (version === undefined) throw unknownIntent();
      try {
        await resetTemplate(api, key, version);
        return redirectWithToast(context, url, { kind: "success", message: t("template.resetDone") });
      } catch (error) {
        if (!isApiError(error)) throw error;
        return refused("reset", error.status === 409 ? 409 : 400, { pageError: error.messages.join(" ") });
      }
    }
    case "send-test": {
      try {
        const sent = await sendTestEmail(api, key);
        return redirectWithToast(context, url, { kind: "success", message: t("template.testSent", { to: sent.to }) });
      } catch (error) {
        if (!isApiError(error)) throw error;
        return refused("send-test", 400, { pageError: error.messages.join(" ") });
      }
    }
    case "save":
    case "overwrite": {
      const saved = t("template.saved");
      const editor: EditorConfig<Saved<TemplateDto>> = {
        noun: "template",
        toasts: { created: saved, updated: saved, deleted: saved },
        schemas: { create: TemplateFormSchema, update: TemplateFormSchema },
        fields: TEMPLATE_FIELDS,
        update: (client, _id, value) => saveTemplate(client, key, value),
        conflicting: (error) => conflictingTemplate(error) as Saved<TemplateDto> | null,
        conflictMessage: NOTIFICATION_MESSAGES.templateConflict,
        editorUrl: () => url,
        listUrl: settingsUrls.notifications,
      };
      return updateRecord(editor, context, api, key, formData, intent);
    }
    default:
      throw unknownIntent();
  }
}

/** The typed text rendered with the sample order: the form comes back as typed, with the preview or the Liquid error. */
async function preview(api: Api, key: TemplateKey, formData: FormData) {
  const submission = parseForm(formData, TemplatePreviewSchema);
  if (submission.status !== "success") return refused("preview", 400, { result: submission.reply() });
  try {
    const rendered = await previewTemplate(api, key, submission.value);
    return data<TemplateActionData>({ intent: "preview", result: submission.reply(), preview: rendered });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return refused("preview", 400, { result: replyWithApiError(submission, error, TEMPLATE_FIELDS) });
  }
}

function settingsEditor(
  t: (key: "customize.saved" | "recipients.saved") => string,
  which: "customize" | "recipients",
  update: EditorConfig<Saved<NotificationSettingsDto>>["update"],
  schema: EditorConfig<Saved<NotificationSettingsDto>>["schemas"]["update"],
  fields: readonly string[],
  url: string,
): EditorConfig<Saved<NotificationSettingsDto>> {
  const saved = t(which === "customize" ? "customize.saved" : "recipients.saved");
  return {
    noun: "notification settings",
    toasts: { created: saved, updated: saved, deleted: saved },
    schemas: { create: schema, update: schema },
    fields,
    update,
    conflicting: (error) => conflictingNotificationSettings(error) as Saved<NotificationSettingsDto> | null,
    conflictMessage: NOTIFICATION_MESSAGES.settingsConflict,
    editorUrl: () => url,
    listUrl: settingsUrls.notifications,
  };
}

export async function brandingAction(request: Request, context: AppLoadContext, api: Api, formData: FormData) {
  const intent = intentOf(formData, ["save", "overwrite"], "save");
  if (!intent) throw unknownIntent();
  const t = await requestT(request, context, "notifications");
  const editor = settingsEditor(
    t,
    "customize",
    (client, _id, value) => saveBranding(client, value),
    BrandingFormSchema,
    ["logoUrl", "accentColor"],
    settingsUrls.notificationsCustomize,
  );
  return updateRecord(editor, context, api, "", formData, intent);
}

export async function recipientsAction(request: Request, context: AppLoadContext, api: Api, formData: FormData) {
  const intent = intentOf(formData, ["save", "overwrite"], "save");
  if (!intent) throw unknownIntent();
  const t = await requestT(request, context, "notifications");
  const editor = settingsEditor(
    t,
    "recipients",
    (client, _id, value) => saveRecipients(client, value),
    RecipientsTextFormSchema,
    ["recipients"],
    settingsUrls.notificationsRecipients,
  );
  return updateRecord(editor, context, api, "", formData, intent);
}
