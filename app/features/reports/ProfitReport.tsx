import { Alert, Anchor, Card, Text, Title } from "@mantine/core";
import { dmyFromDay } from "@domain/date-range";
import type { EstimatedProfit } from "~/api-client/reports.server";
import { useLocale, useT } from "~/lib/i18n";
import { productUrls } from "../products/urls";
import type { DayRange } from "./filter";
import { count, money } from "./format";
import { ColumnChart, Freshness } from "./ReportCharts";

const FIGURES = ["revenue", "costOfGoods", "shippingCost", "discounts", "refunds", "paymentFees", "profit"] as const;

/** /admin/estimated-profit: revenue less the costs, in total, per day (chart and table) and per product. */
export function ProfitReport({ data, range }: { data: EstimatedProfit; range: DayRange }) {
  const t = useT("reports");
  const locale = useLocale();
  const from = dmyFromDay(range.from);
  const to = dmyFromDay(range.to);
  const say = (n: number) => money(n, data.currency);
  return (
    <>
      <Freshness freshness={data.freshness} />
      {data.totals.itemsWithoutCost > 0 && (
        <Alert color="yellow" variant="light" data-no-cost={data.totals.itemsWithoutCost}>
          {t("profit.noCost", { count: data.totals.itemsWithoutCost, n: count(data.totals.itemsWithoutCost, locale) })}{" "}
          <Anchor href={productUrls.list} inherit>
            {t("profit.noCostLink")}
          </Anchor>
        </Alert>
      )}
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="profit-totals">
        <Title order={2} fz="md" id="profit-totals">
          {t("profit.totals")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("profit.orders", { n: count(data.totals.orders, locale) })}
        </Text>
        <dl className="br-report-stats">
          {FIGURES.map((key) => (
            <div key={key} className={key === "profit" ? "br-profit" : undefined}>
              <dt>{t(`profit.${key}`)}</dt>
              <dd data-stat={key} data-value={data.totals[key]}>
                {key === "revenue" || key === "profit" ? say(data.totals[key]) : say(-Math.abs(data.totals[key]))}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <ColumnChart
        id="profit"
        title={t("profit.perDay")}
        caption={t("analytics.chartNumbers", { title: t("profit.perDay"), from, to })}
        labelHeader={t("analytics.day")}
        valueHeader={t("profit.profit")}
        series={{ labels: data.days.map((d) => d.label), values: data.days.map((d) => d.profit) }}
        measure="money"
        currency={data.currency}
        numbersIn={{ table: "profit-days-table", cell: FIGURES.indexOf("profit") + 1 }}
      />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="profit-days">
        <Title order={2} fz="md" id="profit-days">
          {t("profit.perDay")}
        </Title>
        <div className="br-report-table-scroll">
          <table className="br-report-table" data-report="profit-days" id="profit-days-table">
            <caption>{t("analytics.chartNumbers", { title: t("profit.perDay"), from, to })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("analytics.day")}</th>
                {FIGURES.map((key) => (
                  <th key={key} scope="col" className="br-num">
                    {t(`profit.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.days.map((d) => (
                <tr key={d.label}>
                  <th scope="row" className="br-day">
                    {d.label}
                  </th>
                  {FIGURES.map((key) => (
                    // The raw figure only where the chart reads it (ADR 078): the other cells say theirs once.
                    <td key={key} className="br-num" data-value={key === "profit" ? d[key] : undefined}>
                      {say(d[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="profit-products">
        <Title order={2} fz="md" id="profit-products">
          {t("profit.perProduct")}
        </Title>
        {data.products.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("profit.empty")}
          </Text>
        ) : (
          <div className="br-report-table-scroll">
            <table className="br-report-table" data-report="profit-products">
              <caption>{t("analytics.chartNumbers", { title: t("profit.perProduct"), from, to })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("profit.product")}</th>
                  <th scope="col" className="br-num">
                    {t("profit.quantity")}
                  </th>
                  <th scope="col" className="br-num">
                    {t("profit.revenue")}
                  </th>
                  <th scope="col" className="br-num">
                    {t("profit.costOfGoods")}
                  </th>
                  <th scope="col" className="br-num">
                    {t("profit.profit")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.products.map((p, i) => (
                  <tr key={p.productId ?? `p-${i}`}>
                    <th scope="row">{p.title}</th>
                    <td className="br-num">{count(p.quantity, locale)}</td>
                    <td className="br-num">{say(p.revenue)}</td>
                    <td className="br-num">{say(p.costOfGoods)}</td>
                    <td className="br-num" data-value={p.profit}>
                      {say(p.profit)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
