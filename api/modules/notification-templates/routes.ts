import { Router, type Request } from "express";
import { notificationTemplateEndpoints as ne } from "../../../domain/contracts/notification-templates";
import { isLocale, type Locale } from "../../../domain/i18n/locales";
import {
  defaultTemplate,
  findTemplate,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEMPLATES,
  type TemplateDto,
  type TemplateKey,
  type TemplateSummary,
} from "../../../domain/notification-templates";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireOperator, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict } from "../../http/errors";
import { mount } from "../../http/mount";
import { getGeneralSettings } from "../store-settings/store";
import { renderSource, renderTemplateMail, sampleContext, TemplateError } from "./render";
import * as store from "./store";

const summaryOf = (key: TemplateKey, row: store.TemplateRow | undefined | null): TemplateSummary => {
  const info = findTemplate(key)!;
  return {
    key,
    name: info.name,
    channel: info.channel,
    group: info.group,
    customized: row?.body != null,
    version: row?.version ?? 1,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
};

function templateDto(key: TemplateKey, language: Locale, row: store.TemplateRow | null): TemplateDto {
  const fallback = defaultTemplate(key, language);
  const own = row?.body != null;
  return {
    ...summaryOf(key, row),
    language,
    subject: own ? (row!.subject ?? "") : fallback.subject,
    body: own ? row!.body! : fallback.body,
    defaultSubject: fallback.subject,
    defaultBody: fallback.body,
  };
}

/** A Liquid error as the 400 a form shows next to its field. */
const liquidRefusal = (error: TemplateError & { field?: string }) => badRequest([error.message], { [error.field ?? "body"]: [error.message] });

export function notificationTemplatesRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use(
    ["/notifications/template", "/notifications/email", "/notifications/settings"],
    requireUser(deps),
    requireOperator(deps),
    requireStore(deps, "settings"),
  );

  const storeOf = async (req: Request) => {
    const settings = await getGeneralSettings(db, currentStore(req).id);
    return { language: (isLocale(settings.language) ? settings.language : "vi") as Locale, name: settings.name, domain: currentStore(req).domain };
  };
  const branding = (s: { logoUrl: string; accentColor: string }) => ({ logoUrl: s.logoUrl, accentColor: s.accentColor });

  /** Renders the form's text with the sample order: a Liquid error (syntax, unknown filter, a limit) is 400 by field. */
  async function rendered(req: Request, key: TemplateKey, source: { subject: string; body: string }) {
    const [shop, settings] = await Promise.all([storeOf(req), store.getSettings(db, currentStore(req).id)]);
    try {
      return await renderSource(key, source, sampleContext(shop.language, shop, deps.config.publicUrl), branding(settings));
    } catch (error) {
      if (error instanceof TemplateError) throw liquidRefusal(error);
      throw error;
    }
  }

  mount(r, ne.listTemplates, async ({ req }) => {
    const rows = new Map((await store.listTemplateRows(db, currentStore(req).id)).map((row) => [row.key, row]));
    return { templates: NOTIFICATION_TEMPLATES.map((t) => summaryOf(t.key, rows.get(t.key))) };
  });

  mount(r, ne.getTemplate, async ({ params, req }) => {
    const [shop, row] = await Promise.all([storeOf(req), store.findTemplateRow(db, currentStore(req).id, params.id)]);
    return { template: templateDto(params.id, shop.language, row) };
  });

  mount(r, ne.saveTemplate, async ({ params, body, req }) => {
    const sms = findTemplate(params.id)?.channel === "sms";
    const subject = sms ? "" : body.subject;
    if (!sms && !subject) throw badRequest([NOTIFICATION_MESSAGES.subjectRequired], { subject: [NOTIFICATION_MESSAGES.subjectRequired] });
    // Rendered once with the sample order: a template that does not parse, or runs past a limit, is never saved.
    await rendered(req, params.id, { subject, body: body.body });
    const [shop, saved] = await Promise.all([
      storeOf(req),
      store.saveTemplateRow(db, currentStore(req).id, params.id, { subject, body: body.body, version: body.version }, deps.clock.now()),
    ]);
    if (saved.kind === "conflict") throw conflict(NOTIFICATION_MESSAGES.templateConflict, { current: templateDto(params.id, shop.language, saved.current) });
    return { template: templateDto(params.id, shop.language, saved.row) };
  });

  mount(r, ne.resetTemplate, async ({ params, query, req }) => {
    const [shop, saved] = await Promise.all([storeOf(req), store.resetTemplateRow(db, currentStore(req).id, params.id, query.version, deps.clock.now())]);
    if (saved.kind === "conflict") throw conflict(NOTIFICATION_MESSAGES.templateConflict, { current: templateDto(params.id, shop.language, saved.current) });
    return { template: templateDto(params.id, shop.language, saved.row) };
  });

  mount(r, ne.previewTemplate, async ({ params, body, req }) => ({ preview: await rendered(req, params.id, body) }));

  mount(r, ne.sendTestEmail, async ({ params, req }) => {
    const to = currentUser(req).email;
    const storeId = currentStore(req).id;
    const [shop, row, settings] = await Promise.all([storeOf(req), store.findTemplateRow(db, storeId, params.id), store.getSettings(db, storeId)]);
    const mail = await renderTemplateMail(params.id, shop.language, sampleContext(shop.language, shop, deps.config.publicUrl), {
      stored: row,
      branding: branding(settings),
    });
    const info = findTemplate(params.id)!;
    // An SMS template has no subject: the test mail names it, so the outbox shows what it is.
    const subject = info.channel === "sms" ? `[SMS] ${info.name}` : mail.subject;
    await deps.mailer.send({ to, subject: `[Test] ${subject}`, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    return { message: `Test email sent to ${to}`, to };
  });

  mount(r, ne.getSettings, async ({ req }) => ({ settings: await store.getSettings(db, currentStore(req).id) }));

  mount(r, ne.saveBranding, async ({ body, req }) => {
    const { version, ...values } = body;
    const saved = await store.saveSettings(db, currentStore(req).id, values, version, deps.clock.now());
    if (saved.kind === "conflict") throw conflict(NOTIFICATION_MESSAGES.settingsConflict, { current: saved.current });
    return { settings: saved.settings };
  });

  mount(r, ne.saveRecipients, async ({ body, req }) => {
    const saved = await store.saveSettings(db, currentStore(req).id, { recipients: body.recipients }, body.version, deps.clock.now());
    if (saved.kind === "conflict") throw conflict(NOTIFICATION_MESSAGES.settingsConflict, { current: saved.current });
    return { settings: saved.settings };
  });

  return r;
}
