import { Button, Card, Group, Stack, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod/v4";
import { filterText } from "@domain/validation";
import { listSizeCharts } from "~/api-client/size-charts.server";
import { ListEmptyState, ListSearch, Pager, parseListState } from "~/components/list";
import { PlusIcon } from "~/components/list/icons";
import { SizeChartsTable } from "~/features/size-charts/SizeChartsTable";
import { requireOperator } from "~/lib/guards.server";
import { sizeChartUrls } from "~/features/size-charts/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/size-charts/size-charts.css";

export const meta: MetaFunction = () => [{ title: "Size charts · Backroom" }];

const SizeChartFilters = z.object({ search: filterText() });

/** SPEC §2 restricted screen: operators only (everyone else gets the 404 page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const list = parseListState(request.url, SizeChartFilters);
  if (list.redirect) throw redirect(list.redirect);
  const page = await listSizeCharts(api, { search: list.filters.search, page: list.page, limit: list.limit });
  return { list, charts: page.sizeCharts, total: page.total };
}

export default function SizeChartsPage() {
  const { list, charts, total } = useLoaderData<typeof loader>();
  const newChart = { to: sizeChartUrls.create, label: "Create size chart" };
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          Size charts
        </Title>
        <Button component={Link} to={newChart.to} leftSection={<PlusIcon />}>
          {newChart.label}
        </Button>
      </Group>
      <Card withBorder padding={0} radius="md" className="br-list-card">
        <div className="br-list-toolbar">
          <ListSearch filters={list.filters} rejected={list.rejected} label="Search size charts" placeholder="Search size charts" />
        </div>
        {charts.length > 0 ? <SizeChartsTable charts={charts} /> : (
          <ListEmptyState
            total={total}
            filtered={list.filters.search !== undefined}
            noun="size charts"
            empty={{ title: "Create your first size chart", body: "A table of sizes and measurements that shoppers open on the products and collections you attach it to.", action: newChart }}
          />
        )}
        {total > 0 && <Pager page={list.page} limit={list.limit} total={total} noun="size charts" />}
      </Card>
    </Stack>
  );
}
