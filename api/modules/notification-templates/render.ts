// Notification templates in Liquid (ADR 064) through liquidjs, the maintained Liquid engine, sandboxed: no file system
// (an empty in-memory template map, so include/render/layout find nothing), unknown filters refused, own properties
// only, and limits on template size, render time and memory so a template cannot hang or exhaust the API.
// A body is plain text; its HTML part is the text escaped (every character: the merchant's words and the values) and
// wrapped in the store's branded layout, itself a Liquid template rendered with output escaping.
import { Liquid, LiquidError } from "liquidjs";
import type { Locale } from "../../../domain/i18n/locales";
import { formatMoney, fromMinor, type CurrencyCode } from "../../../domain/money";
import { DEFAULT_ACCENT, defaultTemplate, findTemplate, TEMPLATE_BODY_MAX, type RenderedMail, type TemplateKey } from "../../../domain/notification-templates";

/** Per render: ms of rendering and "memory" (liquidjs counts allocated string/array length). */
export const LIQUID_LIMITS = { parseLimit: TEMPLATE_BODY_MAX * 2, renderLimit: 250, memoryLimit: 2_000_000 } as const;

const options = {
  templates: {},
  strictFilters: true,
  strictVariables: false,
  ownPropertyOnly: true,
  dynamicPartials: false,
  cache: false,
  ...LIQUID_LIMITS,
} as const;

export const textEngine = new Liquid(options);
const htmlEngine = new Liquid({ ...options, outputEscape: "escape" });

export class TemplateError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
  }
}

/** "Liquid syntax error on line 3: tag "iff" not found" from liquidjs's error (its own ", line:3, col:1" suffix dropped). */
function templateError(error: unknown): TemplateError {
  if (error instanceof LiquidError) {
    const position = (error as LiquidError & { token?: { getPosition?: () => [number, number] } }).token?.getPosition?.();
    const line = position?.[0] ?? null;
    const reason = (error.message.split("\n")[0] ?? "").replace(/, line:\d+, col:\d+$/, "");
    const kind = /limit/i.test(reason) ? "Template too costly to render" : "Liquid syntax error";
    return new TemplateError(line ? `${kind} on line ${line}: ${reason}` : `${kind}: ${reason}`, line);
  }
  return new TemplateError(`Liquid error: ${error instanceof Error ? error.message : String(error)}`, null);
}

/** Parses without rendering: the error a save or a preview shows next to the field, or null. */
export function checkTemplate(source: string): TemplateError | null {
  try {
    textEngine.parse(source);
    return null;
  } catch (error) {
    return templateError(error);
  }
}

// Parsed sources, newest last: every order's confirmation renders the same few templates (ADR 080). Rendering is
// synchronous (a template has no partials and its filters are plain functions), as the storefront's (ADR 076): liquidjs's
// async driver makes a promise per node. The render and memory limits hold the same.
const parsed = new Map<string, ReturnType<Liquid["parse"]>>();
const PARSED_KEPT = 200;

function parseOnce(source: string) {
  let template = parsed.get(source);
  if (!template) {
    template = textEngine.parse(source);
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
    parsed.set(source, template);
  }
  return template;
}

/** Renders one template source to text; throws a TemplateError (syntax, unknown filter, a limit). */
export async function renderText(source: string, context: object): Promise<string> {
  try {
    return textEngine.renderSync(parseOnce(source), context as Record<string, unknown>) as string;
  } catch (error) {
    throw templateError(error);
  }
}

export interface Branding {
  logoUrl: string;
  accentColor: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
/** The escaped text with its links clickable and its lines kept. */
const textToHtml = (text: string) =>
  escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, "<br>\n");

const LAYOUT = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{{ subject }}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:4px solid {{ accent }};border-radius:6px">
<tr><td style="padding:24px 24px 8px">{% if logo != blank %}<img src="{{ logo }}" alt="{{ shop }}" style="max-height:48px;max-width:200px">{% else %}<strong style="font-size:18px;color:{{ accent }}">{{ shop }}</strong>{% endif %}</td></tr>
<tr><td style="padding:8px 24px 24px;font-size:15px;line-height:1.5">{{ content | raw }}</td></tr>
</table></td></tr></table></body></html>`;
const layout = htmlEngine.parse(LAYOUT);

/** The branded HTML mail around a text body. */
export async function wrapHtml(text: string, subject: string, shopName: string, branding: Branding | null): Promise<string> {
  const accent = branding?.accentColor && /^#[0-9a-f]{6}$/i.test(branding.accentColor) ? branding.accentColor : DEFAULT_ACCENT;
  return htmlEngine.renderSync(layout, { subject, shop: shopName, logo: branding?.logoUrl ?? "", accent, content: textToHtml(text) });
}

export interface StoredTemplate {
  subject: string | null;
  body: string | null;
}

/**
 * A template mail as sent: the store's text when it changed the template (`stored` with a body), else the default in
 * the store's language. A stored text that fails to render (it was valid when saved; a limit) falls back to the default,
 * so a mail is never lost to a template: `fellBack` says so for the log.
 */
export async function renderTemplateMail(
  key: TemplateKey,
  locale: Locale,
  context: MailContext,
  opts: { stored?: StoredTemplate | null; branding?: Branding | null } = {},
): Promise<RenderedMail & { fellBack: boolean }> {
  const fallback = defaultTemplate(key, locale);
  const own = opts.stored?.body != null ? { subject: opts.stored.subject ?? "", body: opts.stored.body } : null;
  try {
    if (own) return { ...(await renderSource(key, own, context, opts.branding ?? null)), fellBack: false };
  } catch {
    return { ...(await renderSource(key, fallback, context, opts.branding ?? null)), fellBack: true };
  }
  return { ...(await renderSource(key, fallback, context, opts.branding ?? null)), fellBack: false };
}

/** Renders a subject and body (a preview's, a stored one's); throws a TemplateError with the field it is in. */
export async function renderSource(
  key: TemplateKey,
  source: { subject: string; body: string },
  context: MailContext,
  branding: Branding | null,
): Promise<RenderedMail> {
  const sms = findTemplate(key)?.channel === "sms";
  let subject = "";
  if (!sms) {
    try {
      subject = (await renderText(source.subject, context)).replace(/\s+/g, " ").trim();
    } catch (error) {
      throw Object.assign(error as TemplateError, { field: "subject" });
    }
  }
  let text: string;
  try {
    text = (await renderText(source.body, context)).trim();
  } catch (error) {
    throw Object.assign(error as TemplateError, { field: "body" });
  }
  const html = sms ? "" : await wrapHtml(text, subject, context.shop.name, branding);
  return { subject, text, html };
}

// ---- What a template reads -------------------------------------------------------------------------------------------

export interface MailItem {
  title: string;
  variantTitle: string;
  quantity: number;
}

/** The variables every template may use (ADR 064 lists them); a value a mail does not have is "". */
export interface MailContext {
  shop: { name: string; url: string; email: string };
  customer: { name: string; email: string };
  order: {
    name: string;
    total: string;
    refund_amount: string;
    cancel_reason: string;
    shipping_address: string;
    admin_url: string;
    items: { title: string; product_title: string; variant_title: string; quantity: number }[];
  };
  tracking: { company: string; number: string; url: string };
  checkout: { total: string; url: string; items: { title: string; quantity: number }[] };
  account: { url: string };
  review: { url: string };
}

const itemOf = (i: MailItem) => ({
  title: i.variantTitle ? `${i.title} (${i.variantTitle})` : i.title,
  product_title: i.title,
  variant_title: i.variantTitle,
  quantity: i.quantity,
});

export function mailContext(parts: {
  shopName: string;
  shopUrl?: string;
  shopEmail?: string;
  customerName?: string;
  customerEmail?: string;
  order?: Partial<Omit<MailContext["order"], "items">> & { items?: readonly MailItem[] };
  tracking?: Partial<MailContext["tracking"]>;
  checkout?: Partial<MailContext["checkout"]>;
  accountUrl?: string;
  reviewUrl?: string;
}): MailContext {
  const o = parts.order ?? {};
  return {
    shop: { name: parts.shopName, url: parts.shopUrl ?? "", email: parts.shopEmail ?? "" },
    customer: { name: parts.customerName ?? "", email: parts.customerEmail ?? "" },
    order: {
      name: o.name ?? "",
      total: o.total ?? "",
      refund_amount: o.refund_amount ?? "",
      cancel_reason: o.cancel_reason ?? "",
      shipping_address: o.shipping_address ?? "",
      admin_url: o.admin_url ?? "",
      items: (o.items ?? []).map(itemOf),
    },
    tracking: { company: parts.tracking?.company ?? "", number: parts.tracking?.number ?? "", url: parts.tracking?.url ?? "" },
    checkout: { total: parts.checkout?.total ?? "", url: parts.checkout?.url ?? "", items: parts.checkout?.items ?? [] },
    account: { url: parts.accountUrl ?? "" },
    review: { url: parts.reviewUrl ?? "" },
  };
}

/** The sample order a preview and a test mail show: every variable has a value. */
export function sampleContext(locale: Locale, shop: { name: string; domain: string }, publicUrl: string): MailContext {
  const currency: CurrencyCode = locale === "en" ? "USD" : "VND";
  const money = (major: number) => formatMoney(fromMinor(locale === "en" ? major * 100 : major, currency), locale);
  const base = publicUrl.replace(/\/$/, "");
  const items: MailItem[] = [
    { title: locale === "en" ? "Silk ao dai" : "Áo dài lụa", variantTitle: "M", quantity: 2 },
    { title: locale === "en" ? "Conical hat" : "Nón lá", variantTitle: "", quantity: 1 },
  ];
  const total = locale === "en" ? 129 : 1_290_000;
  return mailContext({
    shopName: shop.name,
    shopUrl: `https://${shop.domain}`,
    shopEmail: `hello@${shop.domain}`,
    customerName: "Lan Nguyễn",
    customerEmail: "lan@example.com",
    order: {
      name: "#1001",
      total: money(total),
      refund_amount: money(locale === "en" ? 45 : 450_000),
      cancel_reason: locale === "en" ? "Customer changed their mind" : "Khách đổi ý",
      shipping_address: "12 Lê Lợi, Quận 1, Hồ Chí Minh, VN",
      admin_url: `${base}/admin/orders`,
      items,
    },
    tracking: { company: "GHN", number: "GHN123456", url: "https://tracking.example.com/GHN123456" },
    checkout: {
      total: money(total),
      url: `https://${shop.domain}/cart`,
      items: items.map((i) => ({ title: i.variantTitle ? `${i.title} (${i.variantTitle})` : i.title, quantity: i.quantity })),
    },
    accountUrl: `https://${shop.domain}/account`,
    reviewUrl: `https://${shop.domain}/reviews/new`,
  });
}
