import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getPaymentSettings } from "~/api-client/store-ops.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { paymentsAction } from "~/features/store-ops/actions.server";
import { requireRestrictedSettings } from "~/lib/guards.server";
import { PaymentsFields } from "~/features/store-ops/fields";
import { paymentsScreen, paymentValues, type PaymentValues } from "~/features/store-ops/forms";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
// The editor kit's title and conflict table use .br-break, which lives there.
import "~/features/products/products.css";

export const meta = titleMeta;

/** SPEC §2 settings/payments, a restricted screen: operators assign the store's payment methods and fee (ADR 063). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRestrictedSettings(request, context);
  const [payment, t] = await Promise.all([getPaymentSettings(api), requestT(request, context, "ops")]);
  return { payment, title: pageTitle(t("payments.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, storeId } = await requireRestrictedSettings(request, context);
  return paymentsAction(context, api, await requestT(request, context, "ops"), storeId, await request.formData());
}

export default function PaymentsPage() {
  const { payment } = useLoaderData<typeof loader>();
  const t = useT("ops");
  const screen = paymentsScreen(t);
  const editor = useEditorForm<PaymentValues>(screen.formId, paymentValues(payment), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={payment} editor={editor} description={t("payments.description")}>
      <PaymentsFields editor={editor} currency={payment.currency} />
    </EditorScreen>
  );
}
