import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { shippingZoneAction } from "~/features/settings/shipping.server";
import { settingsT, zonePageState } from "~/features/settings/shipping-page.server";
import { ShippingZonePage } from "~/features/settings/ShippingZonePage";
import { requireStore } from "~/lib/guards.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/settings/shipping.css";

export const meta = titleMeta;

/** SPEC §2 settings/shipping/create: the settings scope in the loader and the action; the country dialog is a URL state. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  const [state, t] = await Promise.all([zonePageState(request, context, api), settingsT(request, context)]);
  return { state, title: pageTitle(t("shipping.createTitle")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  return shippingZoneAction(context, api, await settingsT(request, context), null, await request.formData());
}

export default function CreateShippingZonePage() {
  const { state } = useLoaderData<typeof loader>();
  return <ShippingZonePage zone={null} state={state} actionData={useActionData<typeof action>()} />;
}
