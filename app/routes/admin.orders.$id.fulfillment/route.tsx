import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { cancelFulfillmentIntent, fulfilIntent, loadFulfillmentPage, updateTrackingIntent } from "~/features/order-actions/actions.server";
import { FulfillmentScreen } from "~/features/order-actions/FulfillmentScreen";
import { requireStore } from "~/lib/guards.server";
import { titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/features/products/products.css";
import "~/features/orders/orders.css";
import "~/features/order-actions/order-actions.css";

export const meta = titleMeta;

// SPEC §2 orders/{id}/fulfillment; scope orders (SPEC §6).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "orders");
  return loadFulfillmentPage(request, context, api, params.id ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "orders");
  const args = { request, context, api, orderId: params.id ?? "", formData: await request.formData() };
  switch (args.formData.get("intent")) {
    case "fulfil":
      return fulfilIntent(args);
    case "update-tracking":
      return updateTrackingIntent(args);
    case "cancel-fulfillment":
      return cancelFulfillmentIntent(args);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function OrderFulfillmentPage() {
  const { order, lines, fulfillments, idempotencyKey } = useLoaderData<typeof loader>();
  return (
    <FulfillmentScreen order={order} lines={lines} fulfillments={fulfillments} idempotencyKey={idempotencyKey} actionData={useActionData<typeof action>()} />
  );
}
