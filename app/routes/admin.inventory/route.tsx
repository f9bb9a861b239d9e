import { Card, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { inventoryHistory, listInventory } from "~/api-client/inventory.server";
import { ListEmptyState, ListSearch, ListTabs, Pager, parseLimit, parseListState, parsePage } from "~/components/list";
import { adjustIntent } from "~/features/inventory/actions.server";
import { HistoryPanel } from "~/features/inventory/HistoryPanel";
import { InventoryTable } from "~/features/inventory/InventoryTable";
import { INVENTORY_TAB_LABELS, INVENTORY_TABS, InventoryFiltersSchema, toInventoryQuery } from "~/features/inventory/list";
import { requireOperator, throwRouteError } from "~/lib/guards.server";
import { productUrls } from "~/features/products/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/inventory/inventory.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.history ? `Stock history of ${data.history.item.productTitle} · Backroom` : "Inventory · Backroom" },
];

const TABS = INVENTORY_TABS.map((value) => ({ value, label: INVENTORY_TAB_LABELS[value] }));

// SPEC §2: inventory is a restricted screen; everyone but operators gets the 404 page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const url = new URL(request.url);
  const historyOf = url.searchParams.get("history");
  if (historyOf) {
    const query = { page: parsePage(url.searchParams.get("page")), limit: parseLimit(url.searchParams.get("limit")) };
    return { history: await inventoryHistory(api, historyOf, query).catch(throwRouteError) };
  }
  const list = parseListState(request.url, InventoryFiltersSchema, { tabs: INVENTORY_TABS });
  if (list.redirect) throw redirect(list.redirect);
  const page = await listInventory(api, toInventoryQuery(list));
  // A fresh key per row and render: the same rendered form submitted twice is one adjustment.
  const rows = page.items.map((item) => ({ ...item, idempotencyKey: crypto.randomUUID() }));
  return { history: null, list, rows, total: page.total };
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
  const searching = list.filters.search !== undefined;
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2">
          Inventory
        </Title>
        <Text size="sm" c="dimmed">
          Add or remove stock with a number (use a minus for less), or set the count you have.
        </Text>
      </div>
      <Card withBorder padding={0} radius="md" className="br-list-card">
        <ListTabs tabs={TABS} active={list.tab} label="Stock level" />
        <div className="br-list-toolbar">
          <ListSearch filters={list.filters} rejected={list.rejected} label="Search by product or SKU" placeholder="Search by product or SKU" />
        </div>
        {rows.length > 0 ? (
          <InventoryTable rows={rows} failed={failed} />
        ) : (
          <ListEmptyState
            total={total}
            filtered={searching || list.tab !== "all"}
            noun="variants"
            empty={{ title: "No variants yet", body: "Variants of your products show up here with their stock.", action: { to: productUrls.list, label: "Go to products" } }}
          />
        )}
        {total > 0 && <Pager page={list.page} limit={list.limit} total={total} noun="variants" />}
      </Card>
    </Stack>
  );
}
