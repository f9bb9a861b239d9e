// The buyer's order mails, keyed by SPEC §2's notification template names (settings/notifications), so the settings
// issue can store an edited subject and body per store under the same name and fall back to these defaults. Written in
// the store's language (the buyer's language is the store's); the words live in the `mail` namespace (domain/i18n).
import { fixedT, resources, type Locale } from "./i18n";
import { formatMoney, fromMinor, type CurrencyCode } from "./money";
import { isCancelReason } from "./order-actions";

/** A cancel reason in the buyer's language: one of the dialog's codes worded, or the reason as it was typed. */
export const cancelReasonText = (locale: Locale, reason: string): string =>
  isCancelReason(reason) ? fixedT(locale, "orderActions")(`cancel.reasons.${reason}`) : reason;

/** SPEC §2's template names of the order mails this issue sends. */
export const ORDER_MAIL_TEMPLATES = {
  "order confirmation": "orderConfirmation",
  "order canceled": "orderCanceled",
  "order refund": "orderRefund",
  "shipping confirmation": "shippingConfirmation",
  "shipping update": "shippingUpdate",
} as const;
export type OrderMailTemplate = keyof typeof ORDER_MAIL_TEMPLATES;

export interface OrderMailData {
  storeName: string;
  orderName: string;
  customerName: string;
  currency: CurrencyCode;
  items: readonly { title: string; variantTitle: string; quantity: number }[];
  totalMinor?: number;
  amountMinor?: number;
  reason?: string;
  tracking?: { company: string; number: string; url: string };
}

export interface OrderMailText {
  subject: string;
  text: string;
}

/** A template's default subject and body with its {{values}} left in (what an editable template starts from). */
export function defaultOrderMailTemplate(template: OrderMailTemplate, locale: Locale): OrderMailText {
  const texts = (resources[locale] as { mail: { orders: Record<string, OrderMailText & { body: string }> } }).mail.orders[ORDER_MAIL_TEMPLATES[template]]!;
  return { subject: texts.subject, text: texts.body };
}

/** The mail as sent: the template's words with the order's values, a greeting and the store's signature. */
export function renderOrderMail(template: OrderMailTemplate, locale: Locale, data: OrderMailData): OrderMailText {
  const t = fixedT(locale, "mail");
  const key = ORDER_MAIL_TEMPLATES[template];
  const money = (minor: number | undefined) => formatMoney(fromMinor(minor ?? 0, data.currency), locale);
  const items = data.items
    .map((item) => t("orders.item", { quantity: item.quantity, title: item.variantTitle ? `${item.title} (${item.variantTitle})` : item.title }))
    .join("\n");
  const tracking = data.tracking
    ? [
        data.tracking.company || data.tracking.number
          ? t("orders.trackingLine", { company: data.tracking.company || "-", number: data.tracking.number || "-" })
          : "",
        data.tracking.url ? t("orders.trackingLink", { url: data.tracking.url }) : "",
      ]
        .filter(Boolean)
        .map((line) => `\n\n${line}`)
        .join("")
    : "";
  const values = {
    store: data.storeName,
    order: data.orderName,
    customer: data.customerName,
    items,
    total: money(data.totalMinor),
    amount: money(data.amountMinor),
    reason: data.reason ? ` ${t("orders.reasonLine", { reason: cancelReasonText(locale, data.reason) })}` : "",
    tracking,
  };
  const greeting = data.customerName ? t("orders.greeting", { customer: data.customerName }) : t("orders.greetingNoName");
  const body = t(`orders.${key}.body`, values);
  return {
    subject: `${t(`orders.${key}.subject`, values)} · ${data.storeName}`,
    text: [greeting, body, t("orders.signature", { store: data.storeName })].join("\n\n"),
  };
}
