import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { adjustIntent } from "~/features/inventory/actions.server";
import { INVENTORY_TAB_LIST } from "~/features/inventory/filters";
import { HistoryPanel } from "~/features/inventory/HistoryPanel";
import { InventoryTable } from "~/features/inventory/InventoryTable";
import { loadInventoryScreen } from "~/features/inventory/list.server";
import { productUrls } from "~/features/products/urls";
import { requireOperator } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/inventory/inventory.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.history ? `Stock history of ${data.history.item.productTitle} · Backroom` : "Inventory · Backroom" },
];

// SPEC §2: inventory is a restricted screen; everyone but operators gets the 404 page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  return loadInventoryScreen(request, api);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "adjust":
      return adjustIntent(context, api, request, formData);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function InventoryPage() {
  const data = useLoaderData<typeof loader>();
  return data.history ? <HistoryPanel history={data.history} /> : <InventoryList {...data} />;
}

type ListData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { history: null }>;

function InventoryList({ list, rows, total }: ListData) {
  const failed = useActionData<typeof action>();
  return (
    <ListScreen
      title="Inventory"
      description="Add or remove stock with a number (use a minus for less), or set the count you have."
      list={list}
      tabs={{ items: INVENTORY_TAB_LIST, label: "Stock level" }}
      search={{ label: "Search by product or SKU" }}
      table={rows.length > 0 ? <InventoryTable rows={rows} failed={failed} /> : null}
      total={total}
      noun="variants"
      // A tab narrows the list as a filter does: an empty Low stock tab is not a store without variants.
      filtered={list.filters.search !== undefined || list.tab !== "all"}
      empty={{ title: "No variants yet", body: "Variants of your products show up here with their stock.", action: { to: productUrls.list, label: "Go to products" } }}
    />
  );
}
