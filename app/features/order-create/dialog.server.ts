// The manual order dialog's server half (ADR 041): what the orders list's loader adds when `?dialog=create`
// (`loadCreateOrderDialog`), and its action's `create` intent (`handleCreateOrderIntent`). The list route calls them.
import crypto from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { mergeCartLines, shippingRatesFor } from "@domain/checkout";
import { formatMoney, fromMinor } from "@domain/money";
import type { TFunction } from "@domain/i18n";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { parseForm } from "~/lib/forms";
import { createManualOrder, searchOrderVariants, type OrderVariantDto } from "~/api-client/order-create.server";
import { redirectWithToast } from "~/lib/toast.server";
import { throwRouteError } from "~/lib/guards.server";
import { isKeyRefusal, keyRefusedReply } from "~/features/order-actions/actions.server";
import {
  ADD_PARAM,
  addQuantityName,
  CREATE_ORDER_DIALOG,
  CreateOrderFormSchema,
  formFieldOf,
  ORDER_TEXT_FIELDS,
  REMOVE_PARAM,
  SEARCH_PARAM,
  type CreateOrderValues,
} from "./form";

type Api = Pick<ApiClients, "store">;
const LINES_MAX = 100;

export type CreateOrderActionData = { intent: "create"; result: SubmissionResult<string[]>; chosen: OrderVariantDto[] };

export interface CreateOrderDialogData {
  values: CreateOrderValues;
  search: string;
  /** The search's matches; null before a search. */
  results: OrderVariantDto[] | null;
  /** Each line's variant as it is now (null: gone from the store), in the lines' order. */
  chosen: (OrderVariantDto | null)[];
  rates: { code: string; label: string }[];
  language: "vi" | "en";
}

/** The form's values from a posted form or a GET round trip (the dialog's search, add and remove buttons). */
export function orderValuesFrom(params: URLSearchParams | FormData, language: "vi" | "en"): CreateOrderValues {
  const get = (key: string) => {
    const v = params.get(key);
    return typeof v === "string" ? v : "";
  };
  const values = Object.fromEntries(ORDER_TEXT_FIELDS.map((k) => [k, get(k)])) as Record<(typeof ORDER_TEXT_FIELDS)[number], string>;
  const lines: CreateOrderValues["lines"] = [];
  for (let i = 0; i < LINES_MAX; i++) {
    const variantId = get(`lines[${i}].variantId`);
    if (!variantId) continue;
    lines.push({ variantId, quantity: get(`lines[${i}].quantity`) || "1" });
  }
  return {
    ...values,
    countryCode: values.countryCode || (language === "en" ? "US" : "VN"),
    paymentMethod: values.paymentMethod || "cod",
    paid: get("paid") === "on",
    lines,
  };
}

/** Applies a GET round trip's button: a variant added (its quantity added to a line of it) or a line removed. */
function applyButtons(values: CreateOrderValues, params: URLSearchParams): CreateOrderValues {
  let lines = values.lines;
  const add = params.get(ADD_PARAM);
  if (add) {
    const quantity = Math.max(1, Math.floor(Number(params.get(addQuantityName(add)) || "1")) || 1);
    const merged = mergeCartLines([
      ...lines.map((l) => ({ variantId: l.variantId, quantity: Math.max(1, Math.floor(Number(l.quantity)) || 1) })),
      { variantId: add, quantity },
    ]);
    lines = merged.map((l) => ({ variantId: l.variantId, quantity: String(l.quantity) }));
  }
  const remove = params.get(REMOVE_PARAM);
  if (remove !== null && /^\d+$/.test(remove)) lines = lines.filter((_, i) => i !== Number(remove));
  return { ...values, lines: lines.slice(0, LINES_MAX) };
}

/**
 * What the orders list's loader adds when its URL says `dialog=create` (else null): the form's values carried by the
 * URL (a search keeps what was typed and the lines chosen), the search's matches and the chosen lines' variants (one
 * API call), the shipping rates in the store's currency, and an idempotency key made now, when the dialog renders.
 */
export async function loadCreateOrderDialog(args: { request: Request; api: Api; language: string | null | undefined }): Promise<CreateOrderDialogData | null> {
  const url = new URL(args.request.url);
  if (url.searchParams.get("dialog") !== CREATE_ORDER_DIALOG) return null;
  const language = args.language === "en" ? "en" : "vi";
  const values = applyButtons(orderValuesFrom(url.searchParams, language), url.searchParams);
  if (!values.idempotencyKey) values.idempotencyKey = crypto.randomUUID();
  const search = (url.searchParams.get(SEARCH_PARAM) ?? "").trim().slice(0, 255);
  const found = await searchOrderVariants(args.api, { search, ids: values.lines.map((l) => l.variantId) });
  const byId = new Map(found.chosen.map((v) => [v.variantId, v]));
  return {
    values,
    search,
    results: search ? found.variants : null,
    chosen: values.lines.map((l) => byId.get(l.variantId.toLowerCase()) ?? null),
    rates: shippingRatesFor(language).map((r) => ({
      code: r.code,
      label: `${r.title} · ${formatMoney(fromMinor(r.priceMinor, language === "en" ? "USD" : "VND"), language)}`,
    })),
    language,
  };
}

/**
 * The list action's `create` intent: the form parsed with its one schema, one call (POST /orders with the key made
 * when the dialog rendered), then the new order's page with a toast. A refusal keeps the input (400): the schema's and
 * the API's field errors on their fields, a line short of stock on that line's quantity, a refused code on its field.
 */
export async function handleCreateOrderIntent(args: { context: AppLoadContext; api: Api; formData: FormData; t: TFunction<"orderCreate"> }) {
  const submission = parseForm(args.formData, CreateOrderFormSchema);
  // A refusal re-renders the dialog from what was posted: the lines' variants are read again for it.
  const chosen = async () => {
    const ids = orderValuesFrom(args.formData, "vi").lines.map((l) => l.variantId);
    return ids.length === 0 ? [] : (await searchOrderVariants(args.api, { search: "", ids })).chosen;
  };
  if (submission.status !== "success") return data({ intent: "create" as const, result: submission.reply(), chosen: await chosen() }, 400);
  try {
    const { order } = await createManualOrder(args.api, submission.value);
    return redirectWithToast(args.context, `/admin/orders/detail/${encodeURIComponent(order._id)}`, {
      kind: "success",
      message: args.t("created", { name: order.name }),
    });
  } catch (error) {
    // Not the API's answer, or 404/403: the house's error pages (404 page, no-access), never a raw throw.
    if (!isApiError(error) || error.status === 404 || error.status === 403) throwRouteError(error);
    // The dialog's key placed an order before, from other details (a reloaded URL, a Back): a new key to try again.
    if (isKeyRefusal(error)) return data({ intent: "create" as const, result: keyRefusedReply(submission), chosen: await chosen() }, 409);
    const fieldErrors: Record<string, string[]> = {};
    for (const [key, list] of Object.entries(error.fieldErrors)) fieldErrors[formFieldOf(key)] = list;
    // 409 naming lines (out of stock, gone): each message on its line's quantity.
    const lines = (error.body as { lines?: { variantId: string; message: string }[] } | null)?.lines ?? [];
    for (const refused of lines) {
      const index = submission.value.lines.findIndex((l) => l.variantId.toLowerCase() === refused.variantId.toLowerCase());
      if (index >= 0) fieldErrors[`lines[${index}].quantity`] = [refused.message];
    }
    // None on a field (a 409 without one, a 429, a 5xx): the API's message on the form, the input kept.
    const formErrors = Object.keys(fieldErrors).length === 0 ? error.messages : [];
    return data({ intent: "create" as const, result: submission.reply({ fieldErrors, formErrors }), chosen: await chosen() }, 400);
  }
}
