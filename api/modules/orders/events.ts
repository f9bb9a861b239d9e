// Writing an order's timeline (ADR 038, 039): every event is typed by its kind (domain/order-events.ts `OrderEventStored`),
// written by the change it records, in that change's transaction; a mail's event where the mail is handed to the mailer.
import type { EventLineStored, OrderEventStored, TrackingStored } from "../../../domain/order-events";
import type { Db } from "../../db/client";
import { named } from "../../db/prepared";
import { orderEvents } from "../../db/schema";
import type { OrderLineRow } from "../checkout/dto";
import type { Executor } from "../checkout/store";

export type EventInsert = typeof orderEvents.$inferInsert;

/** The row of one event: its kind's data, checked against the stored shape. */
export const eventRow = (order: { id: string; storeId: string }, userId: string | null, event: OrderEventStored, message: string, now: Date): EventInsert => ({
  orderId: order.id,
  storeId: order.storeId,
  kind: event.kind,
  message,
  data: event.data as Record<string, unknown>,
  userId,
  createdAt: now,
});

export async function writeEvent(
  db: Executor | Db,
  order: { id: string; storeId: string },
  userId: string | null,
  event: OrderEventStored,
  message: string,
  now: Date,
): Promise<void> {
  // Every placed order writes one (its confirmation mail's) after the commit: a named statement, its text fixed.
  await named(db.insert(orderEvents).values(eventRow(order, userId, event, message, now)), "backroom_write_event").execute();
}

/** The lines an event names, with their titles as sold; quantities of 0 and unknown lines are left out. */
export function eventLines(lines: readonly OrderLineRow[], quantities: readonly { lineId: string; quantity: number }[]): EventLineStored[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return quantities.flatMap(({ lineId, quantity }) => {
    const line = byId.get(lineId);
    return line && quantity > 0 ? [{ lineId, title: line.title, variantTitle: line.variantTitle, quantity }] : [];
  });
}

export const trackingOf = (f: TrackingStored): TrackingStored => ({
  trackingCompany: f.trackingCompany,
  trackingNumber: f.trackingNumber,
  trackingUrl: f.trackingUrl,
});
