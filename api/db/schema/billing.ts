import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/**
 * The plans catalogue (ADR 058): SPEC §3's Subscription rows, each a plan with a monthly price in both currencies (a
 * store reads the one its language gives, SPEC §9). Seeded at start-up (api/modules/billing/catalogue.ts), never
 * deleted: a plan no longer offered is INACTIVE.
 */
export const plans = pgTable("plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  status: text("status").notNull().default("ACTIVE"),
  priceVndMinor: bigint("price_vnd_minor", { mode: "number" }).notNull(),
  priceUsdMinor: bigint("price_usd_minor", { mode: "number" }).notNull(),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  sort: integer("sort").notNull().default(0),
});

/** The store's chosen plan; none while it is on its trial (which starts at `stores.created_at`). Version 1 = no row. */
export const storeSubscriptions = pgTable("store_subscriptions", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  planId: uuid("plan_id")
    .notNull()
    .references(() => plans.id),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  version: integer("version").notNull().default(2),
});

/**
 * The store's card on file: never its number or CVC (ADR 058), only what a person needs to recognise it and the
 * provider's token when a real provider is configured. Version 1 = no row.
 */
export const storePaymentInfos = pgTable("store_payment_infos", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  cardHolder: text("card_holder").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  provider: text("provider").notNull(),
  providerToken: text("provider_token"),
  version: integer("version").notNull().default(2),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The prepaid balance as an append-only ledger (ADR 058): the balance is SUM(amount_minor), never a column. A top-up's
 * idempotency key is unique per store, so a form sent twice writes one row.
 */
export const billingLedger = pgTable(
  "billing_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    description: text("description").notNull(),
    providerReference: text("provider_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("billing_ledger_key_uq").on(t.storeId, t.idempotencyKey),
    index("billing_ledger_store_created_idx").on(t.storeId, t.createdAt),
    check("billing_ledger_top_up_positive", sql`${t.kind} <> 'top_up' OR ${t.amountMinor} > 0`),
  ],
);
