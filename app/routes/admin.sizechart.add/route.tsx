import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { dialogStylesHref } from "~/components/dialogs";
import { formStylesHref } from "~/components/form";
import { collectionStylesHref } from "~/features/collections";
import { productStylesHref } from "~/features/products";
import { sizeChartStylesHref } from "~/features/size-charts";
import { sizeChartAction } from "~/features/size-charts/editor.server";
import { sizeChartValues } from "~/features/size-charts/size-chart-form";
import { SizeChartEditor } from "~/features/size-charts/SizeChartEditor";
import { requireOperator } from "~/lib/guards.server";

export const links: LinksFunction = () => [formStylesHref, dialogStylesHref, productStylesHref, collectionStylesHref, sizeChartStylesHref].map((href) => ({ rel: "stylesheet", href }));
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
