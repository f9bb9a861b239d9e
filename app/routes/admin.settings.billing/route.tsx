import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Alert, Stack, Text, Title } from "@mantine/core";
import { currentSubscription, getPaymentInfo, topUpHistory, trialTime } from "~/api-client/billing.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { BalanceCard } from "~/features/billing/BalanceCard";
import { PaymentInfoFields } from "~/features/billing/PaymentInfoFields";
import { PlanStatusCard } from "~/features/billing/PlanStatusCard";
import { paymentInfoAction } from "~/features/billing/actions.server";
import { paymentInfoScreen, paymentInfoValues, type PaymentInfoValues } from "~/features/billing/forms";
import { requireRestrictedSettings } from "~/lib/guards.server";
import { storeTimezone } from "~/lib/dates";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
// The editor kit's title and conflict table use .br-break, which lives there.
import "~/features/products/products.css";

export const meta = titleMeta;

/** SPEC §2 settings/billing (restricted): the trial or plan, the card on file and its form, the prepaid balance. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireRestrictedSettings(request, context);
  const [trial, current, payment, ledger, t] = await Promise.all([
    trialTime(api),
    currentSubscription(api),
    getPaymentInfo(api),
    topUpHistory(api, 1, 1),
    requestT(request, context, "billing"),
  ]);
  return {
    trial,
    current,
    payment,
    balance: { balanceMinor: ledger.balanceMinor, currency: ledger.currency },
    timezone: storeTimezone(user),
    title: pageTitle(t("billing.title")),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRestrictedSettings(request, context);
  return paymentInfoAction(request, context, api, await request.formData());
}

export default function BillingPage() {
  const { trial, current, payment, balance, timezone } = useLoaderData<typeof loader>();
  const t = useT("billing");
  const screen = paymentInfoScreen(t);
  const version = payment?.version ?? 1;
  const editor = useEditorForm<PaymentInfoValues>(screen.formId, paymentInfoValues(payment?.paymentInfo ?? null, version), useActionData<typeof action>());
  const aside = (
    <>
      <PlanStatusCard trial={trial} current={current} timezone={timezone} />
      <BalanceCard {...balance} />
    </>
  );
  if (!payment) {
    // SPEC §8: the payment-info call swallowed its error; the page says so plainly instead of showing an empty card.
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t("billing.title")}
        </Title>
        <Alert color="red" variant="light" role="alert">
          {t("billing.notLoaded")}
        </Alert>
        {aside}
      </Stack>
    );
  }
  return (
    <EditorScreen screen={screen} record={{ version }} editor={editor} description={<Text span>{t("billing.description")}</Text>} aside={aside}>
      <PaymentInfoFields editor={editor} info={payment.paymentInfo} />
    </EditorScreen>
  );
}
