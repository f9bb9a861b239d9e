import { Anchor, Card, Group, SimpleGrid, Text } from "@mantine/core";
import type { ReportFreshness } from "@domain/contracts/reports";
import { useLocale, useT } from "~/lib/i18n";
import { count, money } from "./format";
import { ColumnChart, Freshness, type Series } from "./ReportCharts";
import { reportUrls } from "./urls";

export interface HomeFiguresData {
  currency: string;
  sales: number;
  orders: number;
  aov: number;
  last7: Series;
  freshness: ReportFreshness;
}

/** The admin home's key figures of today and a short chart of the last 7 days, with a link to analytics. */
export function HomeFigures({ data }: { data: HomeFiguresData }) {
  const t = useT("reports");
  const locale = useLocale();
  const figures = [
    ["todaySales", money(data.sales, data.currency)],
    ["todayOrders", count(data.orders, locale)],
    ["todayAov", money(data.aov, data.currency)],
  ] as const;
  return (
    <section aria-labelledby="home-today" className="br-home-figures">
      <Group justify="space-between" align="baseline" mb="xs">
        <Text fw={600} id="home-today" component="h2" fz="lg" m={0}>
          {t("home.today")}
        </Text>
        <Anchor href={reportUrls.analytics} size="sm">
          {t("home.seeAnalytics")}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {figures.map(([key, value]) => (
          <Card key={key} withBorder radius="md" padding="md" data-kpi={key}>
            <Text size="sm" c="dimmed" component="h3" m={0} fw={500}>
              {t(`home.${key}`)}
            </Text>
            <Text fz={22} fw={700}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Freshness freshness={data.freshness} />
      <ColumnChart
        id="home-sales"
        title={t("home.last7")}
        caption={t("home.last7")}
        labelHeader={t("analytics.day")}
        valueHeader={t("analytics.totalSales")}
        series={data.last7}
        measure="money"
        currency={data.currency}
        kind="area"
      />
    </section>
  );
}
