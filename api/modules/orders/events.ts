// Writing an order's timeline (ADR 038, 039): every event is typed by its kind (domain/order-events.ts `OrderEventStored`),
// written by the change it records, in that change's transaction; a mail's event where the mail is handed to the mailer.
import { sql } from "drizzle-orm";
import type { EventLineStored, OrderEventStored, TrackingStored } from "../../../domain/order-events";
import type { Db } from "../../db/client";
import { prebuilt } from "../../db/prepared";
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
  // Every placed order writes one (its confirmation mail's) after the commit: built once, a named statement (ADR 080).
  const row = eventRow(order, userId, event, message, now);
  await writeEventQuery(db).execute({ ...row, data: row.data ?? {}, userId: row.userId ?? null });
}

// Insert placeholders are encoded by their column (dates as Date, data as JSON).
const writeEventQuery = prebuilt("backroom_write_event", (db) =>
  db.insert(orderEvents).values({
    orderId: sql.placeholder("orderId"),
    storeId: sql.placeholder("storeId"),
    kind: sql.placeholder("kind"),
    message: sql.placeholder("message"),
    data: sql.placeholder("data"),
    userId: sql.placeholder("userId"),
    createdAt: sql.placeholder("createdAt"),
  }),
);

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
