import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formatDate } from "@domain/date-format";
import { getAbandoned } from "~/api-client/abandoned.server";
import { CheckoutDetail } from "~/features/abandoned/CheckoutDetail";
import { requireAbandoned } from "~/features/abandoned/guard.server";
import { sendIntent } from "~/features/abandoned/send.server";
import { storeTimezone } from "~/lib/dates";
import { throwRouteError } from "~/lib/guards.server";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/features/products/products.css";
import "~/features/abandoned/abandoned.css";

export const meta = titleMeta;

/** SPEC §2 restricted screen: operators only, in the loader and the action. Each send form gets its key now. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, user } = await requireAbandoned(request, context);
  const checkout = await getAbandoned(api, params.id ?? "").catch(throwRouteError);
  const t = await requestT(request, context, "abandoned");
  return {
    checkout,
    keys: { email: crypto.randomUUID(), sms: crypto.randomUUID() },
    title: pageTitle(t("detail.title", { date: formatDate(checkout.createdAt, storeTimezone(user)) })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireAbandoned(request, context);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "send":
      return sendIntent(context, api, request, params.id ?? "", formData);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function AbandonedCheckoutPage() {
  const { checkout, keys } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <CheckoutDetail checkout={checkout} keys={keys} errors={actionData?.send.errors} />;
}
