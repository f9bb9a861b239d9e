import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { customerDisplayName } from "@domain/customer";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { CustomerFields } from "~/features/customers/CustomerFields";
import { CustomerSummary } from "~/features/customers/CustomerSummary";
import { addAddressIntent, customerEditor, storeCountry } from "~/features/customers/editor.server";
import { customerScreen, customerValues, type CustomerValues } from "~/features/customers/form";
import { requireCustomers } from "~/features/customers/guard.server";
import { loadCustomerPage } from "~/features/customers/loader.server";
import { useLocale, useT } from "~/lib/i18n";
import { requestLocale, requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/customers/customers.css";

export const meta = titleMeta;

/** SPEC §2 restricted screen: operators only, in the loader and the action. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, user } = await requireCustomers(request, context);
  const page = await loadCustomerPage(api, params.id ?? "");
  return { ...page, country: storeCountry(user.language), title: pageTitle(customerDisplayName(page.customer, await requestLocale(request, context))) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, user } = await requireCustomers(request, context);
  const formData = await request.formData();
  const t = await requestT(request, context, "customers");
  if (formData.get("intent") === "add-address") return addAddressIntent(formData, t, storeCountry(user.language));
  return editorAction(customerEditor(t), context, api, params.id ?? "", formData);
}

export default function UpdateCustomerPage() {
  const { customer, orders, ordersTotal, country } = useLoaderData<typeof loader>();
  const screen = customerScreen(useT("customers"), useLocale());
  const editor = useEditorForm<CustomerValues>(screen.formId, customerValues(customer, country), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={customer} editor={editor}>
      <CustomerFields editor={editor} isNew={false} summary={<CustomerSummary customer={customer} orders={orders} total={ordersTotal} />} />
    </EditorScreen>
  );
}
