import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Anchor, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { TOP_UP_PAGE_SIZE, TOP_UP_PAGE_SIZE_MAX } from "@domain/billing";
import { formatDate } from "@domain/date-format";
import { topUpHistory } from "~/api-client/billing.server";
import { BackLink } from "~/components/BackLink";
import { Pager } from "~/components/list";
import { BalanceCard, moneyOf } from "~/features/billing/BalanceCard";
import { billingUrls } from "~/features/billing/urls";
import { storeTimezone } from "~/lib/dates";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/components/list/list.css";

export const meta = titleMeta;

const pageParam = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** SPEC §2 topUp/history: the ledger, newest first, dates in the store's time zone, amounts in its currency. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireStore(request, context, "settings");
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get("page"), 1, 100_000);
  const limit = pageParam(url.searchParams.get("limit"), TOP_UP_PAGE_SIZE, TOP_UP_PAGE_SIZE_MAX);
  const [history, t] = await Promise.all([topUpHistory(api, page, limit), requestT(request, context, "billing")]);
  return { history, timezone: storeTimezone(user), title: pageTitle(t("history.title")) };
}

export default function TopUpHistoryPage() {
  const { history, timezone } = useLoaderData<typeof loader>();
  const t = useT("billing");
  return (
    <Stack gap="lg">
      <div>
        <BackLink to={billingUrls.billing}>{t("billing.title")}</BackLink>
        <Group justify="space-between" mt={4}>
          <Title order={1} size="h2">
            {t("history.title")}
          </Title>
          <Anchor component={Link} to={billingUrls.topUp}>
            {t("billing.topUp")}
          </Anchor>
        </Group>
      </div>
      <BalanceCard balanceMinor={history.balanceMinor} currency={history.currency} links={false} />
      <Card withBorder padding={0} radius="md">
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="ledger">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("history.date")}</Table.Th>
                <Table.Th>{t("history.entry")}</Table.Th>
                <Table.Th ta="right">{t("history.amount")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.entries.map((e) => (
                <Table.Tr key={e._id}>
                  <Table.Td>{formatDate(e.createdAt, timezone)}</Table.Td>
                  <Table.Td>{t("history.topUp", { card: e.description })}</Table.Td>
                  <Table.Td ta="right">{moneyOf(e.amountMinor, e.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {history.entries.length === 0 && (
          <Text p="md" c="dimmed">
            {t("history.empty")}
          </Text>
        )}
      </Card>
      <Pager page={history.page} limit={history.limit} total={history.total} noun={t("history.title").toLowerCase()} />
    </Stack>
  );
}
