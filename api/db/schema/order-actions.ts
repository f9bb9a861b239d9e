import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";
import { orders } from "./orders";

/**
 * One row per money or stock action's idempotency key (ADR 039): fulfil, refund, cancel, mark as paid. Written in the
 * action's transaction, under the order's row lock, with the request's hash and the answer it gave: the same key and
 * request again get that answer, the same key with another request (or on another order) is refused. One table for the
 * four actions, so a key is used once per store whatever the action.
 */
export const orderActionKeys = pgTable(
  "order_action_keys",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** fulfil | refund | cancel | mark_paid */
    action: text("action").notNull(),
    requestHash: text("request_hash").notNull(),
    answer: jsonb("answer").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "order_action_keys_pk", columns: [t.storeId, t.idempotencyKey] })],
);
