// The discount screens' loaders and actions, shared by the code and automatic routes (which differ only in method):
// guard (scope `discounts`, SPEC §6) → parse → one client call → respond.
import type { AppLoadContext } from "@remix-run/node";
import type { DiscountMethod } from "@domain/discount";
import { getDiscount, listDiscountCodes } from "~/api-client/discounts.server";
import { editorAction } from "~/components/editor/actions.server";
import { storeTimezone } from "~/lib/dates";
import { notFound, requireStore, throwRouteError } from "~/lib/guards.server";
import { requestLocale, requestT } from "~/lib/locale.server";
import { pageTitle } from "~/lib/meta";
import { generateCodesIntent } from "./codes.server";
import { discountEditor } from "./editor.server";
import { discountValues } from "./form";
import { loadDiscountsScreen } from "./list.server";
import { loadDiscountEditor } from "./loader.server";
import { discountSummary } from "./summary";

interface Args {
  request: Request;
  context: AppLoadContext;
  params?: Record<string, string | undefined>;
}

const currencyOf = (language: string | null | undefined): "USD" | "VND" => (language === "en" ? "USD" : "VND");

export async function discountListLoader(method: DiscountMethod, { request, context }: Args) {
  const { api } = await requireStore(request, context, "discounts");
  const t = await requestT(request, context, "discounts");
  const screen = await loadDiscountsScreen(request, api, method, t);
  return { ...screen, title: pageTitle(method === "code" ? t("codeTitle") : t("automaticTitle")) };
}

export async function discountCreateLoader(method: DiscountMethod, { request, context }: Args) {
  const { api, user } = await requireStore(request, context, "discounts");
  const t = await requestT(request, context, "discounts");
  const timezone = storeTimezone(user);
  const editor = await loadDiscountEditor(api, request.url, discountValues(method, null, timezone, new Date()));
  return { ...editor, timezone, currency: currencyOf(user.language), title: pageTitle(method === "code" ? t("createCode") : t("createAutomatic")) };
}

export async function discountUpdateLoader(method: DiscountMethod, { request, context, params }: Args) {
  const { api, user } = await requireStore(request, context, "discounts");
  const t = await requestT(request, context, "discounts");
  const discount = await getDiscount(api, params?.id ?? "").catch(throwRouteError);
  // The other method's discount lives at the other URL.
  if (discount.method !== method) throw notFound();
  const timezone = storeTimezone(user);
  const [editor, codes] = await Promise.all([
    loadDiscountEditor(api, request.url, discountValues(method, discount, timezone, new Date())),
    method === "code" ? listDiscountCodes(api, discount._id, 12) : null,
  ]);
  return {
    ...editor,
    discount,
    summary: discountSummary(discount, t),
    codes: codes?.codes.map((c) => ({ code: c.code, usageCount: c.usageCount })) ?? [],
    timezone,
    currency: discount.currency,
    title: pageTitle(discount.title),
  };
}

export async function discountCreateAction(method: DiscountMethod, { request, context }: Args) {
  const { api } = await requireStore(request, context, "discounts");
  const t = await requestT(request, context, "discounts");
  return editorAction(discountEditor(method, t), context, api, null, await request.formData());
}

export async function discountUpdateAction(method: DiscountMethod, { request, context, params }: Args) {
  const { api } = await requireStore(request, context, "discounts");
  const t = await requestT(request, context, "discounts");
  const id = params?.id ?? "";
  const formData = await request.formData();
  if (method === "code" && formData.get("intent") === "generate-codes") {
    return generateCodesIntent(context, api, id, formData, t, await requestLocale(request, context));
  }
  return editorAction(discountEditor(method, t), context, api, id, formData);
}
