import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod/v4";
import { Pager, listStylesHref, parseListState, withParams } from "~/components/list";
import { BoxIcon, PlusIcon } from "~/components/list/icons";
import { feedStylesHref } from "~/features/feeds";
import { FEEDS_URL } from "~/features/feeds/feed-form";
import { FeedsTable } from "~/features/feeds/FeedsTable";
import { loadFeedRows } from "~/features/feeds/list.server";
import { productStylesHref } from "~/features/products";
import { requireStore } from "~/lib/guards.server";

export const links: LinksFunction = () => [listStylesHref, productStylesHref, feedStylesHref].map((href) => ({ rel: "stylesheet", href }));
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
        <Button component={Link} to={`${FEEDS_URL}/create`} leftSection={<PlusIcon />}>
          Create feed
        </Button>
      </Group>
      <Card withBorder padding={0} radius="md" className="br-list-card">
        {rows.length > 0 ? <FeedsTable rows={rows} /> : <EmptyState total={total} />}
        {total > 0 && <Pager page={page} limit={limit} total={total} noun="feeds" />}
      </Card>
    </Stack>
  );
}

function EmptyState({ total }: { total: number }) {
  const location = useLocation();
  const [title, body, action] =
    total > 0
      ? ["This page is past the end of the list", "Go back to the first page.", { to: location.pathname + withParams(location.search, { page: null }), label: "First page" }]
      : ["Create your first feed", "A feed lists your products for Google Merchant Center at an address Google fetches.", { to: `${FEEDS_URL}/create`, label: "Create feed" }];
  return (
    <Stack align="center" gap="xs" className="br-empty">
      <span className="br-empty-icon">
        <BoxIcon size={28} />
      </span>
      <Text fw={600} size="lg">
        {title}
      </Text>
      <Text c="dimmed" size="sm">
        {body}
      </Text>
      <Button component={Link} to={action.to} variant="default" mt="xs">
        {action.label}
      </Button>
    </Stack>
  );
}
