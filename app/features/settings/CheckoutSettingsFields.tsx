import { SimpleGrid, Stack } from "@mantine/core";
import { ADDRESS_OPTION_FIELDS, CONTACT_METHODS, FIELD_MODES } from "@domain/checkout-settings";
import type { EditorForm } from "~/components/editor";
import { HiddenField, SelectField, SwitchField } from "~/components/form";
import { useT } from "~/lib/i18n";
import type { CheckoutSettingsValues } from "./checkout-form";
import { SettingsCard } from "./SettingsCard";

/**
 * The checkout options (ADR 060): the contact the buyer must give, each optional address field as hidden, optional or
 * required, and order notes. Native selects and a real checkbox: the page works without JavaScript.
 */
export function CheckoutSettingsFields({ editor }: { editor: EditorForm<CheckoutSettingsValues> }) {
  const { fields } = editor;
  const t = useT("settings");
  const modes = FIELD_MODES.map((mode) => ({ value: mode, label: t(`checkout.mode.${mode}`) }));
  return (
    <>
      <HiddenField field={fields.base} />
      <SettingsCard id="checkout-contact" title={t("checkout.contactSection")} help={t("checkout.contactHelp")}>
        <SelectField
          field={fields.contactMethod}
          label={t("checkout.field.contactMethod")}
          data={CONTACT_METHODS.map((method) => ({ value: method, label: t(`checkout.contact.${method}`) }))}
        />
      </SettingsCard>
      <SettingsCard id="checkout-address" title={t("checkout.addressSection")} help={t("checkout.addressHelp")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {ADDRESS_OPTION_FIELDS.map((field) => (
            <SelectField key={field} field={fields[field]} label={t(`checkout.field.${field}`)} data={modes} />
          ))}
        </SimpleGrid>
      </SettingsCard>
      <SettingsCard id="checkout-notes" title={t("checkout.notesSection")}>
        <Stack gap={4}>
          <SwitchField field={fields.orderNotes} label={t("checkout.field.orderNotes")} description={t("checkout.notesHelp")} />
        </Stack>
      </SettingsCard>
    </>
  );
}
