// An order's timeline (ADR 038, 039): what each kind of event records, as the API stores it (`order_events.data`, money
// in minor units) and as it answers it (`GET /orders/{id}/history`: amounts in the order's currency, typed per kind so
// the admin can render every event). Events written before a field existed read as its neutral value ("", 0, []).
import { z } from "zod/v4";
import { LOCALES, type Locale } from "./i18n/locales";
import { CURRENCY, fromMinor, type CurrencyCode } from "./money";
import { ORDER_MAIL_TEMPLATES, type OrderMailTemplate } from "./order-mails";
import { safeString } from "./validation";

export const ORDER_EVENT_KINDS = [
  "placed",
  "paid",
  "fulfilled",
  "fulfillment_updated",
  "fulfillment_cancelled",
  "refunded",
  "cancelled",
  "archived",
  "unarchived",
  "edited",
  "mail_sent",
  "comment",
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const ORDER_EDITED_FIELDS = ["note", "tags"] as const;
export type OrderEditedField = (typeof ORDER_EDITED_FIELDS)[number];

const MAIL_TEMPLATES = Object.keys(ORDER_MAIL_TEMPLATES) as [OrderMailTemplate, ...OrderMailTemplate[]];

// What is stored (the API writes these; type-checked at every insert) -----------------------------------------------

/** A line an event names, as it was sold (order lines are copies: their titles never change). */
export interface EventLineStored {
  lineId: string;
  title: string;
  variantTitle: string;
  quantity: number;
}
export interface TrackingStored {
  trackingCompany: string;
  trackingNumber: string;
  trackingUrl: string;
}

export type OrderEventStored =
  | {
      kind: "placed";
      data: {
        source: string;
        paymentMethod: string;
        checkoutId: string | null;
        requestHash: string;
        totalMinor: number;
        /** The payment provider's answer at placing (ADR 037); orders placed before providers lack it. */
        payment?: { provider: string; kind: string; status: string; reference: string | null };
      };
    }
  | { kind: "paid"; data: { amountMinor: number; method: string; provider?: string } }
  | { kind: "fulfilled"; data: { fulfillmentId: string; lines: EventLineStored[]; notifyCustomer: boolean } & TrackingStored }
  | {
      kind: "fulfillment_updated";
      data: { fulfillmentId: string; lines: EventLineStored[]; notifyCustomer: boolean; previous: TrackingStored } & TrackingStored;
    }
  | { kind: "fulfillment_cancelled"; data: { fulfillmentId: string; lines: EventLineStored[] } & TrackingStored }
  | {
      kind: "refunded";
      data: {
        refundId: string;
        amountMinor: number;
        lines: (EventLineStored & { amountMinor: number; restock: boolean })[];
        shippingMinor: number;
        restock: boolean;
        reason: string;
        notify: boolean;
      };
    }
  | {
      kind: "cancelled";
      data: { reason: string; restock: boolean; restockedLines: EventLineStored[]; refundId: string | null; refundedMinor: number; notify: boolean };
    }
  | { kind: "archived" | "unarchived" | "comment"; data: Record<string, never> }
  | { kind: "edited"; data: { fields: OrderEditedField[] } }
  | { kind: "mail_sent"; data: { template: OrderMailTemplate; recipient: string; language: Locale } };

// What the API answers --------------------------------------------------------------------------------------------

const Currency = z.enum([CURRENCY.vi.code, CURRENCY.en.code]);
const EventLine = z.object({ lineId: safeString(), title: safeString(), variantTitle: safeString(), quantity: z.number().int() });
const tracking = { trackingCompany: safeString(), trackingNumber: safeString(), trackingUrl: safeString() };
const Nothing = z.object({});

const base = {
  _id: safeString(),
  /** A short English sentence ("Refunded 50000 VND"); a comment's text for `comment`. */
  message: safeString(),
  /** Who did it: the staff member's name (or e-mail); null for the buyer or the system. */
  author: safeString().nullable(),
  createdAt: safeString(),
};
const event = <K extends OrderEventKind, D extends z.ZodType>(kind: K, data: D) => z.object({ ...base, kind: z.literal(kind), data });

/** One timeline event: `kind` says which `data` it carries. Amounts are in the order's `currency` (decimal numbers). */
export const OrderEventSchema = z.discriminatedUnion("kind", [
  event("placed", z.object({ source: safeString(), paymentMethod: safeString(), total: z.number(), currency: Currency })),
  event("paid", z.object({ amount: z.number(), currency: Currency, method: safeString() })),
  event("fulfilled", z.object({ fulfillmentId: safeString(), lines: z.array(EventLine), ...tracking, notifyCustomer: z.boolean() })),
  event(
    "fulfillment_updated",
    z.object({ fulfillmentId: safeString(), lines: z.array(EventLine), ...tracking, notifyCustomer: z.boolean(), previous: z.object(tracking) }),
  ),
  event("fulfillment_cancelled", z.object({ fulfillmentId: safeString(), lines: z.array(EventLine), ...tracking })),
  event(
    "refunded",
    z.object({
      refundId: safeString(),
      amount: z.number(),
      currency: Currency,
      lines: z.array(EventLine.extend({ amount: z.number(), restock: z.boolean() })),
      shipping: z.number(),
      /** Some of its units went back on the shelf. */
      restock: z.boolean(),
      reason: safeString(),
      /** The buyer was sent the refund mail. */
      notify: z.boolean(),
    }),
  ),
  event(
    "cancelled",
    z.object({
      /** One of CANCEL_REASONS (domain/order-actions.ts), or the text typed through the API. */
      reason: safeString(),
      restock: z.boolean(),
      /** What went back on the shelf (the unshipped units). */
      restockedLines: z.array(EventLine),
      refundId: safeString().nullable(),
      refunded: z.number(),
      currency: Currency,
      notify: z.boolean(),
    }),
  ),
  event("archived", Nothing),
  event("unarchived", Nothing),
  event("edited", z.object({ fields: z.array(z.enum(ORDER_EDITED_FIELDS)) })),
  event("mail_sent", z.object({ template: z.enum(MAIL_TEMPLATES), recipient: safeString(), language: z.enum(LOCALES) })),
  event("comment", Nothing),
]);
export type OrderEventDto = z.infer<typeof OrderEventSchema>;
export type OrderEventData<K extends OrderEventKind> = Extract<OrderEventDto, { kind: K }>["data"];

// Stored → answered (lenient: rows written before a field existed) --------------------------------------------------

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const bool = (v: unknown): boolean => v === true;
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter((x): x is Raw => !!x && typeof x === "object") : []);
const lineOf = (l: Raw) => ({ lineId: str(l.lineId), title: str(l.title), variantTitle: str(l.variantTitle), quantity: num(l.quantity) });
const trackingOf = (d: Raw) => ({ trackingCompany: str(d.trackingCompany), trackingNumber: str(d.trackingNumber), trackingUrl: str(d.trackingUrl) });
const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T => (values.includes(v as T) ? (v as T) : fallback);

/** What an event's data says, from what was stored; `order` fills what older events did not record. */
export function toOrderEventDto(
  row: { id: string; kind: string; message: string; data: Raw; createdAt: Date },
  author: string | null,
  order: { currency: CurrencyCode; totalMinor: number; paymentMethod: string },
): OrderEventDto | null {
  const d = row.data ?? {};
  const money = (minor: unknown) => fromMinor(num(minor), order.currency);
  const currency = order.currency;
  const head = { _id: row.id, message: row.message, author, createdAt: row.createdAt.toISOString() };
  switch (row.kind as OrderEventKind) {
    case "placed":
      return {
        ...head,
        kind: "placed",
        data: { source: str(d.source), paymentMethod: str(d.paymentMethod), total: money(d.totalMinor ?? order.totalMinor), currency },
      };
    case "paid":
      return { ...head, kind: "paid", data: { amount: money(d.amountMinor), currency, method: str(d.method) || order.paymentMethod } };
    case "fulfilled":
      return {
        ...head,
        kind: "fulfilled",
        data: { fulfillmentId: str(d.fulfillmentId), lines: list(d.lines).map(lineOf), ...trackingOf(d), notifyCustomer: bool(d.notifyCustomer) },
      };
    case "fulfillment_updated":
      return {
        ...head,
        kind: "fulfillment_updated",
        data: {
          fulfillmentId: str(d.fulfillmentId),
          lines: list(d.lines).map(lineOf),
          ...trackingOf(d),
          notifyCustomer: bool(d.notifyCustomer),
          previous: trackingOf((d.previous as Raw | undefined) ?? {}),
        },
      };
    case "fulfillment_cancelled":
      return { ...head, kind: "fulfillment_cancelled", data: { fulfillmentId: str(d.fulfillmentId), lines: list(d.lines).map(lineOf), ...trackingOf(d) } };
    case "refunded": {
      const lines = list(d.lines).map((l) => ({ ...lineOf(l), amount: money(l.amountMinor), restock: bool(l.restock) }));
      return {
        ...head,
        kind: "refunded",
        data: {
          refundId: str(d.refundId),
          amount: money(d.amountMinor),
          currency,
          lines,
          shipping: money(d.shippingMinor),
          restock: bool(d.restock) || lines.some((l) => l.restock),
          reason: str(d.reason),
          notify: bool(d.notify),
        },
      };
    }
    case "cancelled":
      return {
        ...head,
        kind: "cancelled",
        data: {
          reason: str(d.reason),
          // Events before this shape said `restocked`.
          restock: bool(d.restock) || bool(d.restocked),
          restockedLines: list(d.restockedLines).map(lineOf),
          refundId: str(d.refundId) || null,
          refunded: money(d.refundedMinor),
          currency,
          notify: bool(d.notify),
        },
      };
    case "archived":
    case "unarchived":
    case "comment":
      return { ...head, kind: row.kind as "archived" | "unarchived" | "comment", data: {} };
    case "edited":
      return {
        ...head,
        kind: "edited",
        data: { fields: (Array.isArray(d.fields) ? d.fields : []).filter((f): f is OrderEditedField => ORDER_EDITED_FIELDS.includes(f as OrderEditedField)) },
      };
    case "mail_sent":
      return {
        ...head,
        kind: "mail_sent",
        data: { template: oneOf(MAIL_TEMPLATES, d.template, "order confirmation"), recipient: str(d.recipient), language: oneOf(LOCALES, d.language, "vi") },
      };
    default:
      // A kind this version does not know says nothing it could render.
      return null;
  }
}
