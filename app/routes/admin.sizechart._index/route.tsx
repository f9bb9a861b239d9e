import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { loadSizeChartsScreen } from "~/features/size-charts/list.server";
import { SizeChartsTable } from "~/features/size-charts/SizeChartsTable";
import { sizeChartUrls } from "~/features/size-charts/urls";
import { requireOperator } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/size-charts/size-charts.css";

export const meta = titleMeta;

/** SPEC §2 restricted screen: operators only (everyone else gets the 404 page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const t = await requestT(request, context, "sizeCharts");
  return { ...(await loadSizeChartsScreen(request, api)), title: pageTitle(t("title")) };
}

export default function SizeChartsPage() {
  const { list, charts, total } = useLoaderData<typeof loader>();
  const t = useT("sizeCharts");
  return (
    <ListScreen
      title={t("title")}
      primaryAction={{ to: sizeChartUrls.create, label: t("create") }}
      list={list}
      search={{ label: t("list.search") }}
      table={charts.length > 0 ? <SizeChartsTable charts={charts} /> : null}
      total={total}
      noun={t("list.noun")}
      empty={{ title: t("list.emptyTitle"), body: t("list.emptyBody") }}
    />
  );
}
