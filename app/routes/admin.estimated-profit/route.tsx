import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { currencyOf } from "@domain/money";
import { ProfitSettingsCard } from "~/features/profit-settings/ProfitSettingsCard";
import { PROFIT_SETTINGS_INTENT } from "~/features/profit-settings/profit-settings-form";
import { loadProfitSettingsCard, profitSettingsIntent } from "~/features/profit-settings/profit-settings.server";
import { reportParams } from "~/features/reports/filter";
import { loadEstimatedProfit, requireReport } from "~/features/reports/load.server";
import { ProfitReport } from "~/features/reports/ProfitReport";
import { ReportFilterForm } from "~/features/reports/ReportFilterForm";
import { ReportPage } from "~/features/reports/ReportPage";
import { reportUrls } from "~/features/reports/urls";
import { useT } from "~/lib/i18n";
import { requireStore } from "~/lib/guards.server";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/reports/reports.css";

export const meta = titleMeta;

/** SPEC §2 estimated-profit: revenue less cost of goods, shipping, discounts, refunds and payment fees (the analytics scope). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, tz, stores, filter, storeId } = await requireReport(request, context);
  const [t, report, card] = await Promise.all([requestT(request, context, "reports"), loadEstimatedProfit(api, filter, tz), loadProfitSettingsCard(api)]);
  const query = reportParams(filter, storeId).toString();
  return { filter, stores, report: report.data, refused: report.refused, query, title: pageTitle(t("profit.title")), ...card };
}

/** The profit settings card's form (ADR 044): the fees and shipping cost the report subtracts. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, user } = await requireStore(request, context, "analytics");
  const formData = await request.formData();
  if (formData.get("intent") === PROFIT_SETTINGS_INTENT) return profitSettingsIntent({ context, api, request, formData, currency: currencyOf(user.language) });
  throw new Response("Unknown intent", { status: 400 });
}

export default function EstimatedProfitPage() {
  const { filter, stores, report, refused, query, profitSettings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
      <ProfitSettingsCard settings={profitSettings} actionData={actionData?.profitSettings} action={`${reportUrls.estimatedProfit}?${query}`} />
    </ReportPage>
  );
}
