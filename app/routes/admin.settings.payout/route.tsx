import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getPayout } from "~/api-client/store-ops.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { payoutAction } from "~/features/store-ops/actions.server";
import { PayoutFields } from "~/features/store-ops/fields";
import { payoutScreen, payoutValues, type PayoutValues } from "~/features/store-ops/forms";
import { requireStore } from "~/lib/guards.server";
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

/** SPEC §2 settings/payout: the store's payout bank details; the account number is never sent to the page (ADR 063). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  const [payout, t] = await Promise.all([getPayout(api), requestT(request, context, "ops")]);
  return { payout, title: pageTitle(t("payout.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  return payoutAction(context, api, await requestT(request, context, "ops"), await request.formData());
}

export default function PayoutPage() {
  const { payout } = useLoaderData<typeof loader>();
  const t = useT("ops");
  const screen = payoutScreen(t);
  const editor = useEditorForm<PayoutValues>(screen.formId, payoutValues(payout), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={payout} editor={editor} description={t("payout.description")}>
      <PayoutFields editor={editor} last4={payout.accountNumber.isSet ? payout.accountNumber.last4 : null} />
    </EditorScreen>
  );
}
