import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getSizeChart } from "~/api-client/size-charts.server";
import { SIZE_CHART_RULES, sizeChartAction } from "~/features/size-charts/editor.server";
import { sizeChartFormValues, sizeChartScreen, type SizeChartFormValues } from "~/features/size-charts/size-chart-form";
import { SizeChartFields } from "~/features/size-charts/SizeChartFields";
import { PreviewButton, PreviewDialog, SearchDefault } from "~/features/size-charts/SizeChartExtras";
// The kit's files, not its index (which pulls the zod rules in): this page hydrates, and zod stays on the server.
import { EditorScreen } from "~/components/editor/EditorScreen";
import { useEditorForm } from "~/components/editor/useEditorForm";
import { requireOperator, throwRouteError } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import type { HydrateHandle } from "~/root";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/size-charts/size-charts.css";

/** Tier 2 (ADR 033): the table editor is React with state; its texts come with the page (ADR 034). */
export const handle: HydrateHandle = { hydrate: true, i18n: ["sizeCharts"] };

export const meta = titleMeta;

/** SPEC §2 restricted screen: operators only, in the loader and the action. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const chart = await getSizeChart(api, params.id ?? "").catch(throwRouteError);
  return { chart, rules: SIZE_CHART_RULES, title: pageTitle(chart.title) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireOperator(request, context);
  return sizeChartAction(context, await requestT(request, context, "sizeCharts"), api, params.id ?? "", await request.formData());
}

export default function UpdateSizeChartPage() {
  const { chart, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const screen = sizeChartScreen(useT("sizeCharts"));
  const editor = useEditorForm<SizeChartFormValues>(screen.formId, sizeChartFormValues(chart), actionData);
  return (
    <EditorScreen
      screen={screen}
      record={chart}
      editor={editor}
      before={<SearchDefault />}
      headerActions={<PreviewButton chart={chart} />}
      after={<PreviewDialog chart={chart} />}
    >
      <SizeChartFields editor={editor} rules={rules} search={actionData?.search} />
    </EditorScreen>
  );
}
