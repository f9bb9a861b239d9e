// One variant's stock adjustments, newest first: the inventory screen with `?history={variantId}` (SPEC §2 has one
// inventory URL, so the history is a state of that screen, bookmarkable and working without JavaScript).
import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { InventoryHistory } from "~/api-client/inventory.server";
import { BackLink } from "~/components/BackLink";
import { EmptyState } from "~/components/EmptyState";
import { Pager } from "~/components/list";
import { Trans, useT } from "~/lib/i18n";
import { HistoryTable } from "./HistoryTable";
import { productUrls } from "../products/urls";
import { inventoryUrls } from "./urls";

export function HistoryPanel({ history }: { history: InventoryHistory }) {
  const { item, adjustments, total, page, limit } = history;
  const t = useT("inventory");
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <BackLink to={inventoryUrls.list}>{t("title")}</BackLink>
        <Title order={1} size="h2" mt={4}>
          {item.productTitle}
          {item.options ? ` (${item.options})` : ""}
        </Title>
        <Group gap="md" mt={4}>
          <Text size="sm">
            <Trans t={t} i18nKey="historyPanel.inStock" values={{ n: item.inventoryQuantity }} components={{ b: <b /> }} />
          </Text>
          {item.sku && (
            <Text size="sm" c="dimmed">
              {t("historyPanel.sku", { sku: item.sku })}
            </Text>
          )}
          <Anchor component={Link} to={productUrls.variant(item.productId, item.variantId)} size="sm">
            {t("historyPanel.editVariant")}
          </Anchor>
        </Group>
      </div>
      <Card withBorder padding={0} radius="md" className="br-list-card">
        {adjustments.length > 0 ? (
          <HistoryTable adjustments={adjustments} />
        ) : (
          <EmptyState size="sm" title={t("historyPanel.emptyTitle")} body={t("historyPanel.emptyBody")} />
        )}
        {total > 0 && <Pager page={page} limit={limit} total={total} noun={t("historyPanel.noun")} />}
      </Card>
    </Stack>
  );
}
