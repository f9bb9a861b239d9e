// The buyer's order mails (domain/order-mails.ts), sent through the mailer (the outbox first, ADR 004) once the action
// that asked for them is committed. A mail that fails is logged, never undoes the action: the order is what counts.
// Each mail handed to the mailer writes a `mail_sent` event on the order's timeline (template, recipient, language).
import { isLocale, type Locale } from "../../../domain/i18n";
import { renderOrderMail, type OrderMailTemplate } from "../../../domain/order-mails";
import type { ApiDeps } from "../../deps";
import type { OrderLineRow, OrderRow } from "../checkout/dto";
import { storeForMail, type AfterCommit, type MailItem } from "./actions-store";
import { writeEvent } from "./events";

type MailDeps = Pick<ApiDeps, "db" | "mailer" | "log" | "clock">;

export async function sendOrderMail(
  deps: MailDeps,
  template: OrderMailTemplate,
  order: OrderRow,
  data: { items: readonly MailItem[]; amountMinor?: number; reason?: string; tracking?: { company: string; number: string; url: string } },
  /** Who asked for it (the staff member), or null for the buyer's own order. */
  userId: string | null,
  /** The store's name and language when the caller has read them already (a completion's claim); else read here. */
  known?: { name: string; language: string },
): Promise<void> {
  if (!order.email) return;
  let language: Locale;
  try {
    const store = known ?? (await storeForMail(deps.db, order.storeId));
    if (!store) return;
    language = isLocale(store.language) ? store.language : "vi";
    const mail = renderOrderMail(template, language, {
      storeName: store.name,
      orderName: order.name,
      customerName: order.customerName,
      currency: order.currency,
      items: data.items,
      totalMinor: order.totalMinor,
      amountMinor: data.amountMinor,
      reason: data.reason,
      tracking: data.tracking,
    });
    await deps.mailer.send({ to: order.email, ...mail });
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

/** The order confirmation, once the order is placed (api/modules/orders/place.ts calls it after the commit). */
export const sendOrderConfirmation =
  (deps: MailDeps, userId: string | null, store?: { name: string; language: string }) => (placed: { order: OrderRow; lines: readonly OrderLineRow[] }) =>
    sendOrderMail(
      deps,
      "order confirmation",
      placed.order,
      { items: placed.lines.map((l) => ({ title: l.title, variantTitle: l.variantTitle, quantity: l.quantity })) },
      userId,
      store,
    );

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
