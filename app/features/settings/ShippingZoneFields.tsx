import { Button, Card, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { countryName } from "@domain/countries";
import { ShippingZoneFormSchema } from "@domain/shipping-zones";
import type { EditorForm } from "~/components/editor";
import { formRules, TextField } from "~/components/form";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import { COUNTRY_DIALOG, EMPTY_RATE, valuesFromPayload, type ShippingZoneValues } from "./shipping-form";

const RULES = formRules<"name">(ShippingZoneFormSchema, {});

/**
 * A zone's fields (ADR 059): its name, its countries (chosen in the country dialog, kept here as hidden inputs), and its
 * rates, one row each plus a spare blank row to add one (works without JavaScript; blank rows are not saved).
 */
export function ShippingZoneFields({ editor, action }: { editor: EditorForm<ShippingZoneValues>; action: string }) {
  const t = useT("settings");
  const locale = useLocale();
  const localize = useMessage();
  const values = valuesFromPayload(editor.values);
  const rows = [...values.rates, EMPTY_RATE];
  const err = (name: string) => {
    const e = editor.error(name);
    return e === undefined ? undefined : localize(e);
  };
  return (
    <>
      {/* Marks the form's values in a URL as an unsaved zone (the country dialog's GET), ignored by the save. */}
      <input type="hidden" name="draft" value="1" />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="zone-details">
        <Text fw={600} mb="sm" id="zone-details">
          {t("shipping.details")}
        </Text>
        <TextField field={editor.fields.name} rule={RULES.name} label={t("shipping.name")} description={t("shipping.nameHelp")} autoComplete="off" />
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="zone-countries">
        <Group justify="space-between" mb="xs">
          <Text fw={600} id="zone-countries">
            {t("shipping.countries")}
          </Text>
          {/* Opens the dialog by sending the form as it is to this page's URL (GET): nothing typed is lost. */}
          <Button type="submit" name="dialog" value={COUNTRY_DIALOG} formMethod="get" formAction={action} formNoValidate variant="light">
            {t("shipping.selectCountries")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          {t("shipping.countriesHelp")}
        </Text>
        {values.countries.length === 0 ? (
          <Text size="sm">{t("shipping.noCountries")}</Text>
        ) : (
          <Text size="sm" data-testid="zone-countries">
            {values.countries.map((code) => countryName(code, locale)).join(", ")}
          </Text>
        )}
        {values.countries.map((code) => (
          <input key={code} type="hidden" name="countries" value={code} />
        ))}
        {err("countries") && (
          <Text size="sm" c="red" mt="xs" role="alert">
            {err("countries")}
          </Text>
        )}
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="zone-rates">
        <Text fw={600} id="zone-rates">
          {t("shipping.rates")}
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          {t("shipping.ratesHelp")}
        </Text>
        {err("rates") && (
          <Text size="sm" c="red" mb="xs" role="alert">
            {err("rates")}
          </Text>
        )}
        <Stack gap="sm">
          {rows.map((rate, i) => {
            const name = (k: string) => `rates[${i}].${k}`;
            const spare = i === values.rates.length;
            return (
              <fieldset key={`${i}-${rate.id}`} className="br-rate-row" style={{ border: 0, margin: 0, padding: 0 }}>
                <legend className="br-visually-hidden">{spare ? t("shipping.newRate") : rate.name || t("shipping.rateName")}</legend>
                <input type="hidden" name={name("id")} value={rate.id} />
                <TextInput
                  name={name("name")}
                  label={spare ? t("shipping.newRate") : t("shipping.rateName")}
                  defaultValue={rate.name}
                  error={err(name("name"))}
                />
                <TextInput name={name("price")} label={t("shipping.price")} inputMode="decimal" defaultValue={rate.price} error={err(name("price"))} />
                <NativeSelect
                  name={name("condition")}
                  label={t("shipping.condition")}
                  defaultValue={rate.condition}
                  error={err(name("condition"))}
                  data={[
                    { value: "none", label: t("shipping.conditionNone") },
                    { value: "price", label: t("shipping.conditionPrice") },
                    { value: "weight", label: t("shipping.conditionWeight") },
                  ]}
                />
                <TextInput name={name("min")} label={t("shipping.min")} inputMode="decimal" defaultValue={rate.min} error={err(name("min"))} />
                <TextInput name={name("max")} label={t("shipping.max")} inputMode="decimal" defaultValue={rate.max} error={err(name("max"))} />
                {!spare && <Checkbox name={name("remove")} label={t("shipping.remove")} mb={8} />}
              </fieldset>
            );
          })}
        </Stack>
      </Card>
    </>
  );
}
