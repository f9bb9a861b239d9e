// SPEC §7 Notifications (ADR 064): the store's templates, a test mail, and (ours) a preview, a reset and the settings
// of the notifications/customize and add-recipient pages. Restricted (SPEC §2): operators only, everyone else 404.
// `{id}` is the template's stable key (`order-confirmation`); an unknown key is 404.
import { z } from "zod/v4";
import { safeString } from "../validation";
import {
  BrandingFormSchema,
  NotificationSettingsDtoSchema,
  RecipientsFormSchema,
  RenderedMailSchema,
  TEMPLATE_KEYS,
  TemplateDtoSchema,
  TemplateFormSchema,
  TemplatePreviewSchema,
  TemplateSummarySchema,
} from "../notification-templates";
import { defineEndpoint, namesSomething } from "./endpoint";

const operators = { access: "operator", scope: "settings" } as const;
const params = z.object({ id: namesSomething(z.enum(TEMPLATE_KEYS)) });
const one = z.object({ template: TemplateDtoSchema });
const settings = z.object({ settings: NotificationSettingsDtoSchema });

export const notificationTemplateEndpoints = {
  listTemplates: defineEndpoint({
    method: "GET",
    path: "/notifications/template/store-templates",
    ...operators,
    summary: "Every SPEC §2 template in order, with whether the store changed it (customized) and its version",
    response: z.object({ templates: z.array(TemplateSummarySchema) }),
  }),
  getTemplate: defineEndpoint({
    method: "GET",
    path: "/notifications/template/store-templates/:id",
    ...operators,
    params,
    summary: "One template: the store's subject and body (Liquid) or the default in the store's language, and the default",
    response: one,
  }),
  saveTemplate: defineEndpoint({
    method: "PUT",
    path: "/notifications/template/store-templates/:id",
    ...operators,
    params,
    summary: "Save the subject and body against the version (409 `{ current }` when stale); a Liquid error is 400 on its field with the line",
    body: TemplateFormSchema,
    envelope: { key: "template", orWhole: true },
    response: one,
  }),
  resetTemplate: defineEndpoint({
    method: "DELETE",
    path: "/notifications/template/store-templates/:id",
    ...operators,
    params,
    query: z.object({ version: z.coerce.number().int().min(1).optional() }),
    summary: "Back to the default (the version goes on counting); 409 `{ current }` when `version` is stale",
    response: one,
  }),
  previewTemplate: defineEndpoint({
    method: "POST",
    path: "/notifications/template/store-templates/:id/preview",
    ...operators,
    params,
    summary: "Render a subject and body (not saved) with the sample order and the store's branding; a Liquid error is 400 by field",
    body: TemplatePreviewSchema,
    envelope: { key: "template", orWhole: true },
    response: z.object({ preview: RenderedMailSchema }),
  }),
  sendTestEmail: defineEndpoint({
    method: "GET",
    path: "/notifications/email/send-test-email/:id",
    ...operators,
    params,
    summary: "Send the saved template (or the default) with the sample order to the signed-in user's e-mail, through the mailer",
    response: z.object({ message: safeString(), to: safeString() }),
  }),
  getSettings: defineEndpoint({
    method: "GET",
    path: "/notifications/settings",
    ...operators,
    summary: "The mail layout's branding (logo, accent colour) and the staff recipients of new-order mail",
    response: settings,
  }),
  saveBranding: defineEndpoint({
    method: "PUT",
    path: "/notifications/settings/branding",
    ...operators,
    summary: "Save the logo URL and accent colour (#rrggbb) against the settings' version (409 `{ current }` when stale)",
    body: BrandingFormSchema,
    envelope: { key: "settings", orWhole: true },
    response: settings,
  }),
  saveRecipients: defineEndpoint({
    method: "PUT",
    path: "/notifications/settings/recipients",
    ...operators,
    summary: "Save the staff recipients (e-mails, at most 20) of the staff new order mail against the settings' version",
    body: RecipientsFormSchema,
    envelope: { key: "settings", orWhole: true },
    response: settings,
  }),
};
