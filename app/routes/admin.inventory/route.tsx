import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { adjustIntent } from "~/features/inventory/actions.server";
import { LOW_STOCK_THRESHOLD } from "@domain/inventory";
import { INVENTORY_TABS } from "~/features/inventory/filters";
import { HistoryPanel } from "~/features/inventory/HistoryPanel";
import { InventoryTable } from "~/features/inventory/InventoryTable";
import { loadInventoryScreen } from "~/features/inventory/list.server";
import { productUrls } from "~/features/products/urls";
import { requireOperator } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/inventory/inventory.css";

export const meta = titleMeta;

// SPEC §2: inventory is a restricted screen; everyone but operators gets the 404 page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const [screen, t] = await Promise.all([loadInventoryScreen(request, api), requestT(request, context, "inventory")]);
  return { ...screen, title: pageTitle(screen.history ? t("historyOf", { name: screen.history.item.productTitle }) : t("title")) };
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
  const t = useT("inventory");
  const tabs = INVENTORY_TABS.map((value) => ({ value, label: t(`tabs.${value}`, { n: LOW_STOCK_THRESHOLD }) }));
  return (
    <ListScreen
      title={t("title")}
      description={t("description")}
      list={list}
      tabs={{ items: tabs, label: t("tabs.label") }}
      search={{ label: t("search") }}
      table={rows.length > 0 ? <InventoryTable rows={rows} failed={failed} /> : null}
      total={total}
      noun={t("noun")}
      // A tab narrows the list as a filter does: an empty Low stock tab is not a store without variants.
      filtered={list.filters.search !== undefined || list.tab !== "all"}
      empty={{ title: t("empty.title"), body: t("empty.body"), action: { to: productUrls.list, label: t("empty.action") } }}
    />
  );
}
