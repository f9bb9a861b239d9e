import { Card, Stack, Text } from "@mantine/core";
import { CONTACT_PHONE_MAX, GeneralSettingsFormSchema, type GeneralSettingsDto } from "@domain/general-settings";
import { CURRENCY } from "@domain/money";
import { timezoneGroups } from "@domain/timezones";
import { messages, PHONE_RE } from "@domain/validation";
import type { EditorForm } from "~/components/editor";
import { formRules, HiddenField, SelectField, TextField } from "~/components/form";
import { useT } from "~/lib/i18n";
import type { GeneralSettingsValues } from "./general-form";

const RULES = formRules<keyof GeneralSettingsValues>(GeneralSettingsFormSchema, { contactPhone: { pattern: PHONE_RE, message: messages.phone } });

/**
 * The general settings' fields (ADR 054): the store's details, then its language (which is also its currency, SPEC §9)
 * and time zone. Both are native selects, so the page works without JavaScript; the zones are grouped by region, and a
 * select jumps to what is typed on it.
 */
export function GeneralSettingsFields({ editor, settings }: { editor: EditorForm<GeneralSettingsValues>; settings: GeneralSettingsDto }) {
  const { fields } = editor;
  const t = useT("settings");
  const tc = useT();
  const currency = CURRENCY[settings.language];
  // The zone the form holds (the posted one after a refusal) is always an option, so the select shows it as it is.
  const shownZone = typeof editor.values.standardTimezone === "string" ? editor.values.standardTimezone : settings.standardTimezone;
  return (
    <>
      <HiddenField field={fields.base} />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="settings-details">
        <Text fw={600} mb="sm" id="settings-details">
          {t("general.details")}
        </Text>
        <Stack gap="md">
          <TextField field={fields.name} rule={RULES.name} label={t("general.name")} description={t("general.nameHelp")} autoComplete="organization" />
          <TextField
            field={fields.contactEmail}
            rule={RULES.contactEmail}
            type="email"
            label={t("general.contactEmail")}
            description={t("general.contactEmailHelp")}
            autoComplete="email"
          />
          <TextField
            field={fields.contactPhone}
            rule={{ ...RULES.contactPhone, maxLength: CONTACT_PHONE_MAX }}
            type="tel"
            label={t("general.contactPhone")}
            description={t("general.contactPhoneHelp")}
            autoComplete="tel"
          />
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="settings-standards">
        <Text fw={600} mb="sm" id="settings-standards">
          {t("general.standards")}
        </Text>
        <Stack gap="md">
          <SelectField
            field={fields.language}
            label={t("general.language")}
            description={t("general.languageHelp")}
            data={[
              { value: "vi", label: tc("language.vi") },
              { value: "en", label: tc("language.en") },
            ]}
          />
          <Text size="sm" c="dimmed" mt={-8}>
            {t("general.currency", { sign: currency.sign, code: currency.code })}
          </Text>
          <SelectField
            field={fields.standardTimezone}
            label={t("general.timezone")}
            description={t("general.timezoneHelp")}
            data={timezoneGroups(new Date(), shownZone)}
          />
        </Stack>
      </Card>
    </>
  );
}
