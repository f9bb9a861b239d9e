// The products list on the list screen kit: its loader work (kept here so the route reads guard → parse → call → respond).
import { formatDate } from "@domain/dates";
import type { TFunction } from "@domain/i18n";
import { formatMoney } from "@domain/money";
import type { ProductListItemDto } from "@domain/product";
import type { VariantSummaryDto } from "@domain/variant";
import type { ApiClients } from "~/api-client/client.server";
import { listProducts, productTags, productTypes, productVendors } from "~/api-client/products.server";
import { loadList } from "~/components/list/load-list.server";
import { loadCsvDialogs } from "~/features/csv/csv.server";
import { ProductFiltersSchema, productFilterChips, productListOptions, toProductListQuery, type ProductListState } from "./filters";

export interface ProductRow {
  id: string;
  title: string;
  handle: string;
  published: boolean;
  productType: string;
  vendor: string;
  tags: string[];
  updated: string;
  /** "12 in stock for 3 variants" in the reader's language; null when the product has no variants yet. */
  inventory: string | null;
  price: string | null;
}

export interface FilterOptions {
  types: string[];
  vendors: string[];
  tags: string[];
}

const toRow = (p: ProductListItemDto, timezone: string, t: TFunction<"products">): ProductRow => ({
  id: p._id,
  title: p.title,
  handle: p.handle,
  published: p.published,
  productType: p.productType,
  vendor: p.vendor,
  tags: p.tags,
  // SPEC §9 dd-mm-yyyy in the store's time zone (ADR 025); formatted once here rather than per render.
  updated: formatDate(p.updatedAt, timezone),
  ...variantColumns(p.variantSummary, t),
});

function variantColumns({ variantCount, inventoryTotal, priceMin, priceMax }: VariantSummaryDto, t: TFunction<"products">) {
  if (variantCount === 0) return { inventory: null, price: null };
  const range =
    priceMin === null || priceMax === null ? null : priceMin === priceMax ? formatMoney(priceMin) : `${formatMoney(priceMin)} – ${formatMoney(priceMax)}`;
  return { inventory: t("list.inStock", { stock: inventoryTotal, count: variantCount }), price: range };
}

/**
 * One page of products; the filter drawer's option lists only when the drawer is open, so the everyday
 * list view is a single API call.
 */
async function loadProductList(api: Pick<ApiClients, "store">, state: ProductListState, timezone: string, t: TFunction<"products">) {
  const [page, options] = await Promise.all([listProducts(api, toProductListQuery(state)), state.filtersOpen ? loadFilterOptions(api) : Promise.resolve(null)]);
  return { products: page.products.map((p) => toRow(p, timezone, t)), total: page.total, options };
}

/**
 * The products list screen: its URL state, one page of rows, the drawer's options and the CSV dialogs (app/features/csv);
 * the chips and the inventory column in the reader's language (`t`).
 */
export function loadProductsScreen(request: Request, api: Pick<ApiClients, "store">, timezone: string, t: TFunction<"products">) {
  return loadList(request, {
    filterSchema: ProductFiltersSchema,
    ...productListOptions,
    chips: (filters) => productFilterChips(filters, t),
    load: async (list) => {
      const [page, csv] = await Promise.all([loadProductList(api, list, timezone, t), loadCsvDialogs(api, request.url)]);
      return { ...page, csv };
    },
  });
}

async function loadFilterOptions(api: Pick<ApiClients, "store">): Promise<FilterOptions> {
  const [types, vendors, tags] = await Promise.all([productTypes(api), productVendors(api), productTags(api)]);
  return { types, vendors, tags };
}
