import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { sizeChartAction } from "~/features/size-charts/editor.server";
import { SIZE_CHART_SCREEN, sizeChartFormValues, type SizeChartFormValues } from "~/features/size-charts/size-chart-form";
import { SizeChartFields } from "~/features/size-charts/SizeChartFields";
import { SearchDefault } from "~/features/size-charts/SizeChartExtras";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { requireOperator } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/size-charts/size-charts.css";

export const meta: MetaFunction = () => [{ title: "Create size chart · Backroom" }];

/** SPEC §2 restricted screen: operators only, in the loader and the action. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireOperator(request, context);
  return sizeChartAction(context, api, null, await request.formData());
}

export default function CreateSizeChartPage() {
  const actionData = useActionData<typeof action>();
  const editor = useEditorForm<SizeChartFormValues>(SIZE_CHART_SCREEN.formId, sizeChartFormValues(null), actionData);
  return (
    <EditorScreen screen={SIZE_CHART_SCREEN} record={null} editor={editor} before={<SearchDefault />}>
      <SizeChartFields editor={editor} search={actionData?.search} />
    </EditorScreen>
  );
}
