import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { sizeChartAction } from "~/features/size-charts/editor.server";
import { sizeChartValues } from "~/features/size-charts/size-chart-form";
import { SizeChartEditor } from "~/features/size-charts/SizeChartEditor";
import { requireOperator } from "~/lib/guards.server";
import type { HydrateHandle } from "~/root";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/size-charts/size-charts.css";

/** Tier 2 (ADR 033): the table editor is React with state. */
export const handle: HydrateHandle = { hydrate: true };

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
  return <SizeChartEditor chart={null} values={actionData?.values ?? sizeChartValues(null)} actionData={actionData} />;
}
