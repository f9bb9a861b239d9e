import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { reportParams } from "~/features/reports/filter";
import { loadEstimatedProfit, requireReport } from "~/features/reports/load.server";
import { ProfitReport } from "~/features/reports/ProfitReport";
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

/** SPEC §2 estimated-profit: revenue less cost of goods, shipping, discounts, refunds and payment fees (the analytics scope). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, tz, stores, filter, storeId } = await requireReport(request, context);
  const [t, report] = await Promise.all([requestT(request, context, "reports"), loadEstimatedProfit(api, filter, tz)]);
  return { filter, stores, report: report.data, refused: report.refused, query: reportParams(filter, storeId).toString(), title: pageTitle(t("profit.title")) };
}

export default function EstimatedProfitPage() {
  const { filter, stores, report, refused, query } = useLoaderData<typeof loader>();
  const t = useT("reports");
  return (
    <ReportPage
      title={t("profit.title")}
      description={t("profit.description")}
      current="estimatedProfit"
      query={query}
      refused={refused}
      filter={<ReportFilterForm action={reportUrls.estimatedProfit} filter={filter} stores={stores} />}
    >
      {report && <ProfitReport data={report} range={filter.range} />}
    </ReportPage>
  );
}
