import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { inventoryHistory } from "~/api-client/inventory.server";
import { listStylesHref, Pager, parseLimit, parsePage } from "~/components/list";
import { inventoryStylesHref } from "~/features/inventory";
import { HistoryTable } from "~/features/inventory/HistoryTable";
import { variantEditorUrl } from "~/features/inventory/list";
import { productStylesHref } from "~/features/products";
import { requireOperator, throwRouteError } from "~/lib/guards.server";

export const links: LinksFunction = () => [listStylesHref, productStylesHref, inventoryStylesHref].map((href) => ({ rel: "stylesheet", href }));
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Stock history of ${data?.item.productTitle ?? "variant"} · Backroom` }];

// Restricted like the inventory list (SPEC §2): a variant's adjustments, newest first.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  const limit = parseLimit(url.searchParams.get("limit"));
  return inventoryHistory(api, params.variantId ?? "", { page, limit }).catch(throwRouteError);
}

export default function InventoryHistoryPage() {
  const { item, adjustments, total, page, limit } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg" maw={1000}>
      <Anchor component={Link} to="/admin/inventory" size="sm">
        ← Inventory
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {item.productTitle}
          {item.options ? ` (${item.options})` : ""}
        </Title>
        <Group gap="md" mt={4}>
          <Text size="sm">
            In stock: <b>{item.inventoryQuantity}</b>
          </Text>
          {item.sku && (
            <Text size="sm" c="dimmed">
              SKU {item.sku}
            </Text>
          )}
          <Anchor component={Link} to={variantEditorUrl(item.productId, item.variantId)} size="sm">
            Edit variant
          </Anchor>
        </Group>
      </div>
      <Card withBorder padding={0} radius="md" className="br-list-card">
        {adjustments.length > 0 ? (
          <HistoryTable adjustments={adjustments} />
        ) : (
          <Text p="md" c="dimmed">
            No adjustments yet. Changes made on the Inventory screen show up here.
          </Text>
        )}
        {total > 0 && <Pager page={page} limit={limit} total={total} noun="adjustments" />}
      </Card>
    </Stack>
  );
}
