// The payments, payout and proxy forms' fields (ADR 063): native inputs and real checkboxes, so the pages work
// without JavaScript. Secret inputs start blank and say only whether one is saved (the payout number's last four).
import { getInputProps } from "@conform-to/react";
import { SimpleGrid, TextInput } from "@mantine/core";
import { PayoutFormSchema } from "@domain/store-ops";
import type { EditorForm } from "~/components/editor";
import { formRules, SwitchField, TextareaField, TextField } from "~/components/form";
import { useMessage, useT } from "~/lib/i18n";
import type { PaymentValues, PayoutValues, ProxyValues } from "./forms";
import { SettingsCard } from "~/features/settings/SettingsCard";

export function PaymentsFields({ editor, currency }: { editor: EditorForm<PaymentValues>; currency: string }) {
  const { fields } = editor;
  const t = useT("ops");
  return (
    <>
      <SettingsCard id="payments-methods" title={t("payments.methods")} help={t("payments.methodsHelp")}>
        <SwitchField field={fields.cod} label={t("payments.cod")} description={t("payments.codHelp")} />
        <SwitchField field={fields.bankTransfer} label={t("payments.bankTransfer")} description={t("payments.bankTransferHelp")} />
        <TextareaField
          field={fields.bankTransferInstructions}
          label={t("payments.instructions")}
          description={t("payments.instructionsHelp")}
          autosize
          minRows={3}
          maxLength={2000}
        />
      </SettingsCard>
      <SettingsCard id="payments-fee" title={t("payments.fee")} help={t("payments.feeHelp")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField field={fields.feePercent} label={t("payments.feePercent")} inputMode="decimal" autoComplete="off" />
          <TextField field={fields.feeFixed} label={t("payments.feeFixed", { currency })} inputMode="decimal" autoComplete="off" />
        </SimpleGrid>
      </SettingsCard>
    </>
  );
}

/** A secret's input: never filled in; its description says what is saved, and after a refused save why it is blank. */
function SecretInput({
  editor,
  name,
  label,
  help,
  saved,
}: {
  editor: EditorForm<PayoutValues> | EditorForm<ProxyValues>;
  name: string;
  label: string;
  help: string;
  saved: string;
}) {
  const t = useT("ops");
  const localize = useMessage();
  const meta = (editor.fields as Record<string, Parameters<typeof getInputProps>[0]>)[name]!;
  const { key, ...input } = getInputProps(meta, { type: "password" });
  const error = meta.errors?.[0];
  return (
    <TextInput
      key={key}
      {...input}
      defaultValue=""
      label={label}
      description={
        <>
          {help} <strong>{saved}</strong>
          {editor.lastResult ? ` ${t("secretRetype")}` : null}
        </>
      }
      error={error === undefined ? undefined : localize(error)}
      autoComplete="new-password"
      spellCheck={false}
    />
  );
}

export function PayoutFields({ editor, last4 }: { editor: EditorForm<PayoutValues>; last4: string | null }) {
  const { fields } = editor;
  const t = useT("ops");
  const rules = formRules(PayoutFormSchema);
  return (
    <>
      <SettingsCard id="payout-account" title={t("payout.account")}>
        <TextField field={fields.accountHolder} rule={rules.accountHolder} label={t("payout.accountHolder")} autoComplete="name" />
        <TextField field={fields.bankName} rule={rules.bankName} label={t("payout.bankName")} />
        <SecretInput
          editor={editor}
          name="accountNumber"
          label={t("payout.accountNumber")}
          help={t("payout.accountNumberHelp")}
          saved={last4 ? t("payout.accountNumberSet", { last4 }) : t("payout.accountNumberNotSet")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField field={fields.branch} rule={rules.branch} label={t("payout.branch")} />
          <TextField field={fields.swiftCode} label={t("payout.swiftCode")} description={t("payout.swiftHelp")} autoComplete="off" spellCheck={false} />
        </SimpleGrid>
      </SettingsCard>
    </>
  );
}

export function ProxyFields({ editor, passwordSet }: { editor: EditorForm<ProxyValues>; passwordSet: boolean }) {
  const { fields } = editor;
  const t = useT("ops");
  return (
    <>
      <SettingsCard id="proxy-connection" title={t("proxy.connection")}>
        <SwitchField field={fields.enabled} label={t("proxy.enabled")} description={t("proxy.enabledHelp")} />
        <TextField
          field={fields.url}
          label={t("proxy.url")}
          description={t("proxy.urlHelp")}
          placeholder="socks5://proxy.example.com:1080"
          autoComplete="off"
          spellCheck={false}
        />
      </SettingsCard>
      <SettingsCard id="proxy-credentials" title={t("proxy.credentials")}>
        <TextField field={fields.username} label={t("proxy.username")} autoComplete="off" spellCheck={false} />
        <SecretInput
          editor={editor}
          name="password"
          label={t("proxy.password")}
          help={t("proxy.passwordHelp")}
          saved={passwordSet ? t("proxy.passwordSet") : t("proxy.passwordNotSet")}
        />
      </SettingsCard>
    </>
  );
}
