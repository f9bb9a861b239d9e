// What a timeline event says beyond its label, read defensively from the event's `data` (order_events.data). The API
// writes these fields today (api/modules/orders: place.ts, actions-store.ts, store.ts) and is moving to typed data per
// kind; until the answer's type carries it, every field is checked here, and whatever is missing, malformed or of an
// unknown kind is left out: the event then shows its label alone. Relative imports: the unit tests import this file.
import { toMinor, type CurrencyCode } from "../../../domain/money";
import { isWebAddress } from "../../../domain/order-actions";

/** The event kinds the timeline words; any other is shown as "Update". */
export const EVENT_KINDS = new Set([
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
]);

export interface TimelineLine {
  /** The line's title and variant as sold ("Áo thun (M)"). */
  name: string;
  quantity: number;
  restock?: boolean;
}

export interface TimelineDetails {
  amountMinor?: number;
  lines?: TimelineLine[];
  restocked?: TimelineLine[];
  /** Restocked without saying which lines (a cancel with "Restock items"). */
  restockedAll?: boolean;
  tracking?: { company: string; number: string; url: string | null };
  reason?: string;
  /** The order's fields an edit changed ("note", "tags"). */
  fields?: string[];
  paymentMethod?: string;
  source?: string;
}

interface OrderForTimeline {
  currency: CurrencyCode;
  lines: readonly { _id: string; title: string; variantTitle: string }[];
}

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v.trim() : undefined);
const count = (v: unknown): number | undefined => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : undefined);

/** An event's lines ({ lineId, quantity, restock? }) named after the order's lines; a line the order no longer has is left out. */
function linesOf(v: unknown, order: OrderForTimeline): TimelineLine[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const byId = new Map(order.lines.map((l) => [l._id.toLowerCase(), l]));
  const lines: TimelineLine[] = [];
  for (const item of v) {
    const r = record(item);
    const line = r && typeof r.lineId === "string" ? byId.get(r.lineId.toLowerCase()) : undefined;
    const quantity = r ? count(r.quantity) : undefined;
    if (!line || !quantity) continue;
    const name = line.variantTitle ? `${line.title} (${line.variantTitle})` : line.title;
    lines.push(typeof r!.restock === "boolean" ? { name, quantity, restock: r!.restock } : { name, quantity });
  }
  return lines.length > 0 ? lines : undefined;
}

function amountOf(data: Record<string, unknown>, currency: CurrencyCode): number | undefined {
  if (typeof data.amountMinor === "number" && Number.isSafeInteger(data.amountMinor) && data.amountMinor >= 0) return data.amountMinor;
  if (typeof data.amount === "number" && Number.isFinite(data.amount) && data.amount >= 0) return toMinor(data.amount, currency);
  return undefined;
}

function trackingOf(data: Record<string, unknown>): TimelineDetails["tracking"] {
  const nested = record(data.tracking) ?? {};
  const company = text(data.trackingCompany) ?? text(nested.company) ?? "";
  const number = text(data.trackingNumber) ?? text(nested.number) ?? "";
  const url = text(data.trackingUrl) ?? text(nested.url) ?? "";
  if (!company && !number) return undefined;
  // Only a web address becomes a link (never javascript: or the like).
  return { company, number, url: isWebAddress(url) ? url : null };
}

/** What the timeline shows under an event's label; empty when there is nothing (or nothing readable) to add. */
export function eventDetails(event: { kind: string; data?: unknown }, order: OrderForTimeline): TimelineDetails {
  const data = record(event.data);
  if (!data || !EVENT_KINDS.has(event.kind) || event.kind === "comment") return {};
  const details: TimelineDetails = {};
  const amountMinor = amountOf(data, order.currency);
  if (amountMinor !== undefined) details.amountMinor = amountMinor;
  const lines = linesOf(data.lines, order);
  if (lines) details.lines = lines;
  const restocked = linesOf(data.restockedLines, order);
  if (restocked) details.restocked = restocked;
  // An older or other writer that says only that it restocked (today's cancel lists the lines, maybe none).
  else if (event.kind === "cancelled" && data.restocked === true && !Array.isArray(data.restockedLines)) details.restockedAll = true;
  const tracking = trackingOf(data);
  if (tracking) details.tracking = tracking;
  const reason = text(data.reason);
  if (reason) details.reason = reason;
  if (Array.isArray(data.fields)) {
    const fields = data.fields.filter((f): f is string => typeof f === "string" && f.length > 0);
    if (fields.length > 0) details.fields = fields;
  }
  const paymentMethod = text(data.paymentMethod);
  if (paymentMethod) details.paymentMethod = paymentMethod;
  const source = text(data.source);
  if (source) details.source = source;
  return details;
}
