import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Card, Stack, Text } from "@mantine/core";
import { TOP_UP_BOUNDS, TopUpFormSchema } from "@domain/billing";
import { topUpHistory } from "~/api-client/billing.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { formRules, HiddenField, TextField } from "~/components/form";
import { moneyOf } from "~/features/billing/BalanceCard";
import { topUpAction } from "~/features/billing/actions.server";
import { topUpScreen, type TopUpValues } from "~/features/billing/forms";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";

export const meta = titleMeta;

const RULES = formRules<keyof TopUpValues>(TopUpFormSchema);

/**
 * SPEC §2 topUp: credit the prepaid balance. Each page view makes a new idempotency key for its form (a hidden
 * field), so the form sent twice credits once (ADR 058).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  const [ledger, t] = await Promise.all([topUpHistory(api, 1, 1), requestT(request, context, "billing")]);
  return { balanceMinor: ledger.balanceMinor, currency: ledger.currency, idempotencyKey: crypto.randomUUID(), title: pageTitle(t("topUp.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  return topUpAction(request, context, api, await request.formData());
}

export default function TopUpPage() {
  const { balanceMinor, currency, idempotencyKey } = useLoaderData<typeof loader>();
  const t = useT("billing");
  const screen = topUpScreen(t);
  const editor = useEditorForm<TopUpValues>(screen.formId, { amount: "", idempotencyKey }, useActionData<typeof action>());
  const bounds = TOP_UP_BOUNDS[currency];
  return (
    <EditorScreen screen={screen} record={{ version: 1 }} editor={editor} description={t("topUp.description")}>
      <HiddenField field={editor.fields.idempotencyKey} />
      <Card withBorder padding="lg" radius="md" component="section">
        <Stack gap="md">
          <Text fw={600} data-testid="balance">
            {t("topUp.balance", { amount: moneyOf(balanceMinor, currency) })}
          </Text>
          <TextField
            field={editor.fields.amount}
            label={t("topUp.amount")}
            description={t("topUp.amountHelp", { min: moneyOf(bounds.min, currency), max: moneyOf(bounds.max, currency) })}
            rule={RULES.amount}
            inputMode="decimal"
          />
        </Stack>
      </Card>
    </EditorScreen>
  );
}
