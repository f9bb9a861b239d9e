import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { reportParams } from "~/features/reports/filter";
import { loadUtm, requireReport } from "~/features/reports/load.server";
import { UtmReport } from "~/features/reports/UtmReport";
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

/** SPEC §2 utm-analystics (SPEC's spelling): the report by UTM source, medium and campaign (the analytics scope). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, tz, stores, filter, storeId } = await requireReport(request, context);
  const [t, report] = await Promise.all([requestT(request, context, "reports"), loadUtm(api, filter, tz)]);
  return { filter, stores, report: report.data, refused: report.refused, query: reportParams(filter, storeId).toString(), title: pageTitle(t("utm.title")) };
}

export default function UtmAnalyticsPage() {
  const { filter, stores, report, refused, query } = useLoaderData<typeof loader>();
  const t = useT("reports");
  return (
    <ReportPage
      title={t("utm.title")}
      description={t("utm.description")}
      current="utm"
      query={query}
      refused={refused}
      filter={<ReportFilterForm action={reportUrls.utm} filter={filter} stores={stores} />}
    >
      {report && <UtmReport data={report} range={filter.range} />}
    </ReportPage>
  );
}
