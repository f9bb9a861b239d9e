// The order actions' server side: the fulfilment and refund pages' loaders and intents, and the cancel and mark-as-paid
// intents the order's page (orders/detail/{id}) calls from its action's switch (ARCHITECTURE rules 4, 5). Each parses
// with the domain's one schema, makes one API call, and ends in a redirect with a toast or a 400 with the input kept.
import crypto from "node:crypto";
import { data, type AppLoadContext } from "@remix-run/node";
import type { Submission, SubmissionResult } from "@conform-to/react";
import {
  FulfillmentCreateSchema,
  FulfillmentUpdateSchema,
  MarkPaidSchema,
  ORDER_ACTION_MESSAGES,
  OrderCancelSchema,
  planRefund,
  refundFormSchema,
  type RefundRequestLine,
  type RefundableInput,
} from "@domain/order-actions";
import { formatMoney, fromMinor, toMinor, type CurrencyCode } from "@domain/money";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import {
  cancelFulfillment,
  cancelOrder,
  createFulfillment,
  getRefundable,
  listFulfillments,
  markOrderPaid,
  refundOrder,
  updateFulfillment,
  type OrderRefundable,
} from "~/api-client/order-actions.server";
import { throwRouteError } from "~/lib/guards.server";
import { parseForm } from "~/lib/forms";
import { requestT } from "~/lib/locale.server";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { fieldErrorsOf } from "./form-state";
import { orderActionUrls } from "./urls";

type Api = Pick<ApiClients, "store">;
export interface IntentArgs {
  request: Request;
  context: AppLoadContext;
  api: Api;
  orderId: string;
  formData: FormData;
}

/** A key per render of a money or stock form (ADR 035): a double click or a resubmitted page acts once. */
export const newIdempotencyKey = () => crypto.randomUUID();

/**
 * The API refused the form's key (409, the error on `idempotencyKey`, or `Idempotency-Key` for a placed order): the
 * same rendered form had been submitted before with other details, and that submission went through (ADR 039).
 */
export function isKeyRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && Object.keys(error.fieldErrors).some((k) => /^idempotency-?key$/i.test(k));
}

/**
 * A reply for a refused key: the user's input kept, the form-level message saying what happened, and a NEW key in the
 * form's values, so the reviewed form can be submitted again (ADR 039). Any other refusal keeps its key: nothing was
 * done under it, and a double submit of the same form still acts once.
 */
export function keyRefusedReply(submission: Submission<unknown>): SubmissionResult<string[]> {
  const result = submission.reply({ formErrors: [ORDER_ACTION_MESSAGES.formAlreadySubmitted] });
  return { ...result, initialValue: { ...(result.initialValue ?? {}), idempotencyKey: newIdempotencyKey() } };
}

export const moneyLanguage = (currency: CurrencyCode) => (currency === "USD" ? "en" : "vi");
export const money = (amount: number, currency: CurrencyCode) => formatMoney(amount, moneyLanguage(currency));

/** A refused form: its intent (which form), which record's form, conform's reply with the input kept. */
function refused(
  intent: string,
  submission: Submission<unknown>,
  opts: { target?: string; fieldErrors?: Record<string, string[]>; formErrors?: string[] } = {},
) {
  const result = submission.reply({ fieldErrors: opts.fieldErrors, formErrors: opts.formErrors });
  return data({ intent, target: opts.target ?? null, result, preview: null }, { status: 400 });
}

/** An API refusal as the form's errors: field errors on their inputs, the rest on the form; 404 is the 404 page. */
function apiRefusal(intent: string, submission: Submission<unknown>, error: unknown, target?: string) {
  if (!isApiError(error) || error.status === 404 || error.status === 403) throwRouteError(error);
  if (isKeyRefusal(error)) return data({ intent, target: target ?? null, result: keyRefusedReply(submission), preview: null }, { status: 409 });
  const fieldErrors = fieldErrorsOf(error.fieldErrors);
  const onFields = Object.keys(fieldErrors).length > 0;
  return refused(intent, submission, { target, fieldErrors: onFields ? fieldErrors : undefined, formErrors: onFields ? undefined : error.messages });
}

// The fulfilment page ------------------------------------------------------------------------------------------------

export async function loadFulfillmentPage(request: Request, context: AppLoadContext, api: Api, orderId: string) {
  const [found, t] = await Promise.all([listFulfillments(api, orderId).catch(throwRouteError), requestT(request, context, "orderActions")]);
  return { ...found, idempotencyKey: newIdempotencyKey(), title: pageTitle(t("fulfil.pageTitle", { order: found.order.name })) };
}

export async function fulfilIntent({ request, context, api, orderId, formData }: IntentArgs) {
  const submission = parseForm(formData, FulfillmentCreateSchema);
  if (submission.status !== "success") return refused("fulfil", submission);
  try {
    const { replayed } = await createFulfillment(api, orderId, submission.value);
    const t = await requestT(request, context, "orderActions");
    return redirectWithToast(context, orderActionUrls.fulfillment(orderId), { kind: "success", message: t(replayed ? "fulfil.already" : "fulfil.done") });
  } catch (error) {
    return apiRefusal("fulfil", submission, error);
  }
}

export async function updateTrackingIntent({ request, context, api, orderId, formData }: IntentArgs) {
  const fid = String(formData.get("fulfillmentId") ?? "");
  const submission = parseForm(formData, FulfillmentUpdateSchema);
  if (submission.status !== "success") return refused("update-tracking", submission, { target: fid });
  try {
    await updateFulfillment(api, orderId, fid, submission.value);
    const t = await requestT(request, context, "orderActions");
    return redirectWithToast(context, orderActionUrls.fulfillment(orderId), { kind: "success", message: t("fulfillments.saved") });
  } catch (error) {
    return apiRefusal("update-tracking", submission, error, fid);
  }
}

export async function cancelFulfillmentIntent({ request, context, api, orderId, formData }: IntentArgs) {
  const fid = String(formData.get("fulfillmentId") ?? "");
  try {
    await cancelFulfillment(api, orderId, fid);
  } catch (error) {
    if (!isApiError(error) || error.status === 404) throwRouteError(error);
    return redirectWithToast(context, orderActionUrls.fulfillment(orderId), { kind: "error", message: error.messages.join(" ") });
  }
  const t = await requestT(request, context, "orderActions");
  return redirectWithToast(context, orderActionUrls.fulfillment(orderId), { kind: "success", message: t("fulfillments.cancelledToast") });
}

// The refund page ----------------------------------------------------------------------------------------------------

export async function loadRefundPage(request: Request, context: AppLoadContext, api: Api, orderId: string) {
  const [found, t] = await Promise.all([getRefundable(api, orderId).catch(throwRouteError), requestT(request, context, "orderActions")]);
  return { ...found, idempotencyKey: newIdempotencyKey(), title: pageTitle(t("refund.pageTitle", { order: found.order.name })) };
}

/** The refundable figures as the domain's refund arithmetic reads them (minor units). */
export function refundableInputOf(r: OrderRefundable): RefundableInput {
  const c = r.order.currency;
  return {
    currency: c,
    lines: r.lines.map((l) => ({
      id: l.lineId,
      quantity: l.quantity,
      unitPriceMinor: toMinor(l.price, c),
      discountMinor: toMinor(l.totalDiscount, c),
      refundedQuantity: l.refundedQuantity,
      fulfilledQuantity: l.fulfilledQuantity,
    })),
    shippingMinor: toMinor(r.shipping.total, c),
    shippingRefundedMinor: toMinor(r.shipping.refunded, c),
    paidMinor: toMinor(r.order.paid, c),
    refundedMinor: toMinor(r.order.refunded, c),
  };
}

export interface RefundPreview {
  items: number;
  shipping: number;
  total: number;
}

/**
 * The refund form as posted, parsed with its one schema: the shipping amount is typed the way the order's currency is
 * written ("30.000" đ), so the order's refundable figures are read first. `plan` checks a request against them as the
 * API will (planRefund), with the shipping cap said in the order's money ("30.000 đ", not "30000").
 */
async function readRefundForm(api: Api, orderId: string, formData: FormData) {
  formData.set("orderId", orderId);
  const refundable = await getRefundable(api, orderId).catch(throwRouteError);
  const c = refundable.order.currency;
  const submission = parseForm(formData, refundFormSchema(c));
  const plan = (value: { lines: RefundRequestLine[]; shipping: number }) =>
    planRefund(refundableInputOf(refundable), value, { formatAmount: (minor) => money(fromMinor(minor, c), c) });
  return { refundable, submission, plan };
}

/** "Calculate": the same figures the API will compute, worked out on the server from what the API says is refundable. */
export async function previewRefundIntent({ api, orderId, formData }: IntentArgs) {
  const { refundable, submission, plan: planOf } = await readRefundForm(api, orderId, formData);
  const c = refundable.order.currency;
  if (submission.status !== "success") {
    // Nothing chosen yet is not an error worth showing on Calculate: the totals are 0.
    const onlyNothing = Object.keys(submission.error ?? {}).every((k) => k === "lines");
    if (!onlyNothing) return refused("preview", submission);
    return data({ intent: "preview", target: null, result: submission.reply({ fieldErrors: {} }), preview: { items: 0, shipping: 0, total: 0 } });
  }
  const plan = planOf(submission.value);
  if (!plan.ok) return refused("preview", submission, { fieldErrors: fieldErrorsOf(plan.errors) });
  const items = plan.lines.reduce((a, l) => a + l.amountMinor, 0);
  const preview: RefundPreview = { items: fromMinor(items, c), shipping: fromMinor(plan.shippingMinor, c), total: fromMinor(plan.amountMinor, c) };
  return data({ intent: "preview", target: null, result: submission.reply({ fieldErrors: {} }), preview });
}

export async function refundIntent({ request, context, api, orderId, formData }: IntentArgs) {
  const { submission } = await readRefundForm(api, orderId, formData);
  if (submission.status !== "success") return refused("refund", submission);
  // Not checked against the figures here first: a resubmitted form must reach the API, which answers it as the first
  // time (its key), and the API checks under the order's lock.
  try {
    const { refund, order, replayed } = await refundOrder(api, submission.value);
    const t = await requestT(request, context, "orderActions");
    const message = replayed ? t("refund.already") : t("refund.done", { amount: money(refund.amount, order.currency) });
    return redirectWithToast(context, orderActionUrls.refund(orderId), { kind: "success", message });
  } catch (error) {
    // Too much shipping: the cap said in the order's money ("30.000 đ") rather than the API's figure, from the
    // figures as they are now (another refund may have taken some meanwhile).
    if (isApiError(error) && error.status === 400 && error.fieldErrors.shipping) {
      const again = (await readRefundForm(api, orderId, formData)).plan(submission.value);
      if (!again.ok) return refused("refund", submission, { fieldErrors: fieldErrorsOf(again.errors) });
    }
    return apiRefusal("refund", submission, error);
  }
}

// Cancel and mark as paid (the order's page wires them; ADR 039) --------------------------------------------------------

/** The cancel dialog's intent (`intent=cancel`): on success back to the order's page, without the dialog. */
export async function handleCancelIntent({ request, context, api, orderId, formData }: IntentArgs) {
  formData.set("orderId", orderId);
  // An unchecked box sends nothing, and the API restocks unless told not to.
  if (!formData.has("restock")) formData.set("restock", "false");
  const submission = parseForm(formData, OrderCancelSchema);
  if (submission.status !== "success") return refused("cancel", submission);
  try {
    await cancelOrder(api, submission.value);
    const t = await requestT(request, context, "orderActions");
    return redirectWithToast(context, orderActionUrls.detail(orderId), { kind: "success", message: t("cancel.done") });
  } catch (error) {
    return apiRefusal("cancel", submission, error);
  }
}

/** The mark-as-paid form's intent (`intent=mark-paid`). */
export async function handleMarkPaidIntent({ request, context, api, orderId, formData }: IntentArgs) {
  const submission = parseForm(formData, MarkPaidSchema);
  if (submission.status !== "success") return refused("mark-paid", submission);
  try {
    await markOrderPaid(api, orderId, submission.value.idempotencyKey);
    const t = await requestT(request, context, "orderActions");
    return redirectWithToast(context, orderActionUrls.detail(orderId), { kind: "success", message: t("markPaid.done") });
  } catch (error) {
    return apiRefusal("mark-paid", submission, error);
  }
}
