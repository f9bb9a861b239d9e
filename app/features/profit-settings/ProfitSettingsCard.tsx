import { Alert, Button, Card, SimpleGrid, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import { CURRENCY } from "@domain/money";
import type { ProfitSettingsDto } from "@domain/profit-settings";
import { enhance } from "~/enhance/attributes";
import { useMessage, useT } from "~/lib/i18n";
import { PROFIT_SETTINGS_INTENT, type ProfitSettingsActionData, type ProfitSettingsField } from "./profit-settings-form";

const HINTS = {
  paymentFeePercent: "settings.paymentFeePercentHint",
  paymentFeeFixed: "settings.paymentFeeFixedHint",
  shippingCostPerOrder: "settings.shippingCostPerOrderHint",
} as const;

/**
 * The store's profit settings (ADR 044): payment fee (percent and fixed per order) and shipping cost per order, typed in
 * the store's currency. A plain form posting intent "profit-settings" (works without JavaScript); a refused one keeps
 * what was typed, with each field's reason. The estimated-profit page embeds it with `loadProfitSettingsCard`.
 */
export function ProfitSettingsCard({ settings, actionData, action }: { settings: ProfitSettingsDto; actionData?: ProfitSettingsActionData; action?: string }) {
  const t = useT("profit");
  const localize = useMessage();
  const typed = actionData?.result.initialValue as Partial<Record<ProfitSettingsField, string>> | undefined;
  const errors = actionData?.result.error ?? {};
  const formErrors = errors[""] ?? [];
  const sign = settings.currency === CURRENCY.en.code ? CURRENCY.en.sign : CURRENCY.vi.sign;
  const field = (name: ProfitSettingsField, label: string, money: boolean) => {
    const error = errors[name];
    return (
      <TextInput
        name={name}
        label={label}
        description={t(HINTS[name])}
        defaultValue={typed?.[name] ?? String(settings[name])}
        inputMode="decimal"
        rightSection={money ? sign : "%"}
        autoComplete="off"
        error={error ? error.map((m) => localize(m)).join(" ") : undefined}
      />
    );
  };
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profit-settings-title" id="profit-settings">
      <Text fw={600} id="profit-settings-title">
        {t("settings.title")}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t("settings.description")}
      </Text>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value={PROFIT_SETTINGS_INTENT} />
        <input type="hidden" name="version" value={actionData?.conflictVersion ?? settings.version} />
        {formErrors.length > 0 && (
          <Alert color="red" mb="md" role="alert">
            {formErrors.map((m) => localize(m)).join(" ")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field("paymentFeePercent", t("settings.paymentFeePercent"), false)}
          {field("paymentFeeFixed", t("settings.paymentFeeFixed"), true)}
          {field("shippingCostPerOrder", t("settings.shippingCostPerOrder"), true)}
        </SimpleGrid>
        <Button type="submit" mt="md" {...enhance.lock(2000)}>
          {t("settings.save")}
        </Button>
      </Form>
    </Card>
  );
}
