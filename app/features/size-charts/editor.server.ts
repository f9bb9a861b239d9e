// The size chart editor's server side: what the add and update actions do per intent (ARCHITECTURE rules 4, 5, 9).
import { data } from "@remix-run/node";
import { SIZE_CHART_CONFLICT_MESSAGE, SizeChartFormSchema, SizeChartUpdateSchema, type SizeChartTarget } from "@domain/size-chart";
import type { ApiClients } from "~/api-client/client.server";
import { listCollections } from "~/api-client/collections.server";
import { isApiError } from "~/api-client/errors";
import { listProducts } from "~/api-client/products.server";
import { conflictingSizeChart, createSizeChart, deleteSizeChart, updateSizeChart } from "~/api-client/size-charts.server";
import { splitErrors, topLevelFields } from "~/lib/forms";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import { applyTableEdit, errorKey, formFromValues, tableEditOf, valuesFromForm, type SizeChartValues } from "./size-chart-form";
import { sizeChartUrls } from "./urls";

type Api = Pick<ApiClients, "store">;
const SEARCH_RESULTS = 20;
const isFormField = topLevelFields(["title", "description", "unit", "columns", "rows", "productIds", "collectionIds"]);

/** Search results offered next to the attached targets (unchecked checkboxes of the same name). */
export interface TargetSearch {
  productQuery: string;
  products: SizeChartTarget[] | null;
  collectionQuery: string;
  collections: SizeChartTarget[] | null;
}

export interface SizeChartActionData {
  intent: string;
  values?: SizeChartValues;
  search?: TargetSearch;
  errors?: Record<string, string[]>;
  formErrors?: string[];
  conflictVersion?: number;
}

function answer(intent: string, status: number, rest: Omit<SizeChartActionData, "intent">) {
  return data<SizeChartActionData>({ intent, ...rest }, { status });
}


/** The searches typed in the form, run when given (the target pickers' Search buttons, or Enter anywhere). */
async function runSearches(api: Api, formData: FormData): Promise<TargetSearch> {
  const productQuery = String(formData.get("productSearch") ?? "").trim();
  const collectionQuery = String(formData.get("collectionSearch") ?? "").trim();
  const [products, collections] = await Promise.all([
    productQuery ? listProducts(api, { search: productQuery, limit: 50 }) : null,
    collectionQuery ? listCollections(api, { search: collectionQuery, limit: SEARCH_RESULTS }) : null,
  ]);
  return {
    productQuery,
    products: products ? products.products.slice(0, SEARCH_RESULTS).map((p) => ({ _id: p._id, title: p.title })) : null,
    collectionQuery,
    collections: collections ? collections.collections.map((c) => ({ _id: c._id, title: c.title })) : null,
  };
}

/**
 * Intents that only re-render the form with the user's input kept (no JavaScript needed): the table buttons
 * (`add-row`, `remove-column-2` …) and `search`. Nothing is saved.
 */
export async function redrawIntent(api: Api, formData: FormData, intent: string) {
  const values = valuesFromForm(formData);
  const search = await runSearches(api, formData);
  const edit = tableEditOf(intent);
  if (!edit) return answer(intent, 200, { values, search });
  const result = applyTableEdit(values, edit);
  if ("refused" in result) return answer(intent, 400, { values, search, formErrors: [result.refused] });
  return answer(intent, 200, { values: result.values, search });
}

function validate(formData: FormData, withVersion: boolean) {
  const values = valuesFromForm(formData);
  const parsed = (withVersion ? SizeChartUpdateSchema : SizeChartFormSchema).safeParse(formFromValues(values));
  if (parsed.success) return { values, form: parsed.data } as const;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[errorKey(issue.path)] ??= []).push(issue.message);
  return { values, errors } as const;
}

export async function createSizeChartIntent(context: ToastContext, api: Api, formData: FormData) {
  const checked = validate(formData, false);
  if (!checked.form) return answer("save", 400, { values: checked.values, ...splitErrors(checked.errors, isFormField) });
  try {
    const chart = await createSizeChart(api, checked.form);
    return redirectWithToast(context, sizeChartUrls.update(chart._id), { kind: "success", message: "Size chart created" });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return answer("save", 400, { values: checked.values, ...splitErrors(error.fieldErrors, isFormField, error.messages) });
  }
}

/** Save, or after a conflict "overwrite": the user chose to keep their input over the version saved now. */
export async function saveSizeChartIntent(context: ToastContext, api: Api, id: string, formData: FormData, intent: "save" | "overwrite") {
  const latest = formData.get("latestVersion");
  if (intent === "overwrite" && typeof latest === "string") formData.set("version", latest);
  const checked = validate(formData, true);
  if (!checked.form) return answer(intent, 400, { values: checked.values, ...splitErrors(checked.errors, isFormField) });
  try {
    await updateSizeChart(api, id, checked.form as typeof checked.form & { version: number });
    return redirectWithToast(context, sizeChartUrls.update(id), { kind: "success", message: "Size chart updated" });
  } catch (error) {
    const current = conflictingSizeChart(error);
    // 409: the input was fine, the chart moved on. The form keeps the user's input.
    if (current) return answer(intent, 409, { values: checked.values, formErrors: [SIZE_CHART_CONFLICT_MESSAGE], conflictVersion: current.version });
    if (!isApiError(error)) throw error;
    return answer(intent, 400, { values: checked.values, ...splitErrors(error.fieldErrors, isFormField, error.messages) });
  }
}

export async function deleteSizeChartIntent(context: ToastContext, api: Api, id: string, formData: FormData) {
  const version = Number(formData.get("version"));
  try {
    await deleteSizeChart(api, id, Number.isInteger(version) && version > 0 ? version : undefined);
    return redirectWithToast(context, sizeChartUrls.list, { kind: "success", message: "Size chart deleted" });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const message = conflictingSizeChart(error) ? `${SIZE_CHART_CONFLICT_MESSAGE} Nothing was deleted.` : error.messages.join(" ");
    return answer("delete", error.status === 409 ? 409 : 400, { formErrors: [message] });
  }
}

/** The route's action, after its guard: one switch over the intents. */
export async function sizeChartAction(context: ToastContext, api: Api, id: string | null, formData: FormData) {
  const intent = String(formData.get("intent") ?? "save");
  if (intent === "save" || intent === "overwrite") return id ? saveSizeChartIntent(context, api, id, formData, intent) : createSizeChartIntent(context, api, formData);
  if (intent === "delete" && id) return deleteSizeChartIntent(context, api, id, formData);
  if (intent === "search" || tableEditOf(intent)) return redrawIntent(api, formData, intent);
  throw new Response("Unknown intent", { status: 400 });
}
