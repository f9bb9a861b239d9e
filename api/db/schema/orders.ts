import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CurrencyCode } from "../../../domain/money";
import type { FinancialStatus, FulfillmentStatus, OrderStatus } from "../../../domain/order";
import { stores, users } from "./accounts";
import { customers, type Address } from "./customers";
import { products } from "./products";
import { productVariants } from "./variants";

// ADR 035: money in integer minor units of the order's currency (`*_minor`, bigint read as a number); statuses stored
// and indexed; each money or stock action unique by (store, idempotency key).
const minor = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/** The next order number of each store (from 1001), taken in the completion's transaction. */
export const orderCounters = pgTable("order_counters", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  nextNumber: integer("next_number").notNull().default(1001),
});

export interface ShippingLine {
  code: string;
  title: string;
  priceMinor: number;
}

export interface AppliedDiscount {
  discountId: string;
  code: string | null;
  title: string;
  type: string;
  amountMinor: number;
  /** Part of `amountMinor` taken off the shipping (orders placed before issue 9's discounts at checkout lack it). */
  shippingMinor?: number;
  /** Its share of each line, by the lines' `position` (the rest of `amountMinor`); `order_lines.discount_minor` adds them up. */
  lineShares?: number[];
}

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** "#1001": what merchants and customers call it. */
    name: text("name").notNull(),
    checkoutId: uuid("checkout_id"),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    customerName: text("customer_name").notNull().default(""),
    currency: text("currency").$type<CurrencyCode>().notNull(),
    subtotalMinor: minor("subtotal_minor"),
    discountMinor: minor("discount_minor"),
    shippingMinor: minor("shipping_minor"),
    taxMinor: minor("tax_minor"),
    totalMinor: minor("total_minor"),
    paidMinor: minor("paid_minor"),
    refundedMinor: minor("refunded_minor"),
    financialStatus: text("financial_status").$type<FinancialStatus>().notNull().default("pending"),
    fulfillmentStatus: text("fulfillment_status").$type<FulfillmentStatus>().notNull().default("unfulfilled"),
    status: text("status").$type<OrderStatus>().notNull().default("open"),
    paymentMethod: text("payment_method").notNull().default("manual"),
    /** Where it came from: online_store, upsell, admin (a manual order). */
    source: text("source").notNull().default("online_store"),
    tags: jsonb("tags")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text("note").notNull().default(""),
    shippingAddress: jsonb("shipping_address").$type<Address | null>(),
    billingAddress: jsonb("billing_address").$type<Address | null>(),
    shippingLine: jsonb("shipping_line").$type<ShippingLine | null>(),
    discounts: jsonb("discounts")
      .$type<AppliedDiscount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** The completion's (or the manual order's) idempotency key: a repeat returns this order. */
    idempotencyKey: text("idempotency_key").notNull(),
    /**
     * The buyer's order-status link (`GET /orders/public/:token`, ADR 038): 64 random hex digits made by the database
     * (two random UUIDs), so every way an order is placed gets one without knowing of it.
     */
    publicToken: text("public_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /**
     * The units of its lines, fixed when it is placed (lines never change after): the list shows it without reading the
     * lines (ADR 052). Null on orders placed before migration 0029; the list counts their lines instead.
     */
    itemsCount: integer("items_count"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_store_number_uq").on(t.storeId, t.number),
    uniqueIndex("orders_public_token_uq").on(t.publicToken),
    // The list's tag filter (`tags @> '["vip"]'`) and its search by customer name (trigram, ADR 038).
    index("orders_tags_gin_idx").using("gin", t.tags),
    index("orders_customer_name_trgm_idx").using("gin", sql`${t.customerName} gin_trgm_ops`),
    index("orders_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    uniqueIndex("orders_store_idempotency_uq").on(t.storeId, t.idempotencyKey),
    uniqueIndex("orders_checkout_uq").on(t.checkoutId),
    // status last: the list's tabs filter on it inside the index, so a deep page (OFFSET 100,000) is an index-only scan
    // instead of 100,000 heap fetches (84 → 13 ms at 1M orders, ADR 038).
    index("orders_store_created_idx").on(t.storeId, t.createdAt.desc(), t.id, t.status),
    index("orders_store_status_idx").on(t.storeId, t.status, t.createdAt.desc()),
    index("orders_store_financial_idx").on(t.storeId, t.financialStatus, t.createdAt.desc()),
    index("orders_store_fulfillment_idx").on(t.storeId, t.fulfillmentStatus, t.createdAt.desc()),
    // "Paid and unfulfilled" (what is left to ship) over a date range, counted and paged from the index alone; status
    // last for the tabs, as above (ADR 052).
    index("orders_store_financial_fulfillment_idx").on(t.storeId, t.financialStatus, t.fulfillmentStatus, t.createdAt.desc(), t.status),
    index("orders_store_email_idx").on(t.storeId, sql`lower(${t.email})`),
    index("orders_store_phone_idx").on(t.storeId, t.phone),
    index("orders_customer_idx").on(t.customerId, t.createdAt.desc()),
    check("orders_money_ck", sql`${t.totalMinor} >= 0 and ${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.paidMinor}`),
  ],
);

/** A line as it was sold: title, variant, price and image copied, so editing or deleting the product changes no order. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    variantTitle: text("variant_title").notNull().default(""),
    sku: text("sku").notNull().default(""),
    imagePath: text("image_path"),
    quantity: integer("quantity").notNull(),
    unitPriceMinor: minor("unit_price_minor"),
    /** The variant's cost per item when the order was placed (ADR 044), in the order's minor units; null when unknown. */
    unitCostMinor: bigint("unit_cost_minor", { mode: "number" }),
    /** This line's share of the order's discounts (ADR 035: allocated, the shares add up). */
    discountMinor: minor("discount_minor"),
    taxMinor: minor("tax_minor"),
    fulfilledQuantity: integer("fulfilled_quantity").notNull().default(0),
    refundedQuantity: integer("refunded_quantity").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId, t.position),
    // The orders list's search by product title (ADR 038).
    index("order_lines_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("order_lines_store_variant_idx").on(t.storeId, t.variantId),
    // Shipped and refunded each at most what was ordered (a shipped line can come back as a refund).
    check(
      "order_lines_quantities_ck",
      sql`${t.quantity} > 0 and ${t.fulfilledQuantity} between 0 and ${t.quantity} and ${t.refundedQuantity} between 0 and ${t.quantity}`,
    ),
  ],
);

/** The timeline: what happened to the order, by whom, and staff comments. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    /** placed, paid, fulfilled, fulfillment_updated, fulfillment_cancelled, refunded, cancelled, archived, edited, mail_sent, comment */
    kind: text("kind").notNull(),
    message: text("message").notNull().default(""),
    data: jsonb("data")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt, t.id)],
);

/** Money movements: sale (paid), authorization, capture, refund, void. */
export const orderTransactions = pgTable(
  "order_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["sale", "authorization", "capture", "refund", "void"] }).notNull(),
    /** The payment method as the order names it (cod, bank_transfer, card …). */
    gateway: text("gateway").notNull(),
    /** The payment provider that made it (api/modules/checkout/payments.ts: "manual" …); null when staff recorded it. */
    provider: text("provider"),
    /** The provider's own reference for it (a charge or authorization id); null for a manual payment. */
    reference: text("reference"),
    amountMinor: minor("amount_minor"),
    status: text("status", { enum: ["success", "pending", "failure"] })
      .notNull()
      .default("success"),
    idempotencyKey: text("idempotency_key"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_transactions_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("order_transactions_idempotency_uq")
      .on(t.storeId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export interface FulfillmentLine {
  lineId: string;
  quantity: number;
}

export const fulfillments = pgTable(
  "fulfillments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["success", "cancelled"] })
      .notNull()
      .default("success"),
    lines: jsonb("lines").$type<FulfillmentLine[]>().notNull(),
    trackingCompany: text("tracking_company").notNull().default(""),
    trackingNumber: text("tracking_number").notNull().default(""),
    trackingUrl: text("tracking_url").notNull().default(""),
    notifyCustomer: boolean("notify_customer").notNull().default(false),
    idempotencyKey: text("idempotency_key").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("fulfillments_order_idx").on(t.orderId, t.createdAt), uniqueIndex("fulfillments_idempotency_uq").on(t.storeId, t.idempotencyKey)],
);

export interface RefundLine {
  lineId: string;
  quantity: number;
  amountMinor: number;
  restock: boolean;
}

export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    lines: jsonb("lines").$type<RefundLine[]>().notNull(),
    shippingMinor: minor("shipping_minor"),
    amountMinor: minor("amount_minor"),
    reason: text("reason").notNull().default(""),
    idempotencyKey: text("idempotency_key").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refunds_order_idx").on(t.orderId, t.createdAt), uniqueIndex("refunds_idempotency_uq").on(t.storeId, t.idempotencyKey)],
);

/**
 * Per-store order counts by the three stored statuses, kept by statement triggers on `orders` (migration
 * 0018_orders_admin, as product_counts, ADR 008): the list's tab counts and its unfiltered totals are a few rows read,
 * not a count over a million orders (ADR 038).
 */
export const orderCounts = pgTable(
  "order_counts",
  {
    storeId: uuid("store_id").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    financialStatus: text("financial_status").$type<FinancialStatus>().notNull(),
    fulfillmentStatus: text("fulfillment_status").$type<FulfillmentStatus>().notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.status, t.financialStatus, t.fulfillmentStatus] })],
);

/**
 * The same counts by UTC day of `created_at`, kept by the same triggers (migration 0054, ADR 087): a numbered page deep
 * in an unfiltered tab sums days from the list's end to the day its first row is in, and the index walk starts at that
 * day's edge instead of handing every row before it to the OFFSET.
 */
export const orderDayCounts = pgTable(
  "order_day_counts",
  {
    storeId: uuid("store_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    financialStatus: text("financial_status").$type<FinancialStatus>().notNull(),
    fulfillmentStatus: text("fulfillment_status").$type<FulfillmentStatus>().notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.status, t.financialStatus, t.fulfillmentStatus] })],
);
