// The size chart editor's kit configuration (ADR 031) and its own intents: the table buttons and the target searches.
import type { TFunction } from "@domain/i18n";
import { SIZE_CHART_CONFLICT_MESSAGE, SizeChartFormSchema, SizeChartUpdateSchema, type SizeChartDto, type SizeChartTarget } from "@domain/size-chart";
import { listCollections } from "~/api-client/collections.server";
import { listProducts } from "~/api-client/products.server";
import { conflictingSizeChart, createSizeChart, deleteSizeChart, updateSizeChart } from "~/api-client/size-charts.server";
import { editorAction, redraw, type EditorApi, type EditorConfig } from "~/components/editor/actions.server";
import { formRules } from "~/components/form/rules";
import { parseForm } from "~/lib/forms";
import type { ToastContext } from "~/lib/toast.server";
import { applyTableEdit, payloadFromValues, tableEditOf, valuesFromPayload } from "./size-chart-form";
import { sizeChartUrls } from "./urls";

type Api = EditorApi;
const SEARCH_RESULTS = 20;

/** Search results offered next to the attached targets (unchecked checkboxes of the same name). */
export interface TargetSearch {
  productQuery: string;
  products: SizeChartTarget[] | null;
  collectionQuery: string;
  collections: SizeChartTarget[] | null;
}

/**
 * The fields' browser checks, derived from the schema here and sent with the loader's data: the page hydrates
 * (Tier 2, ADR 033), and zod stays on the server.
 */
export const SIZE_CHART_RULES = formRules<"title">(SizeChartFormSchema);

/** The size chart editor as the request is answered: its toasts in the request's language (`t` of sizeCharts). */
export function sizeChartEditor(t: TFunction<"sizeCharts">): EditorConfig<SizeChartDto> {
  return {
    noun: "Size chart",
    toasts: { created: t("editor.created"), updated: t("editor.updated"), deleted: t("editor.deleted") },
    schemas: { create: SizeChartFormSchema, update: SizeChartUpdateSchema },
    fields: ["title", "description", "unit", "columns", "rows", "productIds", "collectionIds"],
    create: createSizeChart,
    update: updateSizeChart,
    remove: deleteSizeChart,
    conflicting: conflictingSizeChart,
    conflictMessage: SIZE_CHART_CONFLICT_MESSAGE,
    editorUrl: sizeChartUrls.update,
    listUrl: sizeChartUrls.list,
  };
}

/** The searches typed in the form, run when given (the target pickers' Search buttons, or Enter anywhere). */
async function runSearches(api: Api, params: FormData): Promise<TargetSearch> {
  const productQuery = String(params.get("productSearch") ?? "").trim();
  const collectionQuery = String(params.get("collectionSearch") ?? "").trim();
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
 * (`add-row`, `remove-column-2` …) and `search`, each with the searches typed in the form. Nothing is saved.
 */
export async function redrawIntent(api: Api, formData: FormData, intent: string) {
  const payload = parseForm(formData, SizeChartFormSchema).payload;
  const search = await runSearches(api, formData);
  const edit = tableEditOf(intent);
  if (!edit) return redraw(intent, payload, undefined, { search });
  const result = applyTableEdit(valuesFromPayload(payload), edit);
  if ("refused" in result) return redraw(intent, payload, result.refused, { search });
  return redraw(intent, payloadFromValues(result.values, payload), undefined, { search });
}

/** The route's action, after its guard: the table buttons and searches, else the kit's save, overwrite and delete. */
export async function sizeChartAction(context: ToastContext, t: TFunction<"sizeCharts">, api: Api, id: string | null, formData: FormData) {
  const intent = String(formData.get("intent") ?? "save");
  if (intent === "search" || tableEditOf(intent)) return redrawIntent(api, formData, intent);
  return editorAction(sizeChartEditor(t), context, api, id, formData);
}
