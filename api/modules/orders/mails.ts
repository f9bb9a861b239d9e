// The buyer's order mails, sent through the mailer (the outbox first, ADR 004) once the action that asked for them is
// committed. Each is the store's notification template (ADR 064) when it changed it, else the default in the store's
// language: one indexed read per mail (api/modules/notification-templates/store.ts mailStore). A mail that fails is logged,
// never undoes the action: the order is what counts. Each mail handed to the mailer writes a `mail_sent` event on the
// order's timeline (template, recipient, language). A placed order also mails the store's staff recipients.
import { isLocale, type Locale } from "../../../domain/i18n";
import { formatMoney, fromMinor } from "../../../domain/money";
import { templateKeyOf } from "../../../domain/notification-templates";
import { cancelReasonText, type OrderMailTemplate } from "../../../domain/order-mails";
import type { ApiDeps } from "../../deps";
import { mailContext, renderTemplateMail } from "../notification-templates/render";
import { mailStore } from "../notification-templates/store";
import type { OrderLineRow, OrderRow } from "../checkout/dto";
import type { AfterCommit, MailItem } from "./actions-store";
import { writeEvent } from "./events";

type MailDeps = Pick<ApiDeps, "db" | "mailer" | "log" | "clock"> & { config: Pick<ApiDeps["config"], "publicUrl"> };
interface MailData {
  items: readonly MailItem[];
  amountMinor?: number;
  reason?: string;
  tracking?: { company: string; number: string; url: string };
}

const adminOrderUrl = (deps: MailDeps, order: OrderRow) => `${deps.config.publicUrl.replace(/\/$/, "")}/admin/orders/detail/${order.id}`;

function orderContext(deps: MailDeps, locale: Locale, shopName: string, order: OrderRow, data: MailData) {
  const money = (minor: number | undefined) => formatMoney(fromMinor(minor ?? 0, order.currency), locale);
  return mailContext({
    shopName,
    customerName: order.customerName,
    customerEmail: order.email ?? "",
    order: {
      name: order.name,
      total: money(order.totalMinor),
      refund_amount: money(data.amountMinor),
      cancel_reason: data.reason ? cancelReasonText(locale, data.reason) : "",
      admin_url: adminOrderUrl(deps, order),
      items: data.items,
    },
    tracking: data.tracking,
  });
}

export async function sendOrderMail(
  deps: MailDeps,
  template: OrderMailTemplate,
  order: OrderRow,
  data: MailData,
  /** Who asked for it (the staff member), or null for the buyer's own order. */
  userId: string | null,
): Promise<void> {
  if (!order.email) return;
  let language: Locale;
  try {
    const key = templateKeyOf(template);
    const store = await mailStore(deps.db, order.storeId, key);
    if (!store) return;
    language = isLocale(store.language) ? store.language : "vi";
    const mail = await renderTemplateMail(key, language, orderContext(deps, language, store.name, order, data), {
      stored: store,
      branding: store.accentColor === null ? null : { logoUrl: store.logoUrl ?? "", accentColor: store.accentColor },
    });
    if (mail.fellBack) deps.log({ level: "warn", msg: "store template failed to render; default sent", template, storeId: order.storeId });
    await deps.mailer.send({ to: order.email, subject: mail.subject, text: mail.text, html: mail.html });
  } catch (error) {
    deps.log({ level: "error", msg: "order mail failed", template, orderId: order.id, error: String(error) });
    return;
  }
  try {
    const event = { kind: "mail_sent" as const, data: { template, recipient: order.email, language } };
    await writeEvent(deps.db, order, userId, event, `Sent "${template}" to ${order.email}`, deps.clock.now());
  } catch (error) {
    deps.log({ level: "error", msg: "order mail event failed", template, orderId: order.id, error: String(error) });
  }
}

/** "staff new order" to the store's staff recipients (notifications/add-recipient); none listed, nothing sent. Never throws. */
export async function sendStaffNewOrder(deps: MailDeps, order: OrderRow, items: readonly MailItem[]): Promise<void> {
  try {
    const store = await mailStore(deps.db, order.storeId, "staff-new-order");
    const recipients = store?.recipients ?? [];
    if (!store || recipients.length === 0) return;
    const language: Locale = isLocale(store.language) ? store.language : "vi";
    const mail = await renderTemplateMail("staff-new-order", language, orderContext(deps, language, store.name, order, { items }), {
      stored: store,
      branding: store.accentColor === null ? null : { logoUrl: store.logoUrl ?? "", accentColor: store.accentColor },
    });
    for (const to of recipients) await deps.mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html });
  } catch (error) {
    deps.log({ level: "error", msg: "staff new order mail failed", orderId: order.id, error: String(error) });
  }
}

/** The order confirmation and the staff's new-order mail, once the order is placed (place.ts calls it after the commit). */
export const sendOrderConfirmation =
  (deps: MailDeps, userId: string | null) =>
  async (placed: { order: OrderRow; lines: readonly OrderLineRow[] }): Promise<void> => {
    const items = placed.lines.map((l) => ({ title: l.title, variantTitle: l.variantTitle, quantity: l.quantity }));
    await sendOrderMail(deps, "order confirmation", placed.order, { items }, userId);
    await sendStaffNewOrder(deps, placed.order, items);
  };

export async function sendAfterCommit(deps: MailDeps, after: readonly AfterCommit[], userId: string): Promise<void> {
  for (const a of after) {
    switch (a.mail) {
      case "shipping confirmation":
      case "shipping update":
        await sendOrderMail(deps, a.mail, a.order, { items: a.items, tracking: a.tracking }, userId);
        break;
      case "order canceled":
      case "order refund":
        await sendOrderMail(deps, a.mail, a.order, { items: a.items, amountMinor: a.amountMinor, reason: a.reason }, userId);
    }
  }
}
