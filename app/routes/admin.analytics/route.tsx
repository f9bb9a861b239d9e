import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AnalyticsReport } from "~/features/reports/AnalyticsReport";
import { reportParams } from "~/features/reports/filter";
import { loadAnalytics, requireReport } from "~/features/reports/load.server";
import { ReportFilterForm } from "~/features/reports/ReportFilterForm";
import { ReportPage } from "~/features/reports/ReportPage";
import { reportUrls } from "~/features/reports/urls";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/reports/reports.css";

export const meta = titleMeta;

/** SPEC §2 analytics (the analytics scope, SPEC §6): the range and stores in the URL, worked out in the store's zone. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, tz, stores, filter, storeId } = await requireReport(request, context);
  const [t, report] = await Promise.all([requestT(request, context, "reports"), loadAnalytics(api, filter, tz)]);
  return {
    filter,
    stores,
    report: report.data,
    refused: report.refused,
    query: reportParams(filter, storeId).toString(),
    title: pageTitle(t("analytics.title")),
  };
}

export default function AnalyticsPage() {
  const { filter, stores, report, refused, query } = useLoaderData<typeof loader>();
  const t = useT("reports");
  return (
    <ReportPage
      title={t("analytics.title")}
      description={t("analytics.description")}
      current="analytics"
      query={query}
      refused={refused}
      filter={<ReportFilterForm action={reportUrls.analytics} filter={filter} stores={stores} />}
    >
      {report && <AnalyticsReport data={report} range={filter.range} />}
    </ReportPage>
  );
}
