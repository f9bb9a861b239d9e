import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getShippingZone } from "~/api-client/shipping-taxes.server";
import { shippingZoneAction } from "~/features/settings/shipping.server";
import { settingsT, zonePageState } from "~/features/settings/shipping-page.server";
import { ShippingZonePage } from "~/features/settings/ShippingZonePage";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/settings/shipping.css";

export const meta = titleMeta;

/** SPEC §2 settings/shipping/update/{id}: another store's zone is the 404 page (the API answers 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  const [zone, state, t] = await Promise.all([
    getShippingZone(api, params.id!).catch(throwRouteError),
    zonePageState(request, context, api),
    settingsT(request, context),
  ]);
  return { zone, state, title: pageTitle(`${zone.name} · ${t("shipping.title")}`) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  return shippingZoneAction(context, api, await settingsT(request, context), params.id!, await request.formData());
}

export default function UpdateShippingZonePage() {
  const { zone, state } = useLoaderData<typeof loader>();
  return <ShippingZonePage zone={zone} state={state} actionData={useActionData<typeof action>()} />;
}
