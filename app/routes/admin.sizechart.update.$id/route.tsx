import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getSizeChart } from "~/api-client/size-charts.server";
import { dialogStylesHref } from "~/components/dialogs";
import { formStylesHref } from "~/components/form";
import { collectionStylesHref } from "~/features/collections";
import { productStylesHref } from "~/features/products";
import { sizeChartStylesHref } from "~/features/size-charts";
import { sizeChartAction } from "~/features/size-charts/editor.server";
import { sizeChartValues } from "~/features/size-charts/size-chart-form";
import { SizeChartEditor } from "~/features/size-charts/SizeChartEditor";
import { requireOperator, throwRouteError } from "~/lib/guards.server";

export const links: LinksFunction = () => [formStylesHref, dialogStylesHref, productStylesHref, collectionStylesHref, sizeChartStylesHref].map((href) => ({ rel: "stylesheet", href }));
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.chart.title ?? "Size chart"} · Backroom` }];

/** SPEC §2 restricted screen: operators only, in the loader and the action. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  return { chart: await getSizeChart(api, params.id ?? "").catch(throwRouteError) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireOperator(request, context);
  return sizeChartAction(context, api, params.id ?? "", await request.formData());
}

export default function UpdateSizeChartPage() {
  const { chart } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SizeChartEditor chart={chart} values={actionData?.values ?? sizeChartValues(chart)} actionData={actionData} />;
}
