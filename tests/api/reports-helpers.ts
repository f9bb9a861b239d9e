// Shared steps of the report tests: orders and storefront events written straight into the tables (as the checkout
// writes them; the orders trigger queues them for the worker), and a report call for a store list.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { EndpointSpec } from "../../domain/contracts/endpoint";
import type { Harness } from "../helpers/harness";
import { seededRandom } from "../../domain/seeded-random";

let numbers = 5000;

export interface TestOrder {
  storeId: string;
  createdAt: Date;
  source?: string;
  status?: "open" | "cancelled";
  currency?: string;
  lines: { productId: string | null; quantity: number; unitMinor: number; refundedQuantity?: number; discountMinor?: number; unitCostMinor?: number | null }[];
  shippingMinor?: number;
  refundedMinor?: number;
}

/** Inserts orders and their lines (a few statements for all); returns their ids and totals, in order. */
export async function insertOrders(h: Harness, list: TestOrder[]): Promise<{ id: string; totalMinor: number }[]> {
  const out: { id: string; totalMinor: number }[] = [];
  for (let i = 0; i < list.length; i += 200) {
    const chunk = list.slice(i, i + 200).map((o) => {
      const discount = o.lines.reduce((n, l) => n + (l.discountMinor ?? 0), 0);
      const subtotal = o.lines.reduce((n, l) => n + l.unitMinor * l.quantity, 0);
      return { o, id: crypto.randomUUID(), number: ++numbers, discount, subtotal, total: subtotal - discount + (o.shippingMinor ?? 0) };
    });
    await h.database.db.execute(sql`insert into orders (id, store_id, number, name, currency, subtotal_minor, discount_minor,
        shipping_minor, total_minor, paid_minor, refunded_minor, status, source, idempotency_key, created_at, updated_at)
      values ${sql.join(
        chunk.map(
          ({ o, id, number, discount, subtotal, total }) =>
            sql`(${id}::uuid, ${o.storeId}::uuid, ${number}, ${`#${number}`}, ${o.currency ?? "VND"}, ${subtotal}, ${discount}, ${o.shippingMinor ?? 0},
              ${total}, ${total}, ${o.refundedMinor ?? 0}, ${o.status ?? "open"}, ${o.source ?? "online_store"}, ${`k-${number}`},
              ${o.createdAt.toISOString()}::timestamptz, ${o.createdAt.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )}`);
    const lines = chunk.flatMap(({ o, id }) =>
      o.lines.map(
        (l, position) =>
          sql`(${id}::uuid, ${o.storeId}::uuid, ${l.productId}::uuid, ${"Line"}, ${l.quantity}, ${l.unitMinor}, ${l.discountMinor ?? 0},
            ${l.refundedQuantity ?? 0}, ${position}, ${l.unitCostMinor ?? null}::bigint)`,
      ),
    );
    await h.database.db.execute(sql`insert into order_lines (order_id, store_id, product_id, title, quantity, unit_price_minor, discount_minor,
        refunded_quantity, position, unit_cost_minor) values ${sql.join(lines, sql`, `)}`);
    out.push(...chunk.map((c) => ({ id: c.id, totalMinor: c.total })));
  }
  return out;
}

export async function insertOrder(h: Harness, o: TestOrder) {
  return (await insertOrders(h, [o]))[0]!;
}

export interface TestEvent {
  storeId: string;
  kind: "view_content" | "add_to_cart" | "reached_checkout" | "session_converted";
  sessionId: string;
  productId?: string | null;
  orderId?: string | null;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  country?: string;
  at: Date;
}

export async function insertEvents(h: Harness, events: TestEvent[]) {
  for (let i = 0; i < events.length; i += 500) {
    const values = sql.join(
      events
        .slice(i, i + 500)
        .map(
          (e) =>
            sql`(${e.storeId}::uuid, ${e.kind}, ${e.sessionId}, ${e.productId ?? null}::uuid, ${e.orderId ?? null}::uuid, ${e.referrer ?? ""}, ${e.utmSource ?? ""}, ${e.utmMedium ?? ""}, ${e.utmCampaign ?? ""}, ${e.country ?? ""}, ${e.at.toISOString()}::timestamptz)`,
        ),
      sql`, `,
    );
    await h.database.db.execute(sql`insert into storefront_events (store_id, kind, session_id, product_id, order_id, referrer, utm_source,
      utm_medium, utm_campaign, country, occurred_at) values ${values}`);
  }
}

export function report<E extends EndpointSpec>(
  h: Harness,
  endpoint: E,
  headers: Record<string, string>,
  query: { from_time: string; to_time: string; stores: string[]; timezone?: string } & Record<string, string | number | string[] | undefined>,
) {
  return h.request(endpoint, { headers, query: { ...query, stores: query.stores.join(","), timezone: query.timezone ?? "UTC" } } as never);
}

/** A seeded PRNG (mulberry32): a failure reproduces with the seed it prints. */
export const rng = seededRandom;
