// One variant's stock adjustments, newest first: the inventory screen with `?history={variantId}` (SPEC §2 has one
// inventory URL, so the history is a state of that screen, bookmarkable and working without JavaScript).
import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { InventoryHistory } from "~/api-client/inventory.server";
import { BackLink } from "~/components/BackLink";
import { EmptyState } from "~/components/EmptyState";
import { Pager } from "~/components/list";
import { HistoryTable } from "./HistoryTable";
import { productUrls } from "../products/urls";
import { inventoryUrls } from "./urls";

export function HistoryPanel({ history }: { history: InventoryHistory }) {
  const { item, adjustments, total, page, limit } = history;
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <BackLink to={inventoryUrls.list}>Inventory</BackLink>
        <Title order={1} size="h2" mt={4}>
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
          <Anchor component={Link} to={productUrls.variant(item.productId, item.variantId)} size="sm">
            Edit variant
          </Anchor>
        </Group>
      </div>
      <Card withBorder padding={0} radius="md" className="br-list-card">
        {adjustments.length > 0 ? (
          <HistoryTable adjustments={adjustments} />
        ) : (
          <EmptyState size="sm" title="No adjustments yet" body="Every change of this count shows up here: adjustments on this screen, the variant editor, bulk edit and imports." />
        )}
        {total > 0 && <Pager page={page} limit={limit} total={total} noun="adjustments" />}
      </Card>
    </Stack>
  );
}
