import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { CustomerFields } from "~/features/customers/CustomerFields";
import { addAddressIntent, customerEditor, storeCountry } from "~/features/customers/editor.server";
import { customerScreen, customerValues, type CustomerValues } from "~/features/customers/form";
import { requireCustomers } from "~/features/customers/guard.server";
import { useLocale, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/customers/customers.css";

export const meta = titleMeta;

/** SPEC §2 restricted screen: operators only, in the loader and the action. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireCustomers(request, context);
  const t = await requestT(request, context, "customers");
  return { country: storeCountry(user.language), title: pageTitle(t("create")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, user } = await requireCustomers(request, context);
  const formData = await request.formData();
  const t = await requestT(request, context, "customers");
  if (formData.get("intent") === "add-address") return addAddressIntent(formData, t, storeCountry(user.language));
  return editorAction(customerEditor(t), context, api, null, formData);
}

export default function CreateCustomerPage() {
  const { country } = useLoaderData<typeof loader>();
  const screen = customerScreen(useT("customers"), useLocale());
  const editor = useEditorForm<CustomerValues>(screen.formId, customerValues(null, country), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={null} editor={editor}>
      <CustomerFields editor={editor} isNew />
    </EditorScreen>
  );
}
