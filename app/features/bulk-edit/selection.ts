// The bulk editor's URL (ARCHITECTURE rule 7): which products (the list's `tab` + `_query`, or `ids`), `page`, and `cols`.
// Browser-safe: the products list and the enhance script may import it.
import type { TFunction } from "i18next";
import { BULK_EDIT_COLUMNS, type BulkEditColumn, type ProductSelection } from "../../../domain/bulk-edit";
import { PRODUCT_TABS, type ProductTab } from "../../../domain/product";
import { compactFilters, parsePage } from "~/components/list/list-state";
import { NO_TYPE } from "~/features/products/filters";
import { productUrls } from "../products/urls";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTER_KEYS = ["search", "productType", "vendor", "tag"] as const;

export interface BulkEditFilters {
  search?: string;
  productType?: string;
  vendor?: string;
  tag?: string;
}

export interface BulkEditState {
  /** The list's tab, when the editor was opened from it; none means both. */
  tab: ProductTab | null;
  filters: BulkEditFilters;
  /** A selection of rows from the list; when given, the filters are not used. */
  ids: string[];
  page: number;
  cols: BulkEditColumn[];
}

function parseQuery(raw: string | null): BulkEditFilters {
  if (!raw) return {};
  try {
    const json: unknown = JSON.parse(raw);
    if (!json || typeof json !== "object" || Array.isArray(json)) return {};
    const compact = compactFilters(json as Record<string, unknown>);
    const out: BulkEditFilters = {};
    for (const key of FILTER_KEYS) {
      const v = compact[key];
      if (typeof v === "string" && v.length <= 255) out[key] = v;
    }
    return out;
  } catch {
    return {};
  }
}

/** Reads the URL; never throws (anything invalid falls back). `ids` may be repeated (the list's checkboxes) or a comma list. */
export function parseBulkEditState(url: string | URL): BulkEditState {
  const params = (typeof url === "string" ? new URL(url, "http://localhost") : url).searchParams;
  const tab = PRODUCT_TABS.find((t) => t === params.get("tab")) ?? null;
  const ids = [
    ...new Set(
      params
        .getAll("ids")
        .flatMap((v) => v.split(","))
        .map((v) => v.trim().toLowerCase())
        .filter((v) => UUID_RE.test(v)),
    ),
  ].slice(0, 1000);
  const rawCols = params.getAll("cols").flatMap((v) => v.split(","));
  const cols = BULK_EDIT_COLUMNS.filter((c) => rawCols.includes(c));
  return { tab, filters: parseQuery(params.get("_query")), ids, page: parsePage(params.get("page")), cols: cols.length ? cols : [...BULK_EDIT_COLUMNS] };
}

/** What the API selects: the ids, or the tab and filters (SPEC §5: the 'none' type is sent as empty). */
export function toSelection(state: Pick<BulkEditState, "tab" | "filters" | "ids">): Partial<ProductSelection> {
  if (state.ids.length) return { ids: state.ids };
  const { productType, ...rest } = state.filters;
  return {
    ...rest,
    ...(state.tab ? { published: state.tab === "published" ? "true" : "false" } : {}),
    ...(productType !== undefined ? { productType: productType === NO_TYPE ? "" : productType } : {}),
  };
}

/** The editor's URL for a state (page 1 and all columns are left out). */
export function bulkEditUrl(state: Partial<BulkEditState>): string {
  const params = new URLSearchParams();
  if (state.tab) params.set("tab", state.tab);
  const compact = compactFilters({ ...(state.filters ?? {}) });
  if (!state.ids?.length && Object.keys(compact).length) params.set("_query", JSON.stringify(compact));
  if (state.ids?.length) params.set("ids", state.ids.join(","));
  if (state.cols && state.cols.length < BULK_EDIT_COLUMNS.length) params.set("cols", state.cols.join(","));
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const q = params.toString();
  return q ? `${productUrls.bulkEdit}?${q}` : productUrls.bulkEdit;
}

/**
 * Human words for a selection ("Tag: summer · Published"): the bulk editor's heading (`ids` are the list's "selected"
 * products) and a bulk update's filters (its "chosen" products). `count` groups numbers the page's way.
 */
export function describeSelection(
  selection: Partial<ProductSelection>,
  t: TFunction<"bulk">,
  count: (n: number) => string,
  ids: "selected" | "chosen" = "selected",
): string {
  if (selection.ids?.length) return t(`selection.${ids}`, { count: selection.ids.length, n: count(selection.ids.length) });
  const parts: string[] = [];
  if (selection.published) parts.push(t(selection.published === "true" ? "selection.published" : "selection.unpublished"));
  if (selection.search) parts.push(t("selection.search", { value: selection.search }));
  if (selection.productType !== undefined) parts.push(t("selection.type", { value: selection.productType || t("selection.noType") }));
  if (selection.vendor) parts.push(t("selection.vendor", { value: selection.vendor }));
  if (selection.tag) parts.push(t("selection.tag", { value: selection.tag }));
  return parts.length ? parts.join(" · ") : t("selection.all");
}
