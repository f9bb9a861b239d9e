// The discount screens' loaders and actions, shared by the code and automatic routes (which differ only in method):
// guard (scope `discounts`, SPEC §6) → parse → one client call → respond.
import { data, type AppLoadContext } from "@remix-run/node";
import type { DiscountMethod } from "@domain/discount";
import { currencyOf } from "@domain/money";
import { discountTargets, getDiscount, listDiscountCodes } from "~/api-client/discounts.server";
import type { EditorApi } from "~/components/editor/actions.server";
import { editorAction } from "~/components/editor/actions.server";
import { storeTimezone } from "~/lib/dates";
import { notFound, requireStore, throwRouteError } from "~/lib/guards.server";
import { requestLocale, requestT } from "~/lib/locale.server";
import { pageTitle } from "~/lib/meta";
import { generateCodesIntent } from "./codes.server";
import { discountEditor } from "./editor.server";
import { discountValues, type ChosenNames } from "./form";
import { loadDiscountsScreen } from "./list.server";
import { loadDiscountEditor } from "./loader.server";
import { discountSummary } from "./summary";

interface Args {
  request: Request;
  context: AppLoadContext;
  params?: Record<string, string | undefined>;
}

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
  const { api, user } = await requireStore(request, context, "discounts");
  const t = await requestT(request, context, "discounts");
  const formData = await request.formData();
  return withChosenNames(api, formData, await editorAction(discountEditor(method, t, currencyOf(user.language)), context, api, null, formData));
}

export async function discountUpdateAction(method: DiscountMethod, { request, context, params }: Args) {
  const { api, user } = await requireStore(request, context, "discounts");
  const t = await requestT(request, context, "discounts");
  const id = params?.id ?? "";
  const formData = await request.formData();
  if (method === "code" && formData.get("intent") === "generate-codes") {
    return generateCodesIntent(context, api, id, formData, t, await requestLocale(request, context));
  }
  return withChosenNames(api, formData, await editorAction(discountEditor(method, t, currencyOf(user.language)), context, api, id, formData));
}

const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const postedIds = (formData: FormData, name: string) =>
  [...new Set(formData.getAll(name).filter((v): v is string => typeof v === "string" && ID_RE.test(v)))].slice(0, 250);

/**
 * A refused save (400, 409) renders the form again with what was posted, but the page's loader only knows the ids its
 * URL carries (a search's), not the boxes ticked since: the posted products and collections come back by name with
 * the refusal, so none shows as a raw id (`chosen`, merged by the page with the loader's targets).
 */
async function withChosenNames<T extends object>(api: EditorApi, formData: FormData, answer: Response | { type: string; data: T; init: ResponseInit | null }) {
  if (answer instanceof Response || answer.type !== "DataWithResponseInit") return answer;
  const productIds = [...new Set([...postedIds(formData, "productIds"), ...postedIds(formData, "getsProductIds")])].slice(0, 250);
  const collectionIds = [...new Set([...postedIds(formData, "collectionIds"), ...postedIds(formData, "getsCollectionIds")])].slice(0, 250);
  if (productIds.length === 0 && collectionIds.length === 0) return answer;
  const names = await discountTargets(api, { productIds, collectionIds });
  const chosen: ChosenNames = { products: names.chosenProducts, collections: names.chosenCollections };
  return data({ ...answer.data, chosen }, answer.init ?? undefined);
}
