import { Button, TextInput } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { dmyFromDay } from "@domain/date-range";
import { Pager } from "~/components/list/Pager";
import { reportParams } from "~/features/reports/filter";
import { Freshness } from "~/features/reports/ReportCharts";
import { loadSalesReport, requireReport } from "~/features/reports/load.server";
import { ReportFilterForm } from "~/features/reports/ReportFilterForm";
import { ReportPage } from "~/features/reports/ReportPage";
import { salesReportState, SALES_REPORT_PAGE_SIZE } from "~/features/reports/sales-report";
import { SalesReportTable } from "~/features/reports/SalesReportTable";
import { reportUrls, withQuery } from "~/features/reports/urls";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/reports/reports.css";

export const meta = titleMeta;

/** SPEC §2 sales-reports: the product sales report, 20 a page (SPEC §9), sorted, searched and ranged by the URL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, tz, stores, filter, storeId } = await requireReport(request, context);
  const url = new URL(request.url);
  const [t, report] = await Promise.all([requestT(request, context, "reports"), loadSalesReport(api, filter, tz, url)]);
  const range = reportParams(filter, storeId);
  const state = salesReportState(url.searchParams);
  const own = new URLSearchParams(range);
  if (state.search) own.set("q", state.search);
  own.set("sort", state.sort);
  own.set("order", state.order);
  return {
    filter,
    stores,
    state,
    report: report.data,
    refused: report.refused,
    query: range.toString(),
    own: own.toString(),
    title: pageTitle(t("sales.title")),
  };
}

export default function SalesReportsPage() {
  const { filter, stores, state, report, refused, query, own } = useLoaderData<typeof loader>();
  const t = useT("reports");
  const keep = { q: state.search, sort: state.sort, order: state.order };
  return (
    <ReportPage
      title={t("sales.title")}
      description={t("sales.description")}
      current="salesReports"
      query={query}
      refused={refused}
      actions={
        <Button component="a" href={withQuery(reportUrls.salesReportsCsv, new URLSearchParams(own))} variant="default" download>
          {t("sales.export")}
        </Button>
      }
      filter={<ReportFilterForm action={reportUrls.salesReports} filter={filter} stores={stores} keep={keep} />}
    >
      <form method="get" action={reportUrls.salesReports} className="br-report-search" role="search">
        {[...new URLSearchParams(query)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="sort" value={state.sort} />
        <input type="hidden" name="order" value={state.order} />
        <TextInput
          name="q"
          type="search"
          label={t("sales.search")}
          placeholder={t("sales.searchPlaceholder")}
          defaultValue={state.search}
          w={280}
          maxLength={255}
        />
        <Button type="submit" variant="default">
          {t("sales.search")}
        </Button>
      </form>
      {report && (
        <>
          <Freshness freshness={report.freshness} />
          {report.rows.length > 0 ? (
            <SalesReportTable
              rows={report.rows}
              state={state}
              params={own}
              currency={report.currency}
              caption={t("sales.caption", { from: dmyFromDay(filter.range.from), to: dmyFromDay(filter.range.to) })}
            />
          ) : (
            <p className="br-dim">{t("sales.empty")}</p>
          )}
          <Pager page={report.page} limit={SALES_REPORT_PAGE_SIZE} total={report.total} noun={t("sales.noun")} pageSizes={false} />
        </>
      )}
    </ReportPage>
  );
}
