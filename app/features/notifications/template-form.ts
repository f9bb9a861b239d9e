// Pure helpers of the notification pages (ADR 064): the forms' values and the editor screens' configs.
// Relative imports only: unit tests can import this file without the app's path aliases.
import type { TFunction } from "../../../domain/i18n/core";
import type { NotificationSettingsDto, TemplateDto } from "../../../domain/notification-templates";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { settingsUrls } from "../settings/urls";

export const TEMPLATE_FORM_ID = "notification-template-form";
export const BRANDING_FORM_ID = "notification-branding-form";
export const RECIPIENTS_FORM_ID = "notification-recipients-form";

export type TemplateValues = { subject: string; body: string; version?: string };
export const templateValues = (t: TemplateDto): TemplateValues => ({ subject: t.subject, body: t.body, version: String(t.version) });

export type BrandingValues = { logoUrl: string; accentColor: string; version?: string };
export const brandingValues = (s: NotificationSettingsDto): BrandingValues => ({ logoUrl: s.logoUrl, accentColor: s.accentColor, version: String(s.version) });

export type RecipientsValues = { recipients: string; version?: string };
export const recipientsValues = (s: NotificationSettingsDto): RecipientsValues => ({ recipients: s.recipients.join("\n"), version: String(s.version) });

export function templateScreen(t: TFunction<"notifications">, key: string): EditorScreenConfig<TemplateDto> {
  const title = t(`templates.${key}` as "templates.welcome");
  return {
    noun: "template",
    formId: TEMPLATE_FORM_ID,
    back: { to: settingsUrls.notifications, label: t("index.title") },
    create: { title, url: settingsUrls.notificationTemplate(key) },
    title: () => title,
    url: () => settingsUrls.notificationTemplate(key),
    texts: { notSaved: t("template.notSaved"), conflictTitle: t("template.conflictTitle") },
  };
}

export function brandingScreen(t: TFunction<"notifications">): EditorScreenConfig<NotificationSettingsDto> {
  return {
    noun: "e-mail layout",
    formId: BRANDING_FORM_ID,
    back: { to: settingsUrls.notifications, label: t("index.title") },
    create: { title: t("customize.title"), url: settingsUrls.notificationsCustomize },
    title: () => t("customize.title"),
    url: () => settingsUrls.notificationsCustomize,
    texts: { notSaved: t("customize.notSaved"), conflictTitle: t("customize.conflictTitle") },
  };
}

export function recipientsScreen(t: TFunction<"notifications">): EditorScreenConfig<NotificationSettingsDto> {
  return {
    noun: "staff recipients",
    formId: RECIPIENTS_FORM_ID,
    back: { to: settingsUrls.notifications, label: t("index.title") },
    create: { title: t("recipients.title"), url: settingsUrls.notificationsRecipients },
    title: () => t("recipients.title"),
    url: () => settingsUrls.notificationsRecipients,
    texts: { notSaved: t("recipients.notSaved"), conflictTitle: t("recipients.conflictTitle") },
  };
}
