// The orders list on the list screen kit: its URL state, one page of rows with the tabs' counts, and the export dialog's
// tasks when it is open; and the list's one action, starting an export of its filters.
import { data, type AppLoadContext } from "@remix-run/node";
import type { TFunction } from "@domain/i18n";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { countOrders, listOrderExports, listOrders, startOrderExport, type OrderListParams } from "~/api-client/orders.server";
import { checkDateRange } from "~/components/date-range/date-range-filter";
import { parseListState } from "~/components/list";
import { loadList } from "~/components/list/load-list.server";
import { redirectWithToast } from "~/lib/toast.server";
import { OrderFiltersSchema, orderFilterChips, orderListOptions, toOrderExportFilter, toOrderFilter, toOrderListQuery } from "./filters";
import { EXPORT_DIALOG, exportDialogHref } from "./export-urls";

type Api = Pick<ApiClients, "store">;

export function loadOrdersScreen(request: Request, api: Api, t: TFunction<"orders">, tc: TFunction<"common">, tz: string, now: Date) {
  const exportOpen = new URL(request.url).searchParams.get("dialog") === EXPORT_DIALOG;
  return loadList(request, {
    filterSchema: OrderFiltersSchema,
    ...orderListOptions,
    chips: (filters) => orderFilterChips(filters, t, tc),
    load: async (list) => {
      // Days after today (store's zone) or a reversed range: refused on their field, the list runs without them.
      list.filters = checkDateRange(list.filters, list.rejected, now, tz);
      const [page, counts, exports] = await Promise.all([
        listOrdersOrByNumber(api, toOrderListQuery(list)),
        countOrders(api, { ...toOrderFilter(list), tab: "all" }),
        exportOpen ? listOrderExports(api) : Promise.resolve(null),
      ]);
      // The page the API shows: a cursor whose rows were deleted lands on the first or last page (ADR 047).
      list.page = page.page;
      const cursors = { next: page.nextCursor, prev: page.prevCursor };
      return { orders: page.orders, total: page.total, cursors, tabCounts: counts.tabs, exportTasks: exports };
    },
  });
}

/** A cursor the API refuses (an edited URL, another sort's): the page by its number instead of an error page. */
async function listOrdersOrByNumber(api: Api, query: OrderListParams) {
  try {
    return await listOrders(api, query);
  } catch (error) {
    const refused = isApiError(error) && error.status === 400 && ("after" in error.fieldErrors || "before" in error.fieldErrors);
    if (!refused) throw error;
    return listOrders(api, { ...query, after: undefined, before: undefined });
  }
}

export interface OrderExportFailure {
  intent: "export";
  error: string;
}

/** "Export": the list's tab and filters, or every order but the archived ones, as a CSV task; the dialog then shows it running. */
export async function startOrdersExport(request: Request, context: AppLoadContext, api: Api, t: TFunction<"orders">, form: FormData, tz: string, now: Date) {
  const url = new URL(request.url);
  const list = parseListState(url.toString(), OrderFiltersSchema, orderListOptions);
  list.filters = checkDateRange(list.filters, list.rejected, now, tz);
  try {
    await startOrderExport(api, toOrderExportFilter(form.get("scope") === "all" ? "all" : "filter", list));
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data<OrderExportFailure>({ intent: "export", error: error.messages.join(" ") }, 400);
  }
  return redirectWithToast(context, exportDialogHref(url, true), { kind: "success", message: t("export.started") });
}
