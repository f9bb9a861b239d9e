// The buyer's order mails, by SPEC §2's notification template names. Their texts are notification templates (ADR 064:
// domain/notification-templates.ts, Liquid, editable per store); the order events name the mail by these names.
import { fixedT, type Locale } from "./i18n";
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
