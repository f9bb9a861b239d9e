import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Button } from "@mantine/core";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { exportDialogHref, ORDER_EXPORT_DIALOG_ID } from "~/features/orders/export-urls";
import { orderTabList } from "~/features/orders/filters";
import { loadOrdersScreen, startOrdersExport, type OrderExportFailure } from "~/features/orders/list.server";
import { OrderFilterFields } from "~/features/orders/OrderFilterFields";
import { OrdersExportDialog } from "~/features/orders/OrdersExportDialog";
import { OrdersTable } from "~/features/orders/OrdersTable";
import { CreateOrderDialog } from "~/features/order-create/CreateOrderDialog";
import { handleCreateOrderIntent, loadCreateOrderDialog, type CreateOrderActionData } from "~/features/order-create/dialog.server";
import { CREATE_ORDER_INTENT, createOrderDialogHref } from "~/features/order-create/form";
import { storeTimezone } from "~/lib/dates";
import { requireStore } from "~/lib/guards.server";
import { useCount, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import { enhance } from "~/enhance/attributes";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/components/date-range/date-range.css";
import "~/components/dialogs/dialogs.css";
import "~/features/csv/csv.css";
import "~/features/orders/orders.css";
import "~/features/order-create/order-create.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireStore(request, context, "orders");
  const t = await requestT(request, context, "orders");
  const tc = await requestT(request, context);
  const [screen, dialog] = await Promise.all([
    loadOrdersScreen(request, api, t, tc, storeTimezone(user), new Date()),
    loadCreateOrderDialog({ request, api, language: user.language }),
  ]);
  return { ...screen, dialog, title: pageTitle(t("title")) };
}

/** The list's two dialogs' forms (rule 5): the export, and the manual order (a phone sale, ADR 041). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, user } = await requireStore(request, context, "orders");
  const form = await request.formData();
  switch (form.get("intent")) {
    case "export":
      return startOrdersExport(request, context, api, await requestT(request, context, "orders"), form, storeTimezone(user), new Date());
    case CREATE_ORDER_INTENT:
      return handleCreateOrderIntent({ context, api, formData: form, t: await requestT(request, context, "orderCreate") });
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function OrdersPage() {
  const { list, chips, orders, total, cursors, tabCounts, exportTasks, dialog } = useLoaderData<typeof loader>();
  const actionData = useActionData<OrderExportFailure | CreateOrderActionData>();
  const failure = actionData && "error" in actionData ? actionData : undefined;
  const created = actionData && "intent" in actionData && actionData.intent === CREATE_ORDER_INTENT ? actionData : null;
  const location = useLocation();
  const t = useT("orders");
  const count = useCount();
  return (
    <ListScreen
      title={t("title")}
      wrapHeader
      primaryAction={{ to: createOrderDialogHref(location, true), label: t("list.create") }}
      actions={
        <Button component={Link} to={exportDialogHref(location, true)} variant="default" {...enhance.dialogOpen(ORDER_EXPORT_DIALOG_ID)} aria-haspopup="dialog">
          {t("list.export")}
        </Button>
      }
      list={list}
      chips={chips}
      tabs={{ items: orderTabList(t, tabCounts, count), label: t("tabs.label") }}
      search={{ label: t("list.search"), placeholder: t("filters.searchPlaceholder") }}
      filterFields={<OrderFilterFields filters={list.filters} rejected={list.rejected} />}
      table={orders.length > 0 ? <OrdersTable orders={orders} /> : null}
      total={total}
      cursors={cursors}
      noun={t("list.noun")}
      empty={{ title: t("list.emptyTitle"), body: t("list.emptyBody"), action: null }}
      filtered={list.tab !== "all" || chips.length > 0 || Object.keys(list.rejected).length > 0}
    >
      <OrdersExportDialog location={location} opened={exportTasks !== null} tasks={exportTasks} failure={failure?.error ?? null} tab={list.tab} chips={chips} />
      {dialog && <CreateOrderDialog dialog={dialog} actionData={created} location={location} />}
    </ListScreen>
  );
}
