// The orders area's read side and its small edits (SPEC §2 orders, orders/detail/{id}; §7 Orders; ADR 038): the list's
// query (tabs, search, filters, date range), the answers, the note/tags/archive edit and the staff comment.
import { z } from "zod/v4";
import { DATE_RANGE_MESSAGES, DATE_RANGE_PRESETS, isDay } from "./date-range";
import { checkCursors, KeysetCursorParam } from "./keyset-cursor";
import { CURRENCY } from "./money";
import { FINANCIAL_STATUSES, FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_METHODS } from "./order";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, tagList } from "./product";
import { messages, optionalText, safeString, TEXT_MAX } from "./validation";

export const ORDER_CONFLICT_MESSAGE = "This order was changed by someone else since you opened it. Review the latest version, then save again.";
export const ORDER_DELETE_REFUSED_MESSAGE = "Only cancelled or archived orders can be deleted";
export const PRINT_HUB_MISSING_MESSAGE = "The print hub is not available yet, so there is nothing to refresh.";
export const COMMENT_MAX = 5000;
export const ORDER_NOTE_MAX = 5000;

/**
 * SPEC §2's tabs (`tab`), ADR 038: `all` is every order but the archived ones (archiving puts an order away, as on the
 * big platforms); `open`, `unfulfilled` (open, not all shipped) and `unpaid` (open, pending or authorized) are the
 * work still to do; `archived` and `cancelled` are their status.
 */
export const ORDER_TABS = ["all", "open", "unfulfilled", "unpaid", "archived", "cancelled"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const ORDER_SORTS = ["newest", "oldest"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const day = z.preprocess(blank, safeString().refine(isDay, DATE_RANGE_MESSAGES.isoFormat).optional());

/** The filters the list, its count and the export share (`GET /orders/orders`, `/count`, `/doExport`). */
export const OrderFilterSchema = z.object({
  tab: z.preprocess(blank, z.enum(ORDER_TABS).default("all")),
  /** Order number (#1001 or 1001), e-mail, phone, customer name or product title. */
  q: z.preprocess(blank, safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX)).optional()),
  financialStatus: z.preprocess(blank, z.enum(FINANCIAL_STATUSES).optional()),
  fulfillmentStatus: z.preprocess(blank, z.enum(FULFILLMENT_STATUSES).optional()),
  paymentMethod: z.preprocess(blank, z.enum(PAYMENT_METHODS).optional()),
  tag: z.preprocess(blank, safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX)).optional()),
  /** A preset by name, worked out per request in the store's time zone; it wins over days. */
  datePreset: z.preprocess(blank, z.enum(DATE_RANGE_PRESETS).optional()),
  dateFrom: day,
  dateTo: day,
});
export type OrderFilter = z.infer<typeof OrderFilterSchema>;

export const OrderListQuerySchema = OrderFilterSchema.extend({
  sort: z.preprocess(blank, z.enum(ORDER_SORTS).default("newest")),
  /** With a cursor, only the number the page shows; without one, the page read by offset (jumps and bookmarks). */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), "Invalid page size")
    .default(DEFAULT_PAGE_SIZE),
  /** The page after this position (an answer's `nextCursor`), or before it (`prevCursor`): keyset paging, ADR 047. */
  after: z.preprocess(blank, KeysetCursorParam.optional()),
  before: z.preprocess(blank, KeysetCursorParam.optional()),
}).superRefine(checkCursors);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
/** What a caller sends: the cursors are the API's opaque text, passed back as they came. */
export type OrderListParams = Partial<Omit<OrderListQuery, "after" | "before">> & { after?: string; before?: string };

/** `PUT /orders/:id` `{ product: … }` (SPEC §7's payload key): what staff edit on an order page; left out stays. */
export const OrderUpdateSchema = z.object({
  note: optionalText("Note", { max: ORDER_NOTE_MAX }).optional(),
  tags: tagList.optional(),
  /** true archives, false puts it back to open (a cancelled order stays cancelled). */
  archived: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean().optional()),
  version: z.coerce.number().int().min(1),
});
export type OrderUpdate = z.infer<typeof OrderUpdateSchema>;

/** `POST /orders/history`: a staff comment on an order's timeline. */
export const OrderCommentSchema = z.object({
  orderId: safeString().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Order not found"),
  message: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
    safeString().min(1, messages.required("Comment")).max(COMMENT_MAX, messages.maxLength(COMMENT_MAX)),
  ),
});

export const ProfitQuerySchema = z.object({
  orderId: safeString().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Order not found"),
});

// Answers --------------------------------------------------------------------------------------------------------

const Currency = z.enum([CURRENCY.vi.code, CURRENCY.en.code]);
const Address = z.object({
  firstName: safeString(),
  lastName: safeString(),
  company: safeString(),
  address1: safeString(),
  address2: safeString(),
  city: safeString(),
  province: safeString(),
  zip: safeString(),
  countryCode: safeString(),
  phone: safeString(),
});
const Statuses = {
  financialStatus: z.enum(FINANCIAL_STATUSES),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
};

export const OrderListItemSchema = z.object({
  _id: safeString(),
  number: z.number().int(),
  name: safeString(),
  createdAt: safeString(),
  customerName: safeString(),
  email: safeString(),
  phone: safeString(),
  currency: Currency,
  total: z.number(),
  ...Statuses,
  paymentMethod: safeString(),
  tags: z.array(safeString()),
  /** Units ordered, over every line. */
  itemsCount: z.number().int(),
});
export type OrderListItemDto = z.infer<typeof OrderListItemSchema>;

export const OrderLineSchema = z.object({
  _id: safeString(),
  productId: safeString().nullable(),
  variantId: safeString().nullable(),
  title: safeString(),
  variantTitle: safeString(),
  sku: safeString(),
  image: safeString().nullable(),
  quantity: z.number().int(),
  fulfilledQuantity: z.number().int(),
  refundedQuantity: z.number().int(),
  /** Unit price as sold. */
  price: z.number(),
  /** This line's share of the order's discounts (ADR 035). */
  totalDiscount: z.number(),
  tax: z.number(),
  /** price × quantity − its discount share. */
  total: z.number(),
});
export type OrderLineDto = z.infer<typeof OrderLineSchema>;

export const OrderDetailSchema = OrderListItemSchema.extend({
  lines: z.array(OrderLineSchema),
  subtotalPrice: z.number(),
  totalDiscounts: z.number(),
  discounts: z.array(z.object({ code: safeString().nullable(), title: safeString(), amount: z.number() })),
  totalShipping: z.number(),
  shippingLine: z.object({ code: safeString(), title: safeString(), price: z.number() }).nullable(),
  totalTax: z.number(),
  totalPaid: z.number(),
  totalRefunded: z.number(),
  /** Paid less refunded. */
  netPayment: z.number(),
  customer: z.object({ _id: safeString(), name: safeString(), email: safeString(), phone: safeString(), ordersCount: z.number().int() }).nullable(),
  shippingAddress: Address.nullable(),
  billingAddress: Address.nullable(),
  note: safeString(),
  source: safeString(),
  cancelReason: safeString().nullable(),
  cancelledAt: safeString().nullable(),
  archivedAt: safeString().nullable(),
  /** The buyer's order-status link's token (`GET /orders/public/:token`). */
  publicToken: safeString(),
  version: z.number().int(),
  updatedAt: safeString(),
});
export type OrderDetailDto = z.infer<typeof OrderDetailSchema>;

// The timeline's events, typed per kind: domain/order-events.ts.
export { OrderEventSchema, type OrderEventDto } from "./order-events";

/** What a buyer may see of their order (`GET /orders/public/:token`): no ids, no notes, no tags, no staff comments. */
export const PublicOrderSchema = z.object({
  name: safeString(),
  createdAt: safeString(),
  currency: Currency,
  financialStatus: z.enum(FINANCIAL_STATUSES),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  cancelled: z.boolean(),
  lines: z.array(
    z.object({
      title: safeString(),
      variantTitle: safeString(),
      image: safeString().nullable(),
      quantity: z.number().int(),
      fulfilledQuantity: z.number().int(),
      price: z.number(),
    }),
  ),
  subtotalPrice: z.number(),
  totalDiscounts: z.number(),
  totalShipping: z.number(),
  totalTax: z.number(),
  totalPrice: z.number(),
  totalRefunded: z.number(),
  shippingAddress: Address.nullable(),
  shipments: z.array(z.object({ trackingCompany: safeString(), trackingNumber: safeString(), trackingUrl: safeString(), createdAt: safeString() })),
});
export type PublicOrderDto = z.infer<typeof PublicOrderSchema>;

/**
 * `GET /report/orders/profit?orderId=`: revenue less taxes and cost of goods, the cost at what each line's variant cost
 * when the order was placed (ADR 044). A line kept without a known cost makes the cost, and so the profit, unknown.
 */
export const OrderProfitSchema = z.object({
  orderId: safeString(),
  currency: Currency,
  /** Total less refunds. */
  revenue: z.number(),
  discounts: z.number(),
  shipping: z.number(),
  taxes: z.number(),
  /** The items kept (refunded ones excluded) at their cost per item when ordered; null while `costKnown` is false. */
  costOfGoods: z.number().nullable(),
  costKnown: z.boolean(),
  /** Lines with items kept whose variant had no cost per item when the order was placed. */
  costMissing: z.number().int(),
  /** Revenue − taxes − cost of goods (null while the cost is unknown). */
  profit: z.number().nullable(),
  /** Profit over revenue as a ratio, shown as a 2-decimal percent (SPEC §9); null while unknown or without revenue. */
  margin: z.number().nullable(),
  /** Why the cost is unknown ("" when it is known). */
  note: safeString(),
});
export type OrderProfitDto = z.infer<typeof OrderProfitSchema>;
