// An order's money and stock actions (ADR 035, 039): fulfil, edit or cancel a fulfilment, refund, cancel, mark as paid.
// Each runs in one transaction that first locks the order's row (SELECT … FOR UPDATE): every action on one order takes
// its turn, so what is left to ship or refund is read and changed under the lock, and two staff refunding at once
// cannot give back more than was paid. Statuses are recomputed in the same transaction (domain/order.ts).
// Idempotency: the key's row (order_action_keys) is written in the action's transaction with the answer; a repeat
// finds it under the same lock and gets that answer, a racing repeat on another order clashes on its primary key.
import crypto from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { fromMinor, type CurrencyCode } from "../../../domain/money";
import { financialStatusOf, fulfillmentStatusOf, shippingPaidMinor, unfulfilledOf } from "../../../domain/order";
import {
  ORDER_ACTION_MESSAGES,
  cancelRefundRequest,
  lineRefundMinor,
  planRefund,
  refundableQuantityOf,
  say,
  shippingRefundableMinor,
  leftToRefundMinor,
  type ActionLineDto,
  type FulfillmentCreate,
  type FulfillmentDto,
  type FulfillmentUpdate,
  type OrderActionSummaryDto,
  type OrderCancel,
  type RefundableDto,
  type RefundableInput,
  type RefundCreate,
  type RefundDto,
  type RefundPlanLine,
} from "../../../domain/order-actions";
import type { Db } from "../../db/client";
import {
  customers,
  fulfillments,
  inventoryAdjustments,
  orderActionKeys,
  orderEvents,
  orderLines,
  orders,
  orderTransactions,
  productVariants,
  refunds,
} from "../../db/schema";
import type { MediaStorage } from "../../storage";
import type { OrderLineRow, OrderRow } from "../checkout/dto";
import type { Tx } from "../checkout/store";
import { releaseDiscountUsage } from "../discounts/store";
import { eventLines, trackingOf, writeEvent } from "./events";

export type FulfillmentRow = typeof fulfillments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** What an action answers: done, the first answer of its key again, or a refusal with its status. */
export type ActionResult<A> =
  | { kind: "done"; answer: A; after: AfterCommit[] }
  | { kind: "replayed"; answer: A }
  | { kind: "not_found" }
  | { kind: "key_reused" }
  | { kind: "refused"; status: 400 | 409; message: string; errors?: Record<string, string[]>; extra?: Record<string, unknown> };

/** A mail to send once the action is committed (api/modules/orders/mails.ts sends it). */
export type AfterCommit =
  | { mail: "order canceled"; order: OrderRow; items: MailItem[]; amountMinor: number; reason: string }
  | { mail: "order refund"; order: OrderRow; items: MailItem[]; amountMinor: number; reason: string }
  | { mail: "shipping confirmation" | "shipping update"; order: OrderRow; items: MailItem[]; tracking: { company: string; number: string; url: string } };
export interface MailItem {
  title: string;
  variantTitle: string;
  quantity: number;
}

/** Thrown inside a transaction to roll it back with an answer. */
class Refusal extends Error {
  constructor(readonly result: ActionResult<never>) {
    super(result.kind);
  }
}
const refuse = (status: 400 | 409, message: string, errors?: Record<string, string[]>, extra?: Record<string, unknown>): never => {
  throw new Refusal({ kind: "refused", status, message, errors, extra });
};

export const actionRequestHash = (request: unknown) => crypto.createHash("sha256").update(JSON.stringify(request)).digest("base64url");

interface Locked {
  tx: Tx;
  order: OrderRow;
  lines: OrderLineRow[];
}

interface KeyedAction {
  storeId: string;
  orderId: string;
  key: string;
  action: "fulfil" | "refund" | "cancel" | "mark_paid";
  requestHash: string;
}

async function lockOrder(tx: Tx, storeId: string, orderId: string): Promise<Locked | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)))
    .for("update");
  if (!order) return null;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  return { tx, order, lines };
}

async function keyRow(db: Db | Tx, storeId: string, key: string) {
  const [row] = await db
    .select()
    .from(orderActionKeys)
    .where(and(eq(orderActionKeys.storeId, storeId), eq(orderActionKeys.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

function replayOf<A>(row: NonNullable<Awaited<ReturnType<typeof keyRow>>>, input: KeyedAction): ActionResult<A> {
  if (row.requestHash !== input.requestHash || row.orderId !== input.orderId || row.action !== input.action) return { kind: "key_reused" };
  return { kind: "replayed", answer: row.answer as A };
}

const isKeyClash = (error: unknown) => {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code !== "23505") continue;
    const detail = `${String((e as { constraint?: unknown }).constraint ?? "")} ${String((e as { message?: unknown }).message ?? "")}`;
    return detail.includes("order_action_keys_pk");
  }
  return false;
};

/** Runs `perform` under the order's lock unless the key was used; stores its answer under the key. */
async function keyed<A extends object>(db: Db, input: KeyedAction, perform: (locked: Locked, after: AfterCommit[]) => Promise<A>): Promise<ActionResult<A>> {
  try {
    return await db.transaction(async (tx): Promise<ActionResult<A>> => {
      const locked = await lockOrder(tx, input.storeId, input.orderId);
      if (!locked) return { kind: "not_found" };
      const earlier = await keyRow(tx, input.storeId, input.key);
      if (earlier) return replayOf<A>(earlier, input);
      const after: AfterCommit[] = [];
      const answer = await perform(locked, after);
      await tx.insert(orderActionKeys).values({
        storeId: input.storeId,
        idempotencyKey: input.key,
        orderId: input.orderId,
        action: input.action,
        requestHash: input.requestHash,
        answer: answer as Record<string, unknown>,
      });
      return { kind: "done", answer, after };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    // The same key committed by a request on another order (which did not wait on this order's lock).
    if (isKeyClash(error)) {
      const row = await keyRow(db, input.storeId, input.key);
      return row ? replayOf<A>(row, input) : { kind: "key_reused" };
    }
    throw error;
  }
}

async function unkeyed<A>(
  db: Db,
  storeId: string,
  orderId: string,
  perform: (locked: Locked, after: AfterCommit[]) => Promise<ActionResult<A>>,
): Promise<ActionResult<A>> {
  try {
    return await db.transaction(async (tx): Promise<ActionResult<A>> => {
      const locked = await lockOrder(tx, storeId, orderId);
      if (!locked) return { kind: "not_found" };
      return perform(locked, []);
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

// Answers ---------------------------------------------------------------------------------------------------------

export function toSummaryDto(order: OrderRow): OrderActionSummaryDto {
  const c = order.currency;
  return {
    _id: order.id,
    name: order.name,
    currency: c,
    status: order.status,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    totalPrice: fromMinor(order.totalMinor, c),
    paid: fromMinor(order.paidMinor, c),
    refunded: fromMinor(order.refundedMinor, c),
    version: order.version,
  };
}

export function toFulfillmentDto(f: FulfillmentRow): FulfillmentDto {
  return {
    _id: f.id,
    orderId: f.orderId,
    status: f.status,
    lines: f.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })),
    trackingCompany: f.trackingCompany,
    trackingNumber: f.trackingNumber,
    trackingUrl: f.trackingUrl,
    notifyCustomer: f.notifyCustomer,
    version: f.version,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}

export function toRefundDto(r: RefundRow, currency: CurrencyCode): RefundDto {
  return {
    _id: r.id,
    orderId: r.orderId,
    lines: r.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity, restock: l.restock, amount: fromMinor(l.amountMinor, currency) })),
    shipping: fromMinor(r.shippingMinor, currency),
    amount: fromMinor(r.amountMinor, currency),
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  };
}

function toActionLineDto(line: OrderLineRow, currency: CurrencyCode, storage: MediaStorage): ActionLineDto {
  const refundableQuantity = refundableQuantityOf(line);
  return {
    lineId: line.id,
    title: line.title,
    variantTitle: line.variantTitle,
    sku: line.sku,
    image: line.imagePath ? storage.publicUrl(line.imagePath) : null,
    variantId: line.variantId,
    quantity: line.quantity,
    price: fromMinor(line.unitPriceMinor, currency),
    totalDiscount: fromMinor(line.discountMinor, currency),
    fulfilledQuantity: line.fulfilledQuantity,
    refundedQuantity: line.refundedQuantity,
    unfulfilledQuantity: unfulfilledOf(line),
    refundableQuantity,
    refundableAmount: fromMinor(lineRefundMinor(line, refundableQuantity), currency),
  };
}

const itemsOf = (lines: readonly OrderLineRow[], quantities: readonly { lineId: string; quantity: number }[]): MailItem[] =>
  quantities.flatMap((q) => {
    const line = lines.find((l) => l.id === q.lineId);
    return line && q.quantity > 0 ? [{ title: line.title, variantTitle: line.variantTitle, quantity: q.quantity }] : [];
  });

// Reads -----------------------------------------------------------------------------------------------------------

async function findOrder(db: Db, storeId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)))
    .limit(1);
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  return { order, lines };
}

export async function listFulfillments(db: Db, storeId: string, orderId: string, storage: MediaStorage) {
  const found = await findOrder(db, storeId, orderId);
  if (!found) return null;
  const rows = await db.select().from(fulfillments).where(eq(fulfillments.orderId, orderId)).orderBy(asc(fulfillments.createdAt), asc(fulfillments.id));
  return {
    order: toSummaryDto(found.order),
    lines: found.lines.map((l) => toActionLineDto(l, found.order.currency, storage)),
    fulfillments: rows.map(toFulfillmentDto),
  };
}

async function shippingRefundedMinor(db: Db | Tx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | number>`coalesce(sum(${refunds.shippingMinor}), 0)` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return Number(row?.n ?? 0);
}

/** The refund arithmetic's input: shipping is what the buyer paid for it (the rate less its discount), not the rate. */
const refundableInput = (order: OrderRow, lines: readonly OrderLineRow[], shippingRefunded: number): RefundableInput => ({
  currency: order.currency,
  lines,
  shippingMinor: shippingPaidMinor(order),
  shippingRefundedMinor: shippingRefunded,
  paidMinor: order.paidMinor,
  refundedMinor: order.refundedMinor,
});

export async function refundable(db: Db, storeId: string, orderId: string, storage: MediaStorage): Promise<RefundableDto | null> {
  const found = await findOrder(db, storeId, orderId);
  if (!found) return null;
  const { order, lines } = found;
  const c = order.currency;
  const shippingRefunded = await shippingRefundedMinor(db, orderId);
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt));
  const input = refundableInput(order, lines, shippingRefunded);
  return {
    order: toSummaryDto(order),
    lines: lines.map((l) => toActionLineDto(l, c, storage)),
    shipping: { total: fromMinor(input.shippingMinor, c), refunded: fromMinor(shippingRefunded, c), refundable: fromMinor(shippingRefundableMinor(input), c) },
    totalRefundable: fromMinor(leftToRefundMinor(order), c),
    refunds: rows.map((r) => toRefundDto(r, c)),
  };
}

// Writes ----------------------------------------------------------------------------------------------------------

/** The order's statuses and money from its lines and payments, written with a new version (ADR 035). */
async function saveOrder(tx: Tx, order: OrderRow, lines: readonly OrderLineRow[], changes: Partial<OrderRow>, now: Date): Promise<OrderRow> {
  const next = { ...order, ...changes };
  const voided = next.financialStatus === "voided" || changes.financialStatus === "voided";
  next.financialStatus = financialStatusOf({
    totalMinor: next.totalMinor,
    paidMinor: next.paidMinor,
    authorizedMinor: 0,
    refundedMinor: next.refundedMinor,
    voided,
  });
  next.fulfillmentStatus = fulfillmentStatusOf(lines);
  const [saved] = await tx
    .update(orders)
    .set({
      financialStatus: next.financialStatus,
      fulfillmentStatus: next.fulfillmentStatus,
      status: next.status,
      paidMinor: next.paidMinor,
      refundedMinor: next.refundedMinor,
      cancelReason: next.cancelReason,
      cancelledAt: next.cancelledAt,
      version: order.version + 1,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return saved!;
}

/** Puts units back on the shelf: one conditional UPDATE and an inventory_adjustments row per variant, as placing takes them. */
async function restock(
  tx: Tx,
  order: OrderRow,
  items: readonly { line: OrderLineRow; quantity: number }[],
  reason: string,
  keyPrefix: string,
  userId: string,
  now: Date,
) {
  const restocked: { lineId: string; quantity: number }[] = [];
  for (const { line, quantity } of [...items].sort((a, b) => ((a.line.variantId ?? "") < (b.line.variantId ?? "") ? -1 : 1))) {
    if (quantity <= 0 || !line.variantId) continue;
    const [row] = await tx
      .update(productVariants)
      .set({ inventoryQuantity: sql`${productVariants.inventoryQuantity} + ${quantity}`, version: sql`${productVariants.version} + 1`, updatedAt: now })
      .where(and(eq(productVariants.storeId, order.storeId), eq(productVariants.id, line.variantId)))
      .returning({ after: productVariants.inventoryQuantity });
    // The variant was deleted since the sale: nothing to put back.
    if (!row) continue;
    await tx.insert(inventoryAdjustments).values({
      storeId: order.storeId,
      variantId: line.variantId,
      delta: quantity,
      quantityAfter: row.after,
      reason,
      idempotencyKey: `${keyPrefix}:${line.id}`,
      userId,
      createdAt: now,
    });
    restocked.push({ lineId: line.id, quantity });
  }
  return restocked;
}

const lineIndex = (lines: readonly OrderLineRow[]) => new Map(lines.map((l) => [l.id, l]));

export async function createFulfillment(db: Db, storeId: string, orderId: string, userId: string, input: FulfillmentCreate, now: Date) {
  const { idempotencyKey, ...request } = input;
  return keyed<{ fulfillment: FulfillmentDto; order: OrderActionSummaryDto }>(
    db,
    { storeId, orderId, key: idempotencyKey, action: "fulfil", requestHash: actionRequestHash(["fulfil", orderId, request]) },
    async ({ tx, order, lines }, after) => {
      if (order.status === "cancelled") refuse(409, ORDER_ACTION_MESSAGES.orderCancelled);
      const byId = lineIndex(lines);
      const errors: Record<string, string[]> = {};
      const taken = new Map<string, number>();
      input.lines.forEach((want, i) => {
        if (want.quantity <= 0) return;
        const line = byId.get(want.lineId.toLowerCase());
        if (!line) return void (errors[`lines.${i}.lineId`] = [ORDER_ACTION_MESSAGES.lineNotFound]);
        const left = unfulfilledOf(line) - (taken.get(line.id) ?? 0);
        if (want.quantity > left) return void (errors[`lines.${i}.quantity`] = [say(ORDER_ACTION_MESSAGES.overFulfil, { n: left })]);
        taken.set(line.id, (taken.get(line.id) ?? 0) + want.quantity);
      });
      if (Object.keys(errors).length > 0) refuse(400, Object.values(errors).flat()[0]!, errors);
      const shipped = [...taken].map(([lineId, quantity]) => ({ lineId, quantity }));
      for (const { lineId, quantity } of shipped) {
        await tx
          .update(orderLines)
          .set({ fulfilledQuantity: sql`${orderLines.fulfilledQuantity} + ${quantity}` })
          .where(eq(orderLines.id, lineId));
        const line = byId.get(lineId)!;
        line.fulfilledQuantity += quantity;
      }
      const [fulfillment] = await tx
        .insert(fulfillments)
        .values({
          orderId,
          storeId,
          lines: shipped,
          trackingCompany: input.trackingCompany,
          trackingNumber: input.trackingNumber,
          trackingUrl: input.trackingUrl,
          notifyCustomer: input.notifyCustomer,
          idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const count = shipped.reduce((a, s) => a + s.quantity, 0);
      const data = { fulfillmentId: fulfillment!.id, lines: eventLines(lines, shipped), ...trackingOf(input), notifyCustomer: input.notifyCustomer };
      await writeEvent(tx, order, userId, { kind: "fulfilled", data }, `Fulfilled ${count} item${count === 1 ? "" : "s"}`, now);
      const saved = await saveOrder(tx, order, lines, {}, now);
      const tracking = { company: input.trackingCompany, number: input.trackingNumber, url: input.trackingUrl };
      if (input.notifyCustomer) after.push({ mail: "shipping confirmation", order: saved, items: itemsOf(lines, shipped), tracking });
      return { fulfillment: toFulfillmentDto(fulfillment!), order: toSummaryDto(saved) };
    },
  );
}

type FulfillmentAnswer = { fulfillment: FulfillmentDto; order: OrderActionSummaryDto };

async function lockedFulfillment(tx: Tx, storeId: string, orderId: string, fulfillmentId: string) {
  const [row] = await tx
    .select()
    .from(fulfillments)
    .where(and(eq(fulfillments.storeId, storeId), eq(fulfillments.orderId, orderId), eq(fulfillments.id, fulfillmentId)))
    .limit(1);
  return row ?? null;
}

export async function updateFulfillment(db: Db, storeId: string, orderId: string, fulfillmentId: string, userId: string, input: FulfillmentUpdate, now: Date) {
  return unkeyed<FulfillmentAnswer>(db, storeId, orderId, async ({ tx, order, lines }, after) => {
    const current = await lockedFulfillment(tx, storeId, orderId, fulfillmentId);
    if (!current) return { kind: "not_found" };
    if (current.status === "cancelled") refuse(409, ORDER_ACTION_MESSAGES.fulfillmentCancelled);
    if (current.version !== input.version) refuse(409, ORDER_ACTION_MESSAGES.fulfillmentConflict, undefined, { current: toFulfillmentDto(current) });
    const [saved] = await tx
      .update(fulfillments)
      .set({
        trackingCompany: input.trackingCompany,
        trackingNumber: input.trackingNumber,
        trackingUrl: input.trackingUrl,
        notifyCustomer: input.notifyCustomer,
        version: current.version + 1,
        updatedAt: now,
      })
      .where(eq(fulfillments.id, current.id))
      .returning();
    const data = {
      fulfillmentId,
      lines: eventLines(lines, current.lines),
      ...trackingOf(input),
      notifyCustomer: input.notifyCustomer,
      previous: trackingOf(current),
    };
    await writeEvent(tx, order, userId, { kind: "fulfillment_updated", data }, "Tracking updated", now);
    if (input.notifyCustomer)
      after.push({
        mail: "shipping update",
        order,
        items: itemsOf(lines, current.lines),
        tracking: { company: input.trackingCompany, number: input.trackingNumber, url: input.trackingUrl },
      });
    return { kind: "done", answer: { fulfillment: toFulfillmentDto(saved!), order: toSummaryDto(order) }, after };
  });
}

export async function cancelFulfillment(db: Db, storeId: string, orderId: string, fulfillmentId: string, userId: string, now: Date) {
  return unkeyed<FulfillmentAnswer>(db, storeId, orderId, async ({ tx, order, lines }) => {
    const current = await lockedFulfillment(tx, storeId, orderId, fulfillmentId);
    if (!current) return { kind: "not_found" };
    // Cancelled already (a double click, a resubmitted form): its quantities went back once; answer it again.
    if (current.status === "cancelled") return { kind: "replayed", answer: { fulfillment: toFulfillmentDto(current), order: toSummaryDto(order) } };
    const byId = lineIndex(lines);
    for (const { lineId, quantity } of current.lines) {
      const line = byId.get(lineId);
      if (!line) continue;
      const back = Math.min(quantity, line.fulfilledQuantity);
      await tx
        .update(orderLines)
        .set({ fulfilledQuantity: sql`${orderLines.fulfilledQuantity} - ${back}` })
        .where(eq(orderLines.id, lineId));
      line.fulfilledQuantity -= back;
    }
    const [saved] = await tx
      .update(fulfillments)
      .set({ status: "cancelled", version: current.version + 1, updatedAt: now })
      .where(eq(fulfillments.id, current.id))
      .returning();
    const data = { fulfillmentId, lines: eventLines(lines, current.lines), ...trackingOf(current) };
    await writeEvent(tx, order, userId, { kind: "fulfillment_cancelled", data }, "Fulfillment cancelled", now);
    const savedOrder = await saveOrder(tx, order, lines, {}, now);
    return { kind: "done", answer: { fulfillment: toFulfillmentDto(saved!), order: toSummaryDto(savedOrder) }, after: [] };
  });
}

/**
 * A refund's rows: the lines' refunded quantities, the restock, the refund and its transaction, the customer's amount
 * spent. Shared by the refund and the cancel (which restocks on its own, so its refund restocks nothing).
 */
async function writeRefund(
  locked: Locked,
  plan: { lines: RefundPlanLine[]; shippingMinor: number; amountMinor: number },
  meta: { reason: string; key: string; userId: string; now: Date; restockAllowed: boolean; notify: boolean },
): Promise<{ refund: RefundRow; order: OrderRow }> {
  const { tx, order, lines } = locked;
  const { now, userId } = meta;
  const byId = lineIndex(lines);
  for (const l of plan.lines) {
    await tx
      .update(orderLines)
      .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${l.quantity}` })
      .where(eq(orderLines.id, l.lineId));
  }
  const refundId = crypto.randomUUID();
  const restocked = meta.restockAllowed
    ? await restock(
        tx,
        order,
        plan.lines.filter((l) => l.restock).map((l) => ({ line: byId.get(l.lineId)!, quantity: l.quantity })),
        `Refund ${order.name}`,
        `refund:${refundId}`,
        userId,
        now,
      )
    : [];
  const restockedIds = new Set(restocked.map((r) => r.lineId));
  for (const l of plan.lines) byId.get(l.lineId)!.refundedQuantity += l.quantity;
  const [refund] = await tx
    .insert(refunds)
    .values({
      id: refundId,
      orderId: order.id,
      storeId: order.storeId,
      lines: plan.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity, amountMinor: l.amountMinor, restock: restockedIds.has(l.lineId) })),
      shippingMinor: plan.shippingMinor,
      amountMinor: plan.amountMinor,
      reason: meta.reason,
      idempotencyKey: meta.key,
      userId,
      createdAt: now,
    })
    .returning();
  if (plan.amountMinor > 0) {
    await tx.insert(orderTransactions).values({
      orderId: order.id,
      storeId: order.storeId,
      kind: "refund",
      gateway: order.paymentMethod,
      amountMinor: plan.amountMinor,
      userId,
      createdAt: now,
    });
    if (order.customerId)
      await tx
        .update(customers)
        .set({ amountSpentMinor: sql`greatest(0, ${customers.amountSpentMinor} - ${plan.amountMinor})` })
        .where(eq(customers.id, order.customerId));
  }
  const message = `Refunded ${fromMinor(plan.amountMinor, order.currency)} ${order.currency}`;
  const data = {
    refundId,
    amountMinor: plan.amountMinor,
    lines: plan.lines.flatMap((l) => {
      const [named] = eventLines(lines, [l]);
      return named ? [{ ...named, amountMinor: l.amountMinor, restock: restockedIds.has(l.lineId) }] : [];
    }),
    shippingMinor: plan.shippingMinor,
    restock: restockedIds.size > 0,
    reason: meta.reason,
    notify: meta.notify,
  };
  await writeEvent(tx, order, userId, { kind: "refunded", data }, message, now);
  const saved = await saveOrder(tx, order, lines, { refundedMinor: order.refundedMinor + plan.amountMinor }, now);
  return { refund: refund!, order: saved };
}

export async function createRefund(db: Db, storeId: string, userId: string, input: RefundCreate, now: Date) {
  const { idempotencyKey, ...request } = input;
  return keyed<{ refund: RefundDto; order: OrderActionSummaryDto }>(
    db,
    { storeId, orderId: input.orderId.toLowerCase(), key: idempotencyKey, action: "refund", requestHash: actionRequestHash(["refund", request]) },
    async (locked, after) => {
      const { tx, order, lines } = locked;
      const plan = planRefund(refundableInput(order, lines, await shippingRefundedMinor(tx, order.id)), input);
      if (!plan.ok) return refuse(400, Object.values(plan.errors).flat()[0]!, plan.errors);
      // A cancelled order's unshipped units went back when it was cancelled (with restock): never twice.
      const restockAllowed = !(order.status === "cancelled" && (await cancelRestocked(tx, order.id)));
      const { refund, order: saved } = await writeRefund(locked, plan, {
        reason: input.reason,
        key: idempotencyKey,
        userId,
        now,
        restockAllowed,
        notify: input.notify,
      });
      if (input.notify)
        after.push({ mail: "order refund", order: saved, items: itemsOf(lines, plan.lines), amountMinor: plan.amountMinor, reason: input.reason });
      return { refund: toRefundDto(refund, order.currency), order: toSummaryDto(saved) };
    },
  );
}

async function cancelRestocked(tx: Tx, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "cancelled")))
    .limit(1);
  // `restocked` is what cancels wrote before the timeline's typed events.
  return row?.data.restock === true || row?.data.restocked === true;
}

export async function cancelOrder(db: Db, storeId: string, userId: string, input: OrderCancel, now: Date) {
  const { idempotencyKey, ...request } = input;
  return keyed<{ order: OrderActionSummaryDto; refund: RefundDto | null }>(
    db,
    { storeId, orderId: input.orderId.toLowerCase(), key: idempotencyKey, action: "cancel", requestHash: actionRequestHash(["cancel", request]) },
    async (locked, after) => {
      const { tx, order, lines } = locked;
      if (order.status === "cancelled") refuse(409, ORDER_ACTION_MESSAGES.alreadyCancelled);
      // What was not shipped goes back on the shelf, once: read before a refund marks the lines refunded.
      const restocked = input.restock
        ? await restock(
            tx,
            order,
            lines.map((line) => ({ line, quantity: unfulfilledOf(line) })),
            `Order ${order.name} cancelled`,
            `cancel:${order.id}`,
            userId,
            now,
          )
        : [];
      let current = order;
      let refund: RefundRow | null = null;
      if (input.refund) {
        const refundInput = refundableInput(order, lines, await shippingRefundedMinor(tx, order.id));
        const plan = planRefund(refundInput, cancelRefundRequest(refundInput, false));
        if (plan.ok && (plan.amountMinor > 0 || plan.lines.length > 0)) {
          // The cancel's mail says what was refunded: the refund itself sends none.
          const meta = { reason: input.reason, key: idempotencyKey, userId, now, restockAllowed: false, notify: false };
          const written = await writeRefund(locked, plan, meta);
          refund = written.refund;
          current = written.order;
        }
      }
      // A payment still awaited will not come: the pending sale is voided.
      const pending = await tx
        .update(orderTransactions)
        .set({ status: "failure" })
        .where(and(eq(orderTransactions.orderId, order.id), eq(orderTransactions.kind, "sale"), eq(orderTransactions.status, "pending")))
        .returning({ amountMinor: orderTransactions.amountMinor, gateway: orderTransactions.gateway });
      for (const p of pending)
        await tx
          .insert(orderTransactions)
          .values({ orderId: order.id, storeId, kind: "void", gateway: p.gateway, amountMinor: p.amountMinor, userId, createdAt: now });
      // The order's discount uses come back once (a code with a usage limit can be used again).
      await releaseDiscountUsage(tx, storeId, order.id);
      const data = {
        reason: input.reason,
        restock: input.restock,
        restockedLines: eventLines(lines, restocked),
        refundId: refund?.id ?? null,
        refundedMinor: refund?.amountMinor ?? 0,
        notify: input.notify,
      };
      await writeEvent(tx, current, userId, { kind: "cancelled", data }, input.reason ? `Order cancelled: ${input.reason}` : "Order cancelled", now);
      const voided = pending.length > 0 && current.paidMinor === 0;
      const saved = await saveOrder(
        tx,
        { ...current, version: current.version },
        lines,
        { status: "cancelled", cancelledAt: now, cancelReason: input.reason, ...(voided ? { financialStatus: "voided" as const } : {}) },
        now,
      );
      if (input.notify)
        after.push({
          mail: "order canceled",
          order: saved,
          items: lines.map((l) => ({ title: l.title, variantTitle: l.variantTitle, quantity: l.quantity })),
          amountMinor: refund?.amountMinor ?? 0,
          reason: input.reason,
        });
      return { order: toSummaryDto(saved), refund: refund ? toRefundDto(refund, order.currency) : null };
    },
  );
}

export async function markPaid(db: Db, storeId: string, orderId: string, userId: string, key: string, now: Date) {
  return keyed<{ order: OrderActionSummaryDto }>(
    db,
    { storeId, orderId, key, action: "mark_paid", requestHash: actionRequestHash(["mark_paid", orderId]) },
    async ({ tx, order, lines }) => {
      if (order.status === "cancelled") refuse(409, ORDER_ACTION_MESSAGES.orderCancelled);
      if (order.financialStatus !== "pending") refuse(409, ORDER_ACTION_MESSAGES.notPending);
      const amount = order.totalMinor - order.paidMinor;
      const settled = await tx
        .update(orderTransactions)
        .set({ status: "success", userId })
        .where(and(eq(orderTransactions.orderId, order.id), eq(orderTransactions.kind, "sale"), eq(orderTransactions.status, "pending")))
        .returning({ id: orderTransactions.id });
      if (settled.length === 0)
        await tx
          .insert(orderTransactions)
          .values({ orderId, storeId, kind: "sale", gateway: order.paymentMethod, amountMinor: amount, userId, createdAt: now });
      if (order.customerId && amount > 0)
        await tx
          .update(customers)
          .set({ amountSpentMinor: sql`${customers.amountSpentMinor} + ${amount}` })
          .where(eq(customers.id, order.customerId));
      await writeEvent(tx, order, userId, { kind: "paid", data: { amountMinor: amount, method: order.paymentMethod } }, "Marked as paid", now);
      const saved = await saveOrder(tx, order, lines, { paidMinor: order.totalMinor }, now);
      return { order: toSummaryDto(saved) };
    },
  );
}

/** The store's name and language, for the order mails. */
