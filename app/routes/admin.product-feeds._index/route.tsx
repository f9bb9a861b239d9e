import { Button, Card, Group, Stack, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod/v4";
import { ListEmptyState, Pager, parseListState } from "~/components/list";
import { PlusIcon } from "~/components/list/icons";
import { FeedsTable } from "~/features/feeds/FeedsTable";
import { loadFeedRows } from "~/features/feeds/list.server";
import { requireStore } from "~/lib/guards.server";
import { feedUrls } from "~/features/feeds/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/feeds/feeds.css";

export const meta: MetaFunction = () => [{ title: "Product feeds · Backroom" }];

const NoFilters = z.object({});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const { page, limit } = parseListState(request.url, NoFilters);
  const { rows, total } = await loadFeedRows(api, { page, limit }, { apiBaseUrl: context.config.apiBaseUrl, requestUrl: request.url });
  return { rows, total, page, limit };
}

export default function ProductFeedsPage() {
  const { rows, total, page, limit } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          Product feeds
        </Title>
        <Button component={Link} to={feedUrls.create} leftSection={<PlusIcon />}>
          Create feed
        </Button>
      </Group>
      <Card withBorder padding={0} radius="md" className="br-list-card">
        {rows.length > 0 ? <FeedsTable rows={rows} /> : (
          <ListEmptyState
            total={total}
            noun="feeds"
            empty={{ title: "Create your first feed", body: "A feed lists your products for Google Merchant Center at an address Google fetches.", action: { to: feedUrls.create, label: "Create feed" } }}
          />
        )}
        {total > 0 && <Pager page={page} limit={limit} total={total} noun="feeds" />}
      </Card>
    </Stack>
  );
}
