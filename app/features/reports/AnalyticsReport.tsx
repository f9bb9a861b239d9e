import { Card, SimpleGrid, Text, Title } from "@mantine/core";
import { dmyFromDay } from "@domain/date-range";
import { countryName } from "@domain/countries";
import { useLocale, useT } from "~/lib/i18n";
import type { AnalyticsScreen, Kpi } from "./analytics";
import type { DayRange } from "./filter";
import { count, formatMeasure, money, percent } from "./format";
import { BarTable, ColumnChart, Freshness } from "./ReportCharts";

function KpiCard({ kpi, currency }: { kpi: Kpi; currency: string }) {
  const t = useT("reports");
  const locale = useLocale();
  const say = (n: number) => formatMeasure(n, kpi.measure, currency, locale);
  const direction = kpi.change === null ? "new" : kpi.change > 0 ? "up" : kpi.change < 0 ? "down" : "flat";
  const change =
    kpi.change === null
      ? t("analytics.newFigure")
      : kpi.change === 0
        ? t("analytics.noChange")
        : t("analytics.change", { value: `${kpi.change > 0 ? "+" : ""}${percent(kpi.change, locale)}` });
  return (
    <Card withBorder radius="md" padding="md" className="br-kpi" data-kpi={kpi.key}>
      <Text size="sm" c="dimmed" fw={500} component="h3" className="br-kpi-title">
        {t(`analytics.${kpi.key}`)}
      </Text>
      <Text fz={24} fw={700} className="br-kpi-value" data-value={kpi.value}>
        {say(kpi.value)}
      </Text>
      <Text size="sm" className={`br-kpi-change br-kpi-${direction}`} data-change={kpi.change ?? ""}>
        {direction === "up" ? "▲ " : direction === "down" ? "▼ " : ""}
        {change}
      </Text>
      <Text size="xs" c="dimmed" data-previous={kpi.previous}>
        {t("analytics.previous", { value: say(kpi.previous) })}
      </Text>
    </Card>
  );
}

/** /admin/analytics: KPI cards against the previous period, sales and orders over time, the funnel, traffic, recovery. */
export function AnalyticsReport({ data, range }: { data: AnalyticsScreen; range: DayRange }) {
  const t = useT("reports");
  const locale = useLocale();
  const from = dmyFromDay(range.from);
  const to = dmyFromDay(range.to);
  const hourly = range.from === range.to;
  const share = (n: number, total: number) => percent(total > 0 ? Math.round((n / total) * 10_000) / 100 : 0, locale);
  return (
    <>
      <Freshness freshness={data.freshness} />
      <section aria-labelledby="kpis-title">
        <h2 id="kpis-title" className="br-visually-hidden">
          {t("analytics.kpis")}
        </h2>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {data.kpis.map((kpi) => (
            <KpiCard key={kpi.key} kpi={kpi} currency={data.currency} />
          ))}
        </SimpleGrid>
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ColumnChart
          id="sales"
          title={t("analytics.salesOverTime")}
          caption={t("analytics.chartNumbers", { title: t("analytics.salesOverTime"), from, to })}
          labelHeader={hourly ? t("analytics.hour") : t("analytics.day")}
          valueHeader={t("analytics.totalSales")}
          series={data.sales}
          measure="money"
          currency={data.currency}
          kind="area"
        />
        <ColumnChart
          id="orders"
          title={t("analytics.ordersOverTime")}
          caption={t("analytics.chartNumbers", { title: t("analytics.ordersOverTime"), from, to })}
          labelHeader={hourly ? t("analytics.hour") : t("analytics.day")}
          valueHeader={t("analytics.totalOrders")}
          series={data.orders}
          measure="count"
          currency={data.currency}
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="funnel-title" data-chart="funnel">
        <Title order={2} fz="md" id="funnel-title">
          {t("analytics.funnel")}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t("analytics.visitors")}: <strong data-visitors={data.visitors}>{count(data.visitors, locale)}</strong>
        </Text>
        <BarTable
          id="funnel"
          caption={t("analytics.funnelCaption")}
          headers={[t("analytics.step"), t("analytics.sessions"), t("analytics.ofVisitors"), t("analytics.fromPrevious")]}
          rows={data.funnel.map((row) => ({
            key: row.step,
            label: t(`analytics.steps.${row.step}`),
            value: row.sessions,
            cells: [percent(row.ofVisitors, locale), row.fromPrevious === null ? "—" : percent(row.fromPrevious, locale)],
          }))}
        />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(["sources", "locations"] as const).map((kind) => {
          const rows = data[kind];
          const total = kind === "sources" ? data.sourcesTotal : data.locationsTotal;
          const title = kind === "sources" ? t("analytics.trafficSources") : t("analytics.trafficLocations");
          return (
            <Card key={kind} withBorder radius="md" padding="md" component="section" aria-labelledby={`${kind}-title`} data-chart={kind}>
              <Title order={2} fz="md" id={`${kind}-title`}>
                {title}
              </Title>
              {rows.length === 0 ? (
                <Text size="sm" c="dimmed" mt="xs">
                  {t("analytics.noTraffic")}
                </Text>
              ) : (
                <BarTable
                  id={kind}
                  caption={t("analytics.chartNumbers", { title, from, to })}
                  headers={[kind === "sources" ? t("analytics.source") : t("analytics.country"), t("analytics.sessions"), t("analytics.share")]}
                  rows={rows.map((r) => ({
                    key: r.name || "-",
                    label:
                      kind === "sources"
                        ? r.name === "direct" || r.name === ""
                          ? t("analytics.direct")
                          : r.name
                        : r.name
                          ? countryName(r.name, locale)
                          : t("analytics.unknownCountry"),
                    value: r.sessions,
                    cells: [share(r.sessions, total)],
                  }))}
                />
              )}
            </Card>
          );
        })}
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="recovery-title" data-chart="recovery">
        <Title order={2} fz="md" id="recovery-title">
          {t("analytics.abandoned")}
        </Title>
        <dl className="br-report-stats">
          {(["total", "emailSent", "emailClick", "completedOrder"] as const).map((key) => (
            <div key={key}>
              <dt>{t(`analytics.abandonedStats.${key}`)}</dt>
              <dd data-stat={key}>{count(data.counter[key], locale)}</dd>
            </div>
          ))}
          <div>
            <dt>{t("analytics.abandonedStats.revenue")}</dt>
            <dd data-stat="revenue">{money(data.counter.revenue, data.currency)}</dd>
          </div>
          <div>
            <dt>{t("analytics.recoveryRate")}</dt>
            <dd data-stat="recoveryRate">{percent(data.counter.recoveryRate, locale)}</dd>
          </div>
        </dl>
      </Card>
    </>
  );
}
