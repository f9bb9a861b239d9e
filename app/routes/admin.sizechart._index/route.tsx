import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { loadSizeChartsScreen } from "~/features/size-charts/list.server";
import { SizeChartsTable } from "~/features/size-charts/SizeChartsTable";
import { sizeChartUrls } from "~/features/size-charts/urls";
import { requireOperator } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/size-charts/size-charts.css";

export const meta: MetaFunction = () => [{ title: "Size charts · Backroom" }];

/** SPEC §2 restricted screen: operators only (everyone else gets the 404 page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  return loadSizeChartsScreen(request, api);
}

export default function SizeChartsPage() {
  const { list, charts, total } = useLoaderData<typeof loader>();
  return (
    <ListScreen
      title="Size charts"
      primaryAction={{ to: sizeChartUrls.create, label: "Create size chart" }}
      list={list}
      search={{ label: "Search size charts" }}
      table={charts.length > 0 ? <SizeChartsTable charts={charts} /> : null}
      total={total}
      noun="size charts"
      empty={{ title: "Create your first size chart", body: "A table of sizes and measurements that shoppers open on the products and collections you attach it to." }}
    />
  );
}
