// The notification templates and settings (domain/contracts/notifications.ts; ADR 064). Operators only: the API
// answers everyone else 404, as the pages do.
import { notificationTemplateEndpoints as ne } from "@domain/contracts/notification-templates";
import type { BrandingForm, NotificationSettingsDto, TemplateDto, TemplateForm, TemplateKey, TemplateSummary } from "@domain/notification-templates";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { NotificationSettingsDto, TemplateDto, TemplateSummary };
type Api = Pick<ApiClients, "store">;

export async function listTemplates(api: Api): Promise<TemplateSummary[]> {
  return (await call(api.store, ne.listTemplates)).templates;
}

export async function getTemplate(api: Api, id: TemplateKey): Promise<TemplateDto> {
  return (await call(api.store, ne.getTemplate, { params: { id } })).template;
}

/** 400 by field (a Liquid error names its line); 409 with `current` (see conflictingTemplate). */
export async function saveTemplate(api: Api, id: TemplateKey, template: TemplateForm): Promise<TemplateDto> {
  return (await call(api.store, ne.saveTemplate, { params: { id }, body: { template } })).template;
}

export async function resetTemplate(api: Api, id: TemplateKey, version: number): Promise<TemplateDto> {
  return (await call(api.store, ne.resetTemplate, { params: { id }, query: { version } })).template;
}

export async function previewTemplate(api: Api, id: TemplateKey, template: { subject: string; body: string }) {
  return (await call(api.store, ne.previewTemplate, { params: { id }, body: { template } })).preview;
}

export async function sendTestEmail(api: Api, id: TemplateKey): Promise<{ message: string; to: string }> {
  return call(api.store, ne.sendTestEmail, { params: { id } });
}

export async function getNotificationSettings(api: Api): Promise<NotificationSettingsDto> {
  return (await call(api.store, ne.getSettings)).settings;
}

export async function saveBranding(api: Api, settings: BrandingForm): Promise<NotificationSettingsDto> {
  return (await call(api.store, ne.saveBranding, { body: { settings } })).settings;
}

export async function saveRecipients(api: Api, settings: { recipients: string; version: number }): Promise<NotificationSettingsDto> {
  return (await call(api.store, ne.saveRecipients, { body: { settings: settings as never } })).settings;
}

function currentOf<T>(error: unknown, key: string): T | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "version" in current && key in current ? (current as T) : null;
}

export const conflictingTemplate = (error: unknown) => currentOf<TemplateDto>(error, "defaultBody");
export const conflictingNotificationSettings = (error: unknown) => currentOf<NotificationSettingsDto>(error, "accentColor");
