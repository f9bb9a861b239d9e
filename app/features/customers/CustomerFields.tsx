import { Button, Card, Checkbox, Group, NativeSelect, Radio, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { countriesIn } from "@domain/countries";
import { ADDRESSES_MAX, CustomerFormSchema, NOTE_MAX } from "@domain/customer";
import { messages, PHONE_RE } from "@domain/validation";
import type { EditorForm } from "~/components/editor";
import { formRules, HiddenField, SwitchField, TextareaField, TextField, type FieldRule } from "~/components/form";
import { PlusIcon } from "~/components/list/icons";
import { addressRows, CUSTOMER_FORM_ID, DEFAULT_ADDRESS_FIELD, type CustomerValues } from "./form";
import { useLocale, useMessage, useT } from "~/lib/i18n";

const PHONE = { pattern: PHONE_RE, message: messages.phone };
const CUSTOMER_RULES = formRules<keyof CustomerValues>(CustomerFormSchema, { phone: PHONE });
// An address row's checks in the browser: lengths and the phone's shape. Not "required": a row left empty is dropped
// on save, so only the server, which knows which rows stay, says "Address required".
const TEXT_RULE: FieldRule = { maxLength: 255 };
const PHONE_RULE: FieldRule = { maxLength: 32, pattern: PHONE_RE.source, patternMessage: messages.phone };
const ZIP_RULE: FieldRule = { maxLength: 20 };

/**
 * A customer's fields (ADR 031): who they are, their addresses (several, one default, each removable; "Add address"
 * posts the form and comes back with one more row, so it works without JavaScript), tags and a note. `summary` (their orders and
 * what they spent) comes first, on a phone too.
 */
export function CustomerFields({ editor, isNew, summary }: { editor: EditorForm<CustomerValues>; isNew: boolean; summary?: ReactNode }) {
  const { fields } = editor;
  const t = useT("customers");
  return (
    <>
      {!isNew && <HiddenField field={fields.base} />}
      <div className="br-editor-grid">
        <Stack gap="lg" className="br-editor-main">
          {summary}
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="customer-overview">
            <Text fw={600} mb="sm" id="customer-overview">
              {t("editor.overview")}
            </Text>
            <Stack gap="md">
              <NameFields
                first={<TextField field={fields.firstName} rule={CUSTOMER_RULES.firstName} label={t("editor.firstName")} autoComplete="off" />}
                last={<TextField field={fields.lastName} rule={CUSTOMER_RULES.lastName} label={t("editor.lastName")} autoComplete="off" />}
              />
              <TextField field={fields.email} rule={CUSTOMER_RULES.email} type="email" label={t("editor.email")} autoComplete="off" />
              <TextField
                field={fields.phone}
                rule={CUSTOMER_RULES.phone}
                type="tel"
                label={t("editor.phone")}
                description={t("editor.phoneHelp")}
                autoComplete="off"
              />
              <SwitchField field={fields.acceptsMarketing} label={t("editor.acceptsMarketing")} description={t("editor.acceptsMarketingHelp")} />
            </Stack>
          </Card>
          <Addresses editor={editor} />
        </Stack>
        <Stack gap="lg" className="br-editor-side">
          <Card withBorder padding="lg" radius="md">
            <TextField field={fields.tags} label={t("editor.tags")} description={t("editor.tagsHelp")} autoComplete="off" />
          </Card>
          <Card withBorder padding="lg" radius="md">
            <TextareaField
              field={fields.note}
              rule={{ ...CUSTOMER_RULES.note, maxLength: NOTE_MAX }}
              label={t("editor.note")}
              description={t("editor.noteHelp")}
              rows={4}
              resize="vertical"
            />
          </Card>
        </Stack>
      </div>
    </>
  );
}

/** First and last name side by side, in the order the page's language writes them (Vietnamese: family name first). */
function NameFields({ first, last }: { first: ReactNode; last: ReactNode }) {
  const vi = useLocale() === "vi";
  return (
    <div className="br-two">
      {vi ? last : first}
      {vi ? first : last}
    </div>
  );
}

/** The address rows: each a fieldset with the default radio and a "Remove" box, then the "Add address" button. */
function Addresses({ editor }: { editor: EditorForm<CustomerValues> }) {
  const t = useT("customers");
  const localize = useMessage();
  const locale = useLocale();
  const { fields } = editor;
  const list = fields.addresses.getFieldList();
  const rows = addressRows(editor.values.addresses);
  const listError = fields.addresses.errors?.[0];
  const countries = countriesIn(locale).map((c) => ({ value: c.code, label: `${c.name} (${c.dialCode})` }));
  const defaultAt = Math.max(
    0,
    rows.findIndex((row) => row.default === "on"),
  );
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="customer-addresses">
      <Text fw={600} mb="sm" id="customer-addresses">
        {t("editor.addresses")}
      </Text>
      <Stack gap="lg">
        {list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("editor.noAddresses")}
          </Text>
        )}
        {list.map((item, i) => {
          const address = item.getFieldset();
          const n = i + 1;
          const countryError = address.countryCode.errors?.[0];
          return (
            <div key={item.key} className="br-address">
              <fieldset className="br-address-set">
                <legend className="br-address-legend">{t("editor.address", { n })}</legend>
                <Group gap="lg" mb="sm">
                  <Radio name={DEFAULT_ADDRESS_FIELD} value={String(i)} label={t("editor.default")} defaultChecked={i === defaultAt} />
                  <Checkbox name={`addresses[${i}].remove`} label={t("editor.remove")} defaultChecked={rows[i]?.remove === "on"} />
                </Group>
                <Stack gap="sm">
                  <NameFields
                    first={<TextField field={address.firstName} rule={TEXT_RULE} label={t("editor.firstName")} autoComplete="off" />}
                    last={<TextField field={address.lastName} rule={TEXT_RULE} label={t("editor.lastName")} autoComplete="off" />}
                  />
                  <TextField field={address.company} rule={TEXT_RULE} label={t("editor.company")} autoComplete="off" />
                  <TextField field={address.address1} rule={TEXT_RULE} label={t("editor.address1")} autoComplete="off" />
                  <TextField field={address.address2} rule={TEXT_RULE} label={t("editor.address2")} autoComplete="off" />
                  <div className="br-two">
                    <TextField field={address.city} rule={TEXT_RULE} label={t("editor.city")} autoComplete="off" />
                    <TextField field={address.province} rule={TEXT_RULE} label={t("editor.province")} autoComplete="off" />
                  </div>
                  <div className="br-two">
                    <NativeSelect
                      name={address.countryCode.name}
                      id={address.countryCode.id}
                      label={t("editor.country")}
                      defaultValue={rows[i]?.countryCode.toUpperCase() ?? ""}
                      data={[{ value: "", label: t("editor.chooseCountry") }, ...countries]}
                      error={countryError ? localize(countryError) : undefined}
                    />
                    <TextField field={address.zip} rule={ZIP_RULE} label={t("editor.zip")} autoComplete="off" />
                  </div>
                  <TextField field={address.phone} rule={PHONE_RULE} type="tel" label={t("editor.addressPhone")} autoComplete="off" />
                </Stack>
              </fieldset>
            </div>
          );
        })}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {localize(listError)}
          </Text>
        )}
        <div>
          <Button
            type="submit"
            form={CUSTOMER_FORM_ID}
            name="intent"
            value="add-address"
            variant="default"
            leftSection={<PlusIcon />}
            formNoValidate
            disabled={list.length >= ADDRESSES_MAX}
          >
            {t("editor.addAddress")}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
