import { Alert, Card, Stack, Text } from "@mantine/core";
import { PaymentInfoFormSchema, type PaymentInfoDto } from "@domain/billing";
import type { EditorForm } from "~/components/editor";
import { formRules, TextField } from "~/components/form";
import { useT } from "~/lib/i18n";
import type { PaymentInfoValues } from "./forms";

const RULES = formRules<keyof PaymentInfoValues>(PaymentInfoFormSchema);

/**
 * The card on file (brand, the number in groups of four with only the last four known, expiry, holder) and the form
 * that replaces it. Browsers' card autofill names (cc-*) are on the inputs; the number and CVC come back empty after
 * a refusal, and the page says why.
 */
export function PaymentInfoFields({ editor, info }: { editor: EditorForm<PaymentInfoValues>; info: PaymentInfoDto | null }) {
  const { fields } = editor;
  const t = useT("billing");
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="billing-card">
      <Text fw={600} mb="sm" id="billing-card">
        {t("billing.cardTitle")}
      </Text>
      <Stack gap="md">
        {info ? (
          <div data-testid="card-on-file">
            <Text size="sm" c="dimmed">
              {t("billing.cardOnFile")}
            </Text>
            <Text ff="monospace" size="lg">
              <Text span tt="capitalize" ff="inherit" mr="sm">
                {info.brand}
              </Text>
              {info.cardNumber}
            </Text>
            <Text size="sm" c="dimmed">
              {info.cardHolder} · {t("billing.expires", { month: String(info.expMonth).padStart(2, "0"), year: String(info.expYear % 100).padStart(2, "0") })}
            </Text>
          </div>
        ) : (
          <Text size="sm">{t("billing.noCard")}</Text>
        )}
        {editor.lastResult && (
          <Alert color="blue" variant="light">
            {t("billing.reenter")}
          </Alert>
        )}
        <TextField field={fields.cardHolder} label={t("billing.cardHolder")} rule={RULES.cardHolder} autoComplete="cc-name" />
        <TextField
          field={fields.cardNumber}
          label={t("billing.cardNumber")}
          description={t("billing.cardNumberHelp")}
          autoComplete="cc-number"
          rule={RULES.cardNumber}
          inputMode="numeric"
          maxLength={23}
        />
        <TextField field={fields.expiry} label={t("billing.expiry")} rule={RULES.expiry} autoComplete="cc-exp" placeholder="MM/YY" />
        <TextField field={fields.cvc} label={t("billing.cvc")} description={t("billing.cvcHelp")} rule={RULES.cvc} autoComplete="cc-csc" inputMode="numeric" />
      </Stack>
    </Card>
  );
}
