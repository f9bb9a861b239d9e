// Pure helpers of the discount screens, shared by their server and page halves (and the unit tests).
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import { codeFromBytes, localParts, type DiscountDto, type DiscountMethod } from "../../../domain/discount";
import type { TFunction } from "../../../domain/i18n/core";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { discountUrls } from "./urls";

export const DISCOUNT_FORM_ID = "discount-form";
/** The GET parameters a search or the Generate button adds to the editor's URL (with the form's fields). */
export const PRODUCT_SEARCH = "productSearch";
export const COLLECTION_SEARCH = "collectionSearch";
/** Buy X get Y's "Customer gets" pickers have searches of their own. */
export const GETS_PRODUCT_SEARCH = "getsProductSearch";
export const GETS_COLLECTION_SEARCH = "getsCollectionSearch";
export const GENERATE = "generate";

type Flag = "on" | "";

/** The editor's form values, as conform names them: strings, so input comes back as typed. */
export interface DiscountValues {
  method: DiscountMethod;
  code: string;
  title: string;
  type: string;
  value: string;
  minimumKind: string;
  minimumValue: string;
  appliesTo: string;
  productIds: string[];
  collectionIds: string[];
  getsAppliesTo: string;
  getsProductIds: string[];
  getsCollectionIds: string[];
  buyQuantity: string;
  getQuantity: string;
  getPercent: string;
  combinesWith: { orderDiscounts: Flag; productDiscounts: Flag; shippingDiscounts: Flag };
  startsDate: string;
  startsTime: string;
  endsDate: string;
  endsTime: string;
  usageLimit: string;
  oncePerCustomer: Flag;
  timezone: string;
  version?: string;
}

const flag = (on: boolean): Flag => (on ? "on" : "");
const num = (n: number | null | undefined) => (n === null || n === undefined || n === 0 ? "" : String(n));

/** A saved discount's values in the store's zone, or a new one's: starting now, 10 % off everything. */
export function discountValues(method: DiscountMethod, d: DiscountDto | null, timezone: string, now: Date): DiscountValues {
  const start = localParts(d ? d.startsAt : now, timezone);
  const end = d?.endsAt ? localParts(d.endsAt, timezone) : { date: "", time: "" };
  if (!d) {
    return {
      method,
      code: "",
      title: "",
      type: "percentage",
      value: "",
      minimumKind: "none",
      minimumValue: "",
      appliesTo: "all",
      productIds: [],
      collectionIds: [],
      getsAppliesTo: "same",
      getsProductIds: [],
      getsCollectionIds: [],
      buyQuantity: "",
      getQuantity: "",
      getPercent: "100",
      combinesWith: { orderDiscounts: "", productDiscounts: "", shippingDiscounts: "" },
      startsDate: start.date,
      startsTime: start.time,
      endsDate: "",
      endsTime: "",
      usageLimit: "",
      oncePerCustomer: "",
      timezone,
    };
  }
  return {
    method: d.method,
    code: d.code ?? "",
    title: d.method === "automatic" ? d.title : "",
    type: d.type,
    value: num(d.value),
    minimumKind: d.minimumKind,
    minimumValue: num(d.minimumValue),
    appliesTo: d.appliesTo,
    productIds: d.productIds,
    collectionIds: d.collectionIds,
    getsAppliesTo: d.getsAppliesTo,
    getsProductIds: d.getsProductIds,
    getsCollectionIds: d.getsCollectionIds,
    buyQuantity: num(d.buyXGetY?.buyQuantity),
    getQuantity: num(d.buyXGetY?.getQuantity),
    getPercent: String(d.buyXGetY?.getPercent ?? 100),
    combinesWith: {
      orderDiscounts: flag(d.combinesWith.orderDiscounts),
      productDiscounts: flag(d.combinesWith.productDiscounts),
      shippingDiscounts: flag(d.combinesWith.shippingDiscounts),
    },
    startsDate: start.date,
    startsTime: start.time,
    endsDate: end.date,
    endsTime: end.time,
    usageLimit: num(d.usageLimit),
    oncePerCustomer: flag(d.oncePerCustomer),
    timezone,
    version: String(d.version),
  };
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * A GET submit of the whole form (a product search, the Generate button) → the values to render again, so the input
 * typed so far survives without JavaScript. Ticked boxes come as repeated parameters; an unticked one is absent.
 */
export function valuesFromQuery(params: URLSearchParams, fallback: DiscountValues): DiscountValues {
  const pick = (name: string, current: string) => (params.has(name) ? text(params.get(name)) : current);
  const on = (name: string): Flag => (params.get(name) ? "on" : "");
  return {
    method: fallback.method,
    code: pick("code", fallback.code),
    title: pick("title", fallback.title),
    type: pick("type", fallback.type),
    value: pick("value", fallback.value),
    minimumKind: pick("minimumKind", fallback.minimumKind),
    minimumValue: pick("minimumValue", fallback.minimumValue),
    appliesTo: pick("appliesTo", fallback.appliesTo),
    productIds: [...new Set(params.getAll("productIds").filter(Boolean))],
    collectionIds: [...new Set(params.getAll("collectionIds").filter(Boolean))],
    getsAppliesTo: pick("getsAppliesTo", fallback.getsAppliesTo),
    getsProductIds: [...new Set(params.getAll("getsProductIds").filter(Boolean))],
    getsCollectionIds: [...new Set(params.getAll("getsCollectionIds").filter(Boolean))],
    buyQuantity: pick("buyQuantity", fallback.buyQuantity),
    getQuantity: pick("getQuantity", fallback.getQuantity),
    getPercent: pick("getPercent", fallback.getPercent),
    combinesWith: {
      orderDiscounts: on("combinesWith.orderDiscounts"),
      productDiscounts: on("combinesWith.productDiscounts"),
      shippingDiscounts: on("combinesWith.shippingDiscounts"),
    },
    startsDate: pick("startsDate", fallback.startsDate),
    startsTime: pick("startsTime", fallback.startsTime),
    endsDate: pick("endsDate", fallback.endsDate),
    endsTime: pick("endsTime", fallback.endsTime),
    usageLimit: pick("usageLimit", fallback.usageLimit),
    oncePerCustomer: on("oncePerCustomer"),
    timezone: fallback.timezone,
    version: params.get("version") || fallback.version,
  };
}

/** Products and collections by name, as a refused save answers them for the boxes it posted (routes.server.ts). */
export interface ChosenNames {
  products: { _id: string; title: string }[];
  collections: { _id: string; title: string }[];
}

/** The loader's targets with the names a refused save brought back: every ticked box shows its title. */
export function withChosen<T extends { chosenProducts: { _id: string; title: string }[]; chosenCollections: { _id: string; title: string }[] }>(
  targets: T,
  chosen: ChosenNames | undefined,
): T {
  if (!chosen) return targets;
  return {
    ...targets,
    chosenProducts: [...targets.chosenProducts, ...chosen.products],
    chosenCollections: [...targets.chosenCollections, ...chosen.collections],
  };
}

/** The names an action's refusal carried (`chosen`), if any. */
export const chosenOf = (actionData: unknown): ChosenNames | undefined =>
  actionData && typeof actionData === "object" && "chosen" in actionData ? (actionData.chosen as ChosenNames) : undefined;

/** A random code for the Generate button: 10 symbols buyers do not misread. */
export function randomCode(random: (n: number) => Uint8Array): string {
  return codeFromBytes("", random(10), 10);
}

/** The editor screen (ADR 031) of one method, in the page's language. */
export function discountScreen(method: DiscountMethod, t: TFunction<"discounts">): EditorScreenConfig<DiscountDto> {
  const urls = discountUrls.of(method);
  return {
    noun: "discount",
    formId: DISCOUNT_FORM_ID,
    back: { to: urls.list, label: method === "code" ? t("codeTitle") : t("automaticTitle") },
    create: { title: method === "code" ? t("createCode") : t("createAutomatic"), url: urls.create },
    title: (d) => d.title,
    url: (d) => urls.update(d._id),
    deleteLabel: t("editor.delete"),
    texts: {
      notSaved: t("editor.notSaved"),
      notDeleted: t("editor.notDeleted"),
      deleteTitle: t("editor.deleteTitle"),
      conflictTitle: t("editor.conflictTitle"),
    },
  };
}
